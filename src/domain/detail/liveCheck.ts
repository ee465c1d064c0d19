/**
 * What a built property or development page must correct once it knows the live record: the
 * price of its operation, and whether the listing is still offered. Only what the visitor should
 * act on counts; anything else a build may have missed waits for the next build.
 */
import {
  compactAmount,
  findOperation,
  formatFullPrice,
  hasAmount,
  mainPrice,
  periodLabel,
} from '../property/price'
import { availabilityOf, isOnOffer } from '../property/availability'
import type { MonthlyCostText } from '../property/monthlyCostText'
import { pageMonthlyCost } from '../property/pageMonthlyCost'
import type { OperationId, Price, Property } from '../types'
import { wholeNumber } from '../site/formats'

/** The page's operation's price as it is now, beside what the page showed. */
export interface PriceUpdate {
  /** "USD 150.000", or 'Precio a consultar' when the price is hidden now. */
  amount: string
  /** "por mes" for temporary rents; '' otherwise. */
  period: string
  /** What the built page showed ("USD 160.000"). */
  was: string
  /** "Bajó USD 10K (6 %)" when it went down in the same currency; null otherwise. */
  drop: string | null
  /** A rent's monthly cost with expensas, as the live record gives them; null otherwise. */
  monthly: MonthlyCostText | null
}

export interface PropertyCheck {
  /** 'withdrawn': sold, rented, taken off the web, or no longer offered for this operation. */
  availability: 'available' | 'reserved' | 'withdrawn'
  /** Set when the price shown changed; never for a withdrawn listing. */
  price: PriceUpdate | null
}

/** The price a visitor sees for an operation: null when hidden or missing. */
function visiblePrice(property: Property, operationId: OperationId): Price | null {
  const price = mainPrice(findOperation(property, operationId))
  return property.web_price && hasAmount(price) ? price : null
}

const samePrice = (a: Price | null, b: Price | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.currency === b.currency &&
    a.price === b.price &&
    a.period === b.period)

function dropText(before: Price | null, now: Price | null): string | null {
  if (!hasAmount(before) || !hasAmount(now) || before.currency !== now.currency) return null
  const difference = before.price - now.price
  if (!(difference > 0)) return null
  const share = Math.round((difference / before.price) * 100)
  return `Bajó ${now.currency} ${compactAmount(difference)}${share >= 1 ? ` (${wholeNumber(share)} %)` : ''}`
}

/**
 * The verdict for a built page of `operationId`: `live` is the record now, or null when the
 * services no longer know it (404). Null when there is nothing to correct.
 */
export function checkProperty(
  built: Property,
  live: Property | null,
  operationId: OperationId,
): PropertyCheck | null {
  if (!live || !isOnOffer(live) || !findOperation(live, operationId)) {
    return { availability: 'withdrawn', price: null }
  }
  const before = visiblePrice(built, operationId)
  const now = visiblePrice(live, operationId)
  const price: PriceUpdate | null = samePrice(before, now)
    ? null
    : {
        amount: formatFullPrice(now),
        period: now ? periodLabel(now.period) : '',
        was: formatFullPrice(before),
        drop: dropText(before, now),
        monthly: pageMonthlyCost(live, operationId),
      }
  const availability = availabilityOf(live)
  if (!price && availability === availabilityOf(built)) return null
  return { availability, price }
}
