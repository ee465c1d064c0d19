/**
 * The properties a visitor looked at last (spec: kept on the device like favourites): their
 * cards, newest first, at most 12, each with its cover photo only. What is read back from the
 * device is checked field by field: a corrupt or foreign entry is dropped, never shown.
 */
import type { PropertyCardData } from '../listing/cards'
import { storedList } from '../site/storedList'
import type { MonthlyFigures } from '../property/monthlyCost'
import type { GeoPoint, OperationName, Photo } from '../types'

export const RECENTLY_VIEWED_LIMIT = 12

/** The card as the list keeps it: its cover photo only (the list has no photo stepper). */
function compact(card: PropertyCardData): PropertyCardData {
  return { ...card, photos: card.photos.slice(0, 1) }
}

/** The list after a visit to `card`'s page: it first, once, and the oldest beyond 12 gone. */
export function withViewed(
  list: readonly PropertyCardData[],
  card: PropertyCardData,
): PropertyCardData[] {
  return [compact(card), ...list.filter((item) => item.id !== card.id)].slice(
    0,
    RECENTLY_VIEWED_LIMIT,
  )
}

// What a stored card may hold: text fields are capped, addresses are the site's or http(s).
const MAX_TEXT = 300
const OPERATIONS: readonly OperationName[] = ['Venta', 'Alquiler', 'Alquiler temporario']

type Fields = Record<string, unknown>
const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_TEXT
const isTextOrNull = (value: unknown) => value === null || isText(value)
const isCount = (value: unknown) =>
  value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 0)
/** A picture's address: one of the site's own (the placeholder) or an http(s) one. */
const isPictureAddress = (value: unknown) =>
  isText(value) && (/^\/(?!\/)/.test(value) || /^https?:\/\/[^\s"'<>]+$/i.test(value))

function storedPhoto(value: unknown): Photo | null {
  if (!isRecord(value)) return null
  const { image, original, thumb, description, is_front_cover, is_blueprint } = value
  if (![image, original, thumb].every(isPictureAddress) || !isText(description)) return null
  if (typeof is_front_cover !== 'boolean' || typeof is_blueprint !== 'boolean') return null
  return {
    image: image as string,
    original: original as string,
    thumb: thumb as string,
    description,
    is_front_cover,
    is_blueprint,
  }
}

function storedPoint(value: unknown): GeoPoint | null {
  if (!isRecord(value)) return null
  const { lat, lng } = value
  return typeof lat === 'number' &&
    Math.abs(lat) <= 90 &&
    typeof lng === 'number' &&
    Math.abs(lng) <= 180
    ? { lat, lng }
    : null
}

/** A stored card, rebuilt from its checked fields only; null when any field is wrong. */
function storedCard(value: unknown): PropertyCardData | null {
  if (!isRecord(value)) return null
  const card = value
  const { id, path } = card
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null
  if (!isText(path) || !path.startsWith('/propiedad/')) return null
  const texts = ['title', 'address', 'location', 'type', 'price', 'period', 'surface'] as const
  if (!texts.every((field) => isText(card[field]))) return null
  if (!isTextOrNull(card.previous_price) || !isTextOrNull(card.development)) return null
  const counts = ['rooms', 'bedrooms', 'bathrooms', 'parking'] as const
  if (!counts.every((field) => isCount(card[field]))) return null
  const operation = card.operation
  if (operation !== null && !OPERATIONS.includes(operation as OperationName)) return null
  if (typeof card.featured !== 'boolean' || !Array.isArray(card.photos)) return null
  const photos = card.photos.slice(0, 1).map(storedPhoto)
  if (photos.some((photo) => photo === null)) return null
  return {
    id,
    path,
    title: card.title as string,
    address: card.address as string,
    location: card.location as string,
    type: card.type as string,
    operation: operation as OperationName | null,
    price: card.price as string,
    previous_price: card.previous_price as string | null,
    period: card.period as string,
    photos: photos as Photo[],
    featured: card.featured,
    rooms: card.rooms as number | null,
    bedrooms: card.bedrooms as number | null,
    bathrooms: card.bathrooms as number | null,
    parking: card.parking as number | null,
    surface: card.surface as string,
    development: card.development as string | null,
    // Cards kept before these fields existed lack them; neither is shown on a kept card.
    geo: storedPoint(card.geo),
    created_at: isText(card.created_at) ? card.created_at : '',
    monthly: storedMonthly(card.monthly),
  }
}

/** A kept card's monthly cost; null when it has none, or a malformed one. */
function storedMonthly(value: unknown): MonthlyFigures | null {
  if (!isRecord(value)) return null
  const { total, expenses } = value
  return isTextOrNull(total) && isTextOrNull(expenses)
    ? { total: total as string | null, expenses: expenses as string | null }
    : null
}

/** The valid cards of a stored value, newest first, without repeated ids, at most 12. */
export function parseRecentlyViewed(raw: string | null): PropertyCardData[] {
  const cards: PropertyCardData[] = []
  for (const item of storedList(raw).slice(0, RECENTLY_VIEWED_LIMIT * 4)) {
    const card = storedCard(item)
    if (card && !cards.some((kept) => kept.id === card.id)) cards.push(card)
    if (cards.length === RECENTLY_VIEWED_LIMIT) break
  }
  return cards
}
