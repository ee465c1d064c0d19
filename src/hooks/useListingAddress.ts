import { useCallback, useMemo } from 'react'
import { parseFilters } from '../domain/listing/filtersUrl'
import { isSameSearch } from '../domain/listing/listingFilters'
import {
  listingQuery,
  parseResultsDisplay,
  type ResultsDisplay,
} from '../domain/listing/resultsDisplay'
import type { OperationId, SearchFilters } from '../domain/types'
import { filtersLoaded, selectAddressFilters, selectFilters } from '../state/filtersSlice'
import { useAppDispatch, useAppSelector } from '../state/hooks'
import { useAddressQuery } from './useAddressQuery'
import { useIsClient } from './useIsClient'
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect'

const asSearch = (query: string) => (query ? `?${query}` : '')

/**
 * The one link between the listing's address and its filters in the store. The address is what
 * the visitor shares, bookmarks and walks with Back and Forward: a change of filters pushes a
 * history entry, and whatever the address asks for (on load, a link, back or forward) is copied
 * to the store before the browser paints. Everything else reads the filters from the store.
 * The address also says whether the results are shown on the map; switching between list and
 * map replaces the entry instead, as it is another look at the same search, not another search.
 */
export function useListingAddress(
  location: Pick<Location, 'pathname' | 'search'>,
  operation: OperationId,
): [
  SearchFilters,
  (next: SearchFilters) => void,
  ResultsDisplay,
  (display: ResultsDisplay) => void,
] {
  const dispatch = useAppDispatch()
  const client = useIsClient()
  const [search, pushSearch] = useAddressQuery(location, { history: 'push' })
  const [, replaceSearch] = useAddressQuery(location, { history: 'replace' })
  const stored = useAppSelector(selectAddressFilters)
  const filters = useAppSelector((state) => selectFilters(state, operation))
  const fromAddress = useMemo(() => parseFilters(search, operation), [search, operation])
  const display = parseResultsDisplay(search)

  useIsomorphicLayoutEffect(() => {
    // The static HTML was rendered with no filters: React hydrates that first.
    if (!client) return
    if (!stored || !isSameSearch(stored, fromAddress)) dispatch(filtersLoaded(fromAddress))
  }, [dispatch, client, stored, fromAddress])

  const change = useCallback(
    (next: SearchFilters) => pushSearch(asSearch(listingQuery(next, display))),
    [pushSearch, display],
  )
  const show = useCallback(
    (next: ResultsDisplay) => replaceSearch(asSearch(listingQuery(fromAddress, next))),
    [replaceSearch, fromAddress],
  )
  return [filters, change, display, show]
}
