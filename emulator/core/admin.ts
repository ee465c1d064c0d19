/**
 * `POST /__admin/…` (emulator only): changes to the agency while the emulator runs, so tests and
 * the rebuild benchmark can make "a broker change" and watch the site pick it up. Every change
 * replaces records (never edits shared ones: several emulators may serve one generated agency)
 * and re-indexes, so each following read shows it as the real services would: searches,
 * summaries, by-id reads, both listing shapes, developments' units, news, settings.
 */
import type { RawNewsEntry, RawSiteSettings, TokkoProperty } from '../../src/broker/wireTypes'
import { generateListing } from '../data/properties'
import { asciiSlug } from '../data/producers'
import { createRandom, hashSeed } from '../data/random'
import { agencyBranch } from '../data/settings'
import { createContext, type EmulatorContext } from './context'
import { fail, json, type EmulatorResponse } from './responses'
import { BadRequest } from './params'
import type { Route } from './router'
import { toNumber } from './search'

type Body = Record<string, unknown>

function objectBody(body: unknown): Body {
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Body
  if (body === undefined || body === null || body === '') return {}
  throw new BadRequest('Send a JSON object')
}

function optionalNumber(body: Body, name: string, check: (value: number) => boolean, rule: string) {
  const value = body[name]
  if (value === undefined) return undefined
  if (typeof value !== 'number' || !check(value)) throw new BadRequest(`${name} must be ${rule}`)
  return value
}

/** A Tokko timestamp for now: ISO without a zone, to the second, on Argentina's clock (UTC−3). */
const tokkoNow = () => new Date(Date.now() - 3 * 60 * 60_000).toISOString().slice(0, 19)

/** Re-indexes the context over `data` (what every route reads). */
function replaceData(ctx: EmulatorContext, data: EmulatorContext['data']): void {
  Object.assign(
    ctx,
    createContext(data, {
      tokkoKey: ctx.tokkoKey,
      clientId: ctx.clientId,
      submissions: ctx.submissions,
      media: ctx.media,
    }),
  )
}

function findProperty(ctx: EmulatorContext, id: string): TokkoProperty | null {
  return /^\d+$/.test(id) ? (ctx.propertiesById.get(Number(id))?.record ?? null) : null
}

function replaceProperty(ctx: EmulatorContext, id: number, next: TokkoProperty | null): void {
  const properties = ctx.data.properties.flatMap((record) =>
    toNumber(record.id) === id ? (next ? [next] : []) : [record],
  )
  replaceData(ctx, { ...ctx.data, properties })
}

const unknownProperty = (id: string) => fail(404, `Unknown property ${id}`)

function summary(record: TokkoProperty) {
  return {
    id: toNumber(record.id),
    status: record.status ?? 2,
    created_at: record.created_at,
    is_starred_on_web: record.is_starred_on_web === true,
    operations: (record.operations ?? []).map((operation) => ({
      operation_id: toNumber(operation.operation_id),
      prices: operation.prices,
    })),
  }
}

/** Deep-merges `patch` into `target`, refusing keys the settings do not have. */
function mergeSettings(
  target: Record<string, unknown>,
  patch: Body,
  at: string,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...target }
  for (const [key, value] of Object.entries(patch)) {
    if (!(key in target)) throw new BadRequest(`Unknown settings key ${at}${key}`)
    const current = target[key]
    const nested = typeof current === 'object' && current !== null && !Array.isArray(current)
    merged[key] =
      nested && typeof value === 'object' && value !== null && !Array.isArray(value)
        ? mergeSettings(current as Record<string, unknown>, value as Body, `${at}${key}.`)
        : value
  }
  return merged
}

/** Records a change for `GET /__admin/changes` and answers 200 with `answer`. */
type Done = (change: string, answer: Record<string, unknown>) => EmulatorResponse

const maxId = (ids: (number | null)[]) => Math.max(0, ...ids.map((id) => id ?? 0))

const priceOf = (body: Body) =>
  optionalNumber(body, 'price', (n) => Number.isFinite(n) && n > 0, 'a number above 0')

const operationOf = (body: Body) =>
  optionalNumber(body, 'operation', (n) => [1, 2, 3].includes(n), '1, 2 or 3')

interface PriceChange {
  price: number
  /** Which operation's price; the listing's first when absent. */
  operationId?: number
  currency?: 'USD' | 'ARS'
}

/** The price change a body asks for; throws BadRequest naming the first bad field. */
function priceChange(body: Body): PriceChange {
  const price = priceOf(body)
  if (price === undefined) throw new BadRequest('price is required')
  const operationId = operationOf(body)
  const currency = body.currency
  if (currency !== undefined && currency !== 'USD' && currency !== 'ARS')
    throw new BadRequest('currency must be USD or ARS')
  return { price, operationId, currency }
}

/** `record` with the first price of the chosen operation replaced. */
function withPrice(record: TokkoProperty, id: string, change: PriceChange): TokkoProperty {
  const { price, operationId, currency } = change
  const operations = record.operations ?? []
  const index =
    operationId === undefined
      ? 0
      : operations.findIndex((operation) => toNumber(operation.operation_id) === operationId)
  if (!operations[index])
    throw new BadRequest(`Property ${id} is not offered for operation ${operationId ?? 1}`)
  return {
    ...record,
    operations: operations.map((operation, at) =>
      at === index
        ? {
            ...operation,
            prices: (operation.prices?.length ? operation.prices : [{ period: 0 }]).map(
              (entry, n) =>
                n === 0
                  ? { ...entry, price, currency: currency ?? entry.currency ?? 'USD' }
                  : entry,
            ),
          }
        : operation,
    ),
  }
}

const OPERATION_NAMES = { 1: 'Venta', 2: 'Alquiler', 3: 'Alquiler temporario' } as const

/**
 * A generated listing with the next free id; offered only for the operation and price asked for
 * when either is, and starred or not when `featured` says so.
 */
function newListing(ctx: EmulatorContext, publicUrl: string, body: Body): TokkoProperty {
  const operationId = operationOf(body)
  const price = priceOf(body)
  if (body.featured !== undefined && typeof body.featured !== 'boolean')
    throw new BadRequest('featured must be true or false')
  const id = maxId(ctx.data.properties.map((record) => toNumber(record.id))) + 1
  const rng = createRandom(hashSeed('admin-listing', id))
  let record = generateListing(
    id,
    tokkoNow(),
    { base: publicUrl, producers: ctx.data.producers, branch: agencyBranch(publicUrl) },
    rng,
  )
  if (operationId !== undefined || price !== undefined) {
    const first = record.operations?.[0]
    const operation = operationId ?? toNumber(first?.operation_id) ?? 1
    const entry = first?.prices?.[0] ?? { currency: 'USD', period: 0 }
    record = {
      ...record,
      operations: [
        {
          operation_id: operation,
          operation_type: OPERATION_NAMES[operation as 1 | 2 | 3],
          prices: [{ ...entry, price: price ?? toNumber(entry.price) ?? 100_000 }],
        },
      ],
    }
  }
  if (body.featured !== undefined) record = { ...record, is_starred_on_web: body.featured }
  return record
}

/** Price, status and withdrawal of a listing, and publication of a new one. */
function propertyChangeRoutes(ctx: EmulatorContext, publicUrl: string, done: Done): Route[] {
  return [
    {
      method: 'POST',
      pattern: '/__admin/properties/:id/price',
      service: 'dev',
      handler: (request, { id = '' }) => {
        const record = findProperty(ctx, id)
        if (!record) return unknownProperty(id)
        const change = priceChange(objectBody(request.body))
        const next = withPrice(record, id, change)
        replaceProperty(ctx, Number(id), next)
        return done(`price ${id} ${change.price}`, summary(next))
      },
    },
    {
      method: 'POST',
      pattern: '/__admin/properties/:id/status',
      service: 'dev',
      handler: (request, { id = '' }) => {
        const record = findProperty(ctx, id)
        if (!record) return unknownProperty(id)
        const status = optionalNumber(
          objectBody(request.body),
          'status',
          (n) => [2, 3, 4].includes(n),
          '2, 3 or 4',
        )
        if (status === undefined) throw new BadRequest('status is required (2, 3 or 4)')
        const next = { ...record, status }
        replaceProperty(ctx, Number(id), next)
        return done(`status ${id} ${status}`, summary(next))
      },
    },
    {
      method: 'POST',
      pattern: '/__admin/properties/:id/withdraw',
      service: 'dev',
      handler: (_request, { id = '' }) => {
        const record = findProperty(ctx, id)
        if (!record) return unknownProperty(id)
        replaceProperty(ctx, Number(id), null)
        return done(`withdraw ${id}`, { id: Number(id), withdrawn: true })
      },
    },
    {
      method: 'POST',
      pattern: '/__admin/properties',
      service: 'dev',
      handler: (request) => {
        const record = newListing(ctx, publicUrl, objectBody(request.body))
        replaceData(ctx, { ...ctx.data, properties: [...ctx.data.properties, record] })
        return done(`add ${record.id}`, summary(record))
      },
    },
  ]
}

/** A news entry like `model` with this id and title, published today. */
function newsEntry(model: RawNewsEntry | undefined, id: number, title: string): RawNewsEntry {
  return {
    ...model,
    id,
    title,
    slug: asciiSlug(title),
    headline: `${title}: lo que hay que saber.`,
    content: `<p>${title}.</p>`,
    date_published: new Date().toISOString().slice(0, 10),
    featured: false,
  }
}

/** Publication and withdrawal of news entries. */
function newsChangeRoutes(ctx: EmulatorContext, done: Done): Route[] {
  return [
    {
      method: 'POST',
      pattern: '/__admin/news',
      service: 'dev',
      handler: (request) => {
        const body = objectBody(request.body)
        if (body.title !== undefined && (typeof body.title !== 'string' || !body.title.trim()))
          throw new BadRequest('title must be a non-empty string')
        const id = maxId(ctx.data.news.map((entry) => toNumber(entry.id))) + 1
        const title =
          (body.title as string | undefined)?.trim() ?? `Novedad de la inmobiliaria número ${id}`
        const entry = newsEntry(ctx.data.news[0], id, title)
        replaceData(ctx, { ...ctx.data, news: [...ctx.data.news, entry] })
        return done(`news ${id}`, {
          id,
          title,
          slug: entry.slug,
          date_published: entry.date_published,
        })
      },
    },
    {
      method: 'POST',
      pattern: '/__admin/news/:id/withdraw',
      service: 'dev',
      handler: (_request, { id = '' }) => {
        const news = ctx.data.news.filter((entry) => String(entry.id) !== id)
        if (news.length === ctx.data.news.length) return fail(404, `Unknown news entry ${id}`)
        replaceData(ctx, { ...ctx.data, news })
        return done(`withdraw news ${id}`, { id: Number(id), withdrawn: true })
      },
    },
  ]
}

function settingsChangeRoute(ctx: EmulatorContext, done: Done): Route {
  return {
    method: 'POST',
    pattern: '/__admin/settings',
    service: 'dev',
    handler: (request) => {
      const patch = objectBody(request.body)
      if (Object.keys(patch).length === 0) throw new BadRequest('Send the settings to change')
      const settings = mergeSettings(
        ctx.data.settings as Record<string, unknown>,
        patch,
        '',
      ) as RawSiteSettings
      replaceData(ctx, { ...ctx.data, settings })
      return done(`settings ${Object.keys(patch).join(',')}`, settings as Record<string, unknown>)
    },
  }
}

/** The emulator's change routes, over `ctx` (`publicUrl` for the photos of a new listing). */
export function adminRoutes(ctx: EmulatorContext, publicUrl: string): Route[] {
  const changes: { at: string; change: string }[] = []
  const done: Done = (change, answer) => {
    changes.push({ at: new Date().toISOString(), change })
    return json(200, answer)
  }
  return [
    {
      method: 'GET',
      pattern: '/__admin/changes',
      service: 'dev',
      handler: () => json(200, changes),
    },
    ...propertyChangeRoutes(ctx, publicUrl, done),
    ...newsChangeRoutes(ctx, done),
    settingsChangeRoute(ctx, done),
  ]
}
