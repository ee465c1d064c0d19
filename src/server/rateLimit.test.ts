/** @jest-environment node */
import { startRedis, withTestRedis } from '../../__tests__/support/redis'
import {
  createRateLimiter,
  createRedisRateLimiter,
  LEAD_RATE_RULES,
  type RateLimiter,
  type RateRule,
} from './rateLimit'
import { OPEN_CIRCUIT_MS } from './redis'

const testRedis = withTestRedis()
/** A client of its own (another process's), on keys no other test uses. */
const redisStore = testRedis.store

const stores: [string, (rules: readonly RateRule[]) => RateLimiter][] = [
  ['memory', (rules) => createRateLimiter(rules)],
  ['Redis', (rules) => createRedisRateLimiter(redisStore(), rules)],
]

describe.each(stores)('the lead rate limit in %s', (_, makeLimiter) => {
  it('refuses a burst from one address and says when to come back', async () => {
    const limiter = makeLimiter([{ max: 3, windowMs: 60_000 }])
    const now = 1_000_000
    const first = [0, 1, 2].map((i) => limiter.take('198.51.100.1', now + i))
    expect((await Promise.all(first)).map((rate) => rate.allowed)).toEqual([true, true, true])
    expect(await limiter.take('198.51.100.1', now + 10_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 50,
    })
    // Another address is not affected.
    expect((await limiter.take('198.51.100.2', now + 10_000)).allowed).toBe(true)
    // Once the window has passed, the address may post again.
    expect((await limiter.take('198.51.100.1', now + 60_001)).allowed).toBe(true)
  })

  it('does not count refused posts against the window', async () => {
    const limiter = makeLimiter([{ max: 1, windowMs: 1_000 }])
    expect((await limiter.take('a', 0)).allowed).toBe(true)
    for (let t = 100; t < 1_000; t += 100) expect((await limiter.take('a', t)).allowed).toBe(false)
    expect((await limiter.take('a', 1_000)).allowed).toBe(true)
  })

  it('lets a person send several enquiries, and stops 50 posts in 10 seconds', async () => {
    const limiter = makeLimiter(LEAD_RATE_RULES)
    for (const t of [0, 40_000, 90_000, 200_000])
      expect((await limiter.take('persona', t)).allowed).toBe(true)
    let allowed = 0
    for (let i = 0; i < 50; i++) if ((await limiter.take('bot', i * 200)).allowed) allowed++
    expect(allowed).toBe(LEAD_RATE_RULES[0]!.max)
  })

  it('also stops a steady drip over the hour', async () => {
    const limiter = makeLimiter(LEAD_RATE_RULES)
    let allowed = 0
    for (let i = 0; i < 60; i++) if ((await limiter.take('script', i * 61_000)).allowed) allowed++
    expect(allowed).toBe(LEAD_RATE_RULES[1]!.max)
  })
})

describe('the lead rate limit shared through Redis', () => {
  it('counts the posts of two processes together, per address', async () => {
    const { prefix } = redisStore()
    const processes = [redisStore(prefix), redisStore(prefix)].map((store) =>
      createRedisRateLimiter(store),
    )
    // All in the same millisecond: each post is still its own entry.
    const now = Date.now()
    const posts = await Promise.all(
      Array.from({ length: 10 }, (_, i) => processes[i % 2]!.take('203.0.113.9', now)),
    )
    expect(posts.filter((rate) => rate.allowed)).toHaveLength(6)
    expect((await processes[1]!.take('203.0.113.10', now + 10)).allowed).toBe(true)
  })

  it('answers the same waits as the memory store, the hour rule included', async () => {
    const memory = createRateLimiter(LEAD_RATE_RULES)
    const redis = createRedisRateLimiter(redisStore())
    // A burst of 8 posts every 4 minutes: the minute's rule refuses within each burst, and
    // after 5 bursts the hour's refuses whole bursts.
    const times = Array.from({ length: 15 * 8 }, (_, i) => Math.floor(i / 8) * 240_000 + i * 500)
    const waits = new Set<number>()
    for (const t of times) {
      const decision = await memory.take('198.51.100.7', t)
      expect(await redis.take('198.51.100.7', t)).toEqual(decision)
      waits.add(decision.retryAfterSeconds)
    }
    expect([...waits].some((seconds) => seconds > 0 && seconds <= 60)).toBe(true)
    expect([...waits].some((seconds) => seconds > 60)).toBe(true)
  })

  it('keeps each address under the prefix, for as long as the longest window', async () => {
    const store = redisStore('sitio-prueba:')
    await createRedisRateLimiter(store).take('203.0.113.20', Date.now())
    const ttl = await store.redis.pttl('sitio-prueba:leads:203.0.113.20')
    expect(ttl).toBeGreaterThan(60 * 60_000 - 5_000)
    expect(ttl).toBeLessThanOrEqual(60 * 60_000)
  })

  it('counts in memory, warning once, while Redis hangs or is down, and shares again after', async () => {
    let own = await startRedis()
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const store = redisStore('caida:', own.url)
      const limiter = createRedisRateLimiter(store, [{ max: 2, windowMs: 60_000 }])
      expect((await limiter.take('a', 0)).allowed).toBe(true)
      own.pause()
      const started = Date.now()
      expect((await limiter.take('a', 1)).allowed).toBe(true)
      expect(Date.now() - started).toBeLessThan(1_500)
      own.resume()
      await own.stop()
      // The memory store counted only the post made while Redis hung.
      expect(await limiter.take('a', 2)).toEqual({ allowed: true, retryAfterSeconds: 0 })
      expect(await limiter.take('a', 3)).toEqual({ allowed: false, retryAfterSeconds: 60 })
      expect(warn).toHaveBeenCalledTimes(1)
      expect(warn.mock.calls[0]![0]).toMatch(/Redis no responde/)

      // A new, empty Redis at the same address: the client reconnects by itself.
      // Its circuit stays open a few seconds (redis.ts) before a call tries again.
      own = await startRedis(own.port)
      const until = Date.now() + OPEN_CIRCUIT_MS + 5_000
      for (let t = 4; !(await store.redis.exists('caida:leads:b').catch(() => 0)); t++) {
        expect(Date.now()).toBeLessThan(until)
        await limiter.take('b', t)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    } finally {
      warn.mockRestore()
      await own.stop()
    }
  }, 30_000)
})
