/**
 * `/api/whatsapp` (issue 45): `POST` is the beacon a press on a WhatsApp button sends (the
 * reference, the listing, the page, the attribution), kept 90 days; `GET ?ref=` is the staff's
 * lookup of a reference, behind STAFF_TOKEN. A beacon reads no answer, so a press that is
 * accepted gets 204 even when the store could not keep it (the store warns).
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import {
  describeWhatsAppRecord,
  readReference,
  readWhatsAppPress,
} from '../domain/leads/whatsappReference'
import {
  json,
  limitKey,
  methodNotAllowed,
  refuse,
  NO_STORE,
  type ApiAnswer,
  type ApiRequest,
  type Handler,
} from './apiAnswers'
import type { ServerContext } from './context'
import type { RateDecision } from './rateLimit'
import { isSameOrigin } from './sameOrigin'

/** A press is a reference, a listing, a path and two touches: well under 2 KB. */
export const PRESS_BYTES = 4 * 1024

const tooMany = (decision: RateDecision): ApiAnswer =>
  refuse(
    429,
    'Demasiados pedidos seguidos. Esperá unos minutos y probá de nuevo.',
    { code: 'rate', retryAfterSeconds: decision.retryAfterSeconds },
    { 'Retry-After': String(decision.retryAfterSeconds) },
  )

/** Whether the request's bearer token is `expected`, compared in constant time (as digests). */
function bearerMatches(request: ApiRequest, expected: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1] ?? ''
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return given !== '' && timingSafeEqual(digest(given), digest(expected))
}

export function whatsappEndpoints({
  env,
  now,
  presses,
  pressLimiter,
  staffLimiter,
}: ServerContext) {
  const press: Handler = async (request) => {
    if (!isSameOrigin(request.headers, env.siteUrl))
      return refuse(403, 'Este pedido no viene del sitio.', { code: 'cross-site' })
    const decision = await pressLimiter.take(limitKey(request, env.clientIpHeader), now())
    if (!decision.allowed) return tooMany(decision)
    // Gatsby's body parser and the production server bound the body before it is read; this
    // holds the same bound on any other runtime.
    if (Buffer.byteLength(JSON.stringify(request.body ?? null)) > PRESS_BYTES)
      return refuse(413, 'El pedido es demasiado grande.', { code: 'size' })
    const read = readWhatsAppPress(request.body)
    if (!read) return refuse(400, 'El pedido no tiene la forma esperada.', { code: 'shape' })
    await presses.add({ ...read, at: new Date(now()).toISOString() })
    return { status: 204, headers: { 'Cache-Control': NO_STORE }, body: null }
  }

  const lookup: Handler = async (request) => {
    if (!env.staffToken)
      return refuse(
        503,
        'La búsqueda de referencias de WhatsApp no está configurada en este servidor: falta STAFF_TOKEN.',
        { code: 'not-configured' },
      )
    const decision = await staffLimiter.take(limitKey(request, env.clientIpHeader), now())
    if (!decision.allowed) return tooMany(decision)
    if (!bearerMatches(request, env.staffToken))
      return refuse(
        401,
        'Falta la clave del personal o no es la correcta.',
        { code: 'unauthorized' },
        { 'WWW-Authenticate': 'Bearer' },
      )
    const named = new URLSearchParams(request.search).getAll('ref')
    const reference = named.length === 1 ? readReference(named[0]) : null
    if (!reference)
      return refuse(400, 'La referencia son 4 caracteres, por ejemplo ?ref=7K2Q.', {
        code: 'reference',
      })
    const records = await presses.find(reference, now())
    return json(200, {
      reference,
      records: records.map((record) => ({ ...record, line: describeWhatsAppRecord(record) })),
    })
  }

  const whatsapp: Handler = async (request) => {
    if (request.method === 'POST') return press(request)
    if (request.method === 'GET') return lookup(request)
    return methodNotAllowed('GET, POST')
  }

  return { whatsapp }
}
