import { useCallback } from 'react'
import type { OperationId } from '../domain/types'
import { favouriteAdded, favouriteRemoved, selectFavouriteIds } from '../state/favouritesSlice'
import { useAppDispatch, useAppSelector, useAppStore } from '../state/hooks'

/**
 * The favourites of a whole grid with one subscription: the saved ids, and one toggle that keeps
 * its identity, so a memoised card re-renders only when its own heart changes.
 */
export function useFavouriteToggles() {
  const saved = useAppSelector(selectFavouriteIds)
  const dispatch = useAppDispatch()
  const store = useAppStore()
  const toggle = useCallback(
    (id: number, operation: OperationId | null) => {
      const isSaved = selectFavouriteIds(store.getState()).has(id)
      dispatch(isSaved ? favouriteRemoved(id) : favouriteAdded({ id, operation }))
    },
    [dispatch, store],
  )
  return { saved, toggle }
}
