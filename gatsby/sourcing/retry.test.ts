import { ServiceError } from '../../src/broker'
import { isTransient, retryDelay, withRetries, DEFAULT_RETRY } from './retry'

const failure = (status: number | null, retryAfterMs: number | null = null) =>
  new ServiceError({
    service: 'proxy',
    kind: status === null ? 'network' : 'http',
    method: 'GET',
    url: 'http://proxy.test/x',
    status,
    retryAfterMs,
  })

/** A call that fails with the given errors, in order, then succeeds. */
function flaky(errors: unknown[]) {
  let calls = 0
  const call = jest.fn(async () => {
    const error = errors[calls++]
    if (error) throw error
    return 'ok'
  })
  return call
}

describe('withRetries', () => {
  const sleeps: number[] = []
  const sleep = async (ms: number) => {
    sleeps.push(ms)
  }
  beforeEach(() => {
    sleeps.length = 0
  })

  it('retries network errors, 429 and 5xx, then succeeds', async () => {
    const call = flaky([failure(null), failure(503), failure(429, 2000)])
    await expect(withRetries(call, { sleep })).resolves.toBe('ok')
    expect(call).toHaveBeenCalledTimes(4)
    expect(sleeps).toHaveLength(3)
    expect(sleeps[2]).toBe(2000)
  })

  it('gives up after 3 retries with the last error', async () => {
    const last = failure(500)
    const call = flaky([failure(502), failure(503), failure(504), last])
    await expect(withRetries(call, { sleep })).rejects.toBe(last)
    expect(call).toHaveBeenCalledTimes(4)
  })

  it('does not retry what another try cannot fix', async () => {
    for (const error of [failure(404), failure(400), failure(401), new TypeError('bug')]) {
      const call = flaky([error])
      await expect(withRetries(call, { sleep })).rejects.toBe(error)
      expect(call).toHaveBeenCalledTimes(1)
    }
    expect(sleeps).toEqual([])
  })

  it('tells the log about each retry', async () => {
    const onRetry = jest.fn()
    await withRetries(flaky([failure(503)]), { sleep, onRetry })
    expect(onRetry).toHaveBeenCalledWith(
      expect.objectContaining({ attempt: 1, delayMs: expect.any(Number) }),
    )
  })
})

describe('retryDelay', () => {
  it('backs off exponentially with up to 25% jitter', () => {
    expect(retryDelay(1, failure(503), DEFAULT_RETRY, () => 0)).toBe(500)
    expect(retryDelay(2, failure(503), DEFAULT_RETRY, () => 0)).toBe(1000)
    expect(retryDelay(3, failure(503), DEFAULT_RETRY, () => 0)).toBe(2000)
    expect(retryDelay(3, failure(503), DEFAULT_RETRY, () => 1)).toBe(2500)
  })

  it('honours Retry-After, within the longest wait', () => {
    expect(retryDelay(1, failure(429, 3000), DEFAULT_RETRY)).toBe(3000)
    expect(retryDelay(1, failure(429, 120_000), DEFAULT_RETRY)).toBe(10_000)
  })

  it('knows which failures are transient', () => {
    expect(isTransient(failure(null))).toBe(true)
    expect(isTransient(failure(429))).toBe(true)
    expect(isTransient(failure(404))).toBe(false)
    expect(isTransient(new Error('x'))).toBe(false)
  })
})
