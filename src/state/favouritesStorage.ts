/**
 * Favourites kept in localStorage, so they survive a reload and open in a new tab. What is read
 * back is checked entry by entry: a corrupt or foreign value is ignored, never a crash.
 */
import { isOperationId } from '../domain/site/operations'
import { storedList } from '../domain/site/storedList'
import type { FavouriteEntry } from './favouritesSlice'

export const FAVOURITES_STORAGE_KEY = 'inmobiliaria:favoritos'
/** Enough for any visitor; a value someone stuffed with thousands is cut here. */
const MAX_ENTRIES = 200

/** The valid entries of a stored value, in order, without repeated ids. */
export function parseStoredFavourites(raw: string | null): FavouriteEntry[] {
  const entries = new Map<number, FavouriteEntry>()
  for (const item of storedList(raw)) {
    const id = (item as { id?: unknown })?.id
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) continue
    const operation = (item as { operation?: unknown }).operation
    entries.delete(id)
    entries.set(id, { id, operation: isOperationId(operation) ? operation : null })
  }
  return [...entries.values()].slice(-MAX_ENTRIES)
}

/** The stored favourites of this browser ([] where storage is unavailable). */
export function readStoredFavourites(): FavouriteEntry[] {
  try {
    return parseStoredFavourites(window.localStorage.getItem(FAVOURITES_STORAGE_KEY))
  } catch {
    return []
  }
}

/** Stores the favourites; a full or forbidden storage keeps them for this page only. */
export function writeStoredFavourites(entries: FavouriteEntry[]): void {
  try {
    window.localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(entries))
  } catch {
    // Private mode or a full quota: nothing to do but keep them in memory.
  }
}
