import { useSyncExternalStore } from 'react'
import type { PropertyCardData } from '../domain/listing/cards'
import { recentlyViewedSnapshot, subscribeRecentlyViewed } from '../state/recentlyViewedStorage'

/** Until the page has hydrated the device's list is unknown: the built HTML shows none. */
const unknownYet = () => null

/** The properties this device viewed last, newest first; null until the list is read. */
export function useRecentlyViewed(): PropertyCardData[] | null {
  return useSyncExternalStore(subscribeRecentlyViewed, recentlyViewedSnapshot, unknownYet)
}
