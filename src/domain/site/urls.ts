/**
 * Addresses of the site's pages (spec §2). The property and development rule is kept exactly as
 * the agency's previous site wrote it, so links already shared keep working.
 */
import { operationById } from './operations'
import type { Development, NewsEntry, OperationId, Property } from '../types'

// What a path segment keeps: the unreserved characters of RFC 3986, the only ASCII ones that
// mean the same written or escaped (§2.3, §6.2.2.2); letters, marks and digits of any script, so
// the old site's accented addresses keep their address ('av.-córdoba-1234': browsers send UTF-8
// escapes, which every host decodes back); and the apostrophe of street names ("o'higgins-al-3100"),
// which browsers send as it is and Cloudflare's re-encoding leaves alone. Everything else is
// dropped, because some host decodes or reads it: '%' (hosts decode before the lookup, so a folder
// named 'a%25b' is never found), '#' and '?' (end the path), '+' (a space to S3, refused by IIS),
// ';' (a path parameter to servlet containers), '&' '*' ':' (refused by ASP.NET's default
// filter), '$' ',' '=' '@' (Cloudflare's asset server redirects to them escaped), '!' '(' ')'
// with them (reserved: no host is bound to treat them as their escapes), '"' '<' '>' '\' '`' '{'
// '}' '|' '^' '[' ']', controls (a tab or a line break too), and every invisible character, even
// the few that are marks or letters (variation selectors, Hangul fillers).
const DROPPED = /[^A-Za-z0-9\-._~'\p{L}\p{M}\p{N}]|\p{Default_Ignorable_Code_Point}/gu

/**
 * Spec §2: lower-case, each space (of any width) and each slash replaced by a hyphen
 * ('Av. Córdoba 1234 / 5' → 'av.-córdoba-1234---5'), as the agency's previous site wrote it. Broker data is untrusted: every
 * other character outside the kept set is dropped ('100% nuevo' → '100-nuevo'). The text is NFC,
 * so a page's folder and its links are the same bytes whichever form the broker sent. A segment
 * never starts with a dot (no '.', '..' nor hidden folder: servers refuse them); it is '' when
 * nothing is left.
 */
export function legacySegment(text: string): string {
  let segment = text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\p{Zs}/]/gu, '-')
  // Until nothing changes: a dropped character can leave a letter and a mark side by side, which
  // NFC then composes.
  for (;;) {
    const next = segment.replace(DROPPED, '').normalize('NFC')
    if (next === segment) break
    segment = next
  }
  return segment.replace(/^\.+/, '')
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

/** A segment without a letter or a digit ('..', '???', '-') names nothing: the next one is used. */
const NAMES_SOMETHING = /[\p{L}\p{N}]/u

function addressSegment(...candidates: string[]): string {
  for (const candidate of candidates) {
    const segment = legacySegment(candidate.trim())
    if (NAMES_SOMETHING.test(segment)) return segment
  }
  return NO_ADDRESS
}

/**
 * A page path an earlier build kept (the withdrawn pages' state), each segment made again by
 * today's rule; an older rule's escapes are decoded first, so '/propiedad/venta/100%25-nuevo/9'
 * becomes '/propiedad/venta/100-nuevo/9', what propertyPath writes now. Null when a segment is
 * left empty.
 */
export function currentPagePath(path: string): string | null {
  if (!path.startsWith('/')) return null
  const segments = path
    .slice(1)
    .split('/')
    .map((segment) => {
      try {
        return legacySegment(decodeURIComponent(segment))
      } catch {
        return legacySegment(segment)
      }
    })
  return segments.every((segment) => segment !== '') ? `/${segments.join('/')}` : null
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
