/**
 * The live catalogue as the site's server side reads it: from the services, with the key, from
 * the listing source the agency's settings name, cached briefly, and always as public records
 * (src/domain/contracts/publicRecord.ts): what a browser receives holds no exact address of a masked
 * listing and no private field, exactly like the built pages.
 */
import type { BrokerApi } from '../broker'
import { ServiceError } from '../domain/contracts/serviceError'
import { isOnOffer, offeredSummary } from '../domain/property/availability'
import { publicDevelopment, publicProperty, publicUnit } from '../domain/contracts/publicRecord'
import { offeredTotal, type ParentOf } from '../domain/listing/searchMatch'
import type {
  ListingSource,
  OperationId,
  Property,
  SearchFilters,
  SearchSummary,
  SiteSettings,
} from '../domain/types'
import { PAGE_SIZES, type LiveCatalogue } from '../domain/contracts/liveApi'
import { createTtlCache, type TtlCache } from './cache'
import { ReadBudgetSpent } from './readBudget'
import type { SharedStore } from './redis'
import { telemetry } from './telemetry'

/**
 * Settings change rarely (staff edit them), and so does which units are sold (a page's live
 * check tells a visitor at once); the catalogue changes by the minute.
 */
const SETTINGS_TTL_MS = 5 * 60_000
const CATALOGUE_TTL_MS = 60_000

/** Developments whose units are read at once when looking for sold ones. */
const UNIT_READS_AT_ONCE = 4

export interface ServerCatalogue extends LiveCatalogue {
  settings(): Promise<SiteSettings>
}

const page = <T, U>(
  listing: { items: T[]; total: number; offset: number; limit: number },
  map: (item: T) => U,
) => ({
  items: listing.items.map(map),
  total: listing.total,
  offset: listing.offset,
  limit: listing.limit,
})

/**
 * The rows a visitor may be offered: Tokko keeps a development's sold or rented units listed
 * (status 4), and its search has no documented filter on status, so they are dropped here.
 */
const onOffer = <T extends { items: Property[] }>(listing: T) => ({
  ...listing,
  items: listing.items.filter(isOnOffer),
  withheld: listing.items.filter((item) => !isOnOffer(item)).length,
})

/** A development the agency keeps off the web is, for a visitor, one that does not exist. */
const developmentNotFound = (id: number) =>
  new ServiceError({
    service: 'proxy',
    kind: 'http',
    method: 'GET',
    url: `emprendimiento ${id} (no publicado en la web)`,
    status: 404,
  })

export interface CatalogueOptions {
  /**
   * How long answers are kept; component tests use 0 so each call reaches the services, and
   * keep the sold units for the test (`notOffered`, by default as long as the settings).
   */
  ttlMs?: { settings: number; catalogue: number; notOffered?: number }
  /** Redis, which the processes share the answers through; null: each process keeps its own. */
  shared?: SharedStore | null
  /** Asked before each read the cache cannot answer (the visitor's read budget). */
  beforeLoad?: () => Promise<void>
}

/** What each part of the catalogue reads through: the services, its cache, the listing source. */
interface CatalogueReads {
  api: BrokerApi
  cache: TtlCache
  /** The listing source the agency's settings name (cached with the settings). */
  source: () => Promise<ListingSource>
}

type DevelopmentReads = Pick<LiveCatalogue, 'developments' | 'developmentUnits' | 'development'>

/** A search's count on offer, from its filters and the broker's total. */
type OfferCounter = (filters: SearchFilters, total: number) => number

export function createServerCatalogue(
  api: BrokerApi,
  {
    ttlMs = { settings: SETTINGS_TTL_MS, catalogue: CATALOGUE_TTL_MS },
    shared = null,
    beforeLoad,
  }: CatalogueOptions = {},
): ServerCatalogue {
  const settingsCache = createTtlCache(ttlMs.settings, { maxEntries: 1, shared, beforeLoad })
  const soldCache = createTtlCache(ttlMs.notOffered ?? ttlMs.settings, {
    maxEntries: 1,
    shared,
    beforeLoad,
  })
  const cache = createTtlCache(ttlMs.catalogue, { shared, beforeLoad })
  const settings = () => settingsCache.get('settings', () => api.backend.getSettings())
  const reads: CatalogueReads = {
    api,
    cache,
    source: async () => (await settings()).listing_source,
  }
  const { developments, development, developmentUnits } = developmentReads(reads)
  const summary = (operation?: OperationId) => readSummary(reads, operation)
  const notOffered = () => readNotOffered(soldCache, developments, developmentUnits)
  return {
    settings,
    ...propertyReads(reads, () => readOfferCounter(notOffered, summary)),
    searchSummary: async (operation) =>
      offeredSummary(await summary(operation), await notOffered(), operation),
    developments,
    development,
    developmentUnits,
    news: () => cache.get('news', async () => (await api.backend.getNews()).items),
    newsEntry: (id) => cache.get(`news:${id}`, () => api.backend.getNewsEntry(id)),
  }
}

/** The property reads, each page on offer only and as public records. */
function propertyReads(
  { api, cache, source }: CatalogueReads,
  offerCounter: () => Promise<OfferCounter>,
): Pick<
  LiveCatalogue,
  'searchProperties' | 'countProperties' | 'homeSearch' | 'featuredProperties' | 'property'
> {
  return {
    // `total` stays the broker's positions: "Ver más" pages by offset over them.
    searchProperties: (filters, offset, options) =>
      cache.get(`search:${JSON.stringify([filters, offset])}`, async () => {
        const [listing, offered] = await Promise.all([
          api.proxy.searchProperties(filters, { offset, limit: PAGE_SIZES.listing }, options),
          offerCounter(),
        ])
        const found = onOffer(listing)
        return {
          ...page(found, publicProperty),
          withheld: found.withheld,
          offered: offered(filters, found.total),
        }
      }),

    // The smallest page the proxy answers (limit 0 would be every property) carries the total.
    countProperties: (filters) =>
      cache.get(`count:${JSON.stringify(filters)}`, async () => {
        const [{ total }, offered] = await Promise.all([
          api.proxy.searchProperties(filters, { offset: 0, limit: 1 }),
          offerCounter(),
        ])
        return { total: offered(filters, total) }
      }),

    homeSearch: (search, options) =>
      cache.get(`home:${JSON.stringify(search)}`, async () => {
        const found = onOffer(await api.homeSearch(search, await source(), options))
        // The backend variant answers every match; suggestions show as many as the proxy's.
        return page({ ...found, items: found.items.slice(0, PAGE_SIZES.home) }, publicProperty)
      }),

    featuredProperties: (limit) =>
      cache.get(`featured:${limit}`, async () =>
        page(onOffer(await api.proxy.featuredProperties(limit)), publicProperty),
      ),

    property: (id) =>
      cache.get(`property:${id}`, async () =>
        publicProperty(await api.propertyById(id, await source())),
      ),
  }
}

/**
 * Developments and their units from the listing source: the backend's in one read of them all,
 * the proxy's one by one. A development the agency does not show on the web is not shown live.
 */
function developmentReads({ api, cache, source }: CatalogueReads): DevelopmentReads {
  const proxyUnits = async (id: number) => (await api.proxy.developmentUnits(id)).items
  const allBackendDevelopments = () =>
    cache.get('backend-developments', async () => (await api.backend.getDevelopments()).items)
  return {
    developments: (status) =>
      cache.get(`developments:${status ?? 'all'}`, async () => {
        const found =
          (await source()) === 'backend'
            ? (await allBackendDevelopments()).filter(
                (development) => status === null || development.construction_status === status,
              )
            : // Tastypie's limit 0: every development in one answer.
              (
                await api.proxy.searchDevelopments({
                  constructionStatus: status ?? undefined,
                  limit: 0,
                })
              ).items
        // A development the agency does not show on the web is not shown live either.
        return found.filter((development) => development.display_on_web).map(publicDevelopment)
      }),

    development: (id) =>
      cache.get(`development:${id}`, async () => {
        const development =
          (await source()) === 'backend'
            ? (await allBackendDevelopments()).find((candidate) => candidate.id === id)
            : { ...(await api.proxy.getDevelopment(id)), units: await proxyUnits(id) }
        // A development the agency does not show on the web does not exist for visitors.
        if (!development?.display_on_web) throw developmentNotFound(id)
        return publicDevelopment(development)
      }),

    developmentUnits: (id) =>
      cache.get(`units:${id}`, async () => {
        const units =
          (await source()) === 'backend'
            ? ((await allBackendDevelopments()).find((development) => development.id === id)
                ?.units ?? [])
            : await proxyUnits(id)
        return units.map(publicUnit)
      }),
  }
}

function readSummary(
  { api, cache }: CatalogueReads,
  operation?: OperationId,
): Promise<SearchSummary> {
  return cache.get(`summary:${operation ?? 'all'}`, () =>
    api.tokko.getSearchSummary(operation ? { operationTypes: [operation] } : {}),
  )
}

/**
 * The listings Tokko still counts though they are not on offer: only a development's units
 * stay listed once sold or rented (api-contract.md), so its units are where they are found.
 */
function readNotOffered(
  soldCache: TtlCache,
  developments: DevelopmentReads['developments'],
  developmentUnits: DevelopmentReads['developmentUnits'],
): Promise<Property[]> {
  const loaded = soldCache.get('not-offered', async () => {
    const ids = (await developments(null)).map((development) => development.id)
    const found: Property[] = []
    for (let start = 0; start < ids.length; start += UNIT_READS_AT_ONCE) {
      const batch = ids.slice(start, start + UNIT_READS_AT_ONCE)
      for (const units of await Promise.all(batch.map(developmentUnits)))
        found.push(...units.filter((unit) => !isOnOffer(unit)))
    }
    return found
  })
  // Unread, a count stays the broker's, which includes them: better than no count.
  return loaded.catch((error: unknown) => {
    if (error instanceof ReadBudgetSpent) throw error
    telemetry().log.error({ err: error }, 'Catálogo: no se pudieron leer las unidades vendidas')
    return []
  })
}

/** Locations' parents as the whole catalogue's summary names them (a search's lineage). */
async function readParents(summary: () => Promise<SearchSummary>): Promise<ParentOf> {
  const locations = await summary()
    .then((found) => found.locations)
    .catch((error: unknown) => {
      if (error instanceof ReadBudgetSpent) throw error
      return []
    })
  const parentById = new Map(locations.map((location) => [location.id, location.parent_id]))
  return (id) => parentById.get(id) ?? null
}

/**
 * What turns a search's broker total into its count on offer. Read alongside the search, so a
 * visitor waits for the slower of the two, not for both.
 */
async function readOfferCounter(
  notOffered: () => Promise<Property[]>,
  summary: () => Promise<SearchSummary>,
): Promise<OfferCounter> {
  const sold = await notOffered()
  if (sold.length === 0) return (_filters, total) => total
  const parentOf = await readParents(summary)
  return (filters, total) => offeredTotal(total, filters, sold, parentOf)
}
