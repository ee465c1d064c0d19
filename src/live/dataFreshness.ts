/**
 * Reads when the published data was read (the build's data-freshness.json), once per visit: every
 * page of one visit shows the same publication. Loaded when the browser is idle, with the footer's
 * line (src/components/DataFreshness.tsx).
 */
import { DATA_FRESHNESS_FILE, freshnessText } from '../domain/site/freshnessText'

let reading: Promise<string | null> | null = null

export function readFreshness(): Promise<string | null> {
  reading ??= fetch(`/${DATA_FRESHNESS_FILE}`, { cache: 'no-cache' })
    .then((response) => (response.ok ? response.json() : null))
    .then(freshnessText)
    .catch(() => {
      reading = null
      return null
    })
  return reading
}

/** For tests: the next page reads the file again. */
export function forgetFreshness(): void {
  reading = null
}
