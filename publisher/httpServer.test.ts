/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { RequestListener, Server } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'
import { networkInterfaces, tmpdir } from 'node:os'
import path from 'node:path'
import {
  createPublisherServer,
  isLoopbackAddress,
  MAX_HOOK_BYTES,
  publisherHandler,
  SERVER_LIMITS,
  type ServerLimits,
} from './httpServer'
import { createPublisherMetrics } from './metrics'
import { createPublisher, type Publisher } from './publisher'
import { testConfig } from './testConfig'
import { sign } from './signature'

const SECRET = 'secreto-de-los-hooks-de-prueba-32c'
const TOKEN = 't'.repeat(40)

let root: string
let publisher: Publisher
const servers: Server[] = []

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'publisher-http-'))
  mkdirSync(path.join(root, 'node_modules'))
  writeFileSync(path.join(root, 'package.json'), '{}')
  publisher = createPublisher(testConfig(root, SECRET, { PUBLISH_STATUS_TOKEN: TOKEN }), {
    runScript: () => new Promise(() => undefined),
    serveRelease: async () => undefined,
    log: () => undefined,
  })
})
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
  rmSync(root, { recursive: true, force: true })
})

/** The publisher's server on port 0 of `host`; resolves to its port. */
async function listen(
  handler: RequestListener = publisherHandler(
    publisher,
    { handle: (_request, response) => void response.end('sitio') },
    { statusToken: TOKEN },
  ),
  {
    host = '127.0.0.1',
    limits = SERVER_LIMITS,
    trustsPeer,
  }: { host?: string; limits?: ServerLimits; trustsPeer?: (address: string) => boolean } = {},
): Promise<number> {
  const server = createPublisherServer(handler, limits, trustsPeer)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  return (server.address() as AddressInfo).port
}

/** A raw connection: what it received, and whether and when the server closed it. */
function rawClient(port: number, host = '127.0.0.1', { allowHalfOpen = false } = {}) {
  const socket: Socket = connect({ port, host, allowHalfOpen })
  const started = Date.now()
  let received = ''
  socket.on('data', (data) => (received += data.toString()))
  socket.on('error', () => undefined)
  const closed = new Promise<number>((resolve) =>
    socket.on('close', () => resolve(Date.now() - started)),
  )
  const connected = new Promise<void>((resolve) => socket.on('connect', resolve))
  return { socket, connected, closed, received: () => received }
}

describe('GET /status', () => {
  const status = (port: number, headers: Record<string, string> = {}, host = '127.0.0.1') =>
    fetch(`http://${host.includes(':') ? `[${host}]` : host}:${port}/status`, { headers })

  it('answers this machine itself', async () => {
    const port = await listen()
    const answer = await status(port)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ current: null, building: null, poll_minutes: 0 })
  })

  it('refuses a request forwarded by a proxy on this machine, unless it carries the token', async () => {
    const port = await listen()
    for (const header of [
      { 'x-forwarded-for': '203.0.113.9' } as Record<string, string>,
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
      { 'x-forwarded-host': 'sitio.test' },
      { via: '1.1 nginx' },
      { 'cf-connecting-ip': '203.0.113.9' },
    ]) {
      const refused = await status(port, header)
      expect([header, refused.status]).toEqual([header, 403])
      expect(await refused.json()).toEqual({
        error:
          'El estado del publicador se ve solo desde esta misma máquina (sin un proxy de por medio) o con el encabezado Authorization: Bearer <PUBLISH_STATUS_TOKEN>.',
      })
    }
    const withToken = await status(port, {
      'x-forwarded-for': '203.0.113.9',
      authorization: `Bearer ${TOKEN}`,
    })
    expect(withToken.status).toBe(200)
    expect(await withToken.json()).toHaveProperty('releases', [])
  })

  it('refuses a wrong, partial or missing token', async () => {
    const port = await listen()
    const forwarded = { 'x-forwarded-for': '203.0.113.9' }
    for (const authorization of [
      `Bearer ${TOKEN.slice(1)}x`,
      `Bearer ${TOKEN.slice(0, 10)}`,
      `Bearer ${TOKEN}x`,
      `Basic ${TOKEN}`,
      TOKEN,
      'Bearer ',
    ])
      expect((await status(port, { ...forwarded, authorization })).status).toBe(403)
  })

  it('refuses everyone else when no token is configured', async () => {
    const port = await listen(
      publisherHandler(publisher, { handle: (_request, response) => void response.end() }),
    )
    expect((await status(port)).status).toBe(200)
    for (const authorization of ['Bearer ', 'Bearer  ', `Bearer ${TOKEN}`])
      expect((await status(port, { 'x-forwarded-for': '203.0.113.9', authorization })).status).toBe(
        403,
      )
  })

  const outward = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)?.address
  // A machine without a network address of its own cannot reach itself but over loopback.
  const itOutward = outward ? it : it.skip

  itOutward('refuses a client on another address without the token', async () => {
    const port = await listen(undefined, { host: '0.0.0.0' })
    const refused = await status(port, {}, outward)
    expect(refused.status).toBe(403)
    expect(Object.keys(await refused.json())).toEqual(['error'])
    expect((await status(port, { authorization: `Bearer ${TOKEN}` }, outward)).status).toBe(200)
  })

  it('takes 127.0.0.0/8, ::1 and IPv4 loopback mapped into IPv6 as this machine', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect([address, isLoopbackAddress(address)]).toEqual([address, true])
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '128.0.0.1', 'fe80::1', '', undefined])
      expect([address, isLoopbackAddress(address)]).toEqual([address, false])
  })
})

describe('the probes and /metrics', () => {
  const METRICS_TOKEN = 'm'.repeat(32)
  const served = (name: string | null) => ({
    handle: (_request: unknown, response: { end(text: string): void }) =>
      void response.end('sitio'),
    served: () => name,
    health: () => ({ restarting: false, restarts: 0, last_exit: null }),
    metrics: async () => '# HELP sitio_leads_total Consultas\n# TYPE sitio_leads_total counter\n',
  })

  it('say the publisher lives, and is ready once a release is served', async () => {
    const waiting = await listen(publisherHandler(publisher, served(null)))
    expect((await fetch(`http://127.0.0.1:${waiting}/healthz`)).status).toBe(200)
    const notYet = await fetch(`http://127.0.0.1:${waiting}/readyz`)
    expect([notYet.status, await notYet.json()]).toEqual([
      503,
      { estado: 'no listo', motivos: ['no se sirve ninguna versión todavía'] },
    ])
    const serving = await listen(publisherHandler(publisher, served('20261207-1500')))
    const ready = await fetch(`http://127.0.0.1:${serving}/readyz`)
    expect([ready.status, await ready.json()]).toEqual([200, { estado: 'listo' }])
  })

  it('answers its builds and the served release’s figures, to this machine or with the token', async () => {
    const metrics = createPublisherMetrics(() => new Date('2026-12-07T15:00:00Z'))
    metrics.buildEnded({
      started_at: '2026-12-07T14:58:00Z',
      finished_at: '2026-12-07T15:00:00Z',
      duration_seconds: 120,
      ok: true,
      reasons: ['cambios'],
      html_rewritten: 3,
      release: '20261207-1500',
      leftover_processes: 0,
      cache: 'kept',
      cache_reason: null,
    })
    const port = await listen(
      publisherHandler(publisher, served('20261207-1500'), {
        metricsToken: METRICS_TOKEN,
        metrics,
      }),
    )
    const answer = await fetch(`http://127.0.0.1:${port}/metrics`)
    expect(answer.status).toBe(200)
    const text = await answer.text()
    expect(text).toMatch(/^publicador_builds_total\{result="publicado"\} 1$/m)
    expect(text).toMatch(/^publicador_build_duration_seconds_sum\{result="publicado"\} 120$/m)
    expect(text).toMatch(/^publicador_last_release_timestamp_seconds 1796655600$/m)
    expect(text).toMatch(/^# TYPE sitio_leads_total counter$/m)
    const forwarded = { 'x-forwarded-for': '203.0.113.7' }
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { headers: forwarded })).status).toBe(
      403,
    )
    const withToken = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { ...forwarded, authorization: `Bearer ${METRICS_TOKEN}` },
    })
    expect(withToken.status).toBe(200)
  })
})

describe('POST /hooks/rebuild', () => {
  it('answers 413 to a Content-Length over 1 MB at once, without waiting for the body', async () => {
    const port = await listen()
    const client = rawClient(port)
    await client.connected
    client.socket.write(
      `POST /hooks/rebuild HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
        `X-Hub-Signature-256: sha256=${'0'.repeat(64)}\r\nContent-Length: ${MAX_HOOK_BYTES + 1}\r\n\r\n`,
    )
    // Nothing of the body is ever sent: the answer and the end of the connection come anyway.
    expect(await client.closed).toBeLessThan(2_000)
    expect(client.received()).toMatch(/^HTTP\/1\.1 413 Payload Too Large\r\n/)
    expect(client.received()).toMatch(/\r\nConnection: close\r\n/i)
    expect(client.received()).toContain('"error": "El cuerpo supera 1 MB."')
    expect(publisher.status().building).toBeNull()
  })

  it('cuts a chunked body as soon as it passes 1 MB', async () => {
    const port = await listen()
    // A client that neither ends its body nor stops sending when the server closes its side.
    const client = rawClient(port, '127.0.0.1', { allowHalfOpen: true })
    await client.connected
    client.socket.write(
      'POST /hooks/rebuild HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n',
    )
    const chunk = Buffer.alloc(64 * 1024, 'x')
    let sent = 0
    const send = () => {
      if (client.socket.destroyed) return
      client.socket.write(`${chunk.length.toString(16)}\r\n`)
      client.socket.write(chunk)
      client.socket.write('\r\n')
      sent += chunk.length
      setTimeout(send, 5)
    }
    send()
    expect(await client.closed).toBeLessThan(5_000)
    expect(client.received()).toMatch(/^HTTP\/1\.1 413 Payload Too Large\r\n/)
    // Closed a moment after the limit, not once the client was done (it never was).
    expect(sent).toBeLessThan(60 * MAX_HOOK_BYTES)
    expect(publisher.status().building).toBeNull()
  })

  it('takes a GitHub hook by its delivery id, once', async () => {
    const port = await listen()
    const body = JSON.stringify({
      ref: 'refs/heads/main',
      repository: { pushed_at: Math.floor(Date.now() / 1000) },
    })
    const post = () =>
      fetch(`http://127.0.0.1:${port}/hooks/rebuild`, {
        method: 'POST',
        body,
        headers: {
          'x-hub-signature-256': sign(SECRET, body),
          'x-github-delivery': '72d3162e-cc78-11e3-81ab-4c9367dc0958',
          'x-github-event': 'push',
        },
      })
    expect((await post()).status).toBe(202)
    const again = await post()
    expect(again.status).toBe(409)
    expect((await again.json()).error).toMatch(/ya se recibió en las últimas 24 h/)
  })
})

describe('the server', () => {
  it('has short timeouts and caps by default', async () => {
    const server = createPublisherServer(() => undefined)
    expect({
      headersTimeout: server.headersTimeout,
      requestTimeout: server.requestTimeout,
      keepAliveTimeout: server.keepAliveTimeout,
      maxHeaderSize: (server as Server & { maxHeaderSize: number }).maxHeaderSize,
      maxConnections: server.maxConnections,
    }).toEqual({
      headersTimeout: 10_000,
      requestTimeout: 60_000,
      keepAliveTimeout: 5_000,
      maxHeaderSize: 16 * 1024,
      maxConnections: 512,
    })
  })

  const short: ServerLimits = {
    headersTimeoutMs: 300,
    requestTimeoutMs: 1_000,
    keepAliveTimeoutMs: 200,
    maxHeaderBytes: 1024,
    maxConnections: 512,
    maxConnectionsPerAddress: 32,
  }

  it('drops a client slow to send its headers with 408', async () => {
    const port = await listen(undefined, { limits: short })
    const client = rawClient(port)
    await client.connected
    client.socket.write('GET /status HTTP/1.1\r\nHost: x\r\n')
    const after = await client.closed
    expect(after).toBeGreaterThanOrEqual(250)
    expect(after).toBeLessThan(1_500)
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/)
  })

  it('closes an idle kept-alive connection', async () => {
    const port = await listen(undefined, { limits: short })
    const client = rawClient(port)
    await client.connected
    client.socket.write('GET /status HTTP/1.1\r\nHost: x\r\n\r\n')
    // Node waits a second more than keepAliveTimeout, for a request already on its way.
    expect(await client.closed).toBeLessThan(short.keepAliveTimeoutMs + 1_000 + 500)
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/)
  })

  it('answers 431 to headers over the limit', async () => {
    const port = await listen(undefined, { limits: short })
    const client = rawClient(port)
    await client.connected
    client.socket.write(`GET /status HTTP/1.1\r\nHost: x\r\nX-Relleno: ${'a'.repeat(2048)}\r\n\r\n`)
    await client.closed
    expect(client.received()).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/)
  })

  it('closes an address’s connections past its own cap, unless it is a trusted proxy', async () => {
    const limits = { ...SERVER_LIMITS, maxConnectionsPerAddress: 2 }
    for (const trusted of [false, true]) {
      const port = await listen(undefined, { limits, trustsPeer: () => trusted })
      const held = [rawClient(port), rawClient(port)]
      await Promise.all(held.map((client) => client.connected))
      await new Promise((resolve) => setTimeout(resolve, 50))
      const third = rawClient(port)
      third.socket.on('connect', () =>
        third.socket.write('GET /status HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
      )
      await third.closed
      if (trusted) expect(third.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/)
      else expect(third.received()).toBe('')
      // One closed, the address may open another.
      held[0]!.socket.destroy()
      await held[0]!.closed
      await new Promise((resolve) => setTimeout(resolve, 50))
      const again = rawClient(port)
      again.socket.on('connect', () =>
        again.socket.write('GET /status HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
      )
      await again.closed
      expect(again.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/)
      for (const client of held) client.socket.destroy()
    }
  })

  it('closes connections past its cap at once', async () => {
    const port = await listen(undefined, {
      limits: { ...SERVER_LIMITS, maxConnections: 2 },
    })
    const held = [rawClient(port), rawClient(port)]
    await Promise.all(held.map((client) => client.connected))
    // The server counts a connection once it accepted it.
    await new Promise((resolve) => setTimeout(resolve, 50))
    const third = rawClient(port)
    third.socket.on('connect', () => third.socket.write('GET /status HTTP/1.1\r\nHost: x\r\n\r\n'))
    expect(await third.closed).toBeLessThan(1_000)
    expect(third.received()).toBe('')
    held[0]!.socket.write('GET /status HTTP/1.1\r\nHost: x\r\n\r\n')
    await new Promise((resolve) => held[0]!.socket.once('data', resolve))
    expect(held[0]!.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/)
    for (const client of held) client.socket.destroy()
  })
})
