import { useCallback, useEffect } from 'react'
import {
  favouriteRecordsRequested,
  selectFavouriteRecords,
  selectFavourites,
  selectFavouritesRestored,
} from '../state/favouritesSlice'
import { useAppDispatch, useAppSelector } from '../state/hooks'
import { selectIsLoading } from '../state/loadingSlice'

/**
 * The visitor's favourites with their live records: every favourite without a record is fetched
 * (on arrival, after the stored list is read, when another tab adds one); `retry` asks again.
 */
export function useFavouriteRecords() {
  const dispatch = useAppDispatch()
  const entries = useAppSelector(selectFavourites)
  const records = useAppSelector(selectFavouriteRecords)
  const restored = useAppSelector(selectFavouritesRestored)
  const loading = useAppSelector((state) => selectIsLoading(state, 'fullProperties'))

  useEffect(() => {
    // The request marks its records loading as it is dispatched, so none is asked for twice.
    const unread = entries.filter((entry) => !records[entry.id]).map((entry) => entry.id)
    if (unread.length > 0) void dispatch(favouriteRecordsRequested(unread))
  }, [dispatch, entries, records])

  const retry = useCallback(
    (id: number) => void dispatch(favouriteRecordsRequested([id])),
    [dispatch],
  )
  return { entries, records, restored, loading, retry }
}
