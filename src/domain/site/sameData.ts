/**
 * Equality of plain data (what JSON carries: records, cards, lists). A live answer that says
 * what the build already shows keeps the build's objects, so memoised lists do not redraw
 * their cards for nothing.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  if (keysA.length !== keysB.length) return false
  return keysA.every(
    (key) =>
      Object.prototype.hasOwnProperty.call(b, key) &&
      sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}

/** The live value, or the built one when the live one holds the same data. */
export function unlessChanged<T>(built: T, live: T): T {
  return sameData(built, live) ? built : live
}
