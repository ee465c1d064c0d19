/**
 * Addresses of the site's pages (spec §2). The property and development rule is kept exactly as
 * the agency's previous site wrote it, so links already shared keep working.
 */
import { operationById } from './operations'
import type { Development, NewsEntry, OperationId, Property } from './types'

// What a path segment keeps as it is: the unreserved characters of RFC 3986; letters, marks and
// digits of any script, so the old site's accented addresses ('av.-córdoba-1234') keep their
// address (browsers send them as UTF-8 percent-escapes and the server decodes them back); and the
// apostrophe of street names ("o'higgins-al-3100"), which a path may hold as it is (RFC 3986
// sub-delims) and which no attribute of the site is quoted with.
const KEPT = /^[A-Za-z0-9\-._~'\p{L}\p{M}\p{N}]$/u
const utf8 = new TextEncoder()

/** Every byte of the character's UTF-8 as %XX (a lone surrogate becomes U+FFFD). */
function percentEncode(char: string): string {
  let encoded = ''
  for (const byte of utf8.encode(char))
    encoded += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  return encoded
}

/**
 * Spec §2: lower-case, each space and each slash replaced by a hyphen ('Av. Córdoba 1234 / 5' →
 * 'av.-córdoba-1234---5'), as the agency's previous site wrote it. Broker data is untrusted, so
 * everything else outside the kept set is percent-encoded ('"', '`', '<', '>', '?', '#', '%', '\',
 * controls, other punctuation and spaces), and a segment that would be '.' or '..' (which moves
 * up the path, in browsers even written as '%2E') has its dots made hyphens.
 */
export function legacySegment(text: string): string {
  let segment = ''
  for (const char of text.toLowerCase().replace(/[ /]/g, '-')) {
    segment += KEPT.test(char) ? char : percentEncode(char)
  }
  return segment === '.' || segment === '..' ? segment.replace(/\./g, '-') : segment
}

/** A readable slug: accents stripped, lower-case, words joined by hyphens ('' when none). */
export function slugify(text: string, maxLength: number = 80): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '')
}

const NO_ADDRESS = 'sin-direccion'

/** An address without a letter or a digit ('..', '???') names nothing: the next one is used. */
const NAMES_SOMETHING = /[\p{L}\p{N}]/u

function addressSegment(...candidates: string[]): string {
  const address = candidates.find((candidate) => NAMES_SOMETHING.test(candidate))
  return address ? legacySegment(address.trim()) : NO_ADDRESS
}

/** The operation segment of a property address: 'venta', 'alquiler', 'alquiler-temporario'. */
export function operationSegment(operationId: OperationId): string {
  return legacySegment(operationById(operationId).name)
}

/**
 * `/propiedad/{operation}/{fake address}/{id}`, for the given operation or the property's first.
 * A property without operations (the broker should not publish one) is filed under venta.
 */
export function propertyPath(
  property: Pick<Property, 'id' | 'fake_address' | 'address' | 'operations'>,
  operationId?: OperationId,
): string {
  const operation = operationId ?? property.operations[0]?.operation_id ?? 1
  const address = addressSegment(property.fake_address, property.address)
  return `/propiedad/${operationSegment(operation)}/${address}/${property.id}`
}

/** `/emprendimientos/{fake address}/{id}`, with the property rule for the address. */
export function developmentPath(
  development: Pick<Development, 'id' | 'fake_address' | 'address' | 'name'>,
): string {
  const address = addressSegment(development.fake_address, development.address, development.name)
  return `/emprendimientos/${address}/${development.id}`
}

export const DEVELOPMENTS_PATH = '/emprendimientos/'

/** `/emprendimientos/{tag}`: the developments carrying a tag; null for a tag without letters. */
export function developmentTagPath(tagName: string): string | null {
  const slug = slugify(tagName)
  return slug === '' ? null : `/emprendimientos/${slug}`
}

/** `/novedades/{id}/{slug}`; the slug comes from the entry, else from its title. */
export function newsPath(entry: Pick<NewsEntry, 'id' | 'slug' | 'title'>): string {
  const slug = slugify(entry.slug) || slugify(entry.title) || 'novedad'
  return `/novedades/${entry.id}/${slug}`
}

export const NEWS_PATH = '/novedades/'

/** `/tokko/{id}`: the broker id's page, which forwards to the property's canonical address. */
export function tokkoPath(id: number): string {
  return `/tokko/${id}`
}

/** The broker id after `/tokko/` ("7104123" or "7104123/"), or null when there is none. */
export function brokerIdFromTokkoPath(rest: string | undefined): number | null {
  const match = /^(\d{1,15})\/?$/.exec(rest ?? '')
  return match ? Number(match[1]) : null
}

/** The listing page of an operation: '/venta', '/alquiler', '/temporario'. */
export function listingPath(operationId: OperationId): string {
  return operationById(operationId).path
}

/** Joins the site's public origin and a path into an absolute URL (canonical, share, JSON-LD). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`
}
