/**
 * Short-lived claims on keys, for leads delivered once (leadOnce.ts): a claim takes every key it
 * names or none, and answers what holds the first key already taken. Without Redis they live in
 * this process's memory; with Redis (REDIS_URL) every process and machine sees the same claims,
 * and a call Redis does not answer falls back to memory (through the breaker of `withRedis`), so
 * a lead is never held back by it.
 */
import { occasionalWarning, withRedis, type SharedStore } from './redis'

export interface ClaimStore {
  /**
   * Claims every key with `value` for `ttlMs`, atomically: null when claimed, else the value
   * held by the first key already taken (then nothing is claimed).
   */
  claim(keys: readonly string[], value: string, ttlMs: number, now?: number): Promise<string | null>
  /** Sets every key to `value` for `ttlMs` (a claim settled with its outcome). */
  keep(keys: readonly string[], value: string, ttlMs: number, now?: number): Promise<void>
  /** Drops the keys that still hold `value`: a claim given up, never another's. */
  release(keys: readonly string[], value: string, now?: number): Promise<void>
}

/** Keys remembered at most in memory: past this, the oldest are forgotten first. */
const MAX_KEYS = 20_000

/** The claims in this process's memory. */
export function createMemoryClaims(maxKeys = MAX_KEYS): ClaimStore {
  const held = new Map<string, { value: string; expiresAt: number }>()
  const live = (key: string, now: number) => {
    const entry = held.get(key)
    if (entry && entry.expiresAt <= now) held.delete(key)
    return entry && entry.expiresAt > now ? entry.value : null
  }
  const set = (keys: readonly string[], value: string, ttlMs: number, now: number) => {
    for (const key of keys) {
      held.delete(key)
      held.set(key, { value, expiresAt: now + ttlMs })
    }
    while (held.size > maxKeys) held.delete(held.keys().next().value as string)
  }

  return {
    async claim(keys, value, ttlMs, now = Date.now()) {
      for (const key of keys) {
        const taken = live(key, now)
        if (taken !== null) return taken
      }
      set(keys, value, ttlMs, now)
      return null
    },
    async keep(keys, value, ttlMs, now = Date.now()) {
      set(keys, value, ttlMs, now)
    },
    async release(keys, value, now = Date.now()) {
      for (const key of keys) if (live(key, now) === value) held.delete(key)
    },
  }
}

/**
 * KEYS: the keys to claim; ARGV: the value, the time to live in ms. Answers the value of the
 * first key already taken, or nothing once every key is claimed (SET NX PX, checked first so
 * that a claim takes all its keys or none).
 */
const CLAIM_SCRIPT = `
for i = 1, #KEYS do
  local taken = redis.call('GET', KEYS[i])
  if taken then return taken end
end
for i = 1, #KEYS do redis.call('SET', KEYS[i], ARGV[1], 'NX', 'PX', ARGV[2]) end
return false
`

/** KEYS: the keys to give up; ARGV[1]: the value they must still hold. */
const RELEASE_SCRIPT = `
for i = 1, #KEYS do
  if redis.call('GET', KEYS[i]) == ARGV[1] then redis.call('DEL', KEYS[i]) end
end
return 0
`

/**
 * Claims kept by `remote` (Redis, the cluster's primary), made in `memory` for each call that
 * fails or is slow there (`warn` says so). What is kept or released goes to memory too: a claim
 * made there while the remote was down is settled where it lives.
 */
export function claimsFallingBack(
  remote: ClaimStore,
  memory: ClaimStore,
  warn: (error: unknown) => void,
): ClaimStore {
  const orMemory = async <T>(call: () => Promise<T>, fallback: () => Promise<T>) => {
    try {
      return await call()
    } catch (error) {
      warn(error)
      return fallback()
    }
  }
  const settled = async (call: () => Promise<void>) => orMemory(call, async () => undefined)
  return {
    claim: (keys, value, ttlMs, now) =>
      orMemory(
        () => remote.claim(keys, value, ttlMs, now),
        () => memory.claim(keys, value, ttlMs, now),
      ),
    keep: (keys, value, ttlMs, now) =>
      settled(() => remote.keep(keys, value, ttlMs, now)).then(() =>
        memory.keep(keys, value, ttlMs, now),
      ),
    release: (keys, value, now) =>
      settled(() => remote.release(keys, value, now)).then(() => memory.release(keys, value, now)),
  }
}

/**
 * The claims in Redis under `<prefix><namespace>:`; in `memory` for a call Redis fails or is
 * slow to answer (`claimsFallingBack`).
 */
export function createRedisClaims(
  { redis, prefix }: SharedStore,
  namespace = 'una-vez',
  memory: ClaimStore = createMemoryClaims(),
): ClaimStore {
  const named = (keys: readonly string[]) => keys.map((key) => `${prefix}${namespace}:${key}`)
  const inRedis: ClaimStore = {
    async claim(keys, value, ttlMs) {
      const taken = await withRedis(redis, (client) =>
        client.eval(CLAIM_SCRIPT, keys.length, ...named(keys), value, ttlMs),
      )
      return typeof taken === 'string' ? taken : null
    },
    async keep(keys, value, ttlMs) {
      await withRedis(redis, (client) => {
        const batch = client.multi()
        for (const key of named(keys)) batch.set(key, value, 'PX', ttlMs)
        return batch.exec()
      })
    },
    async release(keys, value) {
      await withRedis(redis, (client) =>
        client.eval(RELEASE_SCRIPT, keys.length, ...named(keys), value),
      )
    },
  }
  const warn = occasionalWarning(
    `Envíos repetidos ("${namespace}"): Redis no responde; cada proceso recuerda solo los suyos:`,
  )
  return claimsFallingBack(inRedis, memory, warn)
}
