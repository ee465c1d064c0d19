/**
 * The recently viewed properties, kept in localStorage like the favourites, as a small external
 * store that components read with useSyncExternalStore (src/hooks/useRecentlyViewed.ts). Not in
 * Redux: no page needs it in its state; the pages that show it read it, the property page adds
 * to it, and other tabs' changes arrive through the storage event.
 */
import { toPropertyCard, type PropertyCardData } from '../domain/listing/cards'
import { parseRecentlyViewed, withViewed } from '../domain/favourites/recentlyViewed'
import type { OperationId, Property } from '../domain/types'
import { RECENTLY_VIEWED_STORAGE_KEY } from './recentlyViewedKey'

export { RECENTLY_VIEWED_STORAGE_KEY }

const listeners = new Set<() => void>()
let cache: { raw: string | null; cards: PropertyCardData[] } | null = null

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY)
  } catch {
    return null
  }
}

/** The stored list (the same array while the stored text is the same). */
export function recentlyViewedSnapshot(): PropertyCardData[] {
  const raw = readRaw()
  if (cache?.raw !== raw) cache = { raw, cards: parseRecentlyViewed(raw) }
  return cache.cards
}

function write(cards: PropertyCardData[]): void {
  try {
    if (cards.length === 0) window.localStorage.removeItem(RECENTLY_VIEWED_STORAGE_KEY)
    else window.localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(cards))
  } catch {
    // Private mode or a full quota: the list simply is not kept.
  }
  listeners.forEach((listener) => listener())
}

/** Adds a visit to the property of `card`. */
export function recordRecentlyViewed(card: PropertyCardData): void {
  write(withViewed(recentlyViewedSnapshot(), card))
}

/**
 * Adds a visit to a property's page, as its card for the operation viewed. Here rather than on
 * the page: the card's rules load with this code, after the page is idle.
 */
export function recordPropertyVisit(property: Property, operationId: OperationId): void {
  recordRecentlyViewed(toPropertyCard(property, operationId))
}

/** Forgets every visit. */
export function clearRecentlyViewed(): void {
  write([])
}

/** Follows changes made in this tab and in others. */
export function subscribeRecentlyViewed(listener: () => void): () => void {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === RECENTLY_VIEWED_STORAGE_KEY || event.key === null) listener()
  }
  listeners.add(listener)
  window.addEventListener('storage', fromOtherTab)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', fromOtherTab)
  }
}
