/**
 * Form tokens: the proof that a lead comes from a form a person filled. The form asks for one
 * when the visitor first edits it; the server signs when it issued it, so the minimum fill time
 * is measured on the server's clock and a bot posting straight to /api/leads has no token at all.
 * A token is not single-use (a retry after both services failed sends the same lead again); the
 * per-address rate limit bounds what one token can do.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { MIN_FILL_MS } from '../live/leads'

/** A form left open longer than this asks for a new token, transparently. */
export const TOKEN_TTL_MS = 12 * 60 * 60 * 1000

const VERSION = 'v1'

export type TokenCheck = 'ok' | 'missing' | 'invalid' | 'too-fast' | 'expired'

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url')
}

/** A new token issued at `now`. */
export function issueLeadToken(secret: string, now: number = Date.now()): string {
  const payload = `${VERSION}.${now.toString(36)}.${randomBytes(9).toString('base64url')}`
  return `${payload}.${sign(secret, payload)}`
}

/** Whether a token is ours, old enough to have been filled by a person, and not stale. */
export function checkLeadToken(
  secret: string,
  token: unknown,
  now: number = Date.now(),
): TokenCheck {
  if (typeof token !== 'string' || token === '') return 'missing'
  const parts = token.split('.')
  if (parts.length !== 4 || parts[0] !== VERSION || token.length > 200) return 'invalid'
  const payload = parts.slice(0, 3).join('.')
  const expected = Buffer.from(sign(secret, payload))
  const given = Buffer.from(parts[3] ?? '')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid'
  const issuedAt = parseInt(parts[1] ?? '', 36)
  if (!Number.isFinite(issuedAt)) return 'invalid'
  const age = now - issuedAt
  if (age < MIN_FILL_MS) return 'too-fast'
  if (age > TOKEN_TTL_MS) return 'expired'
  return 'ok'
}
