/**
 * The addresses of records newer than the build: the 404 page recognises the shapes of the
 * canonical addresses (src/domain/site/urls.ts) and renders the record live. Apart from urls.ts, which
 * every page loads, because only the 404 page needs it.
 */
import { OPERATIONS } from './operations'
import type { OperationId } from '../types'
import { operationSegment } from './urls'

/** An address of a record newer than the build, which the 404 page fetches and renders live. */
export type LiveAddress =
  | { kind: 'property'; id: number; operationId: OperationId }
  | { kind: 'development'; id: number }
  | { kind: 'news'; id: number }

const ID = '(\\d{1,15})'
const SEGMENT = '[^/]+'
const OPERATION_SEGMENTS = OPERATIONS.map((operation) => operationSegment(operation.id))
// `/emprendimientos/{tag}` (one segment) is a tag page: a development has two.
const LIVE_SHAPES = [
  `/propiedad/(${OPERATION_SEGMENTS.join('|')})/${SEGMENT}/${ID}`,
  `/emprendimientos/${SEGMENT}/${ID}`,
  `/novedades/${ID}/${SEGMENT}`,
]

/**
 * The shapes of the canonical addresses of properties, developments and news, as one pattern:
 * the 404 page's inline script tests it before React loads (so the visitor sees "Buscando…"
 * instead of "No encontramos esta página"), and `liveAddress` reads the parts.
 */
export const LIVE_ADDRESS_PATTERN = `^(?:${LIVE_SHAPES.map((shape) => `(?:${shape})`).join('|')})/?$`
const LIVE_ADDRESS = new RegExp(LIVE_ADDRESS_PATTERN)

/** The record an address names when it has the shape of a property, development or news page. */
export function liveAddress(pathname: string): LiveAddress | null {
  const match = LIVE_ADDRESS.exec(pathname)
  if (!match) return null
  const [, operation, propertyId, developmentId, newsId] = match
  const id = Number(propertyId ?? developmentId ?? newsId)
  if (!Number.isSafeInteger(id) || id <= 0) return null
  if (propertyId !== undefined) {
    const index = OPERATION_SEGMENTS.indexOf(operation!)
    return { kind: 'property', id, operationId: OPERATIONS[index]!.id }
  }
  return developmentId !== undefined ? { kind: 'development', id } : { kind: 'news', id }
}

/**
 * Whether two addresses name the same page: Gatsby's location is percent-encoded while the site's
 * paths keep accented letters, and either may end in a slash.
 */
export function samePagePath(a: string, b: string): boolean {
  const normal = (path: string) => {
    let decoded = path
    try {
      decoded = decodeURI(path)
    } catch {
      // A malformed escape: compared as it is.
    }
    return decoded.replace(/\/+$/, '') || '/'
  }
  return normal(a) === normal(b)
}
