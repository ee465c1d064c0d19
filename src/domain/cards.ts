/**
 * What a card shows, computed once: the build puts these in page data (a card needs a fraction
 * of a record), and the live search in the browser builds the same from fetched properties.
 */
import { constructionStatusLabel } from './construction'
import { formatDate, formatMonthYear } from './dates'
import { compareNames } from './formats'
import { lowestPriceText, unitPriceRange } from './developmentDetail'
import { cardPhotos } from './photos'
import { findOperation, formatPrice, mainPrice, periodLabel, previousPriceText } from './price'
import { unlessChanged } from './sameData'
import { formatSurface } from './surface'
import { developmentPath, newsPath, propertyPath } from './urls'
import type {
  ConstructionStatus,
  Development,
  GeoPoint,
  NewsEntry,
  OperationId,
  OperationName,
  Photo,
  Property,
} from './types'

export interface PropertyCardData {
  id: number
  path: string
  title: string
  /** The address shown on cards: the display (fake) address. */
  address: string
  location: string
  type: string
  operation: OperationName | null
  /** "USD 185K", or 'CONSULTAR'. */
  price: string
  /** The earlier price when it dropped. */
  previous_price: string | null
  /** "por mes" for temporary rents; '' otherwise. */
  period: string
  photos: Photo[]
  featured: boolean
  rooms: number | null
  bedrooms: number | null
  bathrooms: number | null
  parking: number | null
  /** Total surface (roofed when there is no total), formatted with its unit; '' when unknown. */
  surface: string
  development: string | null
  /** Where the map puts it: the public point (rounded when the address is masked), or null. */
  geo: GeoPoint | null
  /** When the broker listed it (Argentina's local time, zone-less ISO; '' when unknown). */
  created_at: string
}

/** A property's card, for the operation of the listing it appears in (its first by default). */
export function toPropertyCard(property: Property, operationId?: OperationId): PropertyCardData {
  const operation = findOperation(property, operationId) ?? findOperation(property)
  const price = mainPrice(operation)
  const totalSurface = formatSurface(
    property.total_surface,
    property.total_surface_measurement,
    property.type.name,
  )
  return {
    id: property.id,
    path: propertyPath(property, operation?.operation_id),
    title: property.title,
    address: property.fake_address || property.address,
    location: property.location.full_name,
    type: property.type.name,
    operation: operation?.operation_type ?? null,
    price: formatPrice(price, { visible: property.web_price, short: true }),
    previous_price: property.web_price ? previousPriceText(price) : null,
    period: property.web_price ? periodLabel(price?.period) : '',
    photos: cardPhotos(property.photos),
    featured: property.is_starred_on_web,
    rooms: property.room_amount,
    bedrooms: property.suite_amount,
    bathrooms: property.bathroom_amount,
    parking: property.parking_lot_amount,
    surface:
      totalSurface ||
      formatSurface(
        property.roofed_surface,
        property.roofed_surface_measurement,
        property.type.name,
      ),
    development: property.development?.name ?? null,
    geo: property.geo,
    created_at: property.created_at,
  }
}

export interface DevelopmentCardData {
  id: number
  path: string
  name: string
  title: string
  address: string
  location: string
  status: ConstructionStatus | null
  status_label: string
  /** "diciembre de 2026"; '' when unknown. */
  delivery: string
  photos: Photo[]
  featured: boolean
  unit_count: number
  /** The lowest visible sale price of its units ("USD 98K"), or null. */
  price_from: string | null
  /** Custom tags, the agency's way to group developments. */
  tags: string[]
}

/** A development's card. */
export function toDevelopmentCard(development: Development): DevelopmentCardData {
  return {
    id: development.id,
    path: developmentPath(development),
    name: development.name,
    title: development.publication_title,
    address: development.fake_address || development.address,
    location: development.location.full_name,
    status: development.construction_status,
    status_label: constructionStatusLabel(development.construction_status),
    delivery: formatMonthYear(development.construction_date),
    photos: cardPhotos(development.photos),
    featured: development.is_starred_on_web,
    unit_count: development.units.length,
    price_from: lowestPriceText(unitPriceRange(development)),
    tags: development.custom_tags.map((tag) => tag.name),
  }
}

/** A picture in the widths a card needs, made by the build from a larger original. */
export interface SizedPicture {
  /** The widest copy. */
  src: string
  /** Every copy with its width ("/media/news/…-480.webp 480w, …"). */
  srcSet: string
}

export interface NewsCardData {
  id: number
  path: string
  title: string
  headline: string
  /** "12 de marzo de 2026"; '' when unknown. */
  date: string
  date_published: string
  /** The entry's picture as the backend gives it (full size); '' when none. */
  image: string
  /** The build's card-size copies of `image`; null for a picture the build has not seen. */
  picture: SizedPicture | null
  tags: string[]
  featured: boolean
}

/** A news entry's card, with the build's copies of its picture when there are some. */
export function toNewsCard(entry: NewsEntry, picture: SizedPicture | null = null): NewsCardData {
  return {
    id: entry.id,
    path: newsPath(entry),
    title: entry.title,
    headline: entry.headline,
    date: formatDate(entry.date_published),
    date_published: entry.date_published,
    image: entry.main_image,
    picture: entry.main_image ? picture : null,
    tags: entry.tags.map((tag) => tag.name),
    featured: entry.featured,
  }
}

/**
 * The topics the entries use, each once, in Spanish order (the news list's filter). Beside the
 * card rather than in news.ts: the home's live news need this and not the news pages' rules.
 */
export function newsTags(cards: readonly { tags: readonly string[] }[]): string[] {
  return [...new Set(cards.flatMap((card) => card.tags))].sort(compareNames)
}

/**
 * Live cards with the build's copies of every picture the build already sized (same entry,
 * same picture): only an entry newer than the build, or a changed picture, shows the original.
 */
export function withBuiltPictures(
  live: readonly NewsCardData[],
  built: readonly NewsCardData[],
): NewsCardData[] {
  const sized = new Map(
    built.filter((card) => card.picture).map((card) => [`${card.id} ${card.image}`, card.picture]),
  )
  return live.map((card) => {
    const picture = card.picture ?? sized.get(`${card.id} ${card.image}`) ?? null
    return picture === card.picture ? card : { ...card, picture }
  })
}

/**
 * The news cards to show once the live list arrived: the live ones with the build's pictures,
 * or the built list itself when the live one says the same (its cards are then not redrawn).
 */
export function liveNewsCards(
  built: NewsCardData[],
  live: readonly NewsCardData[],
): NewsCardData[] {
  return unlessChanged(built, withBuiltPictures(live, built))
}
