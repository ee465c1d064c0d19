import { useCallback, useEffect, useMemo } from 'react'
import {
  favouriteRecordsRequested,
  selectFavouriteRecords,
  selectFavourites,
  selectFavouritesRestored,
} from '../state/favouritesSlice'
import { useAppDispatch, useAppSelector } from '../state/hooks'
import { selectIsLoading } from '../state/loadingSlice'

/**
 * The live records of `ids` (a favourite or a shared selection): every id without a record is
 * fetched, on arrival and whenever one is added; `retry` asks for one again.
 */
export function useLiveRecords(ids: readonly number[]) {
  const dispatch = useAppDispatch()
  const records = useAppSelector(selectFavouriteRecords)
  const loading = useAppSelector((state) => selectIsLoading(state, 'fullProperties'))

  useEffect(() => {
    // The request marks its records loading as it is dispatched, so none is asked for twice.
    const unread = ids.filter((id) => !records[id])
    if (unread.length > 0) void dispatch(favouriteRecordsRequested(unread))
  }, [dispatch, ids, records])

  const retry = useCallback(
    (id: number) => void dispatch(favouriteRecordsRequested([id])),
    [dispatch],
  )
  return { records, loading, retry }
}

/**
 * The visitor's favourites with their live records: every favourite without a record is fetched
 * (on arrival, after the stored list is read, when another tab adds one).
 */
export function useFavouriteRecords() {
  const entries = useAppSelector(selectFavourites)
  const restored = useAppSelector(selectFavouritesRestored)
  const ids = useMemo(() => entries.map((entry) => entry.id), [entries])
  return { entries, restored, ...useLiveRecords(ids) }
}
