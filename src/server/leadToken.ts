/**
 * Form tokens: the proof that a lead comes from a form a person filled. The form asks for one,
 * for its own kind of lead, when the visitor first edits it; the server signs the kind and when
 * it issued it, so the minimum fill time is measured on the server's clock, a token serves one
 * form only, and a bot posting straight to /api/leads has no token at all. A token is not
 * single-use (a retry after both services failed sends the same lead again): the server counts
 * its posts (leadEndpoints.ts, LEAD_POSTS_PER_TOKEN).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { LEAD_KINDS, MIN_FILL_MS, type LeadKind } from '../domain/leads/leadRequests'

/** A form left open longer than this asks for a new token, transparently. */
export const TOKEN_TTL_MS = 2 * 60 * 60 * 1000

const VERSION = 'v2'

export type TokenCheck = 'missing' | 'invalid' | 'too-fast' | 'expired' | 'other-form'

/** A token the server signed for this form and that a person could have filled: its id counts its posts. */
export type TokenReading = { ok: true; id: string } | { ok: false; problem: TokenCheck }

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url')
}

/** A new token for a form of `kind`, issued at `now`. */
export function issueLeadToken(secret: string, kind: LeadKind, now: number = Date.now()): string {
  const payload = `${VERSION}.${kind}.${now.toString(36)}.${randomBytes(12).toString('base64url')}`
  return `${payload}.${sign(secret, payload)}`
}

const refused = (problem: TokenCheck): TokenReading => ({ ok: false, problem })

/** Whether a token is ours, for this form, old enough to have been filled by a person, and not stale. */
export function readLeadToken(
  secret: string,
  token: unknown,
  kind: LeadKind,
  now: number = Date.now(),
): TokenReading {
  if (typeof token !== 'string' || token === '') return refused('missing')
  const parts = token.split('.')
  if (parts.length !== 5 || parts[0] !== VERSION || token.length > 200) return refused('invalid')
  const payload = parts.slice(0, 4).join('.')
  const expected = Buffer.from(sign(secret, payload))
  const given = Buffer.from(parts[4] ?? '')
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return refused('invalid')
  const [, signedKind = '', issued = '', nonce = ''] = parts
  if (!(LEAD_KINDS as readonly string[]).includes(signedKind)) return refused('invalid')
  if (signedKind !== kind) return refused('other-form')
  const issuedAt = parseInt(issued, 36)
  if (!Number.isFinite(issuedAt)) return refused('invalid')
  const age = now - issuedAt
  if (age < MIN_FILL_MS) return refused('too-fast')
  if (age > TOKEN_TTL_MS) return refused('expired')
  return { ok: true, id: nonce }
}
