/**
 * The site's endpoints, independent of where they run: a handler takes a plain request and
 * returns a plain answer. `src/api/*` adapts them to Gatsby Functions (src/server/gatsby.ts), and
 * the tests call them through msw (__tests__/support/siteApi.ts) the same way.
 */
import { addressKey } from './addressKey'
import { isServiceError } from '../domain/contracts/serviceError'
import { telemetry } from './telemetry'

export interface ApiRequest {
  method: string
  /** The path's named parts (`/api/properties/[id]` → `{ id }`). */
  params: Record<string, string | undefined>
  /** The raw query string, without '?'. */
  search: string
  headers: Record<string, string | undefined>
  /** The parsed JSON body (POST), or undefined. */
  body: unknown
  /** The address the request came from, as the runtime sees it. */
  remoteAddress: string
  /**
   * The visitor's address as the production server resolved it (server/visitorAddress.ts:
   * forwarding headers believed only from TRUST_PROXY); absent on other runtimes.
   */
  visitorAddress?: string
  /**
   * The production server ran the checks that need no body (leadScreen.ts) before it read this
   * one: set by the server on the request it hands over, never from anything a client sends.
   */
  screened?: boolean
  /** The production server's id of the request, which its log lines carry. */
  requestId?: string
}

export interface ApiAnswer {
  status: number
  headers: Record<string, string>
  body: unknown
}

export type Handler = (request: ApiRequest) => Promise<ApiAnswer>

/** Catalogue reads: browsers keep them a minute, shared caches too and serve them stale a bit. */
export const CATALOGUE_CACHE = 'public, max-age=60, s-maxage=60, stale-while-revalidate=300'
export const NO_STORE = 'no-store'

export function json(status: number, body: unknown, cacheControl: string = NO_STORE): ApiAnswer {
  return { status, headers: { 'Cache-Control': cacheControl }, body }
}

/** An answer the visitor can read: `{ error }` in Spanish, plus anything the client needs. */
export function refuse(
  status: number,
  error: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): ApiAnswer {
  return { status, headers: { 'Cache-Control': NO_STORE, ...headers }, body: { error, ...extra } }
}

export const methodNotAllowed = (allowed: string): ApiAnswer =>
  refuse(405, 'Método no permitido.', {}, { Allow: allowed })

export const notFound = (what = 'No encontramos lo que buscabas.'): ApiAnswer => refuse(404, what)

/**
 * What a failed upstream call becomes: its 404 stays a 404; a timeout is a 504; anything else
 * a 502. The cause goes to the server's log (keys redacted by ServiceError), never to the visitor.
 */
export function upstreamFailure(error: unknown, context: string): ApiAnswer {
  if (isServiceError(error) && error.notFound) return notFound()
  telemetry().log.error({ err: error }, context)
  if (isServiceError(error) && error.kind === 'timeout')
    return refuse(504, 'El servicio tardó demasiado en responder. Probá de nuevo.')
  return refuse(
    502,
    'El servicio no está disponible en este momento. Probá de nuevo en unos minutos.',
  )
}

/**
 * What every limit per address counts a request under (addressKey: an IPv6 /64 as one): the
 * visitor's address as the production server resolved it; on a host that runs the functions
 * itself, its platform header (`CLIENT_IP_HEADER`, e.g. Netlify's `x-nf-client-connection-ip`)
 * when one is configured, else the connection's peer. A header a visitor sets is never trusted
 * on its own.
 */
export function limitKey(request: ApiRequest, trustedHeader: string | null): string {
  if (request.visitorAddress) return addressKey(request.visitorAddress)
  if (trustedHeader) {
    const value = request.headers[trustedHeader.toLowerCase()]?.split(',')[0]?.trim()
    if (value) return addressKey(value)
  }
  return addressKey(request.remoteAddress || 'desconocida')
}
