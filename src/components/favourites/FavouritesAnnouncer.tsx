import { addListener, isAnyOf } from '@reduxjs/toolkit'
import { useEffect, useState } from 'react'
import { favouritesAnnouncement } from '../../domain/favourites'
import {
  favouriteAdded,
  favouriteRemoved,
  favouritesCleared,
  selectFavouriteCount,
} from '../../state/favouritesSlice'
import { useAppDispatch } from '../../state/hooks'
import type { AppDispatch, RootState } from '../../state/store'

const addAppListener = addListener.withTypes<RootState, AppDispatch>()

/**
 * Tells screen readers, politely, how many favourites there are after the visitor changes them.
 * It listens to the visitor's own actions, not to the count: reading the stored list on every
 * page, or another tab's changes, would otherwise be announced as noise.
 */
export function FavouritesAnnouncer() {
  const dispatch = useAppDispatch()
  const [message, setMessage] = useState('')
  useEffect(
    () =>
      dispatch(
        addAppListener({
          matcher: isAnyOf(favouriteAdded, favouriteRemoved, favouritesCleared),
          effect: (action, api) => {
            const change = favouriteAdded.match(action)
              ? 'added'
              : favouriteRemoved.match(action)
                ? 'removed'
                : 'cleared'
            setMessage(favouritesAnnouncement(change, selectFavouriteCount(api.getState())))
          },
        }),
      ),
    [dispatch],
  )
  return (
    // A live region without the status role: pages keep `status` for their own messages.
    <p className="visually-hidden" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  )
}
