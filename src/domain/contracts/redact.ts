/**
 * Credentials kept out of what the site logs and keeps: the broker's `key` query value, the
 * proxy's X-TOKKO-KEY header, the maps key. Errors, build warnings and messages pass through
 * here; the browser may load it without axios.
 */

/** What stands in for a secret. */
export const REDACTED = '[oculta]'

/** Query parameters and header names whose values are credentials. */
const SECRET_NAMES = ['key', 'api_key', 'apikey', 'token', 'access_token', 'x-tokko-key']
const SECRET_NAME = new Set(SECRET_NAMES)

const NAMES = SECRET_NAMES.join('|')
// `key=…` in a query string, and percent-encoded inside another address (`%3Fkey%3D…%26`).
const SECRET_QUERY = new RegExp(`([?&;](?:${NAMES})=)[^&#\\s"'<>]*`, 'gi')
const ENCODED_SECRET_QUERY = new RegExp(
  `((?:%3F|%26)(?:${NAMES})%3D)(?:(?!%26|%23)[^&#\\s"'<>])*`,
  'gi',
)
// The password of an address's user information (`https://user:password@host`).
const USER_PASSWORD = /(\/\/[^\s/?#@:]*:)[^\s/?#@]*@/g
// `X-TOKKO-KEY: …` or `"x-tokko-key":"…"` written into a text.
const SECRET_HEADER = /(x-tokko-key["']?\s*[:=]\s*["']?)[^\s"',;}&]+/gi

/** A secret shorter than this is not looked for as text: it would blank out ordinary words. */
const MIN_SECRET_LENGTH = 4

/** True for a query parameter or header whose value must never be shown. */
export function isSecretName(name: string): boolean {
  return SECRET_NAME.has(name.trim().toLowerCase())
}

/**
 * The text with every credential replaced: `key=` values and passwords of any address in it,
 * X-TOKKO-KEY values, and each of the given secrets wherever it appears (also percent-encoded).
 */
export function redactSecrets(text: string, secrets: readonly string[] = []): string {
  let out = text
  for (const secret of secrets) {
    if (secret.length < MIN_SECRET_LENGTH) continue
    for (const form of new Set([secret, encodeURIComponent(secret)])) {
      out = out.split(form).join(REDACTED)
    }
  }
  return out
    .replace(SECRET_QUERY, `$1${REDACTED}`)
    .replace(ENCODED_SECRET_QUERY, `$1${REDACTED}`)
    .replace(SECRET_HEADER, `$1${REDACTED}`)
    .replace(USER_PASSWORD, `$1${REDACTED}@`)
}

const MAX_DEPTH = 8

/**
 * A copy of parsed JSON (an error body) with credentials redacted: every string as in
 * `redactSecrets`, and the value of any field named like a credential.
 */
export function redactValue(value: unknown, secrets: readonly string[] = [], depth = 0): unknown {
  if (typeof value === 'string') return redactSecrets(value, secrets)
  if (typeof value !== 'object' || value === null) return value
  if (depth >= MAX_DEPTH) return REDACTED
  if (Array.isArray(value)) return value.map((item) => redactValue(item, secrets, depth + 1))
  const copy: Record<string, unknown> = {}
  for (const [name, item] of Object.entries(value)) {
    copy[name] = isSecretName(name) ? REDACTED : redactValue(item, secrets, depth + 1)
  }
  return copy
}
