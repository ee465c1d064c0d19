import { http, HttpResponse } from 'msw'
import { setupMswServer } from '../../__tests__/support/msw'
import { createServiceClient, parseRetryAfter, ServiceError, toQueryString } from './http'

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
