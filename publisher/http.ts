/**
 * The publisher's HTTP routes: `GET /status` (from this machine, or with PUBLISH_STATUS_TOKEN),
 * the signed `POST /hooks/rebuild`, every other request to the site.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import type { Publisher } from './publisher'
import type { ReleaseSite } from './site'

const MAX_HOOK_BYTES = 1024 * 1024

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

function readBody(request: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_HOOK_BYTES) chunks.push(chunk)
    })
    request.on('end', () => resolve(size > MAX_HOOK_BYTES ? null : Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

/** The publisher's own routes; every other request is the site's. */
export function publisherHandler(
  publisher: Publisher,
  site: Pick<ReleaseSite, 'handle'>,
  { statusToken = '' }: { statusToken?: string } = {},
): RequestListener {
  return (request, response) => {
    const pathname = (request.url ?? '/').split('?')[0]
    if (pathname === '/status') {
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return sendJson(response, 405, { error: 'Usá GET.' })
      if (!mayReadStatus(request, statusToken))
        return sendJson(response, 403, { error: STATUS_REFUSED })
      return sendJson(response, 200, publisher.status())
    }
    if (pathname === '/hooks/rebuild') {
      if (request.method !== 'POST') return sendJson(response, 405, { error: 'Usá POST.' })
      void readBody(request).then(
        (body) => {
          if (body === null) return sendJson(response, 413, { error: 'El cuerpo supera 1 MB.' })
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
