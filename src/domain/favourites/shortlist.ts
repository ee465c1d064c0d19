/**
 * A visitor's selection shared as an address: /favoritos/?seleccion=12,34 opens those
 * properties read-only for whoever receives it. The address is all there is (nothing is stored
 * anywhere), so what it carries is checked like any visitor's input.
 */
import { FAVOURITES_PATH } from '../site/menu'

export const SHARED_SELECTION_PARAM = 'seleccion'
/** More than anyone shortlists; a longer list in an address is cut here. */
export const SHARED_SELECTION_LIMIT = 30

/** What a selection shares or sends: each id once, the first SHARED_SELECTION_LIMIT. */
export function selectionIds(ids: readonly number[]): number[] {
  return [...new Set(ids)].slice(0, SHARED_SELECTION_LIMIT)
}

/** The address that opens `ids` as a shared selection on the site at `origin`. */
export function sharedSelectionUrl(origin: string, ids: readonly number[]): string {
  const list = selectionIds(ids).join(',')
  return `${origin.replace(/\/+$/, '')}${FAVOURITES_PATH}?${SHARED_SELECTION_PARAM}=${list}`
}

/**
 * The property ids of a shared selection in a query string, in order, without repeats; null
 * when the address shares none (the visitor's own favourites), [] when it names none valid.
 */
export function parseSharedSelection(search: string): number[] | null {
  const value = new URLSearchParams(search).get(SHARED_SELECTION_PARAM)
  if (value === null) return null
  const ids = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,12}$/.test(part))
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
  return selectionIds(ids)
}
