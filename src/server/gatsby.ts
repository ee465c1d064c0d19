/**
 * The site's endpoints as Gatsby Functions: each file of src/api exports `gatsbyFunction(...)`
 * of one handler. The production server (server/) runs them, as do `gatsby develop` and Gatsby's
 * Netlify adapter. The query string is read from the request's own URL, so only what the
 * handler's parser allows is ever read.
 */
import { createHash } from 'node:crypto'
import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby'
import { serverContext, type ServerContext } from './context'
import type { ApiRequest, Handler } from './apiAnswers'
import { telemetry } from './telemetry'

function toApiRequest(request: GatsbyFunctionRequest): ApiRequest {
  // Express keeps the whole address in originalUrl; `url` loses the mount path.
  const { originalUrl } = request as { originalUrl?: string }
  const address = request.rawUrl ?? originalUrl ?? request.url ?? ''
  const queryAt = address.indexOf('?')
  const headers: Record<string, string | undefined> = {}
  for (const [name, value] of Object.entries(request.headers))
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value
  return {
    method: (request.method ?? 'GET').toUpperCase(),
    params: request.params ?? {},
    search: queryAt >= 0 ? address.slice(queryAt + 1) : '',
    headers,
    body: request.body,
    remoteAddress: request.socket?.remoteAddress ?? '',
    visitorAddress: visitorAddressOf(request),
    screened: (request as { leadScreened?: boolean }).leadScreened === true,
    requestId: (request as { requestId?: string }).requestId,
  }
}

/**
 * The visitor's address where the platform vouches for it: the production server sets it on the
 * request it hands over (server/functions.ts); on Netlify, whose adapter marks its requests with
 * `netlifyFunctionParams`, it is Netlify's own header, which its CDN sets on every request and a
 * visitor cannot forge. Elsewhere none (apiAnswers.ts falls back to CLIENT_IP_HEADER or the peer).
 */
function visitorAddressOf(request: GatsbyFunctionRequest): string | undefined {
  const given = request as { visitorAddress?: string; netlifyFunctionParams?: unknown }
  if (given.visitorAddress) return given.visitorAddress
  if (!given.netlifyFunctionParams) return undefined
  const header = request.headers['x-nf-client-connection-ip']
  return (Array.isArray(header) ? header[0] : header)?.trim() || undefined
}

const serialisations = new WeakMap<object, Serialised>()

interface Serialised {
  /** The JSON, as the bytes sent. */
  bytes: Buffer
  etag: string
}

/**
 * An answer's JSON as bytes, and its ETag (a digest of them). A catalogue read answers with the
 * very record its cache keeps for a minute, so a listing of 200 KB is written out, encoded and
 * digested once per minute, not once per visitor; the ETag lets a browser revalidate it with a 304 and the
 * production server keep its compressed copy (server/compression.ts).
 */
export function serialised(body: unknown): Serialised {
  const known = typeof body === 'object' && body !== null ? serialisations.get(body) : undefined
  if (known) return known
  const bytes = Buffer.from(JSON.stringify(body) ?? 'null')
  const made = { bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"` }
  if (typeof body === 'object' && body !== null) serialisations.set(body, made)
  return made
}

/** A Gatsby Function that answers with `pick(endpoints of this runtime's context)`. */
export function gatsbyFunction(pick: (context: ServerContext) => Handler) {
  return async function handler(request: GatsbyFunctionRequest, response: GatsbyFunctionResponse) {
    try {
      const answer = await pick(serverContext())(toApiRequest(request))
      for (const [name, value] of Object.entries(answer.headers)) response.setHeader(name, value)
      response.setHeader('X-Content-Type-Options', 'nosniff')
      // A 204 (a beacon's answer) carries no body, so no type either.
      if (answer.status === 204) return void response.status(204).end()
      response.setHeader('Content-Type', 'application/json; charset=utf-8')
      const { bytes, etag } = serialised(answer.body)
      if (answer.status === 200) {
        response.setHeader('ETag', etag)
        if (request.headers['if-none-match'] === etag) return void response.status(304).end()
      }
      // end(), not send(): Netlify's adapter labels a Buffer sent with send() a binary download.
      response.status(answer.status).end(bytes)
    } catch (error) {
      telemetry().log.error({ err: error }, 'Error inesperado en el servidor del sitio')
      response.setHeader('Cache-Control', 'no-store')
      response.status(500).json({ error: 'Ocurrió un error inesperado. Probá de nuevo.' })
    }
  }
}

/** A CV is at most 5 MB, about 6.7 MB as a data URL: lead bodies get room for it. */
export const LEAD_FUNCTION_CONFIG: GatsbyFunctionConfig = {
  bodyParser: { json: { limit: '8mb' } },
}

/** A WhatsApp press (whatsappEndpoints.ts) is a few hundred bytes: the parser takes 4 KB. */
export const WHATSAPP_FUNCTION_CONFIG: GatsbyFunctionConfig = {
  bodyParser: { json: { limit: '4kb' } },
}
