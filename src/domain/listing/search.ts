/** Search rules of spec §3–§5: default filters, the load-more step and the quick-search minimum. */
import type { HomeSearch, OperationId, SearchFilters } from '../types'

/** Spec §5: the home quick search fetches nothing for an address shorter than this. */
export const MIN_ADDRESS_LENGTH = 3
/** Spec §4: "Ver más" grows the offset by this much. */
export const LOAD_MORE_STEP = 50
/**
 * Of the first results, the cards a listing's HTML holds: a first screen and more on any device,
 * within the 800 elements a page should have at first; the rest render as the visitor nears them.
 */
export const RESULTS_IN_HTML = 20
/** Spec §9: the home quick search asks for (and suggests at most) 24 properties. */
export const HOME_SEARCH_LIMIT = 24

/** True when the typed address is long enough to search for (spaces at the ends don't count). */
export function isAddressSearchable(address: string): boolean {
  return address.trim().length >= MIN_ADDRESS_LENGTH
}

/** Filters with nothing chosen for an operation; order desc by id (spec §3). */
export function defaultSearchFilters(operation: OperationId = 1): SearchFilters {
  return {
    location: [],
    type: [],
    operation,
    environments: { min: null, max: null },
    bedrooms: { min: null, max: null },
    age: { min: null, max: null },
    address: '',
    producer_id: null,
    price: { type: 'USD', priceMin: null, priceMax: null, is_off: false },
    surface: { type: 'total', surfaceMin: null, surfaceMax: null },
    environments_types: [],
    generals: [],
    services: [],
    specials: [],
    order: 'desc',
    order_by: 'id',
  }
}

/** The home quick search before the visitor picks anything: venta (spec §3). */
export function defaultHomeSearch(): HomeSearch {
  return { operation: 1, location: [], type: [], address: '' }
}
