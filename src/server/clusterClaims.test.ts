/** @jest-environment node */
import { createMemoryClaims, type ClaimStore } from './claims'
import {
  answerClaimRequest,
  CLAIMS_IN_PRIMARY_ENV,
  createPrimaryClaims,
  primaryChannel,
  type PrimaryChannel,
} from './clusterClaims'

/**
 * Workers linked to one primary the way node:cluster links them: each message serialised as
 * JSON and delivered later, the primary answering each worker on its own channel.
 */
function cluster({ answering = true } = {}) {
  const primary = createMemoryClaims()
  const received: unknown[] = []
  const worker = (): PrimaryChannel => {
    const listeners: ((message: unknown) => void)[] = []
    return {
      send(message, sent) {
        const copy: unknown = JSON.parse(JSON.stringify(message))
        setImmediate(() => {
          sent(null)
          received.push(copy)
          if (!answering) return
          void answerClaimRequest(primary, copy).then((answer) => {
            const back: unknown = JSON.parse(JSON.stringify(answer))
            setImmediate(() => listeners.forEach((listener) => listener(back)))
          })
        })
      },
      listen: (listener) => listeners.push(listener),
    }
  }
  return { worker, received }
}

describe('claims kept by the primary for its workers', () => {
  it('are one set of claims for two workers', async () => {
    const { worker } = cluster()
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
    const { worker } = cluster()
    const workers = [createPrimaryClaims(worker()), createPrimaryClaims(worker())]
    const held = await Promise.all(
      Array.from({ length: 10 }, (_, i) => workers[i % 2]!.claim(['lead'], `post-${i}`, 60_000, 0)),
    )
    expect(held.filter((value) => value === null)).toHaveLength(1)
  })

  it('are made in the worker’s memory when the primary does not answer in time', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const { worker } = cluster({ answering: false })
    const memory = createMemoryClaims()
    const store = createPrimaryClaims(worker(), { memory, timeoutMs: 20 })
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
    const store = createPrimaryClaims(gone, { timeoutMs: 60_000 })
    const started = Date.now()
    expect(await store.claim(['a'], 'pendiente', 60_000, 0)).toBeNull()
    expect(await store.claim(['a'], 'otro', 60_000, 1)).toBe('pendiente')
    expect(Date.now() - started).toBeLessThan(1_000)
    warn.mockRestore()
  })
})

describe('the primary’s answers', () => {
  const store = (): ClaimStore => createMemoryClaims()

  it('leave every other message of a worker to the supervisor', async () => {
    for (const message of [
      'sitio:listo',
      null,
      7,
      { type: 'otro', id: '1' },
      { type: 'sitio:reclamos' },
    ])
      expect(await answerClaimRequest(store(), message)).toBeNull()
  })

  it('refuse a malformed request by its id, so that its worker does not wait', async () => {
    const request = {
      type: 'sitio:reclamos',
      id: 'w:1',
      operation: 'claim',
      keys: ['a'],
      value: 'v',
      ttlMs: 60_000,
      now: 0,
    }
    const refused = [
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
    for (const message of refused)
      expect(await answerClaimRequest(store(), message)).toEqual({
        type: 'sitio:reclamos:respuesta',
        id: 'w:1',
        error: expect.any(String),
      })
    expect(await answerClaimRequest(store(), request)).toEqual({
      type: 'sitio:reclamos:respuesta',
      id: 'w:1',
      held: null,
    })
  })

  it('reach the worker’s memory when they refuse', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const listeners: ((message: unknown) => void)[] = []
    const refusing: PrimaryChannel = {
      send: (message, sent) => {
        sent(null)
        const answer = {
          type: 'sitio:reclamos:respuesta',
          id: message.id,
          error: 'claves inválidas',
        }
        setImmediate(() => listeners.forEach((listener) => listener(answer)))
      },
      listen: (listener) => listeners.push(listener),
    }
    const store = createPrimaryClaims(refusing, { timeoutMs: 60_000 })
    expect(await store.claim(['a'], 'pendiente', 60_000, 0)).toBeNull()
    expect(await store.claim(['a'], 'otro', 60_000, 1)).toBe('pendiente')
    expect(warn).toHaveBeenCalledWith(expect.any(String), 'claves inválidas')
    warn.mockRestore()
  })
})

describe('the channel to the primary', () => {
  const host = { send: jest.fn(), on: jest.fn() } as unknown as NodeJS.Process

  it('is there only in a worker its supervisor said answers claims', () => {
    expect(primaryChannel({}, host)).toBeNull()
    expect(primaryChannel({ [CLAIMS_IN_PRIMARY_ENV]: '1' }, { on: jest.fn() } as never)).toBeNull()
    expect(primaryChannel({ [CLAIMS_IN_PRIMARY_ENV]: '1' }, host)).not.toBeNull()
  })

  it('reports a message that could not leave', () => {
    const closed = {
      send: () => {
        throw new Error('Channel closed')
      },
      on: jest.fn(),
    } as unknown as NodeJS.Process
    const sent = jest.fn()
    primaryChannel({ [CLAIMS_IN_PRIMARY_ENV]: '1' }, closed)!.send(
      {
        type: 'sitio:reclamos',
        id: '1',
        operation: 'claim',
        keys: ['a'],
        value: 'v',
        ttlMs: 1,
        now: 0,
      },
      sent,
    )
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ message: 'Channel closed' }))
  })
})
