/**
 * Redis as the store the server's processes share (REDIS_URL): with it the lead limit and the
 * catalogue cache hold across worker processes and machines. It is a help, never a dependency:
 * every call is bounded in time, and a caller whose call fails goes on without it.
 */
import Redis from 'ioredis'

/** How long a caller waits for Redis, connecting included, before going on without it. */
export const REDIS_TIMEOUT_MS = 500

export interface SharedStore {
  redis: Redis
  /** Starts every key (REDIS_PREFIX, `sitio:` by default): one Redis may serve several sites. */
  prefix: string
}

export function createRedisClient(url: string): Redis {
  const redis = new Redis(url, {
    // Nothing is opened until the first call; a process that never needs Redis never connects.
    lazyConnect: true,
    // While disconnected a call fails at once: queued commands would count posts twice later.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1_000,
    commandTimeout: REDIS_TIMEOUT_MS,
    // A closing process waits this long at most for a connection that is already dead.
    disconnectTimeout: REDIS_TIMEOUT_MS,
    // Reconnects for as long as the process lives, at most 5 s apart: Redis back, shared again.
    retryStrategy: (times) => Math.min(times * 200, 5_000),
  })
  // The callers see each failure and warn; unheard, ioredis would print every reconnection's.
  redis.on('error', () => {})
  return redis
}

const firstConnections = new WeakMap<Redis, Promise<void>>()

/**
 * Without an offline queue a command sent before the first connection fails, so a client that
 * has not connected yet is connected here, and the calls made meanwhile wait for it.
 */
function connected(redis: Redis): Promise<void> {
  if (redis.status === 'wait') firstConnections.set(redis, redis.connect())
  const first = firstConnections.get(redis)
  return first && (redis.status === 'connecting' || redis.status === 'connect')
    ? first
    : Promise.resolve()
}

/** `call(redis)`, or a rejection once REDIS_TIMEOUT_MS have passed. */
export async function withRedis<T>(redis: Redis, call: (redis: Redis) => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Redis no respondió en ${REDIS_TIMEOUT_MS} ms`)),
      REDIS_TIMEOUT_MS,
    )
  })
  try {
    return await Promise.race([connected(redis).then(() => call(redis)), timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** A warning printed at most once a minute: while Redis is down every request would repeat it. */
export function occasionalWarning(message: string, everyMs = 60_000) {
  let last = -Infinity
  return (error: unknown): void => {
    const now = Date.now()
    if (now - last < everyMs) return
    last = now
    console.warn(message, error instanceof Error ? error.message : error)
  }
}
