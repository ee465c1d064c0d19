/**
 * What a card shows, computed once: the build puts these in page data (a card needs a fraction
 * of a record), and the live search in the browser builds the same from fetched properties.
 * News cards live in newsCards.ts: the news pages need none of the property cards' rules.
 */
import { constructionStatusLabel } from '../development/construction'
import { formatMonthYear } from '../site/dates'
import { lowestPriceText, unitPriceRange } from '../development/developmentDetail'
import { monthlyCost, monthlyFigures, type MonthlyFigures } from '../property/monthlyCost'
import { cardPhotos } from '../detail/photos'
import {
  findOperation,
  formatPrice,
  mainPrice,
  periodLabel,
  previousPriceText,
} from '../property/price'
import { formatSurface } from '../property/surface'
import { developmentPath, propertyPath } from '../site/urls'
import type {
  ConstructionStatus,
  Development,
  GeoPoint,
  OperationId,
  OperationName,
  Photo,
  Property,
} from '../types'

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
  /**
   * A rent's monthly cost beside `price` (the rent): the total with expensas and the expensas
   * ("ARS 880K", "ARS 80K"); null for sales, temporary rents and hidden prices. Cards kept
   * before it existed lack it.
   */
  monthly: MonthlyFigures | null
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
    monthly: monthlyOf(property, operation?.operation_id),
  }
}

function monthlyOf(property: Property, operationId: OperationId | undefined) {
  const cost = operationId === undefined ? null : monthlyCost(property, operationId)
  return cost && monthlyFigures(cost, 'compact')
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
