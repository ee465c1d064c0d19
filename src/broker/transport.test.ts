import { AxiosError, type InternalAxiosRequestConfig } from 'axios'
import { http, HttpResponse } from 'msw'
import { inspect } from 'node:util'
import { setupMswServer } from '../../__tests__/support/msw'
import { createServiceClient, parseRetryAfter, ServiceError, toQueryString } from './transport'

const BASE = 'http://svc.test/prefix'
const { server, requests } = setupMswServer()

describe('createServiceClient', () => {
  const client = createServiceClient('proxy', BASE, { headers: { 'X-TOKKO-KEY': 'k' } })

  it('appends the path to a base URL with a prefix and sends the configured headers', async () => {
    server.use(http.get(`${BASE}/api/thing`, () => HttpResponse.json({ ok: 1 })))
    await expect(client.get('/api/thing', { a: 1, skip: undefined, none: null })).resolves.toEqual({
      ok: 1,
    })
    expect(requests).toHaveLength(1)
    expect(requests[0]!.url.pathname).toBe('/prefix/api/thing')
    expect(requests[0]!.url.search).toBe('?a=1')
    expect(requests[0]!.headers.get('x-tokko-key')).toBe('k')
  })

  it('rejects with a retryable ServiceError on 503, carrying Retry-After', async () => {
    server.use(
      http.get(`${BASE}/down`, () =>
        HttpResponse.json({ error: 'busy' }, { status: 503, headers: { 'Retry-After': '2' } }),
      ),
    )
    const error = await client.get('/down').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ServiceError)
    const serviceError = error as ServiceError
    expect(serviceError).toMatchObject({
      service: 'proxy',
      kind: 'http',
      status: 503,
      retryAfterMs: 2000,
    })
    expect(serviceError.retryable).toBe(true)
    expect(serviceError.body).toEqual({ error: 'busy' })
    expect(serviceError.message).toContain('respondió 503')
  })

  it('marks 404 as not found and not retryable', async () => {
    server.use(
      http.get(`${BASE}/missing`, () => HttpResponse.json({ error: 'x' }, { status: 404 })),
    )
    const error = (await client.get('/missing').catch((e: unknown) => e)) as ServiceError
    expect(error.notFound).toBe(true)
    expect(error.retryable).toBe(false)
  })

  it('turns a network failure into kind network', async () => {
    server.use(http.get(`${BASE}/net`, () => HttpResponse.error()))
    const error = (await client.get('/net').catch((e: unknown) => e)) as ServiceError
    expect(error).toBeInstanceOf(ServiceError)
    expect(error.kind).toBe('network')
    expect(error.retryable).toBe(true)
  })

  it('turns a JSON content type with an unreadable body into invalid-response', async () => {
    server.use(
      http.get(
        `${BASE}/bad`,
        () => new HttpResponse('{not json', { headers: { 'Content-Type': 'application/json' } }),
      ),
    )
    const error = (await client.get('/bad').catch((e: unknown) => e)) as ServiceError
    expect(error.kind).toBe('invalid-response')
    expect(error.retryable).toBe(false)
  })

  it('posts a JSON body', async () => {
    server.use(http.post(`${BASE}/form`, () => HttpResponse.json({ ok: true }, { status: 201 })))
    await client.post('/form', { a: 'á' }, { client: 6 })
    expect(requests[0]).toMatchObject({ method: 'POST', body: { a: 'á' } })
    expect(requests[0]!.url.searchParams.get('client')).toBe('6')
    expect(requests[0]!.headers.get('content-type')).toContain('application/json')
  })
})

describe('credentials in errors', () => {
  const KEY = 'sk-live-7f3a9c2e'
  const proxy = createServiceClient('proxy', BASE, { headers: { 'X-TOKKO-KEY': KEY } })
  const broker = createServiceClient('broker', BASE, { timeoutMs: 200 })
  /** The call's ServiceError; a call that succeeds fails the test. */
  const failure = (call: Promise<unknown>): Promise<ServiceError> =>
    call.then(
      () => {
        throw new Error('the call should have failed')
      },
      (error: unknown) => error as ServiceError,
    )
  const brokerGet = (path: string) => failure(broker.get(path, { key: KEY, lang: 'es' }))

  /** Everything a log could print of the error: message, fields, cause, JSON, inspection. */
  function everythingShown(error: ServiceError): string {
    return [
      error.message,
      error.url,
      String(error.stack),
      JSON.stringify(error),
      JSON.stringify(error.cause),
      JSON.stringify(error.body),
      inspect(error, { depth: null, showHidden: true }),
      String(error),
    ].join('\n')
  }

  function expectNoKey(error: ServiceError) {
    expect(error).toBeInstanceOf(ServiceError)
    expect(everythingShown(error)).not.toContain(KEY)
    expect(everythingShown(error)).not.toMatch(/x-tokko-key['"]?\s*[:=]\s*['"]?sk-/i)
  }

  it('redacts the key of the address in the message and url, keeping the rest', async () => {
    server.use(http.get(`${BASE}/down`, () => HttpResponse.json({ error: 'x' }, { status: 503 })))
    const error = await brokerGet('/down')
    expect(error.url).toBe(`${BASE}/down?key=[oculta]&lang=es`)
    expect(error.message).toBe(`Tokko Broker respondió 503 (GET ${BASE}/down?key=[oculta]&lang=es)`)
    expectNoKey(error)
  })

  it('keeps the code, status and message of the transport error, not its config', async () => {
    server.use(http.get(`${BASE}/down`, () => HttpResponse.json({ error: 'x' }, { status: 502 })))
    const error = await failure(proxy.get('/down'))
    expect(error.cause).toEqual({
      name: 'AxiosError',
      message: 'Request failed with status code 502',
      code: 'ERR_BAD_RESPONSE',
      status: 502,
    })
    expect(inspect(error, { depth: null })).not.toMatch(/config|headers|X-TOKKO-KEY/i)
    expectNoKey(error)
  })

  it('redacts a key the server echoes in its error body', async () => {
    server.use(
      http.get(`${BASE}/refused`, () =>
        HttpResponse.json(
          { error: `Invalid key ${KEY}`, request: `/refused?key=${KEY}`, key: KEY },
          { status: 401 },
        ),
      ),
    )
    const error = await brokerGet('/refused')
    expect(error.body).toEqual({
      error: 'Invalid key [oculta]',
      request: '/refused?key=[oculta]',
      key: '[oculta]',
    })
    expectNoKey(error)
    const fromProxy = await failure(proxy.get('/refused'))
    expect(fromProxy.body).toMatchObject({ error: 'Invalid key [oculta]' })
    expectNoKey(fromProxy)
  })

  it('leaks nothing on a network failure, a timeout or an unreadable answer', async () => {
    server.use(
      http.get(`${BASE}/net`, () => HttpResponse.error()),
      http.get(
        `${BASE}/bad`,
        () =>
          new HttpResponse(`{not json ${KEY}`, { headers: { 'Content-Type': 'application/json' } }),
      ),
    )
    const network = await brokerGet('/net')
    expect(network.kind).toBe('network')
    expectNoKey(network)
    expectNoKey(await failure(proxy.get('/net')))
    // msw cannot make axios time out: an adapter fails as axios does, with the request's config.
    const timingOut = (config: InternalAxiosRequestConfig) =>
      Promise.reject(new AxiosError('timeout of 200ms exceeded', 'ECONNABORTED', config))
    const slow = await failure(broker.get('/slow', { key: KEY }, { adapter: timingOut }))
    expect(slow.kind).toBe('timeout')
    expect(slow.cause).toMatchObject({ code: 'ECONNABORTED' })
    expectNoKey(slow)
    const slowProxy = await failure(proxy.get('/slow', {}, { adapter: timingOut }))
    expect(slowProxy.kind).toBe('timeout')
    expectNoKey(slowProxy)
    const bad = await brokerGet('/bad')
    expect(bad.kind).toBe('invalid-response')
    expectNoKey(bad)
  })

  it('redacts whatever constructs it, even without being told the secrets', () => {
    const error = new ServiceError({
      service: 'maps',
      kind: 'network',
      method: 'GET',
      url: `https://maps.example/geocode/json?address=x&key=${KEY}`,
      cause: Object.assign(new Error(`connect failed for /geocode/json?key=${KEY}`), {
        code: 'ECONNREFUSED',
        config: { headers: { 'X-TOKKO-KEY': KEY }, url: `/x?key=${KEY}` },
      }),
    })
    expect(error.cause).toEqual({
      name: 'Error',
      message: 'connect failed for /geocode/json?key=[oculta]',
      code: 'ECONNREFUSED',
    })
    expectNoKey(error)
  })
})

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, and ignores junk', () => {
    expect(parseRetryAfter('3')).toBe(3000)
    expect(parseRetryAfter('Thu, 01 Jan 1970 00:00:10 GMT', 4000)).toBe(6000)
    expect(parseRetryAfter('soon')).toBeNull()
    expect(parseRetryAfter(undefined)).toBeNull()
  })
})

describe('toQueryString', () => {
  it('keeps order and drops null and undefined', () => {
    expect(toQueryString({ b: 2, a: 'x y', c: null, d: undefined, e: false })).toBe(
      'b=2&a=x+y&e=false',
    )
  })
})
