/**
 * What a rental costs a month: the rent plus the expensas (the building's monthly fees), as one
 * figure when both are in pesos ("ARS 880K por mes con expensas"), with each part shown.
 *
 * Only ordinary rents (operation 2) get it. A temporary rent's price is taken as all-in: in
 * Argentina it usually covers expensas and services for the stay, it is quoted per day, week or
 * season rather than per month, and Tokko has no field saying otherwise; adding the monthly
 * expensas to a weekly price would invent a cost. Sales have no monthly cost (their expensas stay
 * in the facts table).
 */
import { compactAmount, findOperation, hasAmount, mainPrice } from './price'
import { twoDecimals } from '../site/formats'
import type { Currency, OperationId, Property } from '../types'

/** The parts of a rental's monthly cost, as numbers. */
export interface MonthlyCost {
  rent: { amount: number; currency: Currency }
  /** Expensas in pesos (Tokko's `expenses` has no currency); null when unknown. */
  expenses: number | null
  /** Rent plus expensas when both are pesos; null when they cannot be summed. */
  total: number | null
}

/** The monthly cost of this page's (or card's) operation, or null when it is not a visible rent. */
export function monthlyCost(
  property: Pick<Property, 'operations' | 'web_price' | 'expenses'>,
  operationId: OperationId,
): MonthlyCost | null {
  if (operationId !== 2 || !property.web_price) return null
  const rent = mainPrice(findOperation(property, 2))
  if (!hasAmount(rent)) return null
  const fees = property.expenses
  const expenses = typeof fees === 'number' && Number.isFinite(fees) && fees > 0 ? fees : null
  return {
    rent: { amount: rent.price, currency: rent.currency },
    expenses,
    // Two currencies are never summed: a USD rent with expensas in pesos shows both.
    total: expenses !== null && rent.currency === 'ARS' ? rent.price + expenses : null,
  }
}

/**
 * The figures a card or page shows beside the rent, already written: the total (null when there
 * is none) and the expensas (null when unknown). Cards carry these few characters, not numbers.
 */
export interface MonthlyFigures {
  total: string | null
  expenses: string | null
}

export type AmountStyle = 'compact' | 'full'

// Currency and amount never part at a line end ("ARS" alone, "57.000" on the next line).
const amountText = (amount: number, currency: Currency, style: AmountStyle) =>
  `${currency}\u00a0${style === 'compact' ? compactAmount(amount) : twoDecimals(amount)}`

/** The figures of a monthly cost: "ARS 880K" on cards, "ARS 880.000" on the property page. */
export function monthlyFigures(cost: MonthlyCost, style: AmountStyle): MonthlyFigures {
  return {
    total: cost.total === null ? null : amountText(cost.total, 'ARS', style),
    expenses: cost.expenses === null ? null : amountText(cost.expenses, 'ARS', style),
  }
}

/** The rent as the monthly cost writes it ("ARS 800K"). */
export function rentText(cost: MonthlyCost, style: AmountStyle): string {
  return amountText(cost.rent.amount, cost.rent.currency, style)
}
