/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto'
import http, { type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createProxy } from './proxy.mjs'

interface Seen {
  method: string
  url: string
  headers: IncomingHttpHeaders
  bytes: number
  sha256: string
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  )
const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections()
    server.close(() => resolve())
  })

/** Sends a request and reads the whole answer. */
function send(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: Buffer },
) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: options.method ?? 'GET',
          path: options.path,
          headers: options.headers,
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({
              status: response.statusCode!,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          )
        },
      )
      request.on('error', reject)
      if (options.body && !options.headers?.['transfer-encoding'])
        request.setHeader('content-length', options.body.length)
      request.end(options.body)
    },
  )
}

describe('createProxy', () => {
  let upstream: Server
  let proxy: Server
  let port: number
  let upstreamPort: number
  let seen: Seen[]

  beforeAll(async () => {
    // Answers what it received; /estado/N answers status N, /lento streams in pieces.
    upstream = http.createServer((request, response) => {
      const hash = createHash('sha256')
      let bytes = 0
      request.on('data', (chunk: Buffer) => {
        bytes += chunk.length
        hash.update(chunk)
      })
      request.on('end', () => {
        const record = {
          method: request.method!,
          url: request.url!,
          headers: request.headers,
          bytes,
          sha256: hash.digest('hex'),
        }
        seen.push(record)
        const status = /^\/estado\/(\d{3})/.exec(request.url!)?.[1]
        if (request.url === '/lento') {
          response.writeHead(200, { 'content-type': 'text/plain' })
          response.write('uno ')
          setTimeout(() => response.end('dos'), 50)
          return
        }
        response.writeHead(Number(status ?? 200), {
          'content-type': 'application/json',
          'set-cookie': ['a=1', 'b=2'],
          'x-frame-options': 'SAMEORIGIN',
          ...(status === '302' ? { location: '/venta' } : {}),
        })
        response.end(request.method === 'HEAD' ? undefined : JSON.stringify(record))
      })
    })
    upstreamPort = await listen(upstream)
    proxy = createProxy({
      target: { host: '127.0.0.1', port: upstreamPort },
      log: () => undefined,
    })
    port = await listen(proxy)
  })
  beforeEach(() => {
    seen = []
  })
  afterAll(async () => {
    await close(proxy)
    await close(upstream)
  })

  it("passes the upstream's headers as they are", async () => {
    const answer = await send(port, { path: '/venta?orden=precio' })
    expect(answer.status).toBe(200)
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(answer.headers['content-type']).toBe('application/json')
    expect(answer.headers['set-cookie']).toEqual(['a=1', 'b=2'])
    expect(seen[0]!.url).toBe('/venta?orden=precio')
  })

  it.each([201, 302, 404, 500])('keeps status %i', async (status) => {
    const answer = await send(port, { path: `/estado/${status}` })
    expect(answer.status).toBe(status)
    if (status === 302) expect(answer.headers.location).toBe('/venta')
  })

  it('passes a POST of several MB to /api/… through untouched', async () => {
    const body = Buffer.alloc(6 * 1024 * 1024, 'x')
    body.write('{"cv":"data:application/pdf;base64,', 0)
    const answer = await send(port, {
      method: 'POST',
      path: '/api/leads',
      headers: { 'content-type': 'application/json', 'x-tokko-key': 'k' },
      body,
    })
    expect(answer.status).toBe(200)
    expect(seen).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/leads',
        bytes: body.length,
        sha256: createHash('sha256').update(body).digest('hex'),
      }),
    ])
    expect(seen[0]!.headers).toMatchObject({
      'content-type': 'application/json',
      'content-length': String(body.length),
      'x-tokko-key': 'k',
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-proto': 'http',
    })
  })

  it('passes other methods, with bodies of known and unknown length, and a HEAD', async () => {
    for (const method of ['PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      await send(port, { method, path: '/api/x', body: Buffer.from('{}') })
      await send(port, {
        method,
        path: '/api/x',
        headers: { 'transfer-encoding': 'chunked' },
        body: Buffer.from('{"a":1}'),
      })
    }
    expect(seen.map((record) => [record.method, record.bytes])).toEqual(
      ['PUT', 'DELETE', 'OPTIONS', 'PATCH'].flatMap((method) => [
        [method, 2],
        [method, 7],
      ]),
    )
    const head = await send(port, { method: 'HEAD', path: '/venta' })
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(head.headers['content-type']).toBe('application/json')
  })

  it('streams an answer as it comes', async () => {
    const answer = await send(port, { path: '/lento' })
    expect(answer.body.toString()).toBe('uno dos')
  })

  it('drops the headers of one connection and keeps the rest', async () => {
    await send(port, {
      path: '/x',
      headers: {
        connection: 'keep-alive, x-salto',
        'x-salto': '1',
        'keep-alive': 'timeout=5',
        accept: 'text/html',
      },
    })
    expect(seen[0]!.headers['x-salto']).toBeUndefined()
    expect(seen[0]!.headers['keep-alive']).toBeUndefined()
    expect(seen[0]!.headers.accept).toBe('text/html')
  })

  it("drops what an untrusted peer writes about a client behind it, and keeps a trusted one's", async () => {
    const spoofed = {
      'x-forwarded-for': '203.0.113.1',
      forwarded: 'for=203.0.113.1',
      'cf-connecting-ip': '203.0.113.2',
      'x-real-ip': '203.0.113.3',
      'x-visitante': '203.0.113.4',
    }
    await send(port, { path: '/', headers: spoofed })
    expect(seen[0]!.headers['x-forwarded-for']).toBe('127.0.0.1')
    for (const name of ['forwarded', 'cf-connecting-ip', 'x-real-ip'])
      expect(seen[0]!.headers[name]).toBeUndefined()
    // A header named only by CLIENT_IP_HEADER is left, unless the proxy is told its name.
    expect(seen[0]!.headers['x-visitante']).toBe('203.0.113.4')

    const behindTrusted = createProxy({
      target: { host: '127.0.0.1', port: upstreamPort },
      log: () => undefined,
      trustsPeer: (address) => address === '127.0.0.1',
      clientIpHeader: 'X-Visitante',
    })
    const trustedPort = await listen(behindTrusted)
    seen = []
    await send(trustedPort, { path: '/', headers: spoofed })
    expect(seen[0]!.headers['x-forwarded-for']).toBe('203.0.113.1, 127.0.0.1')
    expect(seen[0]!.headers['cf-connecting-ip']).toBe('203.0.113.2')
    expect(seen[0]!.headers['x-visitante']).toBe('203.0.113.4')
    await close(behindTrusted)

    const untrustedNamed = createProxy({
      target: { host: '127.0.0.1', port: upstreamPort },
      log: () => undefined,
      clientIpHeader: 'X-Visitante',
    })
    const namedPort = await listen(untrustedNamed)
    seen = []
    await send(namedPort, { path: '/', headers: spoofed })
    expect(seen[0]!.headers['x-visitante']).toBeUndefined()
    await close(untrustedNamed)
  })

  it('answers 502 when the upstream does not answer', async () => {
    const orphan = createProxy({
      target: { host: '127.0.0.1', port: 1 },
      log: () => undefined,
    })
    const orphanPort = await listen(orphan)
    const answer = await send(orphanPort, { path: '/' })
    expect(answer.status).toBe(502)
    await close(orphan)
  })
})
