/**
 * Query strings of the proxy's property search (api-contract.md, Proxy): the listing search with
 * every filter of spec §3, and the home quick search of spec §7.5.
 */
import { HOME_SEARCH_LIMIT } from '../domain/listing/search'
import type { HomeSearch, NumberRange, SearchFilters } from '../domain/types'
import type { QueryParams } from './transport'

/** "Ver más" loads this many more (spec §4), so a listing page holds as many. */
export const LISTING_PAGE_SIZE = 50

/** `min-max` with either end open ("2-", "-150000", "-1-0"); undefined when both are open. */
export function rangeText(range: NumberRange): string | undefined {
  if (range.min === null && range.max === null) return undefined
  return `${range.min ?? ''}-${range.max ?? ''}`
}

const idList = (ids: readonly number[]): string | undefined =>
  ids.length > 0 ? [...new Set(ids)].join(',') : undefined

/** Locations go with `localization-type=division` (tokko-api.md §2.2), and only when given. */
function locationParams(locationIds: readonly number[]): QueryParams {
  const divisions = idList(locationIds)
  return divisions ? { 'localization-divisions': divisions, 'localization-type': 'division' } : {}
}

/** The listing search's query for these filters and page. */
export function listingSearchParams(
  filters: SearchFilters,
  page: { offset: number; limit?: number },
): QueryParams {
  const { price, surface } = filters
  const priceRange = price.is_off
    ? undefined
    : rangeText({ min: price.priceMin, max: price.priceMax })
  const surfaceRange = rangeText({ min: surface.surfaceMin, max: surface.surfaceMax })
  // Room-type, amenity and service tags are all tag ids to the proxy; every one is required.
  const tags = idList([...filters.environments_types, ...filters.generals, ...filters.services])
  return {
    limit: page.limit ?? LISTING_PAGE_SIZE,
    offset: page.offset,
    operation: filters.operation,
    ...locationParams(filters.location),
    tipo: idList(filters.type),
    fake_address: filters.address.trim() || undefined,
    rooms: rangeText(filters.environments),
    bedrooms: rangeText(filters.bedrooms),
    age: rangeText(filters.age),
    ...(priceRange ? { currency: price.type.toLowerCase(), price: priceRange } : {}),
    ...(surfaceRange ? { 'surface-type': surface.type, surface: surfaceRange } : {}),
    tags,
    custom_tags: idList(filters.specials),
    producer_id: filters.producer_id ?? undefined,
    'order-by': filters.order_by,
    order: filters.order,
  }
}

/** The home quick search's query (spec §7.5). */
export function homeSearchParams(search: HomeSearch): QueryParams {
  return {
    cache: 1,
    save: 1,
    limit: HOME_SEARCH_LIMIT,
    offset: 0,
    operation: search.operation,
    ...locationParams(search.location),
    tipo: idList(search.type),
    fake_address: search.address.trim() || undefined,
  }
}

/** The backend variant of the home search (spec §7.5). */
export function backendHomeSearchParams(search: HomeSearch): QueryParams {
  return {
    operation_type: search.operation,
    neighborhood: idList(search.location),
    tipo: idList(search.type),
    address: search.address.trim() || undefined,
  }
}
