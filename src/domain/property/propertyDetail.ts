/**
 * What the property detail page shows, computed from the normalised record: the prices of each
 * operation (the page's own first), the facts table with its fallbacks, and the summary text used
 * where the broker sent no description (meta description, share texts).
 */
import { ageLabel } from './age'
import { operationById } from '../site/operations'
import {
  findOperation,
  formatFullPrice,
  hasAmount,
  mainPrice,
  periodLabel,
  previousPriceText,
} from './price'
import { formatSurface } from './surface'
import { amountOrFallback, NOT_INFORMED, parkingLabel, typeNameOrFallback } from '../site/texts'
import type { Operation, OperationId, OperationName, Price, Property } from '../types'
import { wholeNumber } from '../site/formats'

/** The operations of a property with the page's own first, the others in broker order. */
export function operationsPageFirst(
  property: Pick<Property, 'operations'>,
  operationId: OperationId,
): Operation[] {
  const own = findOperation(property, operationId)
  return own ? [own, ...property.operations.filter((other) => other !== own)] : property.operations
}

export interface PriceLine {
  /** "USD 185.000", or 'Precio a consultar'. */
  amount: string
  /** "por mes" for temporary rents; '' otherwise. */
  period: string
  /** The earlier price when it dropped ("USD 200K"); null otherwise. */
  previous: string | null
}

export interface OperationPrices {
  operationId: OperationId
  name: OperationName
  /** The main price first, then the operation's other priced currencies; never empty. */
  lines: PriceLine[]
}

function priceLine(price: Price | null, visible: boolean): PriceLine {
  return {
    amount: formatFullPrice(price, { visible }),
    period: visible && hasAmount(price) ? periodLabel(price.period) : '',
    previous: visible ? previousPriceText(price) : null,
  }
}

/** The prices of every operation, the page's own first; hidden prices read 'Precio a consultar'. */
export function operationPrices(
  property: Pick<Property, 'operations' | 'web_price'>,
  operationId: OperationId,
): OperationPrices[] {
  return operationsPageFirst(property, operationId).map((operation) => {
    const main = mainPrice(operation)
    const others = property.web_price
      ? operation.prices.filter((price) => price !== main && hasAmount(price))
      : []
    return {
      operationId: operation.operation_id,
      name: operation.operation_type,
      lines: [main, ...others].map((price) => priceLine(price, property.web_price)),
    }
  })
}

/** Monthly building fees as "$ 95.000" (pesos, es-AR), or 'No informado'. */
export function formatExpenses(amount: number | null | undefined): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) return NOT_INFORMED
  return `$\u00a0${wholeNumber(amount)}`
}

export type FactKey =
  | 'type'
  | 'total_surface'
  | 'roofed_surface'
  | 'semiroofed_surface'
  | 'unroofed_surface'
  | 'surface'
  | 'rooms'
  | 'bedrooms'
  | 'bathrooms'
  | 'toilets'
  | 'parking'
  | 'age'
  | 'expenses'

export interface Fact {
  key: FactKey
  label: string
  /** Always a text to show: the figure with its unit, or 'No informado'. */
  value: string
}

const SURFACES = [
  ['total_surface', 'total_surface_measurement', 'Superficie total'],
  ['roofed_surface', 'roofed_surface_measurement', 'Superficie cubierta'],
  ['semiroofed_surface', 'semiroofed_surface_measurement', 'Superficie semicubierta'],
  ['unroofed_surface', 'unroofed_surface_measurement', 'Superficie descubierta'],
  // Tokko's `surface` is the lot.
  ['surface', 'surface_measurement', 'Superficie del terreno'],
] as const

/** Every figure of the facts table, each with its fallback, in reading order. */
export function propertyFacts(property: Property): Fact[] {
  const typeName = property.type.name
  const surfaces: Fact[] = SURFACES.map(([key, measurement, label]) => ({
    key,
    label,
    value: formatSurface(property[key], property[measurement], typeName) || NOT_INFORMED,
  }))
  const parkingType = property.parking_lot_type.trim()
  const parking = parkingLabel(property.parking_lot_amount)
  return [
    { key: 'type', label: 'Tipo', value: typeNameOrFallback(typeName) },
    ...surfaces,
    { key: 'rooms', label: 'Ambientes', value: amountOrFallback(property.room_amount) },
    { key: 'bedrooms', label: 'Dormitorios', value: amountOrFallback(property.suite_amount) },
    { key: 'bathrooms', label: 'Baños', value: amountOrFallback(property.bathroom_amount) },
    { key: 'toilets', label: 'Toilettes', value: amountOrFallback(property.toilet_amount) },
    {
      key: 'parking',
      label: 'Cocheras',
      value:
        parkingType && (property.parking_lot_amount ?? 0) > 0
          ? `${parking} (${parkingType})`
          : parking,
    },
    { key: 'age', label: 'Antigüedad', value: ageLabel(property.age) },
    { key: 'expenses', label: 'Expensas', value: formatExpenses(property.expenses) },
  ]
}

/**
 * "Departamento en venta en Palermo, Capital Federal · USD 185.000": the meta description and
 * share text of a property whose description is empty.
 */
export function propertySummaryText(property: Property, operationId: OperationId): string {
  const operation = operationById(operationId).name.toLowerCase()
  const place = property.location.full_name
  const price = formatFullPrice(mainPrice(findOperation(property, operationId)), {
    visible: property.web_price,
  })
  const head = `${typeNameOrFallback(property.type.name)} en ${operation}`
  return `${place ? `${head} en ${place}` : head} · ${price}`
}

export interface Highlight {
  key: 'surface' | 'rooms' | 'bedrooms' | 'bathrooms' | 'parking'
  /** "74 M2", "3 amb.", "2 dorm.", "1 baño", "1 cochera". */
  text: string
}

const positive = (amount: number | null): amount is number => amount !== null && amount > 0

/** The few figures shown under the title: only those the broker gave. */
export function propertyHighlights(property: Property): Highlight[] {
  const typeName = property.type.name
  const surface =
    formatSurface(property.total_surface, property.total_surface_measurement, typeName) ||
    formatSurface(property.roofed_surface, property.roofed_surface_measurement, typeName)
  const { room_amount: rooms, suite_amount: bedrooms, bathroom_amount: baths } = property
  const parking = property.parking_lot_amount
  const highlights: (Highlight | false)[] = [
    surface !== '' && { key: 'surface', text: surface },
    positive(rooms) && { key: 'rooms', text: `${rooms} amb.` },
    positive(bedrooms) && { key: 'bedrooms', text: `${bedrooms} dorm.` },
    positive(baths) && { key: 'bathrooms', text: `${baths} ${baths === 1 ? 'baño' : 'baños'}` },
    positive(parking) && { key: 'parking', text: parkingLabel(parking) },
  ]
  return highlights.filter((highlight): highlight is Highlight => highlight !== false)
}

/** The meta description of a property page: its text, else the summary. */
export function propertyMetaDescription(property: Property, operationId: OperationId): string {
  return property.description_text.trim() || propertySummaryText(property, operationId)
}
