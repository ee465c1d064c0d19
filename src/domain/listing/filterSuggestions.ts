/**
 * Issue 18's "no dead ends": when a search finds nothing, the searches with one filter fewer,
 * each worded as the visitor's choice it widens ("Cualquier precio", "Sin «Palermo»") with the
 * number of properties it would show, the most first.
 */
import {
  activeFilters,
  MAX_SUGGESTIONS,
  type ActiveFilter,
  type FilterNames,
} from './listingFilters'
import type { SearchFilters } from '../types'
import { countLabel } from '../site/countWords'

const NO_NAMES: FilterNames = { locations: [], types: [], tags: [], specials: [], producers: [] }

/** The searches to count for these filters: each active filter's key, and the filters without it. */
export function widerSearches(filters: SearchFilters): { key: string; filters: SearchFilters }[] {
  // Names only change labels; a key and its filters are the same with or without them.
  return activeFilters(filters, NO_NAMES)
    .slice(0, MAX_SUGGESTIONS)
    .map(({ key, without }) => ({ key, filters: without }))
}

const ANY: Partial<Record<ActiveFilter['field'], string>> = {
  address: 'Cualquier dirección',
  environments: 'Cualquier cantidad de ambientes',
  bedrooms: 'Cualquier cantidad de dormitorios',
  age: 'Cualquier antigüedad',
  price: 'Cualquier precio',
  surface: 'Cualquier superficie',
  producer_id: 'Cualquier agente',
}

/**
 * What taking `filter` out of `active` does, in the visitor's words. A tag was required, so
 * without it a property may have it or not ("Con o sin «Balcón»", never "Sin balcón", which reads
 * as none). A place or type leaves the others chosen ("Sin «Palermo»"), or, when it was the only
 * one, any ("Cualquier ubicación"). A range, the address or the agent becomes any.
 */
export function suggestionText(filter: ActiveFilter, active: readonly ActiveFilter[]): string {
  const only = active.filter((other) => other.field === filter.field).length === 1
  if (filter.field === 'location') return only ? 'Cualquier ubicación' : `Sin «${filter.label}»`
  if (filter.field === 'type') return only ? 'Cualquier tipo de propiedad' : `Sin «${filter.label}»`
  return ANY[filter.field] ?? `Con o sin «${filter.label}»`
}

export interface Suggestion {
  key: string
  /** "Sin «Palermo»" */
  text: string
  /** "12 propiedades" */
  count: string
  total: number
  /** The search it stands for (the filter's `without`). */
  filters: SearchFilters
}

/**
 * What the counts of the wider searches come to: those with results, the most first (ties in
 * the order the filters were listed); 'none' when every search counted came to 0; 'unknown' when
 * no count says there are results and some could not be read, so nothing true can be said.
 */
export type SuggestionsOutcome =
  { kind: 'some'; suggestions: Suggestion[] } | { kind: 'none' } | { kind: 'unknown' }

/** `counts` by active filter key; null for a count that failed, absent for one not asked. */
export function suggestionsOutcome(
  active: readonly ActiveFilter[],
  counts: Readonly<Record<string, number | null>>,
): SuggestionsOutcome {
  const counted = active.filter((filter) => counts[filter.key] !== undefined)
  const suggestions = counted
    .flatMap((filter) => {
      const total = counts[filter.key] ?? 0
      if (total <= 0) return []
      return [
        {
          key: filter.key,
          text: suggestionText(filter, active),
          count: countLabel(total, 'propiedad', 'propiedades'),
          total,
          filters: filter.without,
        },
      ]
    })
    .sort((a, b) => b.total - a.total)
  if (suggestions.length > 0) return { kind: 'some', suggestions }
  const failed = counted.length === 0 || counted.some((filter) => counts[filter.key] === null)
  return failed ? { kind: 'unknown' } : { kind: 'none' }
}
