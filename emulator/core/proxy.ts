/**
 * The caching proxy in front of Tokko (api-contract.md, Proxy): property search with the
 * proxy's own query names, properties and developments by id, development search.
 */
import type { TokkoDevelopment } from '../../src/broker/wireTypes'
import { CONSTRUCTION_STATUSES } from '../data/taxonomy'
import type { EmulatorContext } from './context'
import { fail, json, type EmulatorRequest } from './responses'
import { langParam, localiseProperty } from './localise'
import {
  BadRequest,
  choiceParam,
  countParam,
  flagParam,
  idListParam,
  idParam,
  rangeParam,
} from './params'
import type { Route } from './router'
import {
  filterProperties,
  paginate,
  SORT_FIELDS,
  sortProperties,
  toNumber,
  type SearchCriteria,
  type SortSpec,
} from './search'

export const DEFAULT_LIMIT = 24

export interface Page<T> {
  meta: {
    limit: number
    offset: number
    total_count: number
    next: string | null
    previous: string | null
  }
  objects: T[]
}

/** A Tastypie page with `next`/`previous` as relative URLs echoing every query param. */
export function pageOf<T>(
  items: readonly T[],
  request: EmulatorRequest,
  limit: number,
  offset: number,
): Page<T> {
  const link = (newOffset: number) => {
    const query = new URLSearchParams(request.query)
    query.set('limit', String(limit))
    query.set('offset', String(newOffset))
    return `${request.path}?${query.toString()}`
  }
  const hasNext = limit > 0 && offset + limit < items.length
  const hasPrevious = offset > 0
  return {
    meta: {
      limit,
      offset,
      total_count: items.length,
      next: hasNext ? link(offset + limit) : null,
      previous: hasPrevious ? link(limit === 0 ? 0 : Math.max(0, offset - limit)) : null,
    },
    objects: paginate(items, limit, offset),
  }
}

/** The criteria and order of a proxy property search; throws BadRequest on a malformed param. */
export function parsePropertySearch(query: URLSearchParams): {
  criteria: SearchCriteria
  sort: SortSpec
} {
  flagParam(query, 'cache')
  flagParam(query, 'save')
  choiceParam(query, 'localization-type', ['division', 'state', 'country'], 'division')
  const operations = idListParam(query, 'operation')
  if (operations?.some((id) => id < 1 || id > 3)) {
    throw new BadRequest(
      `Invalid operation '${query.get('operation')}' provided (expected 1 | 2 | 3)`,
    )
  }
  const currency = choiceParam(query, 'currency', ['usd', 'ars', 'any'] as const, 'any')
  const criteria: SearchCriteria = {
    operations,
    typeIds: idListParam(query, 'tipo'),
    locationIds: idListParam(query, 'localization-divisions'),
    text: query.get('fake_address')?.trim() || undefined,
    rooms: rangeParam(query, 'rooms'),
    bedrooms: rangeParam(query, 'bedrooms'),
    age: rangeParam(query, 'age'),
    surface: rangeParam(query, 'surface'),
    surfaceType: choiceParam(query, 'surface-type', ['roofed', 'total'] as const, 'total'),
    price: rangeParam(query, 'price'),
    currency: currency === 'any' ? undefined : currency === 'usd' ? 'USD' : 'ARS',
    tags: idListParam(query, 'tags'),
    customTags: idListParam(query, 'custom_tags'),
    producerId: idParam(query, 'producer_id'),
    featuredOnly: flagParam(query, 'destacados') === true,
    developmentId: idParam(query, 'development'),
  }
  const sort: SortSpec = {
    field: choiceParam(query, 'order-by', SORT_FIELDS, 'id'),
    order: choiceParam(query, 'order', ['asc', 'desc'] as const, 'desc'),
  }
  return { criteria, sort }
}

function developmentsPage(ctx: EmulatorContext, request: EmulatorRequest) {
  const { query } = request
  flagParam(query, 'cache')
  const status = idParam(query, 'construction_status')
  if (status !== undefined && !(CONSTRUCTION_STATUSES as readonly number[]).includes(status)) {
    throw new BadRequest(`Invalid construction_status '${status}' provided (expected 3 | 4 | 6)`)
  }
  const limit = countParam(query, 'limit', DEFAULT_LIMIT)
  const offset = countParam(query, 'offset', 0)
  const matching: TokkoDevelopment[] = ctx.developments.filter(
    (development) =>
      development.display_on_web !== false &&
      (status === undefined || toNumber(development.construction_status) === status),
  )
  return pageOf(matching, request, limit, offset)
}

/** The proxy's routes. */
export function proxyRoutes(ctx: EmulatorContext): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/api/v1/tokko/properties/search',
      service: 'proxy',
      handler: (request) => {
        const limit = countParam(request.query, 'limit', DEFAULT_LIMIT)
        const offset = countParam(request.query, 'offset', 0)
        const lang = langParam(request.query, 'es_ar')
        const { criteria, sort } = parsePropertySearch(request.query)
        const found = sortProperties(filterProperties(ctx.index, criteria), sort, criteria)
        const page = pageOf(found, request, limit, offset)
        return json(200, {
          ...page,
          objects: page.objects.map((item) => localiseProperty(item.record, lang)),
        })
      },
    },
    {
      method: 'GET',
      pattern: '/api/v1/tokko/properties/:id',
      service: 'proxy',
      handler: (request, { id = '' }) => {
        flagParam(request.query, 'cache')
        const lang = langParam(request.query, 'es_ar')
        const item = /^\d+$/.test(id) ? ctx.propertiesById.get(Number(id)) : undefined
        return item
          ? json(200, localiseProperty(item.record, lang))
          : fail(404, `Property ${id} not found`)
      },
    },
    {
      method: 'GET',
      pattern: '/api/v1/tokko/developments/search',
      service: 'proxy',
      handler: (request) => json(200, developmentsPage(ctx, request)),
    },
    {
      method: 'GET',
      pattern: '/api/v1/tokko/developments/:id',
      service: 'proxy',
      handler: (request, { id = '' }) => {
        flagParam(request.query, 'cache')
        const development = /^\d+$/.test(id) ? ctx.developmentsById.get(Number(id)) : undefined
        return development ? json(200, development) : fail(404, `Development ${id} not found`)
      },
    },
  ]
}
