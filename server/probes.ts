/**
 * What an operator and a load balancer see of a server: one log line per request (its id,
 * method, route, status, time, bytes and the visitor's address as the server reads it) and its
 * duration in the metrics; `GET /healthz` (the process answers), `GET /readyz` (it can serve:
 * not closing, not under pressure, its Redis answering when it has one) and `GET /metrics`
 * (Prometheus's text, to the machine itself or with METRICS_TOKEN). The probes write no line.
 * Under pressure (the event loop late, the heap past its limit) every other request is a 503
 * with Retry-After, so that the balancer sends it to another server.
 */
import { timingSafeEqual } from 'node:crypto'
import { getHeapStatistics } from 'node:v8'
import type { FastifyUnderPressureOptions } from '@fastify/under-pressure'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import type { IncomingMessage } from 'node:http'
import { withRedis } from '../src/server/redis'
import { telemetry } from '../src/server/telemetry'
import type { AskPrimary } from '../src/server/primaryRequests'
import { METRICS_CONTENT_TYPE, metricsText, type ServerTelemetry } from './telemetry'

export const PROBE_PATHS = ['/healthz', '/readyz', '/metrics'] as const

export interface ProbeOptions {
  /** The server's Redis, when it has one: /readyz asks it. */
  redis: Redis | null
  /** Whose figures /metrics answers; without it there is no /metrics. */
  telemetry: ServerTelemetry | null
  /** The cluster's primary, which adds every worker's figures up; null: this process alone. */
  askPrimary: AskPrimary | null
  /** METRICS_TOKEN: /metrics to anyone who sends it as a bearer token. */
  metricsToken: string | null
  /** An event loop this late (ms) is pressure. */
  maxEventLoopDelayMs: number
  /** A heap this large (bytes) is pressure. */
  maxHeapUsedBytes: number
}

/** Pressure's defaults: a second of lag, 90 % of the heap V8 allows this process. */
export const PRESSURE_DEFAULTS = {
  maxEventLoopDelayMs: 1_000,
  maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * 0.9),
}

const PRESSURE_TEXT =
  'El sitio está muy ocupado en este momento. Probá de nuevo en unos segundos: no se perdió nada de lo que escribiste.'
const RETRY_AFTER_SECONDS = 5

/** The route a request took, as a bounded label: every page and file is one. */
const routeOf = (request: FastifyRequest) => {
  const route = request.routeOptions.url
  return route === undefined ? 'ninguna' : route === '/*' ? 'paginas' : route
}

const pathOf = (url: string | undefined) => (url ?? '/').split('?')[0]!.slice(0, 200)

/** A limit refused a request: counted, and logged with what refused it. */
export function reportRefusal(request: FastifyRequest, limit: string): void {
  telemetry().count('sitio_limit_refusals_total', { limit })
  request.log.warn({ limit, route: routeOf(request) }, 'Límite alcanzado')
}

/** Every answer's line in the log and its duration in the metrics; the probes' neither. */
export function observeRequests(
  app: FastifyInstance,
  visitorAddress: (request: IncomingMessage) => string,
): void {
  // The id of the request's log line, for a proxy's log or a visitor's report to find it.
  app.addHook('onRequest', async (request, reply) => void reply.header('x-request-id', request.id))
  // Its fields are these, none a person typed: the redaction, half a line's cost, is skipped.
  const requests = app.log.child({}, { redact: [] })
  app.addHook('onResponse', async (request, reply) => {
    const path = pathOf(request.raw.url)
    if ((PROBE_PATHS as readonly string[]).includes(path)) return
    const route = routeOf(request)
    const status = reply.statusCode
    const ms = reply.elapsedTime
    telemetry().observe(
      'sitio_http_request_duration_seconds',
      { route, method: request.method, status: String(status) },
      ms / 1000,
    )
    const bytes = Number(reply.getHeader('content-length')) || 0
    requests.info(
      {
        reqId: request.id,
        method: request.method,
        route,
        path,
        status,
        ms: Math.round(ms * 10) / 10,
        bytes,
        address: visitorAddress(request.raw),
      },
      'pedido',
    )
  })
}

const sameText = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** From this machine (no proxy in between named anyone), or with the metrics token. */
function mayReadMetrics(request: FastifyRequest, token: string | null): boolean {
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
  if (token && bearer && sameText(bearer, token)) return true
  const peer = request.raw.socket.remoteAddress ?? ''
  const loopback = peer === '::1' || peer.startsWith('127.') || peer.startsWith('::ffff:127.')
  const forwarded = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some(
    (name) => request.headers[name] !== undefined,
  )
  return loopback && !forwarded
}

const NO_STORE = 'no-store'
/** Probes pass under pressure: /readyz says so itself, /healthz is the process answering. */
const PASS_PRESSURE = { pressureHandler: () => undefined }

export const probeSettings = (options: Partial<ProbeOptions> = {}): ProbeOptions => ({
  redis: null,
  telemetry: null,
  askPrimary: null,
  metricsToken: null,
  ...PRESSURE_DEFAULTS,
  ...options,
})

/** @fastify/under-pressure's settings: the limits, and the Spanish 503 past them. */
export function pressureOptions(settings: ProbeOptions): FastifyUnderPressureOptions {
  return {
    maxEventLoopDelay: settings.maxEventLoopDelayMs,
    maxHeapUsedBytes: settings.maxHeapUsedBytes,
    retryAfter: RETRY_AFTER_SECONDS,
    // Its types say nothing is returned; it sends what is (index.js, handlePressure).
    pressureHandler: ((request: FastifyRequest, reply: FastifyReply, type: string) => {
      telemetry().count('sitio_limit_refusals_total', { limit: 'presion' })
      request.log.warn({ pressure: type, route: routeOf(request) }, 'Servidor sobrecargado')
      reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .header('cache-control', NO_STORE)
      // under-pressure sends what the handler returns.
      return { error: PRESSURE_TEXT }
    }) as unknown as FastifyUnderPressureOptions['pressureHandler'],
  }
}

/** The probes' routes, on an app where @fastify/under-pressure is registered (/readyz asks it). */
export function registerProbes(app: FastifyInstance, settings: ProbeOptions): void {
  let closing = false
  app.addHook('onClose', async () => void (closing = true))

  app.get('/healthz', { config: PASS_PRESSURE }, async (_request, reply) =>
    reply.header('cache-control', NO_STORE).send({ estado: 'ok' }),
  )

  app.get('/readyz', { config: PASS_PRESSURE }, async (_request, reply) => {
    const problems: string[] = []
    if (closing) problems.push('el servidor se está deteniendo')
    if (app.isUnderPressure()) problems.push('el servidor está sobrecargado')
    if (settings.redis) {
      try {
        await withRedis(settings.redis, (client) => client.ping())
      } catch {
        problems.push('Redis no responde')
      }
    }
    reply.header('cache-control', NO_STORE)
    if (problems.length === 0) return reply.send({ estado: 'listo' })
    return reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ estado: 'no listo', motivos: problems })
  })

  const registry = settings.telemetry?.registry
  if (registry)
    app.get('/metrics', { config: PASS_PRESSURE }, async (request, reply) => {
      reply.header('cache-control', NO_STORE)
      if (!mayReadMetrics(request, settings.metricsToken))
        return reply.code(403).send({
          error: 'Las métricas se leen desde la misma máquina o con METRICS_TOKEN.',
        })
      try {
        const text = await metricsText(registry, settings.askPrimary)
        return reply.type(METRICS_CONTENT_TYPE).send(text)
      } catch (error) {
        request.log.error({ err: error }, 'No se pudieron reunir las métricas del cluster')
        return reply
          .code(503)
          .send({ error: 'No se pudieron reunir las métricas. Probá de nuevo.' })
      }
    })
}
