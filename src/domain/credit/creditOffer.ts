/** Whether a property page offers the mortgage estimate (credit.ts), and on which price. */
import { findOperation, hasAmount, mainPrice } from '../property/price'
import type { Currency, OperationId, Property } from '../types'

export interface CreditPrice {
  amount: number
  currency: Currency
}

/**
 * The sale price an estimate starts from; null on a rent's page and when the price is hidden
 * ('Precio a consultar') or missing. A hidden price gets no estimate: the visitor does not know
 * the figure it would rest on, and asking for one where the agency chose not to publish it
 * would invite a guess; the enquiry is the way to it.
 */
export function creditPrice(
  property: Pick<Property, 'operations' | 'web_price'>,
  operationId: OperationId,
): CreditPrice | null {
  if (operationId !== 1 || !property.web_price) return null
  const price = mainPrice(findOperation(property, 1))
  return hasAmount(price) ? { amount: price.price, currency: price.currency } : null
}
