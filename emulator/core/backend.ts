/**
 * The agency's site-management backend (api-contract.md, Backend): settings, the listing
 * template and ficha in its own shape, developments with units, news, and the email inbox.
 * Every path is scoped by the `client` query param; errors are Spanish, like the backend's.
 */
import type { BackendDevelopment, BackendProperty, BackendUnit } from '../../src/broker/wireTypes'
import type { EmulatorContext } from './context'
import { toBackendDevelopment, toBackendProperty, toBackendUnit } from './backendShape'
import { validateEmailBody } from './forms'
import { fail, json } from './responses'
import { BadRequest, idListParam } from './params'
import type { Route } from './router'
import { filterProperties, sortProperties, toNumber } from './search'

function unitsByDevelopment(ctx: EmulatorContext): Map<number, BackendUnit[]> {
  const units = new Map<number, BackendUnit[]>()
  for (const item of ctx.index) {
    if (item.developmentId === null) continue
    const list = units.get(item.developmentId) ?? []
    list.push(toBackendUnit(item.record, ctx.data.unitPlacements.get(item.id)))
    units.set(item.developmentId, list)
  }
  return units
}

function newestFirst(ctx: EmulatorContext) {
  return ctx.data.news
    .slice()
    .sort(
      (a, b) =>
        String(b.date_published ?? '').localeCompare(String(a.date_published ?? '')) ||
        (toNumber(b.id) ?? 0) - (toNumber(a.id) ?? 0),
    )
}

/** The listing template: every listing the filters let through, newest id first. */
function listingTemplate(ctx: EmulatorContext, query: URLSearchParams): BackendProperty[] {
  const operations = idListParam(query, 'operation_type')
  if (operations?.some((id) => id < 1 || id > 3)) {
    throw new BadRequest(`operation_type inválido: '${query.get('operation_type')}' (1, 2 o 3)`)
  }
  const criteria = {
    operations,
    locationIds: idListParam(query, 'neighborhood'),
    typeIds: idListParam(query, 'tipo'),
    text: query.get('address')?.trim() || undefined,
  }
  const found = sortProperties(filterProperties(ctx.index, criteria), {
    field: 'id',
    order: 'desc',
  })
  return found.map((item) => toBackendProperty(item.record))
}

/** Every development in the backend's shape, each with its units. */
function developmentsWithUnits(ctx: EmulatorContext): BackendDevelopment[] {
  const units = unitsByDevelopment(ctx)
  return ctx.developments.map((development) =>
    toBackendDevelopment(development, units.get(toNumber(development.id) ?? 0) ?? []),
  )
}

/** The backend's routes. */
export function backendRoutes(ctx: EmulatorContext): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/api/site/configuracion',
      service: 'backend',
      handler: () => json(200, ctx.data.settings),
    },
    {
      method: 'GET',
      pattern: '/api/site/propiedades/template',
      service: 'backend',
      handler: ({ query }) => json(200, listingTemplate(ctx, query)),
    },
    {
      method: 'GET',
      pattern: '/api/site/propiedades/:id/ficha',
      service: 'backend',
      handler: (_request, { id = '' }) => {
        const item = /^\d+$/.test(id) ? ctx.propertiesById.get(Number(id)) : undefined
        if (!item) return fail(404, `No existe la propiedad ${id}.`)
        return json(200, toBackendProperty(item.record))
      },
    },
    {
      method: 'GET',
      pattern: '/api/site/emprendimientos',
      service: 'backend',
      handler: () => json(200, developmentsWithUnits(ctx)),
    },
    {
      method: 'GET',
      pattern: '/api/site/novedades',
      service: 'backend',
      handler: () => json(200, newestFirst(ctx)),
    },
    {
      method: 'GET',
      pattern: '/api/site/novedades/:id',
      service: 'backend',
      handler: (_request, { id = '' }) => {
        const entry = /^\d+$/.test(id) ? ctx.newsById.get(Number(id)) : undefined
        return entry ? json(200, entry) : fail(404, `No existe la novedad ${id}.`)
      },
    },
    {
      method: 'POST',
      pattern: '/api/site/email/contact',
      service: 'backend',
      handler: (request) => {
        const result = validateEmailBody(request.body)
        if (!result.ok) return fail(400, result.error, { fields: result.fields })
        ctx.submissions.add(`email:${result.kind}`, request.body)
        return json(201, { ok: true })
      },
    },
  ]
}
