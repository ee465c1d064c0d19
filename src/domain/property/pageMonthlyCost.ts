/**
 * The monthly cost a property page shows, in full amounts: written into the page by the build
 * (gatsby/pages/properties.ts), and worked out in the browser only for a record rendered live.
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
