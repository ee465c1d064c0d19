/**
 * Everything the site is built from, fetched through src/broker with retries: the settings, every
 * published property, every development with its units and every news entry. Listings come from
 * the proxy or the backend as the settings' `listing_source` says (api-contract.md).
 */
import { isServiceError, type BrokerApi, type Listing, type RejectedRecord } from '../../src/broker'
import { tokkoUnitFromProperty } from '../../src/broker/normalise'
import { redactSecrets } from '../../src/domain/contracts/redact'
import type { Development, NewsEntry, Property, SiteSettings } from '../../src/domain/types'
import { withRetries, type RetryOptions } from './retry'

export interface Catalogue {
  settings: SiteSettings
  properties: Property[]
  developments: Development[]
  news: NewsEntry[]
}

/** What sourcing tells the build log; Gatsby's reporter in the build, a recorder in tests. */
export interface SourcingLog {
  info(message: string): void
  warn(message: string): void
  /** A progress bar for `total` steps. */
  progress(label: string, total: number): { tick(amount: number): void; done(): void }
}

/** A service that stayed down after every retry: the build stops with this message. */
export class SourcingError extends Error {
  override name = 'SourcingError'
}

const PAGE_SIZE = 200
/** Pages fetched at once: enough to hide latency, few enough not to trip a rate limit. */
const CONCURRENCY = 4

type Retry = Partial<RetryOptions>

/** One call with retries; a failure that outlasts them becomes a SourcingError naming the service. */
async function call<T>(
  what: string,
  run: () => Promise<T>,
  log: SourcingLog,
  retry: Retry,
): Promise<T> {
  try {
    return await withRetries(run, {
      ...retry,
      onRetry: ({ attempt, delayMs, error }) =>
        log.warn(
          `${what}: intento ${attempt} fallido (${describe(error)}); reintento en ${delayMs} ms`,
        ),
    })
  } catch (error) {
    throw new SourcingError(`No se pudo obtener ${what}: ${describe(error)}`, { cause: error })
  }
}

/** The failure for the build log: a ServiceError's message is redacted already, any other's here. */
function describe(error: unknown): string {
  return redactSecrets(
    isServiceError(error) || error instanceof Error ? error.message : String(error),
  )
}

function reportRejected(what: string, rejected: readonly RejectedRecord[], log: SourcingLog): void {
  for (const record of rejected) log.warn(`${what}: registro omitido (${record.reason})`)
}

/** Runs the tasks with at most `limit` in flight, keeping their order in the result. */
async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length)
  let next = 0
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++
      results[index] = await (tasks[index] as () => Promise<T>)()
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker))
  return results
}

/** Keeps the first record of each id: paging over a catalogue that changes may repeat one. */
function uniqueById<T extends { id: number }>(items: T[]): T[] {
  const seen = new Set<number>()
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id))
}

/**
 * Every page of a proxy listing: the first page says the total, the rest are fetched a few at a
 * time. Offsets follow the rows received, since Tokko's meta.limit only echoes the request.
 */
async function allPages<T extends { id: number }>(
  what: string,
  fetchPage: (offset: number, limit: number) => Promise<Listing<T>>,
  log: SourcingLog,
  retry: Retry,
): Promise<T[]> {
  const first = await call(what, () => fetchPage(0, PAGE_SIZE), log, retry)
  reportRejected(what, first.rejected, log)
  const pageSize = first.items.length + first.rejected.length
  const progress = log.progress(what, first.total)
  progress.tick(pageSize)
  const offsets: number[] = []
  for (let offset = pageSize; pageSize > 0 && offset < first.total; offset += pageSize)
    offsets.push(offset)
  const rest = await pool(
    offsets.map((offset) => async () => {
      const page = await call(
        `${what} (desde ${offset})`,
        () => fetchPage(offset, pageSize),
        log,
        retry,
      )
      reportRejected(what, page.rejected, log)
      progress.tick(page.items.length + page.rejected.length)
      return page.items
    }),
    CONCURRENCY,
  )
  progress.done()
  return uniqueById([...first.items, ...rest.flat()])
}

/** Tokko's units are ordinary listings, so the catalogue already holds them: no call per development. */
function withUnits(developments: Development[], properties: Property[]): Development[] {
  const byDevelopment = new Map<number, Property[]>()
  for (const property of properties) {
    const id = property.development?.id
    if (id !== undefined) byDevelopment.set(id, [...(byDevelopment.get(id) ?? []), property])
  }
  return developments.map((development) => ({
    ...development,
    units: (byDevelopment.get(development.id) ?? []).map(tokkoUnitFromProperty),
  }))
}

/** Fetches the whole catalogue; throws a SourcingError when a service stays down. */
export async function fetchCatalogue(
  api: BrokerApi,
  log: SourcingLog,
  retry: Retry = {},
): Promise<Catalogue> {
  const settings = await call(
    'la configuración del sitio',
    () => api.backend.getSettings(),
    log,
    retry,
  )
  log.info(
    `Sitio: ${settings.name} (listados desde ${settings.listing_source === 'backend' ? 'el backend' : 'Tokko'})`,
  )

  let properties: Property[]
  let developments: Development[]
  if (settings.listing_source === 'backend') {
    const listing = await call('las propiedades', () => api.backend.allProperties(), log, retry)
    reportRejected('las propiedades', listing.rejected, log)
    properties = uniqueById(listing.items)
    const found = await call('los emprendimientos', () => api.backend.getDevelopments(), log, retry)
    reportRejected('los emprendimientos', found.rejected, log)
    developments = uniqueById(found.items)
  } else {
    properties = await allPages(
      'las propiedades',
      (offset, limit) => api.proxy.propertyPage({ offset, limit }),
      log,
      retry,
    )
    const found = await allPages(
      'los emprendimientos',
      (offset, limit) => api.proxy.searchDevelopments({ offset, limit }),
      log,
      retry,
    )
    developments = withUnits(found, properties)
  }
  const news = await call('las novedades', () => api.backend.getNews(), log, retry)
  reportRejected('las novedades', news.rejected, log)

  return {
    settings,
    properties,
    // Only what the agency publishes; the proxy already filters, the backend may not.
    developments: developments.filter((development) => development.display_on_web),
    news: uniqueById(news.items),
  }
}
