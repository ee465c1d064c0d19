/**
 * The lead routes' door, before a byte of the body is read: the checks that cost nothing
 * (src/server/leadScreen.ts: JSON, the site's own origin, the address's limit, the token in its
 * header), then, for a body of megabytes (a CV), one of a few places: past them the post is
 * answered 503 with Retry-After, so hundreds of uploads at once cannot take a worker's memory.
 * A post let through is marked screened for the function, which then skips what was checked.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { isLeadKind } from '../src/domain/leads/leadRequests'
import type { ApiAnswer } from '../src/server/apiAnswers'
import { screenLeadPost, type LeadScreen } from '../src/server/leadScreen'
import { carriesBody } from './limits'

/** Bodies of megabytes a worker reads at once. */
export const LARGE_BODIES_AT_ONCE = 4

/** The places for large bodies of one worker. */
export function bodySlots(size = LARGE_BODIES_AT_ONCE) {
  let taken = 0
  return {
    take(): boolean {
      if (taken >= size) return false
      taken++
      return true
    },
    release(): void {
      taken = Math.max(0, taken - 1)
    },
  }
}

export type BodySlots = ReturnType<typeof bodySlots>

function send(request: FastifyRequest, reply: FastifyReply, answer: ApiAnswer) {
  reply.code(answer.status).header('cache-control', 'no-store')
  for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value)
  // The body is never read: the connection goes with the answer.
  if (carriesBody(request.headers)) reply.header('connection', 'close')
  return reply.send(answer.body)
}

const headerText = (headers: FastifyRequest['headers']) =>
  Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : value,
    ]),
  )

/** The onRequest hook of a lead route: `large` for a route that takes megabytes. */
export function leadGate(
  screen: LeadScreen,
  visitorKey: (request: FastifyRequest) => string,
  slots: BodySlots,
  { large, params }: { large: boolean; params?: Record<string, string> },
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST') return
    const kind = (params ?? (request.params as Record<string, string | undefined>)).kind
    // An unknown form is the function's 404.
    if (!isLeadKind(kind)) return
    const refused = await screenLeadPost(
      { headers: headerText(request.headers) },
      kind,
      screen,
      visitorKey(request),
    )
    if (refused) return send(request, reply, refused)
    if (large) {
      if (!slots.take())
        return send(request, reply, {
          status: 503,
          body: {
            error:
              'Estamos recibiendo muchos archivos a la vez. Esperá unos segundos y probá de nuevo: no se perdió nada de lo que escribiste.',
          },
          headers: { 'Retry-After': '5' },
        })
      reply.raw.once('close', () => slots.release())
    }
    ;(request.raw as { leadScreened?: boolean }).leadScreened = true
  }
}
