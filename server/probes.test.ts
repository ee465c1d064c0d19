/**
 * @jest-environment node
 *
 * What an operator and a load balancer read of the server: the request lines, /healthz,
 * /readyz, /metrics and the 503 under pressure.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { writeFixtureSite } from '../__tests__/support/fixtureSite'
import { capturedLogger } from '../__tests__/support/logs'
import { createRedisClient } from '../src/server/redis'
import { provideTelemetry } from '../src/server/telemetry'
import { buildApp, type AppOptions } from './app'
import { createServerTelemetry } from './telemetry'

let root: string
const servers: FastifyInstance[] = []
let logs = capturedLogger()

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'servidor-sondas-'))
  writeFixtureSite(root)
})
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
  provideTelemetry(null)
  logs = capturedLogger()
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

const TOKEN = 'token-de-metricas-de-prueba-0123456789'

async function serve(options: Partial<AppOptions> = {}): Promise<string> {
  const app = await buildApp({
    root,
    trustProxy: ['127.0.0.1'],
    clientIpHeader: null,
    logger: logs.logger,
    ...options,
    probes: {
      telemetry: createServerTelemetry(logs.logger),
      metricsToken: TOKEN,
      ...options.probes,
    },
  })
  servers.push(app)
  await app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
}

const requestLines = () => logs.lines.filter((line) => line.msg === 'pedido')

describe('the request log', () => {
  it('writes one line per answer: its id, method, route, status, time, bytes and visitor', async () => {
    const site = await serve()
    const page = await fetch(`${site}/venta/?orden=precio`, {
      headers: { 'x-forwarded-for': '203.0.113.7' },
    })
    await fetch(`${site}/api/hello`)
    expect(requestLines()).toEqual([
      expect.objectContaining({
        level: 'info',
        reqId: page.headers.get('x-request-id'),
        method: 'GET',
        route: 'paginas',
        path: '/venta/',
        status: 200,
        ms: expect.any(Number),
        bytes: expect.any(Number),
        address: '203.0.113.7',
      }),
      expect.objectContaining({ route: '/api/hello', status: 200, address: '127.0.0.1' }),
    ])
    // The query is left out: a search's words are the visitor's.
    expect(logs.text()).not.toContain('orden=precio')
  })

  it('keeps the id a proxy in front sent, when it is one, so that both logs name the request', async () => {
    const site = await serve()
    const kept = await fetch(`${site}/`, { headers: { 'x-request-id': 'nginx-0123456789abcdef' } })
    const forged = await fetch(`${site}/`, { headers: { 'x-request-id': 'a"},{"level":"fatal' } })
    expect(kept.headers.get('x-request-id')).toBe('nginx-0123456789abcdef')
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(requestLines().map((line) => line.reqId)).toEqual([
      'nginx-0123456789abcdef',
      forged.headers.get('x-request-id'),
    ])
  })

  it('writes no line for the probes', async () => {
    const site = await serve()
    for (const probe of ['/healthz', '/readyz', '/metrics']) await fetch(`${site}${probe}`)
    expect(requestLines()).toEqual([])
  })
})

describe('/healthz and /readyz', () => {
  it('answer that the process lives and can serve', async () => {
    const site = await serve()
    const health = await fetch(`${site}/healthz`)
    expect([health.status, await health.json()]).toEqual([200, { estado: 'ok' }])
    const ready = await fetch(`${site}/readyz`)
    expect([ready.status, await ready.json()]).toEqual([200, { estado: 'listo' }])
    expect(ready.headers.get('cache-control')).toBe('no-store')
  })

  it('say the server is not ready while its Redis does not answer', async () => {
    // A port nobody listens on: each call fails at once.
    const redis = createRedisClient('redis://127.0.0.1:1')
    try {
      const site = await serve({ redis, probes: { redis } })
      const ready = await fetch(`${site}/readyz`)
      expect(ready.status).toBe(503)
      expect(ready.headers.get('retry-after')).toBe('5')
      expect(await ready.json()).toEqual({ estado: 'no listo', motivos: ['Redis no responde'] })
      expect((await fetch(`${site}/healthz`)).status).toBe(200)
    } finally {
      redis.disconnect()
    }
  })

  it('under pressure: every other request is a Spanish 503 to try again; the probes say why', async () => {
    // A heap of one byte is always too large: the first sample puts the server under pressure.
    const site = await serve({ probes: { maxHeapUsedBytes: 1 } })
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    const page = await fetch(`${site}/`)
    expect(page.status).toBe(503)
    expect(page.headers.get('retry-after')).toBe('5')
    expect(await page.json()).toEqual({
      error: expect.stringMatching(/^El sitio está muy ocupado/),
    })
    expect((await fetch(`${site}/healthz`)).status).toBe(200)
    const ready = await fetch(`${site}/readyz`)
    expect([ready.status, await ready.json()]).toEqual([
      503,
      { estado: 'no listo', motivos: ['el servidor está sobrecargado'] },
    ])
    const metrics = await (await fetch(`${site}/metrics`)).text()
    expect(metrics).toMatch(/^sitio_limit_refusals_total\{limit="presion"\} 1$/m)
  })
})

describe('/metrics', () => {
  it('answers the machine itself in Prometheus’s format, with the requests it served', async () => {
    const site = await serve()
    await fetch(`${site}/`)
    await fetch(`${site}/api/hello`)
    const metrics = await fetch(`${site}/metrics`)
    expect(metrics.status).toBe(200)
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = await metrics.text()
    expect(text).toMatch(
      /^sitio_http_request_duration_seconds_count\{route="paginas",method="GET",status="200"\} 1$/m,
    )
    expect(text).toMatch(
      /^sitio_http_request_duration_seconds_count\{route="\/api\/hello",method="GET",status="200"\} 1$/m,
    )
    // The process's own figures too: memory, the event loop's delay.
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m)
  })

  it('refuses a request a proxy forwarded, unless it brings METRICS_TOKEN', async () => {
    const site = await serve()
    const forwarded = { 'x-forwarded-for': '203.0.113.7' }
    const refused = await fetch(`${site}/metrics`, { headers: forwarded })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({
      error: 'Las métricas se leen desde la misma máquina o con METRICS_TOKEN.',
    })
    const wrong = await fetch(`${site}/metrics`, {
      headers: { ...forwarded, authorization: `Bearer ${TOKEN.slice(1)}x` },
    })
    expect(wrong.status).toBe(403)
    const allowed = await fetch(`${site}/metrics`, {
      headers: { ...forwarded, authorization: `Bearer ${TOKEN}` },
    })
    expect(allowed.status).toBe(200)
  })
})
