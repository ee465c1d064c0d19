/**
 * The "Propiedades similares" of a property page (and of a withdrawn one's): up to three other properties of the same
 * operation, same neighbourhood first, then same type, each group in catalogue order.
 * Indexed by operation and neighbourhood / type, so a catalogue of thousands answers each page
 * from a few short lists instead of comparing every pair.
 */
import type { OperationId, Property } from '../types'

export const RELATED_COUNT = 3

/**
 * What the finder matches on: a property of the catalogue, or one that has left it (a withdrawn
 * listing keeps only these ids, src/domain/property/withdrawn.ts).
 */
export interface RelatedSubject {
  id: number
  location: { id: number | null }
  type: { id: number | null }
}

type Finder = (subject: RelatedSubject, operationId: OperationId) => Property[]

/** Builds the finder once for the whole catalogue (`properties` in the order to show them). */
export function relatedFinder(properties: readonly Property[]): Finder {
  const byLocation = new Map<string, Property[]>()
  const byType = new Map<string, Property[]>()
  const add = (index: Map<string, Property[]>, key: string, property: Property) => {
    const list = index.get(key)
    if (list) list.push(property)
    else index.set(key, [property])
  }
  for (const property of properties) {
    for (const { operation_id: operationId } of property.operations) {
      if (property.location.id !== null)
        add(byLocation, `${operationId}:${property.location.id}`, property)
      if (property.type.id !== null) add(byType, `${operationId}:${property.type.id}`, property)
    }
  }

  return (property, operationId) => {
    const found: Property[] = []
    const { id: locationId } = property.location
    const take = (
      candidates: readonly Property[] | undefined,
      skip: (other: Property) => boolean,
    ) => {
      for (const other of candidates ?? []) {
        if (found.length === RELATED_COUNT) return
        if (other.id !== property.id && !skip(other)) found.push(other)
      }
    }
    if (locationId !== null) take(byLocation.get(`${operationId}:${locationId}`), () => false)
    if (property.type.id !== null)
      // Same-neighbourhood ones were offered first (or did not fit): not twice.
      take(
        byType.get(`${operationId}:${property.type.id}`),
        (other) => locationId !== null && other.location.id === locationId,
      )
    return found
  }
}
