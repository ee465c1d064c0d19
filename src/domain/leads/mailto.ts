/**
 * `mailto:` links, the one way the site writes them (the agency's mail, a producer's, the share
 * by email; the HTML sanitiser rebuilds those of listing descriptions with it). Addresses come
 * from broker and backend data, so only an address of the forms' email rule with nothing a URL
 * would read as more than an address gets a link; anything else is shown as text or not at all
 * by the caller.
 */
import { isEmail } from './email'

/** Longest address a mail system takes (RFC 5321: 64 + '@' + 255, in practice 254). */
const MAX_LENGTH = 254
/** The local part's characters: RFC 5322 atext and dots, no quoted forms. */
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]{1,64}$/
/** Domain labels of letters (any script), digits and inner hyphens. */
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u
/** What stays as it is in the link; the rest of the address is percent-encoded. */
const LITERAL = /[A-Za-z0-9._~!$'*+-]/

/** The address, trimmed, when a mail link may be made of it; null otherwise. */
export function mailAddress(value: string | null | undefined): string | null {
  const address = (value ?? '').trim()
  if (address.length > MAX_LENGTH || !isEmail(address)) return null
  const at = address.indexOf('@')
  const local = address.slice(0, at)
  const domain = address.slice(at + 1)
  if (!LOCAL.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..'))
    return null
  return domain.split('.').every((label) => LABEL.test(label)) ? address : null
}

const encode = (text: string): string =>
  Array.from(text, (char) => (LITERAL.test(char) ? char : encodeURIComponent(char))).join('')

export interface MailFields {
  subject?: string
  body?: string
}

/**
 * A `mailto:` link to a valid address (null for anything else), or, with `address` null, a mail
 * to be addressed by the visitor (the share by email). Subject and body are percent-encoded.
 */
export function mailtoHref(address: null, fields?: MailFields): string
export function mailtoHref(address: string | null, fields?: MailFields): string | null
export function mailtoHref(address: string | null, fields: MailFields = {}): string | null {
  let to = ''
  if (address !== null) {
    const valid = mailAddress(address)
    if (!valid) return null
    const at = valid.indexOf('@')
    to = `${encode(valid.slice(0, at))}@${encode(valid.slice(at + 1))}`
  }
  const query = (['subject', 'body'] as const)
    .filter((name) => fields[name] !== undefined)
    .map((name) => `${name}=${encodeURIComponent(fields[name] ?? '')}`)
    .join('&')
  return `mailto:${to}${query ? `?${query}` : ''}`
}
