/**
 * One parameter of a page's query string, read or replaced without touching the others: the
 * list filters live in the address (style anchors §8), `?estado=3` on developments and
 * `?tema=Créditos` on news, so a filtered list can be shared and comes back with the back button.
 */

/** The trimmed value of `name` in a query string ('?a=1' or 'a=1'); null when absent or blank. */
export function readQueryParam(search: string, name: string): string | null {
  const value = new URLSearchParams(search).get(name)?.trim()
  return value ? value : null
}

/** The query string with `name` set to `value` (removed for null or ''): '' or '?…'. */
export function withQueryParam(search: string, name: string, value: string | null): string {
  const params = new URLSearchParams(search)
  if (value === null || value === '') params.delete(name)
  else params.set(name, value)
  const query = params.toString()
  return query === '' ? '' : `?${query}`
}
