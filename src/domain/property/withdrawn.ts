/**
 * A listing that left the catalogue keeps its address for a while as a "ya no disponible" page
 * (noindex): whoever arrives from a search engine, a shared link or an old favourite learns what
 * happened and finds similar properties, instead of a 404. Each build keeps what it published (per
 * property and operation: its card, never the whole record) and the withdrawn listings it showed;
 * this is the rule that turns both, with the new catalogue, into this build's withdrawn pages.
 */
import { toPropertyCard, type PropertyCardData } from '../listing/cards'
import { isOperationId } from '../site/operations'
import type { OperationId, Property } from '../types'
import { currentPagePath } from '../site/urls'

export const DEFAULT_WITHDRAWN_KEEP_DAYS = 90

const DAY_MS = 24 * 60 * 60 * 1000

/** One page a build published: a property in one of its operations. */
export interface PublishedListing {
  id: number
  operation_id: OperationId
  path: string
  /** Its card on that page's operation, with the cover photo alone (the state stays small). */
  card: PropertyCardData
  /** What relatedFinder matches on (src/domain/property/related.ts). */
  location_id: number | null
  type_id: number | null
}

export interface WithdrawnListing extends PublishedListing {
  /** When a build first found it gone (ISO). */
  withdrawn_at: string
}

/** What the rule needs of the new catalogue: which properties it has, in which operations. */
export interface CatalogueListing {
  id: number
  operations: readonly { operation_id: OperationId }[]
}

const key = (id: number, operationId: OperationId) => `${id}:${operationId}`

/** The listings of a catalogue as the next build will need them, one per property and operation. */
export function publishedListings(properties: readonly Property[]): PublishedListing[] {
  return properties.flatMap((property) =>
    property.operations.map(({ operation_id: operationId }) => {
      const card = toPropertyCard(property, operationId)
      return {
        id: property.id,
        operation_id: operationId,
        path: card.path,
        card: { ...card, photos: card.photos.slice(0, 1) },
        location_id: property.location.id,
        type_id: property.type.id,
      }
    }),
  )
}

export interface WithdrawnInput {
  /** What the last successful build published. */
  published: readonly PublishedListing[]
  /** The withdrawn listings it kept. */
  withdrawn: readonly WithdrawnListing[]
  /** The catalogue this build publishes. */
  current: readonly CatalogueListing[]
  now: Date
  /** How long a withdrawn listing keeps its page; 0: not at all. */
  keepDays: number
}

/**
 * The withdrawn listings this build publishes, by id and operation. A listing the last build
 * published and this catalogue lacks (the property left, or no longer has that operation) is
 * withdrawn now; one withdrawn earlier stays while it is younger than `keepDays` days and still
 * absent. A listing that is back in the catalogue is an ordinary page again.
 */
export function withdrawnListings({
  published,
  withdrawn,
  current,
  now,
  keepDays,
}: WithdrawnInput): WithdrawnListing[] {
  const listed = new Set(
    current.flatMap((property) =>
      property.operations.map((operation) => key(property.id, operation.operation_id)),
    ),
  )
  // With keepDays 0 nothing is young, not even a listing withdrawn now.
  const young = (withdrawnAt: number) => now.getTime() - withdrawnAt < keepDays * DAY_MS
  const kept = new Map<string, WithdrawnListing>()
  for (const listing of withdrawn) {
    const listingKey = key(listing.id, listing.operation_id)
    if (!listed.has(listingKey) && young(Date.parse(listing.withdrawn_at)))
      kept.set(listingKey, listing)
  }
  for (const listing of published) {
    const listingKey = key(listing.id, listing.operation_id)
    // One withdrawn earlier keeps the day it left.
    if (listed.has(listingKey) || kept.has(listingKey) || !young(now.getTime())) continue
    kept.set(listingKey, { ...listing, withdrawn_at: now.toISOString() })
  }
  return [...kept.values()].sort((a, b) => a.id - b.id || a.operation_id - b.operation_id)
}

/** The state files' format; a file of another version is read as empty. */
export const LISTINGS_STATE_VERSION = 1

export function serializeListings(listings: readonly PublishedListing[]): string {
  return JSON.stringify({ version: LISTINGS_STATE_VERSION, listings })
}

export interface ListingsRead<T> {
  listings: T[]
  /** Why some or all of the file was ignored, in Spanish for the build log; null when none was. */
  problem: string | null
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const idOrNull = (value: unknown) => value === null || Number.isSafeInteger(value)

// The card fields a page cannot render without; the rest came from the same toPropertyCard.
function isCard(value: unknown): value is PropertyCardData {
  return (
    isObject(value) &&
    typeof value.path === 'string' &&
    typeof value.title === 'string' &&
    typeof value.price === 'string' &&
    Array.isArray(value.photos)
  )
}

function isPublished(value: unknown): value is PublishedListing {
  return (
    isObject(value) &&
    Number.isSafeInteger(value.id) &&
    isOperationId(value.operation_id) &&
    typeof value.path === 'string' &&
    value.path.startsWith('/') &&
    isCard(value.card) &&
    idOrNull(value.location_id) &&
    idOrNull(value.type_id)
  )
}

function isWithdrawn(value: unknown): value is WithdrawnListing {
  return (
    isPublished(value) &&
    typeof (value as Partial<WithdrawnListing>).withdrawn_at === 'string' &&
    !Number.isNaN(Date.parse((value as WithdrawnListing).withdrawn_at))
  )
}

function parseListings<T extends PublishedListing>(
  text: string,
  isListing: (value: unknown) => value is T,
): ListingsRead<T> {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { listings: [], problem: 'no es JSON válido (¿un archivo cortado?)' }
  }
  if (!isObject(parsed) || !Array.isArray(parsed.listings))
    return { listings: [], problem: 'no tiene la forma esperada' }
  if (parsed.version !== LISTINGS_STATE_VERSION)
    return { listings: [], problem: `es de otra versión (${String(parsed.version)})` }
  const listings = parsed.listings.filter(isListing).flatMap((listing) => {
    // Kept by a build with an older page-path rule: the page is published where links go now.
    const path = currentPagePath(listing.path)
    const cardPath = currentPagePath(listing.card.path)
    return path && cardPath ? [{ ...listing, path, card: { ...listing.card, path: cardPath } }] : []
  })
  const skipped = parsed.listings.length - listings.length
  return {
    listings,
    problem: skipped > 0 ? `${skipped} de ${parsed.listings.length} registros ilegibles` : null,
  }
}

/** The listings a build published, from its state file. */
export function parsePublished(text: string): ListingsRead<PublishedListing> {
  return parseListings(text, isPublished)
}

/** The withdrawn listings a build kept, from its state file. */
export function parseWithdrawn(text: string): ListingsRead<WithdrawnListing> {
  return parseListings(text, isWithdrawn)
}
