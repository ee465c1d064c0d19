/**
 * One page per property and operation, at /propiedad/{operation}/{fake address}/{id}: a property
 * for sale and for rent is reachable from both listings, each page showing its own price first.
 */
import { toPropertyCard } from '../../src/domain/cards'
import type { OperationId, Property } from '../../src/domain/types'
import { propertyPath } from '../../src/domain/urls'
import type { PropertyContext } from '../../src/templates/contexts'
import { getTemplate, type PageFamily } from './shared'

const RELATED_COUNT = 3

/**
 * Up to three other properties of the same operation: same neighbourhood first, then same type.
 * Indexed by operation, so a catalogue of thousands does not compare every pair.
 */
function relatedFinder(properties: readonly Property[]) {
  const byOperation = new Map<OperationId, Property[]>()
  for (const property of properties) {
    for (const { operation_id: id } of property.operations) {
      byOperation.set(id, [...(byOperation.get(id) ?? []), property])
    }
  }
  return (property: Property, operationId: OperationId): Property[] => {
    const candidates = (byOperation.get(operationId) ?? []).filter(
      (other) => other.id !== property.id,
    )
    const near = candidates.filter(
      (other) => other.location.id !== null && other.location.id === property.location.id,
    )
    const sameType = candidates.filter(
      (other) =>
        other.type.id !== null && other.type.id === property.type.id && !near.includes(other),
    )
    return [...near, ...sameType].slice(0, RELATED_COUNT)
  }
}

export const propertyPages: PageFamily = ({ properties }, createPage) => {
  const related = relatedFinder(properties)
  for (const property of properties) {
    for (const { operation_id: operationId } of property.operations) {
      createPage<PropertyContext>({
        path: propertyPath(property, operationId),
        component: getTemplate('PropertyPage'),
        context: {
          property,
          operationId,
          related: related(property, operationId).map((other) =>
            toPropertyCard(other, operationId),
          ),
        },
      })
    }
  }
}
