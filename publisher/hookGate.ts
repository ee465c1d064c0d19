/**
 * The door of POST /hooks/rebuild: which hooks are taken (signed, new, fresh: replays.ts), the
 * reason a taken hook gives its build, and passing it on to GitHub.
 */
import type { IncomingHttpHeaders } from 'node:http'
import { plainText } from './causes'
import type { PublisherDeps } from './publisherContext'
import {
  bodyDigest,
  githubAgeProblem,
  PUBLISHING_EVENTS,
  sentAtProblem,
  type ReplayMemory,
} from './replays'
import { SIGNATURE_HEADER, verifySignature } from './signature'

export interface HookAnswer {
  status: number
  body: Record<string, unknown>
}

/** GitHub's id of a hook delivery, and the event's name; both outside the signature. */
const DELIVERY_HEADER = 'x-github-delivery'
const EVENT_HEADER = 'x-github-event'

/** What a hook is screened with. */
interface HookGate {
  /** PUBLISH_WEBHOOK_SECRET; empty: every hook is refused. */
  secret: string
  replays: ReplayMemory
  now(): Date
}

const refuse = (status: number, error: string): HookAnswer => ({ status, body: { error } })

/**
 * The refusal of a hook, or null when it is taken (and remembered, so it is not taken twice). 401
 * without a valid signature, or, without X-GitHub-Delivery, without a fresh `sent_at` in the
 * signed body; a GitHub delivery must name an event that publishes (a `ping` is answered 200 and
 * publishes nothing) and say in its signed body that it was sent within 24 h; 409 for a delivery
 * id or a body accepted in the last 24 h.
 */
export function screenHook(
  gate: HookGate,
  body: Buffer,
  headers: IncomingHttpHeaders,
): HookAnswer | null {
  if (!gate.secret)
    return refuse(401, 'El publicador no tiene PUBLISH_WEBHOOK_SECRET: no acepta hooks.')
  if (!verifySignature(gate.secret, body, headers[SIGNATURE_HEADER]))
    return refuse(401, 'Firma ausente o inválida (X-Hub-Signature-256).')
  const delivery = headers[DELIVERY_HEADER]
  if (Array.isArray(delivery) || (delivery !== undefined && !gate.replays.isDeliveryId(delivery)))
    return refuse(400, 'X-GitHub-Delivery no es válido: un identificador de hasta 200 caracteres.')
  if (delivery !== undefined) {
    const event = headers[EVENT_HEADER]
    if (event === 'ping') return { status: 200, body: { pong: true } }
    if (!PUBLISHING_EVENTS.some((name) => name === event))
      return refuse(
        400,
        `El evento ${typeof event === 'string' ? `"${plainText(event, 40)}"` : 'sin X-GitHub-Event'} no pide publicar: se toman ${PUBLISHING_EVENTS.join(' y ')}.`,
      )
  }
  const digest = bodyDigest(body)
  if (gate.replays.bodySeen(digest))
    return refuse(
      409,
      'Este aviso ya se recibió en las últimas 24 h (el mismo cuerpo firmado): no se repite. Cada aviso lleva su propio "sent_at".',
    )
  if (delivery !== undefined && gate.replays.deliverySeen(delivery))
    return refuse(
      409,
      `El aviso ${delivery} (X-GitHub-Delivery) ya se recibió en las últimas 24 h: no se repite.`,
    )
  const stale =
    delivery === undefined ? sentAtProblem(body, gate.now()) : githubAgeProblem(body, gate.now())
  if (stale) return refuse(401, stale)
  gate.replays.remember(digest, delivery ?? null)
  return null
}

/** The reason a taken hook gives its build: its JSON body's `reason`, when it has one. */
export function hookReason(body: Buffer): string {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { reason?: unknown }
    if (typeof parsed.reason === 'string' && parsed.reason.trim())
      return `hook: ${plainText(parsed.reason, 200)}`
  } catch {
    // Any body may be signed; the reason is only for the log.
  }
  return 'hook'
}

/** Passes a taken hook on, when forwarding is configured; never holds up or fails the hook. */
export function forwardTakenHook(deps: PublisherDeps, reason: string, now: () => Date): void {
  if (!deps.forwardHook) return
  void deps
    .forwardHook({ reason, received_at: now().toISOString() })
    .then((result) => deps.log(`Reenvío a GitHub: ${result.message}`))
    .catch((error: unknown) => deps.log(`Reenvío a GitHub falló: ${(error as Error).message}`))
}
