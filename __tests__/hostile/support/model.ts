/**
 * What a generated hostile request is, what it must get back, and how an answer is judged.
 */
import type { LeadKind } from '../../../src/domain/leads/leadRequests'
import type { Catalogue } from './leads'
import type { Outcome, RawAnswer, RawRequest } from './rawHttp'

/** One acceptable answer: a status (any 4xx with '4xx') and, for a refusal, its body's `code`. */
export interface Want {
  status: number | '4xx' | 'closed' | 'reset'
  code?: string | readonly string[]
}

export interface Expectation {
  /** The answer must be one of these. */
  answers: readonly Want[]
  /** A 400 'fields' must carry a message on this field, and on no other. */
  field?: string
  /** A 429 must say when to come back (Retry-After, in seconds). */
  retryAfter?: boolean
  /**
   * Statuses of refusals that may read the catalogue first (an unknown id needs one look):
   * only reads, never a delivery, at most LOOKUP_CALLS. Any other refusal makes no call at all.
   */
  lookup?: readonly (number | '4xx')[]
  /** The body must not show this: a file from outside public/. */
  leak?: RegExp
  /** The publisher's /status fields must not be in the body. */
  statusFields?: 'absent'
}

/** What a request's builder can ask for: the site's address, form tokens, remembered state. */
export interface BuildContext {
  /** `host:port` of the server the request goes to. */
  host: string
  /** The visitor address this request comes from (sent as X-Forwarded-For by default). */
  address: string
  catalogue: Catalogue
  /** A token for `kind`, issued long enough ago, used at most 5 times in all. */
  token(kind: LeadKind): Promise<string>
  /** A token for `kind` issued just now: a post with it comes sooner than a person could. */
  freshToken(kind: LeadKind): Promise<string>
  /** One token for `kind` shared by every request naming `key` (a sequence that spends it). */
  sharedToken(key: string, kind: LeadKind): Promise<string>
  /** A real token re-signed as if issued `ageMs` ago (null when its layout is not known). */
  forgedToken(kind: LeadKind, ageMs: number): Promise<string | null>
  /** The publisher's webhook secret, for hooks signed right but hostile otherwise. */
  webhookSecret: string
  /** State kept along one round: the hook a replay repeats. */
  memory: Map<string, unknown>
}

export interface HostileRequest {
  category: string
  /** What the table and the failures name: `POST /api/leads/contact`. */
  endpoint: string
  variant: string
  to: 'site' | 'publisher'
  /**
   * 'outside': sent from the machine's network address, a peer no proxy list trusts (another
   * machine reaching the publisher's port straight); otherwise from loopback, where the site
   * believes X-Forwarded-For as from a CDN in front.
   */
  from?: 'outside'
  /**
   * The visitor address, fixed for a sequence from one address; a new one for each request
   * when absent; null: the request sets its own forwarding headers (or none).
   */
  address?: string | null
  /** The form whose pooled tokens it uses (counted, to fetch them ahead). */
  pool?: LeadKind
  /** The shared token it uses (`sharedToken(key, kind)`), fetched ahead with the pool. */
  shared?: { key: string; kind: LeadKind }
  /** A request that shows the harness works (a signed hook, /status from loopback): not hostile. */
  control?: boolean
  build(context: BuildContext): RawRequest | Promise<RawRequest>
  expect: Expectation
}

export interface Result {
  round: number
  category: string
  endpoint: string
  variant: string
  control: boolean
  outcome: Outcome
  /** The refusal's `code`, when the body is JSON that has one. */
  code: string | null
  /** The emulator's log lines while the request was served: its calls upstream. */
  upstream: string[]
  /** Of those, the posts to the services: leads delivered (or tried). */
  deliveries: number
  /** Calls upstream a refusal made that its rule does not allow (0 when it made none). */
  refusedCalls: number
  ms: number
  problems: string[]
}

/** The site's STAFF_TOKEN in the suite: what the lookups of a WhatsApp reference are sent with. */
export const HOSTILE_STAFF_TOKEN = 'clave-del-personal-del-suite-hostil'

/** Reads an answer may make before a refusal that needs the catalogue. */
export const LOOKUP_CALLS = 4
/** Calls an accepted read may make (a listing reads its page, its count and the sold units). */
export const READ_CALLS = 16

const STATUS_FIELDS = [
  'current',
  'releases',
  'building',
  'pending',
  'last_build',
  'last_error',
  'last_check',
  'next_check',
  'poll_minutes',
]

export const isRefusal = (outcome: Outcome) =>
  typeof outcome !== 'number' || (outcome >= 400 && outcome < 500)

const matchesStatus = (want: Want['status'], outcome: Outcome) =>
  want === '4xx' ? typeof outcome === 'number' && outcome >= 400 && outcome < 500 : want === outcome

const codes = (code: Want['code']): readonly string[] | null =>
  code === undefined ? null : typeof code === 'string' ? [code] : code

export const describeWant = (want: Want) =>
  `${want.status}${want.code ? ` ${codes(want.code)!.join('|')}` : ''}`

export const labelOf = (outcome: Outcome, code: string | null) =>
  `${outcome}${code ? ` ${code}` : ''}`

function parseJson(body: Buffer): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'))
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/** The answer measured against the expectation: what is wrong with it, in words. */
export function judge(
  request: HostileRequest,
  answer: RawAnswer,
  upstream: readonly string[],
): { code: string | null; deliveries: number; refusedCalls: number; problems: string[] } {
  const { expect } = request
  const json = parseJson(answer.body)
  const code = typeof json?.code === 'string' ? json.code : null
  const deliveries = upstream.filter((line) => !line.startsWith('GET ')).length
  const problems: string[] = []
  let refusedCalls = 0
  const outcome = answer.outcome
  const got = labelOf(outcome, code)

  const matched = expect.answers.find(
    (want) =>
      matchesStatus(want.status, outcome) && (codes(want.code)?.includes(code ?? '') ?? true),
  )
  if (!matched) {
    const delivered = deliveries > 0 ? `, and it went to the services (${deliveries} posts)` : ''
    problems.push(
      `got ${got}${delivered}; expected ${expect.answers.map(describeWant).join(' or ')}`,
    )
  }
  if (typeof outcome === 'number' && outcome >= 500) problems.push(`a ${outcome} answer`)

  if (isRefusal(outcome)) {
    const mayLook = expect.lookup?.some((status) => matchesStatus(status, outcome)) ?? false
    if (!mayLook && upstream.length > 0) {
      refusedCalls = upstream.length
      problems.push(`refused with ${got} after ${upstream.length} upstream calls: ${upstream[0]}`)
    }
    if (mayLook && (deliveries > 0 || upstream.length > LOOKUP_CALLS)) {
      refusedCalls = upstream.length
      problems.push(`a lookup of ${upstream.length} calls (${deliveries} posts) before ${got}`)
    }
  } else if (matched && (deliveries > 0 || upstream.length > READ_CALLS)) {
    problems.push(`accepted with ${upstream.length} upstream calls, ${deliveries} of them posts`)
  }

  if (expect.retryAfter && outcome === 429 && !/^\d+$/.test(answer.headers['retry-after'] ?? ''))
    problems.push(`429 without a Retry-After in seconds (${answer.headers['retry-after']})`)

  if (expect.field && outcome === 400 && code === 'fields') {
    const fields = json?.fields
    const named = typeof fields === 'object' && fields !== null ? Object.keys(fields as object) : []
    const message = named.includes(expect.field)
      ? (fields as Record<string, unknown>)[expect.field]
      : undefined
    if (typeof message !== 'string' || message.trim() === '')
      problems.push(`400 'fields' without a message on '${expect.field}' (${named.join(', ')})`)
    else if (named.length > 1)
      problems.push(`400 'fields' names more than '${expect.field}': ${named.join(', ')}`)
  }

  // A refusal in JSON is the site's own `{ error }` in Spanish, never a framework's default answer
  // (English, with the address echoed back in `message`).
  if (
    isRefusal(outcome) &&
    json &&
    (typeof json.error !== 'string' || 'message' in json || 'statusCode' in json)
  )
    problems.push(
      `the refusal (${got}) is not the site's { error }: ${answer.body.toString('utf8').slice(0, 120)}`,
    )

  if (expect.leak?.test(answer.body.toString('latin1')))
    problems.push(`the answer (${got}) shows a file from outside public/`)

  if (expect.statusFields === 'absent' && json) {
    const shown = STATUS_FIELDS.filter((name) => name in json)
    if (shown.length) problems.push(`the answer (${got}) shows the status: ${shown.join(', ')}`)
  }
  return { code, deliveries, refusedCalls, problems }
}
