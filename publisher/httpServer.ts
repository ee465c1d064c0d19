/**
 * The publisher's HTTP side: `GET /status` (from this machine, or with PUBLISH_STATUS_TOKEN), the
 * signed `POST /hooks/rebuild`, every other request to the site; and the server they share, with
 * short timeouts and caps (docs/deployment.md, "The publisher").
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http'
import { socketAnswer } from '../server/socketAnswer'
import { addressKey } from '../src/server/addressKey'
import type { Publisher } from './publisher'
import type { ReleaseSite } from './site'
import { PUBLISHER_METRICS_CONTENT_TYPE, type PublisherMetrics } from './metrics'

export const MAX_HOOK_BYTES = 1024 * 1024

export interface ServerLimits {
  /** To send a request's headers. */
  headersTimeoutMs: number
  /** To send a whole request: the site's own server allows 60 s (a CV on a slow line). */
  requestTimeoutMs: number
  /** Idle between two requests of a connection. */
  keepAliveTimeoutMs: number
  /** All of a request's headers; more is answered 431. */
  maxHeaderBytes: number
  /** Open connections; past it a new one is closed at once. */
  maxConnections: number
  /**
   * Open connections from one address (an IPv6 /64 counts as one) that is not a trusted proxy:
   * past it that address's new one is closed at once, so a few hundred slow connections from one
   * client do not fill `maxConnections` for everyone.
   */
  maxConnectionsPerAddress: number
}

export const SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
  maxHeaderBytes: 16 * 1024,
  maxConnections: 512,
  maxConnectionsPerAddress: 32,
}

/** How long a refused body may still arrive, discarded, before its connection is cut. */
const LINGER_MS = 1_000

/**
 * The publisher's server: Node's own timeouts and caps, set to `limits`, and the cap per address
 * for every peer `trustsPeer` does not vouch for (a proxy in front carries every visitor).
 */
export function createPublisherServer(
  handler: RequestListener,
  limits: ServerLimits = SERVER_LIMITS,
  trustsPeer: (address: string) => boolean = () => false,
): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      maxHeaderSize: limits.maxHeaderBytes,
      // Node enforces both timeouts on this period (30 s by default): a slow client goes on time.
      connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs / 4),
    },
    handler,
  )
  server.keepAliveTimeout = limits.keepAliveTimeoutMs
  server.maxConnections = limits.maxConnections
  const open = new Map<string, number>()
  server.on('connection', (socket) => {
    const peer = socket.remoteAddress ?? ''
    if (trustsPeer(peer)) return
    const key = addressKey(peer)
    const count = open.get(key) ?? 0
    if (count >= limits.maxConnectionsPerAddress) return void socket.destroy()
    open.set(key, count + 1)
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1
      if (left > 0) open.set(key, left)
      else open.delete(key)
    })
  })
  return server
}

const STATUS_REFUSED =
  'El estado del publicador se ve solo desde esta misma máquina (sin un proxy de por medio) o con ' +
  'el encabezado Authorization: Bearer <PUBLISH_STATUS_TOKEN>.'

/**
 * Headers a proxy adds for the client behind it (besides Forwarded and X-Forwarded-*): with any of
 * them, the peer is not the client.
 */
const FORWARDING_HEADERS = new Set([
  'via',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
])

/** 127.0.0.0/8, ::1, or an IPv4 loopback address mapped into IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === '::1') return true
  const v4 = address?.replace(/^::ffff:/i, '') ?? ''
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)
}

function forwarded(request: IncomingMessage): boolean {
  return Object.keys(request.headers).some(
    (name) => name.includes('forwarded') || FORWARDING_HEADERS.has(name),
  )
}

/** Compared as digests, so neither the length nor the bytes of the token show in the timing. */
function carriesToken(request: IncomingMessage, token: string): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1]
  if (!token || !given) return false
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(given), digest(token))
}

/**
 * A request from this machine itself (a reverse proxy on it would make every visitor look local,
 * so a forwarded one is not), or one with the status token.
 */
export function mayReadStatus(request: IncomingMessage, token: string): boolean {
  return (
    (isLoopbackAddress(request.socket.remoteAddress) && !forwarded(request)) ||
    carriesToken(request, token)
  )
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  })
  response.end(`${JSON.stringify(body, null, 2)}\n`)
}

/**
 * Answers 413 on the socket itself and ends the connection, reading no more of the body. What the
 * client still sends for a moment is discarded rather than left unread: a socket closed with unread
 * data is reset, and the client would lose the answer.
 */
function refuseTooLarge(request: IncomingMessage): void {
  const { socket } = request
  socket.end(socketAnswer(413, `${JSON.stringify({ error: 'El cuerpo supera 1 MB.' }, null, 2)}\n`))
  request.resume()
  const cut = setTimeout(() => socket.destroy(), LINGER_MS)
  socket.once('close', () => clearTimeout(cut))
}

/** The body, or null as soon as it passes MAX_HOOK_BYTES (nothing more is read then). */
function readBody(request: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_HOOK_BYTES) return void chunks.push(chunk)
      request.off('data', onData)
      resolve(null)
    }
    request.on('data', onData)
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

/**
 * The publisher's figures, then the served release's (each family its own name): one scrape of
 * the publisher's port reads both.
 */
async function metricsText(
  metrics: PublisherMetrics,
  site: Partial<Pick<ReleaseSite, 'metrics'>>,
): Promise<string> {
  const [own, served] = await Promise.all([metrics.text(), site.metrics?.() ?? null])
  return served ? `${own}\n${served}` : own
}

/** The publisher's own routes; every other request is the site's. */
export function publisherHandler(
  publisher: Publisher,
  site: Pick<ReleaseSite, 'handle'> & Partial<Pick<ReleaseSite, 'health' | 'metrics' | 'served'>>,
  {
    statusToken = '',
    metricsToken = '',
    metrics,
  }: { statusToken?: string; metricsToken?: string; metrics?: PublisherMetrics } = {},
): RequestListener {
  return (request, response) => {
    const pathname = (request.url ?? '/').split('?')[0]
    if (pathname === '/healthz') return sendJson(response, 200, { estado: 'ok' })
    if (pathname === '/readyz') {
      const problems = [
        ...(site.served?.() ? [] : ['no se sirve ninguna versión todavía']),
        ...(site.health?.().restarting ? ['el servidor del sitio se está reiniciando'] : []),
      ]
      return problems.length === 0
        ? sendJson(response, 200, { estado: 'listo' })
        : sendJson(response, 503, { estado: 'no listo', motivos: problems })
    }
    if (pathname === '/metrics' && metrics) {
      if (!mayReadStatus(request, metricsToken))
        return sendJson(response, 403, {
          error: 'Las métricas se leen desde la misma máquina o con METRICS_TOKEN.',
        })
      void metricsText(metrics, site).then(
        (text) => {
          response.writeHead(200, {
            'content-type': PUBLISHER_METRICS_CONTENT_TYPE,
            'cache-control': 'no-store',
          })
          response.end(text)
        },
        () => sendJson(response, 503, { error: 'No se pudieron reunir las métricas.' }),
      )
      return
    }
    if (pathname === '/status') {
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return sendJson(response, 405, { error: 'Usá GET.' })
      if (!mayReadStatus(request, statusToken))
        return sendJson(response, 403, { error: STATUS_REFUSED })
      const status = publisher.status()
      return sendJson(response, 200, site.health ? { ...status, site: site.health() } : status)
    }
    if (pathname === '/hooks/rebuild') {
      if (request.method !== 'POST') return sendJson(response, 405, { error: 'Usá POST.' })
      if (Number(request.headers['content-length']) > MAX_HOOK_BYTES) return refuseTooLarge(request)
      void readBody(request).then(
        (body) => {
          if (body === null) return refuseTooLarge(request)
          const answer = publisher.hook(body, request.headers)
          sendJson(response, answer.status, answer.body)
        },
        () => sendJson(response, 400, { error: 'No se pudo leer el cuerpo.' }),
      )
      return
    }
    site.handle(request, response)
  }
}
