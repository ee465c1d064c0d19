import { useCallback, useEffect, useRef } from 'react'
import type { PropertyCardData } from '../domain/listing/cards'
import { isDefaultSearch } from '../domain/listing/listingFilters'
import { resultsPagePath } from '../domain/listing/resultsPages'
import { LOAD_MORE_STEP } from '../domain/listing/search'
import { operationById } from '../domain/site/operations'
import type { OperationId } from '../domain/types'
import { selectFilters } from '../state/filtersSlice'
import { useAppDispatch, useAppSelector } from '../state/hooks'
import { selectIsLoading } from '../state/loadingSlice'
import {
  hasMorePositions,
  listingRetried,
  listingShown,
  moreResultsRequested,
  selectListing,
  type StaticPage,
} from '../state/propertiesSlice'

export type { StaticPage }

export interface ListingView {
  cards: PropertyCardData[]
  /** How many are on offer; until the last page it may count sold units not paged past yet. */
  total: number
  /** A new search is on its way: skeletons stand in for the cards. */
  searching: boolean
  loadingMore: boolean
  /** Why the last search failed, or null. */
  error: string | null
  /** The failed search was "Ver más" (the cards shown are still this search's). */
  failedMore: boolean
  /** The search ran and found nothing. */
  empty: boolean
  canLoadMore: boolean
  /**
   * The built page of the next 50 results, while the default search shows its first 50: "Ver
   * más" is a link to it, which a browser without scripts follows and scripts turn into loadMore.
   */
  nextPagePath: string | null
  loadMore: () => void
  retry: () => void
}

/**
 * The listing's results for its filters. The build's page stands for the default search; any
 * other is searched live (a newer search cancels the older one), and a search the store still
 * holds (back from a property) is shown again as it was, "Ver más" pages included.
 */
export function useListingResults(operation: OperationId, built: StaticPage): ListingView {
  const dispatch = useAppDispatch()
  const filters = useAppSelector((state) => selectFilters(state, operation))
  const listing = useAppSelector(selectListing)
  const searching = useAppSelector((state) => selectIsLoading(state, 'properties'))
  const loadingMore = useAppSelector((state) => selectIsLoading(state, 'more'))
  const running = useRef<{ abort: () => void } | null>(null)

  const track = useCallback((request: { abort: () => void } | null) => {
    running.current?.abort()
    running.current = request
  }, [])

  const { cards, total, positions } = built
  useEffect(() => {
    const shown = dispatch(listingShown(operation, { cards, total, positions }))
    // The build's page needs no search: one still running answers other filters.
    if (shown === 'static') track(null)
    else if (shown !== 'kept') track(shown)
    // The filters are read in the thunk; a change of them is what asks for other results.
  }, [dispatch, track, operation, filters, cards, total, positions])

  useEffect(() => () => running.current?.abort(), [])

  const loadMore = useCallback(
    () => track(dispatch(moreResultsRequested(operation))),
    [dispatch, track, operation],
  )
  const retry = useCallback(
    () => track(dispatch(listingRetried(operation))),
    [dispatch, track, operation],
  )

  const held = listing.status !== 'idle'
  const failed = listing.status === 'failed'
  const failedMore = failed && listing.offset > 0
  // Until the store holds this search, the build's page shows (default) or skeletons (any other).
  const shown = !held || (failed && !failedMore) ? built : listing
  const stillSearching = searching || (!held && !isDefaultSearch(filters))
  const offset = shown === built ? 0 : listing.offset
  const pagedOnward = isDefaultSearch(filters) && offset === 0 && shown.positions > LOAD_MORE_STEP
  return {
    cards: shown.cards,
    total: shown.total,
    searching: stillSearching,
    empty: !stillSearching && !failed && shown.cards.length === 0,
    loadingMore,
    error: failed ? listing.error : null,
    failedMore,
    // By positions, not cards: sold units are paged past though never shown.
    canLoadMore: listing.status === 'succeeded' && !loadingMore && hasMorePositions(listing),
    nextPagePath:
      pagedOnward && !stillSearching && !loadingMore && !failed
        ? resultsPagePath(operationById(operation), 2)
        : null,
    loadMore,
    retry,
  }
}
