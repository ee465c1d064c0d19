/**
 * The site's own API: what the browser asks its server side for (src/api, Gatsby Functions),
 * and the one place that knows those paths and queries. The server reads the services with the
 * key and answers public, normalised records; the browser never sees a wire format or a key.
 * Both sides parse a query with the same functions here, so the allow-list is one list.
 */
import type { Attribution } from '../leads/attribution'
import { parseFilters, serialiseFilters } from '../listing/filtersUrl'
import {
  HOME_SEARCH_LIMIT,
  LOAD_MORE_STEP,
  defaultHomeSearch,
  defaultSearchFilters,
} from '../listing/search'
import type {
  ConstructionStatus,
  Development,
  DevelopmentUnit,
  HomeSearch,
  NewsEntry,
  OperationId,
  Page,
  Property,
  SearchFilters,
  SearchSummary,
} from '../types'
import type { LeadKind, LeadOutcome, LeadRequest } from '../leads/leadRequests'

/**
 * How many properties a search finds on offer, without any of them: the broker's figure less the
 * sold units (status 4) it counts, which the server takes out (src/domain/listing/searchMatch.ts).
 */
export interface PropertyCount {
  total: number
}

/**
 * A page of the listing search. Only what is on offer is in `items`; `total` stays the broker's
 * count of positions (sold units included), which "Ver más" pages through by offset.
 */
export interface SearchPage extends Page<Property> {
  /** Rows of this page left out as no longer on offer (status 4). */
  withheld: number
  /** How many of all the positions are on offer: the count the listing shows. */
  offered: number
}

export interface RequestOptions {
  /** Lets a newer search cancel an older one. */
  signal?: AbortSignal
}

/** The catalogue as it is now, read on the server with the agency's key. */
export interface LiveCatalogue {
  /** The listing search with every filter of spec §3, `LOAD_MORE_STEP` positions at a time. */
  searchProperties(
    filters: SearchFilters,
    offset: number,
    options?: RequestOptions,
  ): Promise<SearchPage>
  /** How many properties the listing search finds: an empty listing's wider searches. */
  countProperties(filters: SearchFilters, options?: RequestOptions): Promise<PropertyCount>
  /** Spec §7.5: the home quick search (from the settings' listing source); only what is on offer. */
  homeSearch(search: HomeSearch, options?: RequestOptions): Promise<Page<Property>>
  /** Featured properties on offer, newest first (fewer than `limit` when some are sold). */
  featuredProperties(limit: number): Promise<Page<Property>>
  /** Spec §7.2: counts of the published catalogue, or of one operation's. */
  searchSummary(operation?: OperationId): Promise<SearchSummary>
  /** Spec §7.3–7.4: one property, from the settings' listing source. */
  property(id: number, options?: RequestOptions): Promise<Property>
  /** One published development with its units (a hidden one is not found). */
  development(id: number, options?: RequestOptions): Promise<Development>
  /** Published developments, optionally of one construction status. */
  developments(status: ConstructionStatus | null): Promise<Development[]>
  /** Every unit of a development as it is now. */
  developmentUnits(id: number): Promise<DevelopmentUnit[]>
  /** Every news entry, newest first. */
  news(): Promise<NewsEntry[]>
  newsEntry(id: number): Promise<NewsEntry>
}

/** Everything the browser does live: the catalogue, and leads (src/domain/leads/leadRequests.ts). */
export interface LiveApi extends LiveCatalogue {
  /**
   * A signed token for a form of `kind`: the server refuses a lead without one, with another
   * form's, or sent too fast after it.
   */
  leadToken(kind: LeadKind): Promise<string>
  /**
   * A lead, with where the visitor came from when that is known (src/domain/leads/attribution.ts);
   * `idempotencyKey`: the same for every retry of the same content (src/state/idempotencyKey.ts).
   */
  sendLead(
    kind: LeadKind,
    request: LeadRequest,
    token: string,
    idempotencyKey: string,
    attribution?: Attribution | null,
  ): Promise<LeadOutcome>
}

export const API_PATHS = {
  properties: '/api/properties',
  property: (id: number) => `/api/properties/${id}`,
  summary: '/api/summary',
  developments: '/api/developments',
  development: (id: number) => `/api/developments/${id}`,
  developmentUnits: (id: number) => `/api/developments/${id}/units`,
  news: '/api/news',
  newsEntry: (id: number) => `/api/news/${id}`,
  leadToken: (kind: LeadKind) => `/api/lead-token?form=${kind}`,
  lead: (kind: LeadKind) => `/api/leads/${kind}`,
} as const

/**
 * What a property search asks for: a listing page, only its total, the home's quick search, or
 * the featured.
 */
export type PropertyQuery =
  | { view: 'listing'; filters: SearchFilters; offset: number }
  | { view: 'total'; filters: SearchFilters }
  | { view: 'home'; search: HomeSearch }
  | { view: 'featured'; limit: number }

/** The most featured properties a page shows; also the cap of the featured query. */
export const MAX_FEATURED = 24
/** Past this offset a listing is not paged further (the proxy pages by offset). */
export const MAX_OFFSET = 10_000
/** Free text a search may carry: longer is not an address. */
export const MAX_SEARCH_TEXT = 100
/** Ids a list filter may carry. */
export const MAX_IDS = 50

const OPERATIONS: readonly OperationId[] = [1, 2, 3]
const STATUSES: readonly ConstructionStatus[] = [3, 4, 6]

/** A positive integer id from a path or query value, or null. */
export function parseId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,11}$/.test(value)) return null
  const id = Number(value)
  return Number.isSafeInteger(id) ? id : null
}

export function parseOperation(value: string | null): OperationId | null {
  const number = Number(value)
  return OPERATIONS.find((operation) => operation === number) ?? null
}

export function parseConstructionStatus(value: string | null): ConstructionStatus | null {
  const number = Number(value)
  return STATUSES.find((status) => status === number) ?? null
}

function clampInteger(value: string | null, min: number, max: number, fallback: number): number {
  const number = Number(value)
  if (value === null || !Number.isInteger(number)) return fallback
  return Math.min(max, Math.max(min, number))
}

/** Keeps a filter to what a visitor can ask: short text, bounded lists, sane numbers. */
function bounded(filters: SearchFilters): SearchFilters {
  const ids = (list: number[]) => list.slice(0, MAX_IDS)
  const amount = (value: number | null) =>
    value !== null && value >= 0 && value <= 1e12 ? value : null
  const range = ({ min, max }: { min: number | null; max: number | null }) => ({
    // Ages go down to -1 (under construction); rooms and bedrooms start at 0.
    min: min !== null && min >= -1 && min <= 1000 ? min : null,
    max: max !== null && max >= -1 && max <= 1000 ? max : null,
  })
  return {
    ...filters,
    address: filters.address.slice(0, MAX_SEARCH_TEXT),
    location: ids(filters.location),
    type: ids(filters.type),
    environments_types: ids(filters.environments_types),
    generals: ids(filters.generals),
    services: ids(filters.services),
    specials: ids(filters.specials),
    environments: range(filters.environments),
    bedrooms: range(filters.bedrooms),
    age: range(filters.age),
    price: {
      ...filters.price,
      priceMin: amount(filters.price.priceMin),
      priceMax: amount(filters.price.priceMax),
    },
    surface: {
      ...filters.surface,
      surfaceMin: amount(filters.surface.surfaceMin),
      surfaceMax: amount(filters.surface.surfaceMax),
    },
  }
}

/** The query string of a property search (without '?'). */
export function propertyQueryString(query: PropertyQuery): string {
  const params = new URLSearchParams()
  if (query.view === 'featured') {
    params.set('vista', 'destacadas')
    params.set('limite', String(query.limit))
    return params.toString()
  }
  if (query.view === 'home') {
    params.set('vista', 'inicio')
    params.set('operacion', String(query.search.operation))
    if (query.search.location.length) params.set('ubicacion', query.search.location.join(','))
    if (query.search.type.length) params.set('tipo', query.search.type.join(','))
    if (query.search.address.trim()) params.set('q', query.search.address.trim())
    return params.toString()
  }
  if (query.view === 'total') params.set('vista', 'total')
  params.set('operacion', String(query.filters.operation))
  if (query.view === 'listing' && query.offset > 0) params.set('desde', String(query.offset))
  // The order changes no total: counts of one search in any order share their caches.
  const { order, order_by } = defaultSearchFilters(query.filters.operation)
  const filters = serialiseFilters(
    query.view === 'total' ? { ...query.filters, order, order_by } : query.filters,
  )
  return filters ? `${params}&${filters}` : params.toString()
}

/**
 * A property search from a query string, or null when it cannot be one (no valid operation).
 * Unknown parameters are ignored; every known one is read by the listing's own parser and then
 * bounded, so the server only ever forwards values a visitor's filters could produce.
 */
export function parsePropertyQuery(search: string): PropertyQuery | null {
  const params = new URLSearchParams(search)
  const view = params.get('vista')
  if (view === 'destacadas') {
    return {
      view: 'featured',
      limit: clampInteger(params.get('limite'), 1, MAX_FEATURED, 6),
    }
  }
  const operation = parseOperation(params.get('operacion'))
  if (operation === null) return null
  if (view === 'inicio') {
    const filters = bounded(parseFilters(search, operation))
    return {
      view: 'home',
      search: {
        ...defaultHomeSearch(),
        operation,
        location: filters.location,
        type: filters.type,
        address: filters.address,
      },
    }
  }
  if (view === 'total') {
    return { view: 'total', filters: bounded(parseFilters(search, operation)) }
  }
  if (view !== null && view !== 'listado') return null
  return {
    view: 'listing',
    filters: bounded(parseFilters(search, operation)),
    offset: clampInteger(params.get('desde'), 0, MAX_OFFSET, 0),
  }
}

/** Results a listing page holds, and the home search's: fixed, never the visitor's choice. */
export const PAGE_SIZES = { listing: LOAD_MORE_STEP, home: HOME_SEARCH_LIMIT } as const
