/**
 * Limits by key: lead posts per address, posts per form token, uncached reads per address
 * (readBudget.ts). A sliding log of recent events for each key. Without Redis the log lives in
 * the memory of one process (one warm serverless instance: there a platform-level limit should
 * back it up; docs/security.md says so); with Redis (REDIS_URL) every process and machine counts
 * in one log per key.
 */
import { randomUUID } from 'node:crypto'
import { occasionalWarning, withRedis, type SharedStore } from './redis'
import { telemetry } from './telemetry'

export interface RateRule {
  /** Posts allowed in the window. */
  max: number
  windowMs: number
}

/** A burst (a bot) and a steady drip (a script) are both stopped; a person never meets either. */
export const LEAD_RATE_RULES: readonly RateRule[] = [
  { max: 6, windowMs: 60_000 },
  { max: 30, windowMs: 60 * 60_000 },
]

/** WhatsApp presses (issue 45): a person presses a few times a visit; a script is stopped. */
export const WHATSAPP_RATE_RULES: readonly RateRule[] = [{ max: 30, windowMs: 10 * 60_000 }]

/** Staff lookups of a reference: a few a day each, so a guesser of the token gets no further. */
export const STAFF_LOOKUP_RULES: readonly RateRule[] = [{ max: 60, windowMs: 10 * 60_000 }]

/** Addresses remembered at most: past this, the oldest are forgotten first. */
const MAX_ADDRESSES = 10_000

export interface RateDecision {
  allowed: boolean
  /** When refused: seconds until the next post would be allowed. */
  retryAfterSeconds: number
}

export interface RateLimiter {
  /** Counts one post from `address` at `now`, unless a rule refuses it. */
  take(address: string, now?: number): Promise<RateDecision>
}

/** The decision for a wait in ms (0: allowed). Both stores answer through it. */
const decision = (waitMs: number): RateDecision =>
  waitMs > 0
    ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
    : { allowed: true, retryAfterSeconds: 0 }

const longestWindow = (rules: readonly RateRule[]) =>
  Math.max(...rules.map((rule) => rule.windowMs))

/** The limit in this process's memory. */
export function createRateLimiter(rules: readonly RateRule[] = LEAD_RATE_RULES): RateLimiter {
  const longest = longestWindow(rules)
  const log = new Map<string, number[]>()

  return {
    async take(address, now = Date.now()) {
      const recent = (log.get(address) ?? []).filter((time) => now - time < longest)
      let wait = 0
      for (const rule of rules) {
        const inWindow = recent.filter((time) => now - time < rule.windowMs)
        if (inWindow.length >= rule.max) {
          const oldest = inWindow[inWindow.length - rule.max] ?? now
          wait = Math.max(wait, oldest + rule.windowMs - now)
        }
      }
      if (wait > 0) {
        log.set(address, recent)
        return decision(wait)
      }
      recent.push(now)
      log.delete(address)
      log.set(address, recent)
      if (log.size > MAX_ADDRESSES) log.delete(log.keys().next().value as string)
      return decision(0)
    },
  }
}

/**
 * The memory store's steps on a sorted set of post times, atomically, so that posts through
 * several clients at once are counted like posts through one. KEYS[1]: the address's set.
 * ARGV: now, a member unique to this post, the longest window, then each rule's max and window.
 * Answers the wait in ms; 0 when the post was allowed and counted.
 */
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[3]))
local wait = 0
for i = 4, #ARGV, 2 do
  local max, window = tonumber(ARGV[i]), tonumber(ARGV[i + 1])
  local since = '(' .. (now - window)
  local count = redis.call('ZCOUNT', KEYS[1], since, '+inf')
  if count >= max then
    local oldest = redis.call('ZRANGEBYSCORE', KEYS[1], since, '+inf', 'WITHSCORES', 'LIMIT', count - max, 1)
    wait = math.max(wait, (tonumber(oldest[2]) or now) + window - now)
  end
end
if wait > 0 then return wait end
redis.call('ZADD', KEYS[1], now, ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 0
`

/**
 * The limit in Redis, one sorted set per address (`<prefix><namespace>:<address>`). When Redis
 * fails or is slow the post is counted in this process's memory instead: a lead is never lost to it.
 */
export function createRedisRateLimiter(
  { redis, prefix }: SharedStore,
  rules: readonly RateRule[] = LEAD_RATE_RULES,
  namespace = 'leads',
): RateLimiter {
  const longest = longestWindow(rules)
  const limits = rules.flatMap((rule) => [rule.max, rule.windowMs])
  const memory = createRateLimiter(rules)
  const warn = occasionalWarning(
    `Límite "${namespace}": Redis no responde; cada proceso cuenta solo lo suyo:`,
  )

  return {
    async take(address, now = Date.now()) {
      try {
        const wait = await withRedis(redis, (client) =>
          client.eval(
            TAKE_SCRIPT,
            1,
            `${prefix}${namespace}:${address}`,
            now,
            randomUUID(),
            longest,
            ...limits,
          ),
        )
        return decision(Number(wait))
      } catch (error) {
        warn(error)
        return memory.take(address, now)
      }
    },
  }
}

/** `limiter`, its refusals counted in the metrics under `name` (`leads`, `whatsapp`...). */
export function countedLimiter(limiter: RateLimiter, name: string): RateLimiter {
  return {
    async take(address, now) {
      const decision = await limiter.take(address, now)
      if (!decision.allowed) {
        const { count, log } = telemetry()
        count('sitio_limit_refusals_total', { limit: name })
        log.warn({ limit: name, retryAfterSeconds: decision.retryAfterSeconds }, 'Límite alcanzado')
      }
      return decision
    },
  }
}
