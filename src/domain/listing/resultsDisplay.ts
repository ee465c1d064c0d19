/**
 * How a listing shows its results: as a list, or on the map (`vista=mapa`). It lives in the
 * address beside the filters, so a reload, a shared link and Back from a property all find the map
 * again; the list, the default, is left out. The site's own `/api/properties` has a `vista` too,
 * but it never sees the listing's address: its queries are written from the filters
 * (src/domain/contracts/liveApi.ts).
 */
import { serialiseFilters } from './filtersUrl'
import type { SearchFilters } from '../types'

export type ResultsDisplay = 'list' | 'map'

const DISPLAY_PARAM = 'vista'
const MAP_DISPLAY = 'mapa'

/** How a listing's query string asks to show its results. */
export function parseResultsDisplay(search: string): ResultsDisplay {
  return new URLSearchParams(search).get(DISPLAY_PARAM) === MAP_DISPLAY ? 'map' : 'list'
}

/** The listing's query string (without '?') for these filters shown this way. */
export function listingQuery(filters: SearchFilters, display: ResultsDisplay): string {
  const params = new URLSearchParams(serialiseFilters(filters))
  if (display === 'map') params.set(DISPLAY_PARAM, MAP_DISPLAY)
  return params.toString()
}
