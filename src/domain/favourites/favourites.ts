/** Texts about the visitor's favourites: the menu counter and what is announced when it changes. */

/** 'addedSeveral': a shared selection saved at once. */
export type FavouritesChange = 'added' | 'addedSeveral' | 'removed' | 'cleared'

/** "1 propiedad guardada", "3 propiedades guardadas". */
export function savedCountText(count: number): string {
  return count === 1 ? '1 propiedad guardada' : `${count} propiedades guardadas`
}

/** What a screen reader hears after the visitor changed their favourites. */
export function favouritesAnnouncement(change: FavouritesChange, count: number): string {
  if (change === 'cleared' || count === 0) return 'Ya no tenés propiedades guardadas.'
  const done = {
    added: 'Se guardó en favoritos.',
    addedSeveral: 'Se guardaron en favoritos.',
    removed: 'Se quitó de favoritos.',
  }[change]
  return `${done} Tenés ${savedCountText(count)}.`
}
