import { createRateLimiter, LEAD_RATE_RULES } from './rateLimit'

describe('the lead rate limit', () => {
  it('refuses a burst from one address and says when to come back', () => {
    const limiter = createRateLimiter([{ max: 3, windowMs: 60_000 }])
    const now = 1_000_000
    expect([0, 1, 2].map((i) => limiter.take('198.51.100.1', now + i).allowed)).toEqual([
      true,
      true,
      true,
    ])
    expect(limiter.take('198.51.100.1', now + 10_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 50,
    })
    // Another address is not affected.
    expect(limiter.take('198.51.100.2', now + 10_000).allowed).toBe(true)
    // Once the window has passed, the address may post again.
    expect(limiter.take('198.51.100.1', now + 60_001).allowed).toBe(true)
  })

  it('does not count refused posts against the window', () => {
    const limiter = createRateLimiter([{ max: 1, windowMs: 1_000 }])
    expect(limiter.take('a', 0).allowed).toBe(true)
    for (let t = 100; t < 1_000; t += 100) expect(limiter.take('a', t).allowed).toBe(false)
    expect(limiter.take('a', 1_000).allowed).toBe(true)
  })

  it('lets a person send several enquiries, and stops 50 posts in 10 seconds', () => {
    const limiter = createRateLimiter(LEAD_RATE_RULES)
    const person = [0, 40_000, 90_000, 200_000].map((t) => limiter.take('persona', t).allowed)
    expect(person.every(Boolean)).toBe(true)
    const burst = Array.from({ length: 50 }, (_, i) => limiter.take('bot', i * 200).allowed)
    expect(burst.filter(Boolean).length).toBe(LEAD_RATE_RULES[0]!.max)
  })

  it('also stops a steady drip over the hour', () => {
    const limiter = createRateLimiter(LEAD_RATE_RULES)
    const allowed = Array.from(
      { length: 60 },
      (_, i) => limiter.take('script', i * 61_000).allowed,
    ).filter(Boolean).length
    expect(allowed).toBe(LEAD_RATE_RULES[1]!.max)
  })
})
