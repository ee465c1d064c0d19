/**
 * A small time-limited cache for the catalogue reads: where the runtime lives on (one
 * `gatsby serve`, a warm serverless instance), a burst of visitors asking the same search costs
 * the services one call. Concurrent misses share the one call in flight. With Redis (REDIS_URL)
 * a second level is shared by every process: what one of them loaded, the others read.
 */
import { occasionalWarning, withRedis, type SharedStore } from './redis'
import { telemetry } from './telemetry'

/** Where a read was answered from: this process's memory, the shared level, the services. */
const answeredFrom = (result: 'memoria' | 'redis' | 'servicio') =>
  telemetry().count('sitio_cache_lookups_total', { result })

export interface TtlCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>
}

export interface TtlCacheOptions {
  /** Entries this process keeps at most: past this, the oldest are forgotten first. */
  maxEntries?: number
  now?: () => number
  /** The processes' shared store, or null for this process's memory alone. */
  shared?: SharedStore | null
  /**
   * Asked before a value this process does not hold is loaded; a rejection is the caller's and
   * loads nothing (the read budget of readBudget.ts), so it is never shared with other callers.
   */
  beforeLoad?: () => Promise<void>
}

/** A value as the shared level keeps it: with its expiry, which the local copy keeps too. */
interface Stored<T> {
  until: number
  value: T
}

/** Longer JSON is not shared (about 1 MB): each process loads such a value itself. */
const MAX_SHARED_LENGTH = 1_000_000

/** Redis as the second level (`<prefix>cache:v1:<key>`); any failure there just loads. */
function sharedLevel({ redis, prefix }: SharedStore, ttlMs: number, now: () => number) {
  const warn = occasionalWarning(
    'Caché del catálogo: Redis no responde; cada proceso lee los servicios por su cuenta:',
  )
  return async function read<T>(key: string, load: () => Promise<T>): Promise<Stored<T>> {
    const redisKey = `${prefix}cache:v1:${key}`
    try {
      const json = await withRedis(redis, (client) => client.get(redisKey))
      if (json !== null) {
        answeredFrom('redis')
        return JSON.parse(json) as Stored<T>
      }
    } catch (error) {
      warn(error)
      return { until: now() + ttlMs, value: await load() }
    }
    const stored = { until: now() + ttlMs, value: await load() }
    try {
      const json = JSON.stringify(stored)
      // Awaited, so that a process asking right after this answer finds it.
      if (json.length <= MAX_SHARED_LENGTH)
        await withRedis(redis, (client) => client.set(redisKey, json, 'PX', ttlMs))
    } catch (error) {
      warn(error)
    }
    return stored
  }
}

export function createTtlCache(
  ttlMs: number,
  { maxEntries = 500, now = () => Date.now(), shared = null, beforeLoad }: TtlCacheOptions = {},
): TtlCache {
  const entries = new Map<string, { until: number; value: Promise<unknown> }>()
  // Nothing is kept with no time to keep it (the component tests' 0).
  const read = shared && ttlMs > 0 ? sharedLevel(shared, ttlMs, now) : null

  const held = (key: string) => {
    const hit = entries.get(key)
    return hit && hit.until > now() ? hit.value : undefined
  }

  function load<T>(key: string, fromServices: () => Promise<T>): Promise<T> {
    const loader = () => {
      answeredFrom('servicio')
      return fromServices()
    }
    const value: Promise<unknown> = read
      ? read(key, loader).then((stored) => {
          // A copy another process stored expires here when it does there.
          entry.until = stored.until
          return stored.value
        })
      : loader()
    const entry = { until: now() + ttlMs, value }
    entries.delete(key)
    entries.set(key, entry)
    // A failure is not remembered: the next visitor tries the service again.
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key)
    })
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
    return entry.value as Promise<T>
  }

  return {
    get<T>(key: string, loader: () => Promise<T>): Promise<T> {
      const hit = held(key)
      if (hit) {
        answeredFrom('memoria')
        return hit as Promise<T>
      }
      if (!beforeLoad) return load(key, loader)
      // Another caller may have started the same load meanwhile: then it is shared.
      return beforeLoad().then(() => {
        const shared = held(key) as Promise<T> | undefined
        if (!shared) return load(key, loader)
        answeredFrom('memoria')
        return shared
      })
    },
  }
}
