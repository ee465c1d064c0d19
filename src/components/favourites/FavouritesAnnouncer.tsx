import { useState } from 'react'
import { favouritesAnnouncement } from '../../domain/favourites/favourites'
import { selectLastFavouritesChange } from '../../state/favouritesSlice'
import { useAppSelector } from '../../state/hooks'

/**
 * Tells screen readers, politely, how many favourites there are after the visitor changes them.
 * Only their own changes made while this page is open are announced: reading the stored list, or
 * another tab's changes, would otherwise be heard as noise.
 */
export function FavouritesAnnouncer() {
  const change = useAppSelector(selectLastFavouritesChange)
  // A change made on an earlier page was announced there.
  const [seenAtMount] = useState(change?.seq ?? 0)
  const message =
    change && change.seq > seenAtMount ? favouritesAnnouncement(change.kind, change.count) : ''
  return (
    // A live region without the status role: pages keep `status` for their own messages.
    <p className="visually-hidden" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  )
}
