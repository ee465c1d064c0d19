/**
 * Redis as the store the server's processes share (REDIS_URL): with it the lead limit and the
 * catalogue cache hold across worker processes and machines. It is a help, never a dependency:
 * every call is bounded in time, a caller whose call fails goes on without it, and after a few
 * failures in a row no call waits for it at all for a while (a circuit breaker), so a Redis that
 * stops answering costs each request nothing once noticed.
 */
import Redis from 'ioredis'
import { telemetry } from './telemetry'

/** How long a caller waits for a command, before going on without it (a LAN answers in ms). */
export const REDIS_TIMEOUT_MS = 250
/** How long the first call of a process waits, connecting included. */
const CONNECT_TIMEOUT_MS = 1_000
/** Failures in a row that open the circuit. */
const FAILURES_TO_OPEN = 3
/** How long an open circuit refuses at once, before one call tries Redis again. */
export const OPEN_CIRCUIT_MS = 5_000

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
    connectTimeout: CONNECT_TIMEOUT_MS,
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

interface Circuit {
  failures: number
  /** Until when calls are refused at once; 0 while closed. */
  openUntil: number
  /** A call is trying Redis after the circuit was open: the others do not wait for it. */
  trying: boolean
}

const circuits = new WeakMap<Redis, Circuit>()

function circuitOf(redis: Redis): Circuit {
  let circuit = circuits.get(redis)
  if (!circuit) circuits.set(redis, (circuit = { failures: 0, openUntil: 0, trying: false }))
  return circuit
}

/** Thrown, at once, while the circuit is open. */
class RedisUnavailable extends Error {
  constructor() {
    super('Redis no respondió a las últimas llamadas: se sigue sin él unos segundos')
  }
}

/**
 * `call(redis)`, or a rejection once its time has passed (REDIS_TIMEOUT_MS, longer while the
 * first connection is made); at once while the circuit is open.
 */
export async function withRedis<T>(redis: Redis, call: (redis: Redis) => Promise<T>): Promise<T> {
  const circuit = circuitOf(redis)
  const now = Date.now()
  if (circuit.openUntil > now || circuit.trying) throw new RedisUnavailable()
  const trial = circuit.openUntil !== 0
  circuit.trying = trial
  const limit = redis.status === 'ready' ? REDIS_TIMEOUT_MS : CONNECT_TIMEOUT_MS
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis no respondió en ${limit} ms`)), limit)
  })
  try {
    const answer = await Promise.race([connected(redis).then(() => call(redis)), timeout])
    circuit.failures = 0
    circuit.openUntil = 0
    return answer
  } catch (error) {
    circuit.failures++
    if (trial || circuit.failures >= FAILURES_TO_OPEN)
      circuit.openUntil = Date.now() + OPEN_CIRCUIT_MS
    throw error
  } finally {
    clearTimeout(timer)
    if (trial) circuit.trying = false
  }
}

/** A warning printed at most once a minute: while Redis is down every request would repeat it. */
export function occasionalWarning(message: string, everyMs = 60_000) {
  let last = -Infinity
  return (error: unknown): void => {
    const now = Date.now()
    if (now - last < everyMs) return
    last = now
    telemetry().log.warn({ err: error }, message)
  }
}
