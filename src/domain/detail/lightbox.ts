/**
 * How the lightbox moves (spec §4: the current image and blueprint are kept): previous and next
 * wrap around the ends, Home and End go to them, and a sideways swipe steps like the arrows. A kept
 * index past the end of the list shows its last picture.
 */

/** The place on a list of `count` for any index: after the last comes the first, and back. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return ((index % count) + count) % count
}

/** The place on a list of `count` nearest any index: below 0 the first, past the end the last. */
export function clampIndex(index: number, count: number): number {
  return Math.min(Math.max(0, index), Math.max(0, count - 1))
}

/**
 * Where a key takes a selection along a list from `current` (the lightbox's pictures, the gallery's
 * tabs), or null for a key that does not move it.
 */
export function keyTarget(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return wrapIndex(current - 1, count)
    case 'ArrowRight':
      return wrapIndex(current + 1, count)
    case 'Home':
      return 0
    case 'End':
      return Math.max(0, count - 1)
    default:
      return null
  }
}

/** Pixels a finger must travel sideways to count as a swipe: small, so a flick is enough. */
export const SWIPE_THRESHOLD = 40

/**
 * The step a gesture asks for: +1 (next) for a swipe to the left, -1 for one to the right, and 0
 * for a short or mostly vertical movement, which is a tap or a scroll, not a swipe.
 */
export function swipeStep(dx: number, dy: number, threshold = SWIPE_THRESHOLD): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0
  return dx < 0 ? 1 : -1
}

/** The lightbox's counter: "3 de 12". */
export function pictureCounter(index: number, count: number): string {
  return `${index + 1} de ${count}`
}

/** The lightbox's accessible name: "Fotos de {title}", "Planos de {title}". */
export function lightboxLabel(noun: 'Foto' | 'Plano', title: string): string {
  return `${noun}s de ${title}`
}
