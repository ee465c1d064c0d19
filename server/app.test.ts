/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { HASHED_SCRIPT, LONG_TEXT, writeFixtureSite } from '../__tests__/support/fixtureSite'
import { startRedis } from '../__tests__/support/redis'
import { createRedisClient } from '../src/server/redis'
import type { LeadKind } from '../src/domain/leads/leadRequests'
import type { LeadScreen } from '../src/server/leadScreen'
import { issueLeadToken } from '../src/server/leadToken'
import { createRateLimiter } from '../src/server/rateLimit'
import { capturedLogger } from '../__tests__/support/logs'
import { buildApp, type AppOptions } from './app'
import { LARGE_BODIES_AT_ONCE } from './leadGate'
import { LEAD_BYTES } from './limits'

let root: string
const servers: FastifyInstance[] = []
let logs = capturedLogger()

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'servidor-'))
  writeFixtureSite(root)
})
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
  logs = capturedLogger()
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

async function serve(options: Partial<AppOptions> = {}): Promise<string> {
  const app = await buildApp({
    root,
    trustProxy: [],
    clientIpHeader: null,
    logger: logs.logger,
    ...options,
  })
  servers.push(app)
  await app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
}

/** A request with a body streamed as fast as the server takes it, `total` bytes at most. */
function upload(
  url: string,
  { total, headers }: { total: number; headers: Record<string, string> },
): Promise<{ status: number; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0
    const chunk = Buffer.alloc(1024 * 1024, 'a')
    const request = http.request(url, { method: 'POST', headers }, (response) => {
      response.resume()
      resolve({ status: response.statusCode ?? 0, sent })
      request.destroy()
    })
    request.on('error', (error) => (sent > 0 ? undefined : reject(error)))
    const pump = () => {
      while (sent < total) {
        sent += chunk.length
        if (!request.write(chunk)) return void request.once('drain', pump)
      }
      request.end()
    }
    pump()
  })
}

/** A token the screen below takes: issued a minute ago for `kind`. */
const SECRET = 'x'.repeat(40)
const tokenFor = (kind: LeadKind) => issueLeadToken(SECRET, kind, Date.now() - 60_000)

/** The checks before the body, as server/cli.ts gives them, limiting each address to `max`. */
const leadScreen = (max = 100): LeadScreen => ({
  siteUrl: 'https://www.inmobiliaria.test',
  tokenSecret: SECRET,
  limiter: createRateLimiter([{ max, windowMs: 60_000 }]),
  now: Date.now,
})

const fromTheSite = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }

describe('the production server', () => {
  it('loads each function once per process and keeps what it holds between requests', async () => {
    const site = await serve()
    const answers = []
    for (let i = 0; i < 3; i++) answers.push(await (await fetch(`${site}/api/hello`)).json())
    expect(answers.map((answer) => answer.calls)).toEqual([1, 2, 3])
    expect(answers[0]).toMatchObject({ method: 'GET', pid: process.pid })
  })

  it('hands a function its named parts, query and parsed JSON body', async () => {
    const site = await serve()
    const lead = await fetch(`${site}/api/leads/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nombre: 'Ana' }),
    })
    expect(await lead.json()).toEqual({ kind: 'contact', bytes: 16, screened: false })
    const hello = await (await fetch(`${site}/api/hello?orden=precio`)).json()
    expect(hello.query).toEqual({ orden: 'precio' })
  })

  it("answers a function's failure with a 500 in Spanish, and logs it", async () => {
    const site = await serve()
    const answer = await fetch(`${site}/api/throws`)
    expect(answer.status).toBe(500)
    expect(await answer.json()).toEqual({ error: 'Ocurrió un error inesperado. Probá de nuevo.' })
    expect(logs.text()).toMatch(/\/api\/throws/)
  })

  it('serves pages revalidated and hashed assets immutable, with the _headers rules', async () => {
    const site = await serve()
    const home = await fetch(`${site}/`)
    expect(home.status).toBe(200)
    expect(home.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    expect(home.headers.get('x-frame-options')).toBe('DENY')
    const script = await fetch(`${site}/${HASHED_SCRIPT}`)
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const data = await fetch(`${site}/page-data/index/page-data.json`)
    expect(data.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    const api = await fetch(`${site}/api/hello`)
    expect(api.headers.get('x-frame-options')).toBe('DENY')
    expect(api.headers.get('cache-control')).toBe('no-store')
  })

  it("answers a page's path with or without its slash, and a client-only route with its page", async () => {
    const site = await serve()
    for (const address of ['/venta', '/venta/', '/venta/palermo/2-ambientes'])
      expect(await (await fetch(`${site}${address}`)).text()).toContain('<title>Venta</title>')
  })

  it('answers an unknown path with the 404 page and status 404', async () => {
    const site = await serve()
    const missing = await fetch(`${site}/no-existe/`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('No encontramos esta página')
    const api = await fetch(`${site}/api/no-existe`)
    expect(api.status).toBe(404)
    expect(await api.json()).toEqual({ error: 'No encontramos lo que buscabas.' })
  })

  it('refuses a malformed address and one too long for the router in Spanish, echoing nothing', async () => {
    const site = await serve()
    const broken = await fetch(`${site}/api/news/%E0%A4%A`)
    expect(broken.status).toBe(400)
    expect(broken.headers.get('cache-control')).toBe('no-store')
    expect(await broken.json()).toEqual({ error: 'La solicitud no es válida.' })
    const long = await fetch(`${site}/api/leads/${'a'.repeat(250)}`, { method: 'POST' })
    expect(long.status).toBe(414)
    expect(await long.json()).toEqual({ error: 'La dirección es demasiado larga.' })
  })

  it('gives a client 30 s to send its headers, 60 s for the whole request', async () => {
    await serve()
    expect(servers[0]!.server.headersTimeout).toBe(30_000)
    expect(servers[0]!.server.requestTimeout).toBe(60_000)
  })

  it('sends the security headers with an absolute-form target too', async () => {
    const site = new URL(await serve())
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(site.port), site.hostname, () =>
        socket.write(
          `GET http://${site.host}/ HTTP/1.1\r\nHost: ${site.host}\r\nConnection: close\r\n\r\n`,
        ),
      )
      let text = ''
      socket.on('data', (chunk) => (text += chunk.toString()))
      socket.on('close', () => resolve(text))
      socket.on('error', reject)
    })
    expect(answer).toMatch(/^HTTP\/1.1 200 /)
    expect(answer).toMatch(/x-content-type-options: nosniff/i)
    expect(answer).toMatch(/x-frame-options: DENY/i)
  })

  it.each([
    [
      'headers too large',
      `GET / HTTP/1.1\r\nHost: x\r\nX-Relleno: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
    [
      'a length that is not a number',
      'POST /api/leads/contact HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
      400,
    ],
  ])(
    'refuses a request its parser cannot take (%s) in Spanish, and closes',
    async (_name, raw, status) => {
      const site = new URL(await serve())
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(site.port), site.hostname, () => socket.end(raw))
        let text = ''
        socket.on('data', (chunk) => (text += chunk.toString()))
        socket.on('close', () => resolve(text))
        socket.on('error', reject)
      })
      expect(answer).toMatch(new RegExp(`^HTTP/1.1 ${status} `))
      expect(answer).toMatch(/cache-control: no-store/i)
      const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown
      expect(body).toEqual({ error: expect.stringMatching(/solicitud/) })
    },
  )

  it.each([
    '/..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/page-data/..%5c..%5cpackage.json',
    '/.secreto',
    '/_headers',
    '/page-data/',
    '/venta%00.html',
  ])('serves nothing outside public/ nor any listing or hidden file: %s', async (address) => {
    const site = await serve()
    const answer = await fetch(`${site}${address}`)
    expect([400, 404]).toContain(answer.status)
    const text = await answer.text()
    expect(text).not.toMatch(/no se sirve|root:|X-Frame-Options|index\/page-data/)
  })

  it('compresses with brotli or gzip, as the browser asks', async () => {
    const site = await serve()
    for (const encoding of ['br', 'gzip']) {
      const answer = await new Promise<http.IncomingMessage>((resolve) =>
        http.get(`${site}/`, { headers: { 'accept-encoding': encoding } }, resolve),
      )
      answer.resume()
      expect(answer.headers['content-encoding']).toBe(encoding)
    }
    expect(await (await fetch(`${site}/`)).text()).toContain(LONG_TEXT)
  })

  it('answers a page the browser holds with 304, by its ETag', async () => {
    const site = await serve()
    const first = await fetch(`${site}/`)
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W\/"/)
    const again = await fetch(`${site}/`, { headers: { 'if-none-match': etag! } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  it('sends no CORS headers, whatever the origin asks', async () => {
    const site = await serve()
    for (const method of ['GET', 'OPTIONS']) {
      const answer = await fetch(`${site}/api/hello`, {
        method,
        headers: { origin: 'https://otro.example', 'access-control-request-method': 'POST' },
      })
      expect(answer.headers.get('access-control-allow-origin')).toBeNull()
    }
  })

  describe('a lead, before its body is read', () => {
    it('is refused from another site, past its address limit or with a bad token, unread', async () => {
      const site = await serve({ leadScreen: leadScreen(2), trustProxy: ['loopback'] })
      const gigabyte = (headers: Record<string, string>) =>
        upload(`${site}/api/leads/application`, {
          total: 1024 ** 3,
          headers: { 'content-length': String(1024 ** 3), ...headers },
        })
      const crossSite = await gigabyte({
        'content-type': 'application/json',
        origin: 'https://otro.example',
        'x-forwarded-for': '203.0.113.60',
      })
      expect(crossSite.status).toBe(403)
      expect(crossSite.sent).toBeLessThan(64 * 1024 ** 2)
      const forged = await gigabyte({
        ...fromTheSite,
        'x-lead-token': `${tokenFor('application')}x`,
        'x-forwarded-for': '203.0.113.61',
      })
      expect(forged.status).toBe(403)
      expect(forged.sent).toBeLessThan(64 * 1024 ** 2)
      const from = { ...fromTheSite, 'x-forwarded-for': '203.0.113.62' }
      const post = () =>
        fetch(`${site}/api/leads/contact`, { method: 'POST', headers: from, body: '{}' })
      expect((await post()).status).toBe(200)
      expect((await post()).status).toBe(200)
      const limited = await gigabyte(from)
      expect(limited.status).toBe(429)
      expect(limited.sent).toBeLessThan(64 * 1024 ** 2)
    })

    it('reaches its function marked screened, its token from the header', async () => {
      const site = await serve({ leadScreen: leadScreen() })
      const answer = await fetch(`${site}/api/leads/contact`, {
        method: 'POST',
        headers: { ...fromTheSite, 'x-lead-token': tokenFor('contact') },
        body: JSON.stringify({ lead: { kind: 'contact' } }),
      })
      expect(await answer.json()).toMatchObject({ kind: 'contact', screened: true })
      // An unknown form is the function's own answer.
      const unknown = await fetch(`${site}/api/leads/otro`, {
        method: 'POST',
        headers: fromTheSite,
        body: '{}',
      })
      expect(await unknown.json()).toMatchObject({ kind: 'otro', screened: false })
    })

    it('takes a few CVs at once per worker, and asks the next one to come back', async () => {
      const site = await serve({ leadScreen: leadScreen() })
      // Uploads that hold their place: they send their headers and a first part, then wait.
      const held = Array.from({ length: LARGE_BODIES_AT_ONCE }, () => {
        const request = http.request(`${site}/api/leads/application`, {
          method: 'POST',
          headers: { ...fromTheSite, 'content-length': String(4 * 1024 ** 2) },
        })
        request.on('error', () => undefined)
        request.write(Buffer.alloc(1024, 'a'))
        return request
      })
      await new Promise((resolve) => setTimeout(resolve, 200))
      const next = await fetch(`${site}/api/leads/application`, {
        method: 'POST',
        headers: fromTheSite,
        body: '{}',
      })
      expect(next.status).toBe(503)
      expect(next.headers.get('retry-after')).toBe('5')
      expect((await next.json()).error).toMatch(/no se perdió nada/)
      for (const request of held) request.destroy()
      await new Promise((resolve) => setTimeout(resolve, 200))
      const later = await fetch(`${site}/api/leads/application`, {
        method: 'POST',
        headers: fromTheSite,
        body: '{}',
      })
      expect(later.status).toBe(200)
    })
  })

  describe('bodies', () => {
    it('takes a lead up to its limit and refuses one over it, unread, with 413', async () => {
      const site = await serve()
      const post = (size: number) =>
        fetch(`${site}/api/leads/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ mensaje: 'x'.repeat(size) }),
        })
      expect((await post(LEAD_BYTES - 100)).status).toBe(200)
      const refused = await post(LEAD_BYTES)
      expect(refused.status).toBe(413)
      expect(refused.headers.get('connection')).toBe('close')
      expect(await refused.json()).toEqual({ error: 'El envío supera el tamaño permitido.' })
    })

    it('gives a job application room for a 5 MB CV', async () => {
      const site = await serve()
      const cv = `data:application/pdf;base64,${Buffer.alloc(5 * 1024 * 1024).toString('base64')}`
      const answer = await fetch(`${site}/api/leads/application`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ form: { cv } }),
      })
      expect(answer.status).toBe(200)
    })

    it.each([
      ['a form another site posts', 'application/x-www-form-urlencoded', 'nombre=Ana'],
      ['a multipart form', 'multipart/form-data; boundary=x', '--x--'],
      ['plain text', 'text/plain', '{"nombre":"Ana"}'],
    ])('refuses %s with 415', async (_what, type, body) => {
      const site = await serve()
      const answer = await fetch(`${site}/api/leads/contact`, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      })
      expect(answer.status).toBe(415)
      expect((await answer.json()).error).toMatch(/solo recibe JSON/)
    })

    it('refuses any body on a read, whatever the method', async () => {
      const site = await serve()
      for (const method of ['POST', 'PUT', 'DELETE']) {
        const answer = await fetch(`${site}/api/hello`, {
          method,
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
        expect(answer.status).toBe(413)
      }
    })

    it.each([
      ['a read', '/api/hello'],
      ['a lead', '/api/leads/contact'],
    ])(
      // How fast, and the memory it costs, is measured by `npm run bench:server`.
      'refuses 1 GB sent to %s before it has arrived',
      async (_what, address) => {
        const site = await serve()
        const sizes: Record<string, string>[] = [
          { 'content-type': 'application/json', 'content-length': String(1024 ** 3) },
          { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        ]
        for (const headers of sizes) {
          const answer = await upload(`${site}${address}`, { total: 1024 ** 3, headers })
          expect(answer.status).toBe(413)
          expect(answer.sent).toBeLessThan(1024 ** 3)
        }
      },
    )
  })

  describe("the visitor's address", () => {
    const visitor = async (site: string, headers: Record<string, string>) =>
      (await (await fetch(`${site}/api/hello`, { headers })).json()).visitor

    it('is the peer when no proxy is trusted, whatever a header says', async () => {
      const site = await serve({ clientIpHeader: 'cf-connecting-ip' })
      expect(
        await visitor(site, {
          'x-forwarded-for': '203.0.113.9',
          'cf-connecting-ip': '203.0.113.8',
        }),
      ).toBe('127.0.0.1')
    })

    it('is read from X-Forwarded-For, through trusted hops only, behind a trusted proxy', async () => {
      const site = await serve({ trustProxy: ['loopback'] })
      expect(await visitor(site, { 'x-forwarded-for': '203.0.113.9' })).toBe('203.0.113.9')
      // The visitor wrote the first entry himself; the proxy appended the address it saw.
      expect(await visitor(site, { 'x-forwarded-for': '10.9.9.9, 203.0.113.9' })).toBe(
        '203.0.113.9',
      )
    })

    it("is the trusted proxy's named header when one is configured", async () => {
      const site = await serve({ trustProxy: ['127.0.0.1'], clientIpHeader: 'CF-Connecting-IP' })
      expect(await visitor(site, { 'cf-connecting-ip': '198.51.100.7' })).toBe('198.51.100.7')
    })

    it('ignores the named header when a hop on the way is not trusted', async () => {
      // The publisher's proxy (loopback) forwards a client that reached its port directly: the
      // address it appended is not a trusted proxy, so the header that client wrote is his own.
      const site = await serve({ trustProxy: ['loopback'], clientIpHeader: 'cf-connecting-ip' })
      const headers = { 'x-forwarded-for': '198.51.100.7', 'cf-connecting-ip': '203.0.113.8' }
      expect(await visitor(site, headers)).toBe('198.51.100.7')
      // Behind a trusted edge (say Cloudflare's range), the edge's client is the visitor.
      const edge = await serve({
        trustProxy: ['loopback', '173.245.48.0/20'],
        clientIpHeader: 'cf-connecting-ip',
      })
      const through = {
        'x-forwarded-for': '203.0.113.5, 173.245.48.1',
        'cf-connecting-ip': '1.2.3.4',
      }
      expect(await visitor(edge, through)).toBe('203.0.113.5')
    })
  })

  it('limits reads per address, with Retry-After and a Spanish message', async () => {
    const site = await serve({
      readLimit: { max: 3, timeWindow: 60_000 },
      trustProxy: ['loopback'],
    })
    const from = (address: string) =>
      fetch(`${site}/api/hello`, { headers: { 'x-forwarded-for': address } })
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.1')).status).toBe(200)
    const refused = await from('203.0.113.1')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await refused.json()).error).toMatch(/demasiadas solicitudes/)
    expect((await from('203.0.113.2')).status).toBe(200)
  })

  it('keeps limiting reads in memory, without waiting for it, while Redis hangs', async () => {
    const own = await startRedis()
    const redis = createRedisClient(own.url)
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const site = await serve({
        readLimit: { max: 3, timeWindow: 60_000 },
        trustProxy: ['loopback'],
        redis,
        redisPrefix: 'colgado:',
      })
      const from = async () => {
        const started = Date.now()
        const answer = await fetch(`${site}/api/hello`, {
          headers: { 'x-forwarded-for': '203.0.113.50' },
        })
        return { status: answer.status, ms: Date.now() - started }
      }
      expect((await from()).status).toBe(200)
      expect(await redis.keys('colgado:lecturas:*')).toHaveLength(1)
      own.pause()
      const answers = []
      for (let i = 0; i < 6; i++) answers.push(await from())
      // This process counts from scratch: 3 reads, then 429; never served unlimited.
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429, 429])
      // The first calls wait for Redis; once the circuit opens, none does.
      expect(Math.max(...answers.slice(3).map((answer) => answer.ms))).toBeLessThan(150)
      expect(warn).toHaveBeenCalledTimes(1)
    } finally {
      warn.mockRestore()
      own.resume()
      redis.disconnect()
      await own.stop()
    }
  })

  it('counts reads per IPv6 /64 and an IPv4-mapped address as its IPv4', async () => {
    const site = await serve({
      readLimit: { max: 2, timeWindow: 60_000 },
      trustProxy: ['loopback'],
    })
    const from = (address: string) =>
      fetch(`${site}/api/hello`, { headers: { 'x-forwarded-for': address } })
    expect((await from('2001:db8::1')).status).toBe(200)
    expect((await from('2001:db8::2')).status).toBe(200)
    expect((await from('2001:db8::ffff:3')).status).toBe(429)
    expect((await from('2001:db8:0:1::1')).status).toBe(200)
    expect((await from('203.0.113.3')).status).toBe(200)
    expect((await from('203.0.113.3')).status).toBe(200)
    expect((await from('::ffff:203.0.113.3')).status).toBe(429)
  })

  it('answers HEAD without a body and other methods on pages with 405', async () => {
    const site = await serve()
    const head = await fetch(`${site}/`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    const post = await fetch(`${site}/venta/`, { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD')
  })
})
