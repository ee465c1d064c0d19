/**
 * One lead per person and intent. A post's idempotency key (the browser makes one per content
 * sent, and sends it again on every retry of that content) is answered as its first post was;
 * and the same email or phone on the same form about the same subject within 10 minutes is
 * delivered once, the later posts told it was received. Only keyed hashes are kept (HMAC with
 * LEAD_TOKEN_SECRET), never an email, a phone or a key as sent, and only a delivered lead's
 * answer: a post whose delivery failed is forgotten, so its retry is delivered.
 */
import { createHmac, randomUUID } from 'node:crypto'
import type { LeadKind, ReadLeadRequest } from '../domain/leads/leadRequests'
import { json, refuse, type ApiAnswer } from './apiAnswers'
import type { ClaimStore } from './claims'

/** The header the site's forms send their idempotency key in. */
export const IDEMPOTENCY_HEADER = 'idempotency-key'

/** What the browser makes (a UUID); anything else is refused before the body is read. */
export const isIdempotencyKey = (value: string) => /^[A-Za-z0-9_-]{16,128}$/.test(value)

/** How long an answer is kept by its key: a retry the next day is a new lead. */
export const ANSWER_TTL_MS = 24 * 60 * 60_000
/** How long the same person's lead on the same form and subject is delivered only once. */
export const SAME_LEAD_MS = 10 * 60_000
/** How long a claim lasts while its lead is delivered: past it, a process that died frees it. */
export const IN_FLIGHT_MS = 2 * 60_000

export const IN_FLIGHT_MESSAGE =
  'Tu envío anterior todavía se está procesando. Esperá unos segundos y probá de nuevo: no se perdió nada de lo que escribiste.'

const PENDING = 'pendiente:'
const ANSWERED = 'respuesta:'

/** A post's claims while it is delivered: settled with its answer, or given up. */
export interface LeadClaim {
  delivered(answer: ApiAnswer, now: number): Promise<void>
  abandon(now: number): Promise<void>
}

export type OnceStep = { answer: ApiAnswer } | { claim: LeadClaim }

/** The answer another post's claim stands for: its own, or, while it is delivered, a 409. */
function answerOf(held: string): ApiAnswer {
  if (held.startsWith(ANSWERED)) {
    const { status, body } = JSON.parse(held.slice(ANSWERED.length)) as ApiAnswer
    return json(status, body)
  }
  return refuse(409, IN_FLIGHT_MESSAGE, { code: 'in-flight' }, { 'Retry-After': '2' })
}

/** The normalised ways a lead names its sender: email lower-cased, phones by their digits. */
export function senderOf(lead: ReadLeadRequest): string[] {
  const form = lead.form as Partial<Record<'email' | 'phone' | 'cellphone', unknown>>
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  const email = text(form.email).trim().toLowerCase()
  const phones = [form.phone, form.cellphone].map((value) => text(value).replace(/\D/g, ''))
  return [
    ...(email ? [`email:${email}`] : []),
    // Fewer digits than any real number with its area code: not one to tell people apart by.
    ...[...new Set(phones)].filter((digits) => digits.length >= 6).map((digits) => `tel:${digits}`),
  ]
}

/** What a lead is about: the property or development, the selection, the search; or none. */
export function subjectOf(lead: ReadLeadRequest): string {
  if (lead.kind === 'property') return `propiedad:${lead.property.id}`
  if (lead.kind === 'development') return `emprendimiento:${lead.development.id}`
  if (lead.kind === 'selection') return `seleccion:${[...lead.ids].sort((a, b) => a - b).join(',')}`
  if (lead.kind === 'alert') return `alerta:${JSON.stringify(lead.search.filters)}`
  if (lead.kind === 'visit')
    return 'property' in lead.to
      ? `visita:propiedad:${lead.to.property.id}`
      : `visita:emprendimiento:${lead.to.development.id}`
  return ''
}

export interface LeadOnce {
  /** Before anything is read for the post: the answer of the first post of its key. */
  byKey(kind: LeadKind, key: string | null, lead: ReadLeadRequest, now: number): Promise<OnceStep>
  /** Once the lead is checked, before it is delivered: the answer of the same lead sent before. */
  bySender(kind: LeadKind, lead: ReadLeadRequest, now: number): Promise<OnceStep>
}

const NO_CLAIM: LeadClaim = { delivered: async () => undefined, abandon: async () => undefined }

export function createLeadOnce(store: ClaimStore, secret: string): LeadOnce {
  const hash = (...parts: string[]) =>
    createHmac('sha256', secret).update(parts.join('\n')).digest('base64url')

  const claimed = async (keys: string[], ttlMs: number, now: number): Promise<OnceStep> => {
    if (keys.length === 0) return { claim: NO_CLAIM }
    const pending = `${PENDING}${randomUUID()}`
    const held = await store.claim(keys, pending, IN_FLIGHT_MS, now)
    if (held !== null) return { answer: answerOf(held) }
    return {
      claim: {
        async delivered(answer, at) {
          const kept = JSON.stringify({ status: answer.status, body: answer.body })
          await store.keep(keys, `${ANSWERED}${kept}`, ttlMs, at)
        },
        abandon: (at) => store.release(keys, pending, at),
      },
    }
  }

  return {
    // The content is part of the key: a key sent again with other content is another post.
    byKey: (kind, key, lead, now) =>
      claimed(
        key === null ? [] : [hash('clave', kind, key, JSON.stringify(lead))],
        ANSWER_TTL_MS,
        now,
      ),
    bySender: (kind, lead, now) => {
      const subject = subjectOf(lead)
      const keys = senderOf(lead).map((sender) => hash('remitente', kind, subject, sender))
      return claimed(keys, SAME_LEAD_MS, now)
    },
  }
}
