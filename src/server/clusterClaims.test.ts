/** @jest-environment node */
import { linkedWorker } from '../../__tests__/support/primary'
import { createMemoryClaims } from './claims'
import { claimHandlers, createPrimaryClaims } from './clusterClaims'
import { answerPrimaryRequest, primaryRequester, type PrimaryChannel } from './primaryRequests'

/** Workers of one server, whose primary keeps the claims in its memory. */
function cluster({ answering = true } = {}) {
  const handlers = claimHandlers(createMemoryClaims())
  return () => primaryRequester(linkedWorker(handlers, { answering }))
}

describe('claims kept by the primary for its workers', () => {
  it('are one set of claims for two workers', async () => {
    const worker = cluster()
    const [one, other] = [createPrimaryClaims(worker()), createPrimaryClaims(worker())]
    expect(await one.claim(['a', 'b'], 'pendiente', 60_000, 0)).toBeNull()
    expect(await other.claim(['b'], 'otro', 60_000, 1)).toBe('pendiente')
    await one.keep(['a', 'b'], 'respuesta', 60_000, 2)
    expect(await other.claim(['a'], 'otro', 60_000, 3)).toBe('respuesta')
    // A claim given up is given up for everyone, but only by the one that holds it.
    await other.claim(['c'], 'de otro', 60_000, 4)
    await one.release(['c'], 'pendiente', 5)
    expect(await one.claim(['c'], 'x', 60_000, 6)).toBe('de otro')
    await other.release(['c'], 'de otro', 7)
    expect(await one.claim(['c'], 'x', 60_000, 8)).toBeNull()
  })

  it('claim a key for exactly one of many posts made at once through both workers', async () => {
    const worker = cluster()
    const workers = [createPrimaryClaims(worker()), createPrimaryClaims(worker())]
    const held = await Promise.all(
      Array.from({ length: 10 }, (_, i) => workers[i % 2]!.claim(['lead'], `post-${i}`, 60_000, 0)),
    )
    expect(held.filter((value) => value === null)).toHaveLength(1)
  })

  it('are made in the worker’s memory when the primary does not answer in time', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const memory = createMemoryClaims()
    const store = createPrimaryClaims(cluster({ answering: false })(), { memory, timeoutMs: 20 })
    expect(await store.claim(['a'], 'pendiente', 60_000, 0)).toBeNull()
    // The claim lives where it was made: a second post through this worker is held back.
    expect(await memory.claim(['a'], 'otro', 60_000, 1)).toBe('pendiente')
    await store.keep(['a'], 'respuesta', 60_000, 2)
    expect(await memory.claim(['a'], 'otro', 60_000, 3)).toBe('respuesta')
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('el proceso principal no responde'),
      'sin respuesta en 20 ms',
    )
    warn.mockRestore()
  })

  it('are made in the worker’s memory at once when the channel is gone', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const gone: PrimaryChannel = {
      send: (_, sent) => sent(new Error('channel closed')),
      listen: () => {},
    }
    const store = createPrimaryClaims(primaryRequester(gone), { timeoutMs: 60_000 })
    expect(await store.claim(['a'], 'pendiente', 60_000, 0)).toBeNull()
    expect(await store.claim(['a'], 'otro', 60_000, 1)).toBe('pendiente')
    warn.mockRestore()
  })
})

describe('the primary’s claims', () => {
  const request = {
    operation: 'claim',
    keys: ['a'],
    value: 'v',
    ttlMs: 60_000,
    now: 0,
  }
  const asked = (payload: unknown) =>
    answerPrimaryRequest(claimHandlers(createMemoryClaims()), {
      type: 'sitio:reclamos',
      id: 'w:1',
      payload,
    })

  it('refuse a malformed request by its id, so that its worker does not wait', async () => {
    const refused = [
      null,
      { ...request, operation: 'flush' },
      { ...request, keys: [] },
      { ...request, keys: Array.from({ length: 9 }, (_, i) => `k${i}`) },
      { ...request, keys: ['a'.repeat(257)] },
      { ...request, keys: [1] },
      { ...request, value: 'x'.repeat(4 * 1024 + 1) },
      { ...request, ttlMs: -1 },
      { ...request, ttlMs: Number.NaN },
      { ...request, ttlMs: 3 * 24 * 60 * 60_000 },
      { ...request, now: null },
    ]
    for (const payload of refused)
      expect(await asked(payload)).toEqual({
        type: 'sitio:respuesta',
        id: 'w:1',
        error: expect.any(String),
      })
    expect(await asked(request)).toEqual({ type: 'sitio:respuesta', id: 'w:1', result: null })
  })

  it('reach the worker’s memory when they refuse', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const refusing = primaryRequester(
      linkedWorker({
        'sitio:reclamos': async () => {
          throw new Error('claves inválidas')
        },
      }),
    )
    const store = createPrimaryClaims(refusing, { timeoutMs: 60_000 })
    expect(await store.claim(['a'], 'pendiente', 60_000, 0)).toBeNull()
    expect(await store.claim(['a'], 'otro', 60_000, 1)).toBe('pendiente')
    expect(warn).toHaveBeenCalledWith(expect.any(String), 'claves inválidas')
    warn.mockRestore()
  })
})
