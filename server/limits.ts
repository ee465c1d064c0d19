/**
 * What a request may carry and how often: body limits per route, checked before a byte of the
 * body is parsed (a 1 GB upload is refused from its Content-Length, or as soon as it passes the
 * limit), and the read limit per visitor address.
 */
import { MAX_CV_DATA_URL } from '../src/server/leadRequest'
import { PRESS_BYTES } from '../src/server/whatsappEndpoints'

/** A job application: a CV of 5 MB as a data URL, plus the form's fields. */
export const CV_LEAD_BYTES = MAX_CV_DATA_URL + 64 * 1024
/** Every other lead: bounded fields; the longest, a message of 5,000 characters, is 20 KB at most. */
export const LEAD_BYTES = 32 * 1024

/** Addresses that take more than their function's route: each gets a route of its own. */
export const LARGER_BODIES: Readonly<Record<string, number>> = {
  '/api/leads/application': CV_LEAD_BYTES,
}

/** The body an address or route takes, in bytes; reads take none (0). */
export function bodyLimitOf(route: string): number {
  const larger = LARGER_BODIES[route]
  if (larger) return larger
  if (route.startsWith('/api/leads/')) return LEAD_BYTES
  if (route === '/api/whatsapp') return PRESS_BYTES
  return 0
}

/** The named parts of `address` under a Fastify route (`/api/leads/:kind`), or null. */
export function paramsOf(route: string, address: string): Record<string, string> | null {
  const names: string[] = []
  const pattern = route
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      names.push(part.slice(1))
      return '([^/]+)'
    })
    .join('/')
  const match = new RegExp(`^${pattern}$`).exec(address)
  return match ? Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) : null
}

/** Whether a request announces a body (a length above 0, or chunks of unknown length). */
export function carriesBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length']
  return (length !== undefined && length !== '0') || headers['transfer-encoding'] !== undefined
}

/**
 * Calls to /api per address: a person browsing fast opens a page every couple of seconds, each
 * with a few live reads (well under 200 a minute); a script walking ids or offsets meets it.
 */
export const READ_LIMIT = { max: 300, timeWindow: 60_000 }
