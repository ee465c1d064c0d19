/**
 * The read limit's store (@fastify/rate-limit): its own Redis store while Redis answers, through
 * the shared client's timeout and circuit breaker (src/server/redis.ts), and its own memory store
 * the moment it does not, so each process still counts instead of limiting nothing.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
// The plugin's own stores: CommonJS constructors it exports by path, without types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as StoreConstructor
// eslint-disable-next-line @typescript-eslint/no-require-imports
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as StoreConstructor
import { occasionalWarning, withRedis, type SharedStore } from '../src/server/redis'

type Counted = { current: number; ttl: number }
type Store = Pick<FastifyRateLimitStore, 'incr' | 'child'>
type StoreConstructor = new (...args: unknown[]) => Store

/** Addresses each process remembers while it counts alone (the plugin's own default). */
const LOCAL_ADDRESSES = 5_000

function fallingBack(
  shared: Store,
  local: Store,
  redis: SharedStore['redis'],
  warn: (error: unknown) => void,
): Store {
  return {
    incr(key, callback, timeWindow, max) {
      withRedis(
        redis,
        () =>
          new Promise<Counted>((resolve, reject) =>
            shared.incr(
              key,
              (error, result) => (error || !result ? reject(error) : resolve(result)),
              timeWindow,
              max,
            ),
          ),
      ).then(
        (result) => callback(null, result),
        (error: unknown) => {
          warn(error)
          local.incr(key, callback, timeWindow, max)
        },
      )
    },
    child(routeOptions) {
      return fallingBack(shared.child(routeOptions), local.child(routeOptions), redis, warn)
    },
  }
}

/** The store class the plugin makes its store from, for `nameSpace` in `store`'s Redis. */
export function readLimitStore(
  { redis, prefix }: SharedStore,
  nameSpace: string,
): FastifyRateLimitStoreCtor {
  const warn = occasionalWarning(
    'Límite de lecturas: Redis no responde; cada proceso cuenta lo suyo:',
  )
  return class {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const shared = new RedisStore(
        options.continueExceeding,
        options.exponentialBackoff,
        redis,
        `${prefix}${nameSpace}`,
      )
      const local = new LocalStore(
        options.continueExceeding,
        options.exponentialBackoff,
        LOCAL_ADDRESSES,
      )
      return fallingBack(shared, local, redis, warn) as FastifyRateLimitStore
    }
  } as unknown as FastifyRateLimitStoreCtor
}
