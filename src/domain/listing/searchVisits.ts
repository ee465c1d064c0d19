/**
 * "Nueva" on a listing's cards: what was listed since the visitor's last visit to the same
 * search. Each search remembers, on the device, when it was last looked at; a visit is a
 * sitting, so going back and forth between a listing and its properties for an hour keeps the
 * same baseline, and the next sitting compares with the end of this one.
 */
import { serialiseFilters } from './filtersUrl'
import { defaultSearchFilters } from './search'
import { storedList } from '../site/storedList'
import type { SearchFilters } from '../types'

export interface SearchVisit {
  /** The search, as `searchKey` names it. */
  key: string
  /** What counts as new in this sitting: listed after this moment (ms); null on a first visit. */
  since: number | null
  /** When the search was last looked at (ms). */
  seen: number
}

/** Searches remembered, the most recent first: a device keeps no more. */
export const SEARCH_VISITS_LIMIT = 20
/** A pause longer than this starts a new sitting. */
export const SITTING_GAP_MS = 30 * 60_000

/** The search a listing shows, whatever its order: the same properties match in any order. */
export function searchKey(filters: SearchFilters): string {
  const { order_by, order } = defaultSearchFilters(filters.operation)
  return `${filters.operation}?${serialiseFilters({ ...filters, order_by, order })}`
}

const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0

/** The visits a device kept; entries of any other shape are dropped, repeats after the first. */
export function parseSearchVisits(raw: string | null): SearchVisit[] {
  const visits: SearchVisit[] = []
  for (const item of storedList(raw)) {
    if (typeof item !== 'object' || item === null) continue
    const { key, since, seen } = item as Record<string, unknown>
    if (typeof key !== 'string' || key.length > 2_000 || !isTime(seen)) continue
    if (since !== null && !(isTime(since) && since <= seen)) continue
    if (visits.some((visit) => visit.key === key)) continue
    visits.push({ key, since, seen })
  }
  return visits.slice(0, SEARCH_VISITS_LIMIT)
}

/** The visits with this one recorded (first), and the baseline of "new" for it. */
export function withVisit(
  visits: readonly SearchVisit[],
  key: string,
  now: number,
): { visits: SearchVisit[]; since: number | null } {
  const previous = visits.find((visit) => visit.key === key)
  const since = !previous
    ? null
    : now - previous.seen < SITTING_GAP_MS
      ? previous.since
      : previous.seen
  const others = visits.filter((visit) => visit.key !== key)
  return {
    visits: [{ key, since, seen: now }, ...others].slice(0, SEARCH_VISITS_LIMIT),
    since,
  }
}

/**
 * Whether a listing date (the broker's zone-less Argentina time, as on cards) is after `since`.
 * Argentina keeps UTC−3 all year (dates.ts).
 */
export function listedAfter(createdAt: string, since: number): boolean {
  const listed = Date.parse(`${createdAt}-03:00`)
  return Number.isFinite(listed) && listed > since
}
