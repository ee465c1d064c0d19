import { useEffect, useState } from 'react'
import { serialiseFilters } from '../domain/filtersUrl'
import type { SearchFilters } from '../domain/types'

/**
 * Records this visit to the listing's search on the device and answers what counts as new in
 * it: listed after this moment (ms), or null (a first visit, or before the browser answered).
 */
export function useListedSince(filters: SearchFilters): number | null {
  const { operation } = filters
  const query = serialiseFilters(filters)
  const search = `${operation}?${query}`
  const [since, setSince] = useState<{ search: string; since: number | null } | null>(null)

  useEffect(() => {
    let current = true
    import('../state/searchVisitsStorage').then(
      ({ recordSearchVisit }) => {
        if (current) setSince({ search, since: recordSearchVisit(operation, query, Date.now()) })
      },
      // Without its code the cards simply carry no "Nueva".
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [search, operation, query])

  return since?.search === search ? since.since : null
}
