/**
 * Intl formatters made on first use. The first Intl object a page creates loads the locale's ICU
 * data (some 25 ms on this machine, four times that on Lighthouse's phone): made at module load,
 * every page paid it while its scripts ran, even the many that format nothing in the browser.
 */
export function lazily<T>(make: () => T): () => T {
  let made: T | undefined
  return () => (made ??= make())
}
