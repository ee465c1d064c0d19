import { useEffect, useState } from 'react'
import type { PropertyCardData } from '../domain/listing/cards'
import { serialiseFilters } from '../domain/listing/filtersUrl'
import type { SearchFilters } from '../domain/types'

type IsNew = (card: PropertyCardData) => boolean

/**
 * Records this visit to the listing's search on the device and answers which cards are new to
 * the visitor ("Nueva"): undefined on a first visit, and until the browser has answered. The
 * rules and the device's list load apart from the page's first load.
 */
export function useNewListings(filters: SearchFilters): IsNew | undefined {
  const { operation } = filters
  const query = serialiseFilters(filters)
  const search = `${operation}?${query}`
  const [found, setFound] = useState<{ search: string; isNew: IsNew | null } | null>(null)

  useEffect(() => {
    let current = true
    import('../state/searchVisitsStorage').then(
      ({ newSinceLastVisit }) => {
        if (current) setFound({ search, isNew: newSinceLastVisit(operation, query, Date.now()) })
      },
      // Without its code the cards simply carry no "Nueva".
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [search, operation, query])

  return found?.search === search ? (found.isNew ?? undefined) : undefined
}
