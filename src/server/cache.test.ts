import { createTtlCache } from './cache'

describe('createTtlCache', () => {
  it('answers repeated keys from memory until they expire, sharing a call in flight', async () => {
    let now = 0
    const cache = createTtlCache(1_000, 10, () => now)
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

  it('keeps at most its number of entries, dropping the oldest', async () => {
    const cache = createTtlCache(60_000, 2)
    const load = jest.fn(async () => 1)
    await cache.get('a', load)
    await cache.get('b', load)
    await cache.get('c', load)
    await cache.get('a', load)
    expect(load).toHaveBeenCalledTimes(4)
  })
})
