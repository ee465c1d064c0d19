/** @jest-environment node */
import { startRedis, withTestRedis } from '../../__tests__/support/redis'
import { createMemoryClaims, createRedisClaims, type ClaimStore } from './claims'

const testRedis = withTestRedis()

const stores: [string, () => ClaimStore][] = [
  ['memory', () => createMemoryClaims()],
  ['Redis', () => createRedisClaims(testRedis.store())],
]

describe.each(stores)('claims in %s', (_, makeStore) => {
  it('claims every key or none, and answers what holds the first one taken', async () => {
    const store = makeStore()
    expect(await store.claim(['a', 'b'], 'primero', 60_000, 0)).toBeNull()
    expect(await store.claim(['c', 'b'], 'segundo', 60_000, 1)).toBe('primero')
    // Nothing of the refused claim was taken: 'c' is free.
    expect(await store.claim(['c'], 'tercero', 60_000, 2)).toBeNull()
  })

  it('settles a claim with its outcome, and gives up only its own', async () => {
    const store = makeStore()
    await store.claim(['a'], 'pendiente', 60_000, 0)
    await store.release(['a'], 'de otro', 1)
    expect(await store.claim(['a'], 'x', 60_000, 2)).toBe('pendiente')
    await store.keep(['a'], 'respuesta', 60_000, 3)
    await store.release(['a'], 'pendiente', 4)
    expect(await store.claim(['a'], 'x', 60_000, 5)).toBe('respuesta')
    await store.claim(['b'], 'pendiente', 60_000, 6)
    await store.release(['b'], 'pendiente', 7)
    expect(await store.claim(['b'], 'otro', 60_000, 8)).toBeNull()
  })
})

describe('claims in memory, on a clock of the test', () => {
  it('forgets a claim once its time has passed', async () => {
    const store = createMemoryClaims()
    await store.claim(['a'], 'pendiente', 1_000, 0)
    expect(await store.claim(['a'], 'x', 1_000, 999)).toBe('pendiente')
    expect(await store.claim(['a'], 'después', 1_000, 1_000)).toBeNull()
    await store.keep(['a'], 'respuesta', 10 * 60_000, 1_001)
    expect(await store.claim(['a'], 'x', 1_000, 10 * 60_000 + 1_000)).toBe('respuesta')
    expect(await store.claim(['a'], 'x', 1_000, 10 * 60_000 + 1_001)).toBeNull()
  })

  it('holds at most its number of keys, forgetting the oldest first', async () => {
    const store = createMemoryClaims(2)
    for (const key of ['a', 'b', 'c']) await store.claim([key], key, 60_000, 0)
    expect(await store.claim(['a'], 'x', 60_000, 1)).toBeNull()
    expect(await store.claim(['c'], 'x', 60_000, 1)).toBe('c')
  })
})

describe('claims shared through Redis', () => {
  it('are one set of claims for two machines, each with its own client', async () => {
    const { prefix } = testRedis.store()
    const [one, other] = [testRedis.store(prefix), testRedis.store(prefix)].map((store) =>
      createRedisClaims(store),
    )
    // Ten posts at once through both: exactly one claims the key.
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? one! : other!).claim(['k'], `p${i}`, 60_000)),
    )
    expect(claims.filter((held) => held === null)).toHaveLength(1)
    const winner = `p${claims.indexOf(null)}`
    expect(new Set(claims.filter((held) => held !== null))).toEqual(new Set([winner]))
    await one!.keep(['k'], 'respuesta', 60_000)
    expect(await other!.claim(['k'], 'x', 60_000)).toBe('respuesta')
  })

  it('keeps each key under the prefix for its time to live', async () => {
    const store = testRedis.store('sitio-claims:')
    await createRedisClaims(store).claim(['k'], 'pendiente', 120_000)
    const ttl = await store.redis.pttl('sitio-claims:una-vez:k')
    expect(ttl).toBeGreaterThan(115_000)
    expect(ttl).toBeLessThanOrEqual(120_000)
    await createRedisClaims(store).keep(['k'], 'respuesta', 600_000)
    expect(await store.redis.pttl('sitio-claims:una-vez:k')).toBeGreaterThan(595_000)
  })

  it('claims in memory, warning once, while Redis is down', async () => {
    const own = await startRedis()
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const store = createRedisClaims(testRedis.store('caida:', own.url))
      expect(await store.claim(['a'], 'en-redis', 60_000)).toBeNull()
      await own.stop()
      const started = Date.now()
      expect(await store.claim(['b'], 'en-memoria', 60_000)).toBeNull()
      expect(await store.claim(['b'], 'x', 60_000)).toBe('en-memoria')
      expect(Date.now() - started).toBeLessThan(2_500)
      expect(warn).toHaveBeenCalledTimes(1)
      expect(warn.mock.calls[0]![0]).toMatch(/Redis no responde/)
    } finally {
      warn.mockRestore()
      await own.stop()
    }
  }, 15_000)
})
