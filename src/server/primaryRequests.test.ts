/** @jest-environment node */
import { linkedWorker } from '../../__tests__/support/primary'
import {
  answerPrimaryRequest,
  PRIMARY_ANSWERS_ENV,
  primaryChannel,
  primaryRequester,
  type PrimaryChannel,
  type PrimaryHandlers,
} from './primaryRequests'

const echo: PrimaryHandlers = {
  'prueba:eco': async (payload) => payload,
  'prueba:falla': async () => {
    throw new Error('no se pudo')
  },
}

describe('requests to the primary', () => {
  it('resolve with the primary’s result, each with its own, however many are in flight', async () => {
    const ask = primaryRequester(linkedWorker(echo))
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => ask('prueba:eco', { i }, 1_000)),
    )
    expect(results).toEqual([0, 1, 2, 3, 4].map((i) => ({ i })))
  })

  it('reject with the primary’s error', async () => {
    const ask = primaryRequester(linkedWorker(echo))
    await expect(ask('prueba:falla', null, 1_000)).rejects.toThrow('no se pudo')
  })

  it('reject when no answer comes in time', async () => {
    const ask = primaryRequester(linkedWorker(echo, { answering: false }))
    await expect(ask('prueba:eco', 1, 20)).rejects.toThrow('sin respuesta en 20 ms')
    // A kind the primary does not handle is not answered either: the worker does not hang.
    const unanswered = primaryRequester(linkedWorker(echo))
    await expect(unanswered('prueba:otra', 1, 20)).rejects.toThrow('sin respuesta en 20 ms')
  })

  it('reject at once when the message cannot leave', async () => {
    const gone: PrimaryChannel = {
      send: (_, sent) => sent(new Error('channel closed')),
      listen: () => {},
    }
    const started = Date.now()
    await expect(primaryRequester(gone)('prueba:eco', 1, 60_000)).rejects.toThrow('channel closed')
    expect(Date.now() - started).toBeLessThan(1_000)
  })
})

describe('the primary’s answers', () => {
  it('leave every other message of a worker to the supervisor and other libraries', async () => {
    const others = [
      'sitio:listo',
      null,
      7,
      { type: 'prom-client:getMetricsRes', requestId: 1 },
      { type: 'prueba:eco' },
      { type: 'toString', id: '1' },
    ]
    for (const message of others) expect(await answerPrimaryRequest(echo, message)).toBeNull()
  })
})

describe('the channel to the primary', () => {
  const host = { send: jest.fn(), on: jest.fn() } as unknown as NodeJS.Process

  it('is there only in a worker its supervisor said it answers', () => {
    expect(primaryChannel({}, host)).toBeNull()
    expect(primaryChannel({ [PRIMARY_ANSWERS_ENV]: '1' }, { on: jest.fn() } as never)).toBeNull()
    expect(primaryChannel({ [PRIMARY_ANSWERS_ENV]: '1' }, host)).not.toBeNull()
  })

  it('reports a message that could not leave', () => {
    const closed = {
      send: () => {
        throw new Error('Channel closed')
      },
      on: jest.fn(),
    } as unknown as NodeJS.Process
    const sent = jest.fn()
    primaryChannel({ [PRIMARY_ANSWERS_ENV]: '1' }, closed)!.send(
      { type: 'prueba:eco', id: '1', payload: null },
      sent,
    )
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ message: 'Channel closed' }))
  })
})
