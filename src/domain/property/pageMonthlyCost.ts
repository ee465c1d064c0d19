/**
 * The monthly cost a property page shows, in full amounts. Its own module: the build writes it
 * into the page (gatsby/pages/properties.ts), and only the code that renders a record live (the
 * live check, the 404 page) runs it in a browser.
 */
import { monthlyCost, monthlyFigures, rentText } from './monthlyCost'
import { monthlyCostText, type MonthlyCostText } from './monthlyCostText'
import type { OperationId, Property } from '../types'

/** The monthly cost a property page shows for its operation, in full amounts; null when none. */
export function pageMonthlyCost(
  property: Pick<Property, 'operations' | 'web_price' | 'expenses'>,
  operationId: OperationId,
): MonthlyCostText | null {
  const cost = monthlyCost(property, operationId)
  return cost && monthlyCostText(rentText(cost, 'full'), monthlyFigures(cost, 'full'))
}
