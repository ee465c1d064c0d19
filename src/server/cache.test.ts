/** @jest-environment node */
import { startRedis, withTestRedis } from '../../__tests__/support/redis'
import { createTtlCache } from './cache'
import { provideTelemetry, type Telemetry } from './telemetry'

/** The lookups counted while `run` runs, by where each was answered. */
async function lookupsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const count = jest.fn()
  provideTelemetry({ count, observe: jest.fn(), set: jest.fn(), log: console } as Telemetry)
  try {
    await run()
  } finally {
    provideTelemetry(null)
  }
  return count.mock.calls.map(([, labels]: [string, { result: string }]) => labels.result)
}

describe('createTtlCache', () => {
  it('answers repeated keys from memory until they expire, sharing a call in flight', async () => {
    let now = 0
    const cache = createTtlCache(1_000, { maxEntries: 10, now: () => now })
    const load = jest.fn(async () => 'valor')
    await Promise.all([cache.get('a', load), cache.get('a', load)])
    expect(load).toHaveBeenCalledTimes(1)
    now = 999
    await cache.get('a', load)
    expect(load).toHaveBeenCalledTimes(1)
    now = 1_000
    await cache.get('a', load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('forgets failures, so the next caller tries again', async () => {
    const cache = createTtlCache(60_000)
    await expect(cache.get('a', () => Promise.reject(new Error('caído')))).rejects.toThrow('caído')
    await expect(cache.get('a', async () => 'ya anda')).resolves.toBe('ya anda')
  })

  it("asks before each load, and a refusal is only its caller's: nothing loads, nothing is kept", async () => {
    let allowed = false
    const beforeLoad = jest.fn(async () => {
      if (!allowed) throw new Error('sin presupuesto')
    })
    const cache = createTtlCache(60_000, { beforeLoad })
    const load = jest.fn(async () => 'valor')
    await expect(cache.get('a', load)).rejects.toThrow('sin presupuesto')
    expect(load).not.toHaveBeenCalled()
    allowed = true
    await expect(cache.get('a', load)).resolves.toBe('valor')
    // A value held costs nothing: it is not asked for.
    allowed = false
    await expect(cache.get('a', load)).resolves.toBe('valor')
    expect(beforeLoad).toHaveBeenCalledTimes(2)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('shares one load among callers that were all allowed at once', async () => {
    const cache = createTtlCache(60_000, { beforeLoad: async () => undefined })
    const load = jest.fn(async () => 'valor')
    await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('keeps at most its number of entries, dropping the oldest', async () => {
    const cache = createTtlCache(60_000, { maxEntries: 2 })
    const load = jest.fn(async () => 1)
    await cache.get('a', load)
    await cache.get('b', load)
    await cache.get('c', load)
    await cache.get('a', load)
    expect(load).toHaveBeenCalledTimes(4)
  })
})

describe('createTtlCache shared through Redis', () => {
  const testRedis = withTestRedis()
  /** A client of its own (another process's), on keys no other test uses. */
  const redisStore = testRedis.store

  it('loads a key once for two processes, and stores it under the prefix with the TTL', async () => {
    const first = redisStore()
    const caches = [first, redisStore(first.prefix)].map((shared) =>
      createTtlCache(60_000, { shared }),
    )
    const load = jest.fn(async () => ({ items: [{ id: 7, title: 'Casa en Palermo' }], total: 1 }))
    const [a, b] = await Promise.all([
      caches[0]!.get('search:x', load),
      caches[0]!.get('search:x', load),
    ])
    expect(await caches[1]!.get('search:x', load)).toEqual(a)
    expect(b).toBe(a)
    expect(load).toHaveBeenCalledTimes(1)
    const ttl = await first.redis.pttl(`${first.prefix}cache:v1:search:x`)
    expect(ttl).toBeGreaterThan(55_000)
    expect(ttl).toBeLessThanOrEqual(60_000)
  })

  it('counts where each read was answered: the services, Redis, this process’s memory', async () => {
    const first = redisStore()
    const caches = [first, redisStore(first.prefix)].map((shared) =>
      createTtlCache(60_000, { shared }),
    )
    const load = async () => 'valor'
    expect(
      await lookupsDuring(async () => {
        await caches[0]!.get('k', load)
        await caches[1]!.get('k', load)
        await caches[1]!.get('k', load)
      }),
    ).toEqual(['servicio', 'redis', 'memoria'])
  })

  it('loads again once the TTL has passed, in every process', async () => {
    const first = redisStore()
    const caches = [first, redisStore(first.prefix)].map((shared) =>
      createTtlCache(100, { shared }),
    )
    let calls = 0
    const load = async () => ++calls
    expect(await caches[0]!.get('k', load)).toBe(1)
    expect(await caches[1]!.get('k', load)).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(await caches[1]!.get('k', load)).toBe(2)
    expect(await caches[0]!.get('k', load)).toBe(2)
  })

  it('keeps a copy read from Redis only until it expires there', async () => {
    let now = 0
    const first = redisStore()
    const writer = createTtlCache(60_000, { shared: first, now: () => now })
    const reader = createTtlCache(60_000, { shared: redisStore(first.prefix), now: () => now })
    let calls = 0
    const load = async () => ++calls
    await writer.get('k', load)
    now = 50_000
    expect(await reader.get('k', load)).toBe(1)
    await first.redis.del(`${first.prefix}cache:v1:k`)
    now = 59_999
    expect(await reader.get('k', load)).toBe(1)
    // Not a whole TTL from when the reader read it: the copy was 50 s old by then.
    now = 60_000
    expect(await reader.get('k', load)).toBe(2)
  })

  it('does not store a failed load, nor a value too large to share', async () => {
    const store = redisStore()
    const cache = createTtlCache(60_000, { shared: store })
    await expect(cache.get('k', () => Promise.reject(new Error('caído')))).rejects.toThrow('caído')
    await expect(cache.get('k', async () => 'ya anda')).resolves.toBe('ya anda')
    expect(await store.redis.get(`${store.prefix}cache:v1:k`)).toContain('ya anda')
    await cache.get('grande', async () => 'x'.repeat(1_100_000))
    expect(await store.redis.exists(`${store.prefix}cache:v1:grande`)).toBe(0)
  })

  it('loads from the services, warning once, while Redis hangs or is down', async () => {
    const own = await startRedis()
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      // Each read a minute after the last: this process's copy has always expired.
      let now = 0
      const later = () => (now += 60_000)
      const cache = createTtlCache(60_000, { shared: redisStore(undefined, own.url), now: later })
      let calls = 0
      const load = async () => ++calls
      expect(await cache.get('k', load)).toBe(1)
      own.pause()
      const started = Date.now()
      expect(await cache.get('k', load)).toBe(2)
      expect(Date.now() - started).toBeLessThan(1_500)
      own.resume()
      await own.stop()
      expect(await cache.get('k', load)).toBe(3)
      expect(warn).toHaveBeenCalledTimes(1)
      expect(warn.mock.calls[0]![0]).toMatch(/Redis no responde/)
    } finally {
      warn.mockRestore()
      await own.stop()
    }
  })
})
