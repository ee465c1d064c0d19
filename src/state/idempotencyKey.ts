/**
 * The idempotency key of a lead: made when the visitor presses send, kept while what is sent
 * stays the same (a retry, a second press), new once anything typed changes. The server answers
 * a key it has delivered as it did the first time, so a retry never reaches the agency twice.
 */
import type { LeadRequest } from '../domain/leads/leadRequests'

/** The key sent with a lead, and the content it was made for. */
export interface LeadKey {
  key: string
  content: string
}

/**
 * A short digest of the lead (cyrb53): it tells an edit from a retry without keeping a CV's
 * megabytes twice in the store. Not a secret, and never sent.
 */
export function leadContent(lead: LeadRequest): string {
  const text = JSON.stringify(lead)
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return `${(h2 >>> 0).toString(36)}.${(h1 >>> 0).toString(36)}.${text.length}`
}

/** A random key (a UUID where the browser makes them: randomUUID needs a secure context). */
function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The key for sending `lead`: the previous one when it was made for the same content. */
export function leadKeyFor(previous: LeadKey | null, lead: LeadRequest): LeadKey {
  const content = leadContent(lead)
  return previous?.content === content ? previous : { key: randomKey(), content }
}
