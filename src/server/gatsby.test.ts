/**
 * @jest-environment node
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby'
import { gatsbyFunction, serialised } from './gatsby'
import type { ApiRequest } from './apiAnswers'

jest.mock('./context', () => ({ serverContext: () => ({}) }))

function call(
  answer: (request: ApiRequest) => { status: number; body: unknown },
  headers: Record<string, string> = {},
  platform: Record<string, unknown> = { visitorAddress: '198.51.100.4' },
) {
  const sent: { status?: number; headers: Record<string, string>; text?: string } = {
    headers: {},
  }
  const response = {
    setHeader: (name: string, value: string) => (sent.headers[name.toLowerCase()] = value),
    status(code: number) {
      sent.status = code
      return response
    },
    end: (bytes?: Buffer) => (sent.text = bytes?.toString() ?? ''),
  }
  const handler = gatsbyFunction(() => async (request) => ({
    headers: { 'Cache-Control': 'no-store' },
    ...answer(request),
  }))
  const request = {
    method: 'GET',
    url: '/api/x?a=1',
    headers,
    params: {},
    socket: { remoteAddress: '127.0.0.1' },
    ...platform,
  }
  return handler(
    request as unknown as GatsbyFunctionRequest,
    response as unknown as GatsbyFunctionResponse,
  ).then(() => sent)
}

describe('gatsbyFunction', () => {
  it('answers JSON with an ETag, and 304 to a browser that holds it', async () => {
    const body = { items: [{ id: 1 }] }
    const first = await call(() => ({ status: 200, body }))
    expect(first.status).toBe(200)
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(JSON.parse(first.text!)).toEqual(body)
    const etag = first.headers.etag!
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await call(() => ({ status: 200, body }), { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.text).toBe('')
  })

  it('hands the handler the address the production server resolved', async () => {
    let seen: ApiRequest | undefined
    await call((request) => {
      seen = request
      return { status: 200, body: {} }
    })
    expect(seen).toMatchObject({ visitorAddress: '198.51.100.4', search: 'a=1', method: 'GET' })
  })

  it("takes Netlify's address header only from a request Netlify's adapter made", async () => {
    const seen: (string | undefined)[] = []
    const record = (request: ApiRequest) => {
      seen.push(request.visitorAddress)
      return { status: 200, body: {} }
    }
    const header = { 'x-nf-client-connection-ip': '203.0.113.9' }
    await call(record, header, { netlifyFunctionParams: { event: {}, context: {} } })
    await call(record, header, {})
    expect(seen).toEqual(['203.0.113.9', undefined])
  })

  it('answers a 204 with no body and no type', async () => {
    const sent = await call(() => ({ status: 204, body: null }))
    expect(sent.status).toBe(204)
    expect(sent.text).toBe('')
    expect(sent.headers['content-type']).toBeUndefined()
  })

  it('gives a refusal no ETag', async () => {
    const refused = await call(() => ({ status: 400, body: { error: 'No.' } }))
    expect(refused.headers.etag).toBeUndefined()
  })
})

describe('serialised', () => {
  it('writes out the same record once, and the same text has the same ETag', () => {
    const record = { total: 3 }
    const first = serialised(record)
    expect(serialised(record)).toBe(first)
    expect(serialised({ total: 3 }).etag).toBe(first.etag)
    expect(serialised({ total: 4 }).etag).not.toBe(first.etag)
  })
})
