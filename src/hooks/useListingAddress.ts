import { useCallback, useMemo } from 'react'
import { parseFilters, serialiseFilters } from '../domain/filtersUrl'
import { isSameSearch } from '../domain/listingFilters'
import type { OperationId, SearchFilters } from '../domain/types'
import { filtersLoaded, selectAddressFilters, selectFilters } from '../state/filtersSlice'
import { useAppDispatch, useAppSelector } from '../state/hooks'
import { useAddressQuery } from './useAddressQuery'
import { useIsClient } from './useIsClient'
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect'

/**
 * The one link between the listing's address and its filters in the store. The address is what
 * the visitor shares, bookmarks and walks with Back and Forward: a change of filters pushes a
 * history entry, and whatever the address asks for (on load, a link, back or forward) is copied
 * to the store before the browser paints. Everything else reads the filters from the store.
 */
export function useListingAddress(
  location: Pick<Location, 'pathname' | 'search'>,
  operation: OperationId,
): [SearchFilters, (next: SearchFilters) => void] {
  const dispatch = useAppDispatch()
  const client = useIsClient()
  const [search, setSearch] = useAddressQuery(location, { history: 'push' })
  const stored = useAppSelector(selectAddressFilters)
  const filters = useAppSelector((state) => selectFilters(state, operation))
  const fromAddress = useMemo(() => parseFilters(search, operation), [search, operation])

  useIsomorphicLayoutEffect(() => {
    // The static HTML was rendered with no filters: React hydrates that first.
    if (!client) return
    if (!stored || !isSameSearch(stored, fromAddress)) dispatch(filtersLoaded(fromAddress))
  }, [dispatch, client, stored, fromAddress])

  const change = useCallback(
    (next: SearchFilters) => {
      const query = serialiseFilters(next)
      setSearch(query ? `?${query}` : '')
    },
    [setSearch],
  )
  return [filters, change]
}
