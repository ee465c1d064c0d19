import { useCallback, useEffect, useRef } from 'react'
import type { PropertyCardData } from '../domain/cards'
import { isDefaultSearch, isSameSearch } from '../domain/listingFilters'
import type { SearchFilters } from '../domain/types'
import { filtersLoaded, moreRequested, selectFilters, selectOffset } from '../state/filtersSlice'
import { useAppDispatch, useAppSelector, useAppStore } from '../state/hooks'
import { selectIsLoading } from '../state/loadingSlice'
import { listingSearched, selectListing, staticResultsShown } from '../state/propertiesSlice'

export interface StaticPage {
  cards: PropertyCardData[]
  total: number
}

export interface ListingView extends StaticPage {
  /** A new search is on its way: skeletons stand in for the cards. */
  searching: boolean
  loadingMore: boolean
  /** Why the last search failed, or null. */
  error: string | null
  /** The failed search was "Ver más" (the cards shown are still this search's). */
  failedMore: boolean
  canLoadMore: boolean
  loadMore: () => void
  retry: () => void
}

/**
 * The listing's results for the filters in the address. The build's page stands for the default
 * search; any other is searched live (a newer search cancels the older one), and a search the
 * store still holds (back from a property) is shown again as it was, "Ver más" pages included.
 */
export function useListingResults(
  filters: SearchFilters,
  { cards, total }: StaticPage,
): ListingView {
  const dispatch = useAppDispatch()
  const store = useAppStore()
  const listing = useAppSelector(selectListing)
  const current = useAppSelector(selectFilters)
  const offset = useAppSelector(selectOffset)
  const searching = useAppSelector((state) => selectIsLoading(state, 'properties'))
  const loadingMore = useAppSelector((state) => selectIsLoading(state, 'more'))
  const running = useRef<{ abort: () => void } | null>(null)

  const search = useCallback(
    (from: number) => {
      running.current?.abort()
      running.current = dispatch(
        listingSearched({ filters: store.getState().filters.filters, offset: from }),
      )
    },
    [dispatch, store],
  )

  useEffect(() => {
    const state = store.getState()
    if (
      isSameSearch(state.filters.filters, filters) &&
      selectListing(state).status === 'succeeded'
    ) {
      return
    }
    dispatch(filtersLoaded(filters))
    if (isDefaultSearch(filters)) {
      running.current?.abort()
      dispatch(staticResultsShown({ cards, total }))
    } else search(0)
  }, [dispatch, store, search, filters, cards, total])

  useEffect(() => () => running.current?.abort(), [])

  const loadMore = useCallback(() => {
    dispatch(moreRequested())
    search(store.getState().filters.offset)
  }, [dispatch, search, store])
  const retry = useCallback(() => search(store.getState().filters.offset), [search, store])

  const held = isSameSearch(current, filters) && listing.status !== 'idle'
  const failed = held && listing.status === 'failed'
  const failedMore = failed && offset > 0
  // Until the store holds this search, the build's page shows (default) or skeletons (any other).
  const pending = held ? searching : !isDefaultSearch(filters)
  const shown = !held || (failed && !failedMore) ? { cards, total } : listing
  return {
    cards: shown.cards,
    total: shown.total,
    searching: pending,
    loadingMore,
    error: failed ? listing.error : null,
    failedMore,
    canLoadMore:
      held &&
      listing.status === 'succeeded' &&
      !loadingMore &&
      listing.cards.length < listing.total,
    loadMore,
    retry,
  }
}
