/**
 * The listing searches this device looked at and when (src/domain/listing/searchVisits.ts), kept in
 * localStorage. Loaded by the listing once it runs in a browser, apart from its first load.
 */
import { parseFilters } from '../domain/listing/filtersUrl'
import {
  listedAfter,
  parseSearchVisits,
  searchKey,
  withVisit,
} from '../domain/listing/searchVisits'
import type { OperationId } from '../domain/types'

export const SEARCH_VISITS_STORAGE_KEY = 'inmobiliaria:busquedas'

/**
 * Records a visit now to the listing of `operation` with this query string (its address), and
 * answers what counts as new in it (or null).
 */
export function recordSearchVisit(
  operation: OperationId,
  query: string,
  now: number,
): number | null {
  let raw: string | null = null
  try {
    raw = window.localStorage.getItem(SEARCH_VISITS_STORAGE_KEY)
  } catch {
    // Storage off (private mode, a policy): every visit is a first one.
  }
  const { visits, since } = withVisit(
    parseSearchVisits(raw),
    searchKey(parseFilters(query, operation)),
    now,
  )
  try {
    window.localStorage.setItem(SEARCH_VISITS_STORAGE_KEY, JSON.stringify(visits))
  } catch {
    // A full quota: the visit simply is not kept.
  }
  return since
}

/**
 * Records a visit now to a listing's search and answers which cards are new in it (listed since
 * the last sitting), or null when none can be (a first visit).
 */
export function newSinceLastVisit(
  operation: OperationId,
  query: string,
  now: number,
): ((card: { created_at: string }) => boolean) | null {
  const since = recordSearchVisit(operation, query, now)
  return since === null ? null : (card) => listedAfter(card.created_at, since)
}
