/**
 * What a development page states: its status and delivery, how many units it offers, the range
 * of their sale prices, and the line search engines show.
 */
import { isOnOffer } from '../property/availability'
import { constructionStatusLabel } from './construction'
import { formatMonthYear } from '../site/dates'
import { findOperation, formatPrice, hasAmount, mainPrice } from '../property/price'
import type { Currency, Development, Price } from '../types'

export interface PriceRange {
  currency: Currency
  low: number
  high: number
  /** Units with a visible sale price in this currency. */
  count: number
}

/**
 * The sale prices its units on offer show, in the currency most of them use (dollars and pesos
 * are not compared); null when no unit shows a sale price. A sold unit's price is no "desde".
 */
export function unitPriceRange(development: Pick<Development, 'units'>): PriceRange | null {
  const prices = development.units
    .filter((unit) => unit.web_price && isOnOffer(unit))
    .map((unit) => mainPrice(findOperation(unit, 1)))
    .filter(hasAmount)
  const usd = prices.filter((price) => price.currency === 'USD')
  const ars = prices.filter((price) => price.currency === 'ARS')
  const chosen = usd.length >= ars.length ? usd : ars
  const [first] = chosen
  if (!first) return null
  const amounts = chosen.map((price) => price.price)
  return {
    currency: first.currency,
    low: Math.min(...amounts),
    high: Math.max(...amounts),
    count: chosen.length,
  }
}

const asPrice = (currency: Currency, amount: number): Price => ({
  price: amount,
  currency,
  period: 0,
  period_number: null,
  previous_price: null,
  is_less_than_previous_price: false,
})

/** "USD 98K" (the lowest), for cards; null without a range. */
export function lowestPriceText(range: PriceRange | null): string | null {
  return range ? formatPrice(asPrice(range.currency, range.low)) : null
}

/** "USD 98K a USD 250K", or just "USD 98K" when every unit costs the same. */
export function priceRangeText(range: PriceRange): string {
  const low = formatPrice(asPrice(range.currency, range.low))
  return range.low === range.high
    ? low
    : `${low} a ${formatPrice(asPrice(range.currency, range.high))}`
}

export interface DevelopmentFact {
  label: string
  value: string
}

/** The figures under a development's title, each only when known. */
export function developmentFacts(development: Development): DevelopmentFact[] {
  const range = unitPriceRange(development)
  const facts: (DevelopmentFact | null)[] = [
    development.construction_status !== null
      ? { label: 'Estado', value: constructionStatusLabel(development.construction_status) }
      : null,
    development.construction_date
      ? { label: 'Entrega', value: formatMonthYear(development.construction_date) }
      : null,
    development.units.length > 0
      ? { label: 'Unidades', value: String(development.units.length) }
      : null,
    range ? { label: 'Precios', value: priceRangeText(range) } : null,
  ]
  return facts.filter((fact): fact is DevelopmentFact => fact !== null)
}

/** The meta description: status and place, then the start of the description. */
export function developmentMetaDescription(development: Development): string {
  const status = constructionStatusLabel(development.construction_status)
  const place = [development.fake_address || development.address, development.location.full_name]
    .filter(Boolean)
    .join(', ')
  const lead = [development.name, status && status.toLowerCase(), place && `en ${place}`]
    .filter(Boolean)
    .join(', ')
  return [`${lead}.`, development.description_text].filter(Boolean).join(' ')
}
