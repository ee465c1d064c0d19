/**
 * A small time-limited memory cache for the catalogue reads: where the runtime lives on (one
 * `gatsby serve`, a warm serverless instance), a burst of visitors asking the same search costs
 * the services one call. Concurrent misses share the one call in flight.
 */

export interface TtlCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>
}

export function createTtlCache(ttlMs: number, maxEntries = 500, now = () => Date.now()): TtlCache {
  const entries = new Map<string, { until: number; value: Promise<unknown> }>()
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key)
      if (hit && hit.until > now()) return hit.value as Promise<T>
      const value = load()
      entries.delete(key)
      entries.set(key, { until: now() + ttlMs, value })
      // A failure is not remembered: the next visitor tries the service again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key)
      })
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
      return value
    },
  }
}
