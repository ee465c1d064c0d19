import { onDemand } from './onDemand'

describe('onDemand', () => {
  it('fetches once, and keeps what arrived', async () => {
    const fetch = jest.fn(() => Promise.resolve({ name: 'mapa' }))
    const code = onDemand(fetch)
    expect(code.loaded()).toBeUndefined()
    const [first, second] = await Promise.all([code.load(), code.load()])
    expect(first).toBe(second)
    expect(code.loaded()).toBe(first)
    await code.load()
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('forgets a failed fetch, so the next ask fetches again', async () => {
    const fetch = jest
      .fn<Promise<{ name: string }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce({ name: 'mapa' })
    const code = onDemand(fetch)
    await expect(code.load()).rejects.toThrow('ChunkLoadError')
    expect(code.loaded()).toBeUndefined()
    await expect(code.load()).resolves.toEqual({ name: 'mapa' })
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})
