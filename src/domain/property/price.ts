/**
 * Price texts (spec §5, §9). Cards use the compact form ("USD 1.25M", "ARS 850K"); detail pages
 * may use the full es-AR amount ("USD 185.000"). A hidden or missing price reads 'Precio a
 * consultar' ('CONSULTAR' where space is short).
 */
import type { Operation, OperationId, Price, Property } from '../types'
import { PRICE_ON_REQUEST, PRICE_ON_REQUEST_SHORT } from '../site/texts'
import { MONTH_NAMES, twoDecimals } from '../site/formats'

export interface PriceTextOptions {
  /** False when the broker hides the price (web_price / show_price off). */
  visible?: boolean
  /** 'CONSULTAR' instead of 'Precio a consultar' when the price cannot be shown. */
  short?: boolean
}

const roundTo2 = (value: number): number => Math.round(value * 100) / 100

/** Two decimals unless the rounded value is whole: 1.25 → "1.25", 1.5 → "1.50", 2.001 → "2". */
function twoDecimalsUnlessWhole(value: number): string {
  const rounded = roundTo2(value)
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(2)
}

/**
 * "1.25M" from a million up, "850K" from a thousand up, the plain amount below. An amount that
 * rounds up to the next unit is written in it (999,999 is "1M", not "1000K").
 */
export function compactAmount(amount: number): string {
  const sign = amount < 0 ? '-' : ''
  const absolute = Math.abs(amount)
  if (roundTo2(absolute / 1_000) >= 1_000)
    return `${sign}${twoDecimalsUnlessWhole(absolute / 1_000_000)}M`
  if (roundTo2(absolute) >= 1_000) return `${sign}${twoDecimalsUnlessWhole(absolute / 1_000)}K`
  return `${sign}${twoDecimalsUnlessWhole(absolute)}`
}

/** True when the price has an amount a visitor can be shown. */
export function hasAmount(price: Price | null | undefined): price is Price & { price: number } {
  return (
    !!price && typeof price.price === 'number' && Number.isFinite(price.price) && price.price > 0
  )
}

function onRequest(options: PriceTextOptions): string {
  return options.short ? PRICE_ON_REQUEST_SHORT : PRICE_ON_REQUEST
}

/** "USD 1.25M", or the on-request text when the price is hidden or missing. */
export function formatPrice(
  price: Price | null | undefined,
  options: PriceTextOptions = {},
): string {
  if (options.visible === false || !hasAmount(price)) return onRequest(options)
  return `${price.currency} ${compactAmount(price.price)}`
}

/** "USD 185.000" (es-AR thousands), or the on-request text when hidden or missing. */
export function formatFullPrice(
  price: Price | null | undefined,
  options: PriceTextOptions = {},
): string {
  if (options.visible === false || !hasAmount(price)) return onRequest(options)
  return `${price.currency} ${twoDecimals(price.price)}`
}

// Tokko's temporary-rent period codes (tokko-api.md §3.3); 16 is not used by Tokko.
const MONTH_CODES = [12, 13, 14, 15, 17, 18, 19, 20, 21, 22, 23, 24]
const PERIOD_LABELS: Record<number, string> = {
  1: 'por día',
  2: 'por fin de semana',
  3: 'por semana',
  4: 'por quincena',
  5: 'por mes',
  6: '1.ª quincena de enero',
  7: '2.ª quincena de enero',
  8: '1.ª quincena de febrero',
  9: '2.ª quincena de febrero',
  10: '1.ª quincena de marzo',
  11: '2.ª quincena de marzo',
  ...Object.fromEntries(MONTH_CODES.map((code, index) => [code, `por ${MONTH_NAMES[index]}`])),
  25: 'por temporada',
  26: 'por año',
  27: 'fin de año',
  28: 'Semana Santa',
  29: '1.ª quincena de diciembre',
  30: '2.ª quincena de diciembre',
}

/** What a temporary-rent price covers ("por semana", "por enero"), or '' for sales and plain rents. */
export function periodLabel(period: number | null | undefined): string {
  return typeof period === 'number' ? (PERIOD_LABELS[period] ?? '') : ''
}

/** The operation of a property with this code, or its first one when no code is given. */
export function findOperation(
  property: Pick<Property, 'operations'>,
  operationId?: OperationId,
): Operation | null {
  const operations = property.operations
  if (operationId === undefined) return operations[0] ?? null
  return operations.find((operation) => operation.operation_id === operationId) ?? null
}

/** The price to show for an operation: its first price with an amount, else its first price. */
export function mainPrice(operation: Operation | null | undefined): Price | null {
  if (!operation) return null
  return operation.prices.find(hasAmount) ?? operation.prices[0] ?? null
}

/** The earlier price of a price that went down ("USD 200K"), or null when it did not drop. */
export function previousPriceText(price: Price | null | undefined): string | null {
  if (!hasAmount(price) || !price.is_less_than_previous_price) return null
  const previous = price.previous_price
  if (typeof previous !== 'number' || !(previous > price.price)) return null
  return `${price.currency} ${compactAmount(previous)}`
}
