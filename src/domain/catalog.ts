/**
 * Facts about a whole catalogue: counts per operation (the menu and the counters of spec §3) and
 * the locations and types a search can offer, computed from what the site actually publishes.
 */
import { OPERATIONS } from './operations'
import type { OperationCounts, Property } from './types'

/** Newest first (highest broker id), the order of every list on the site. */
export function newestFirst<T extends { id: number }>(a: T, b: T): number {
  return b.id - a.id
}

/** Properties per operation; a property for sale and for rent counts in both. */
export function operationCounts(
  properties: readonly Pick<Property, 'operations'>[],
): OperationCounts {
  const counts: OperationCounts = { venta: 0, alquiler: 0, temporario: 0 }
  for (const property of properties) {
    for (const operation of OPERATIONS) {
      if (property.operations.some((item) => item.operation_id === operation.id))
        counts[operation.countKey]++
    }
  }
  return counts
}

export interface FacetOption {
  id: number
  name: string
  count: number
}

const collator = new Intl.Collator('es', { sensitivity: 'base' })

function facet(entries: Iterable<{ id: number | null; name: string }>): FacetOption[] {
  const options = new Map<number, FacetOption>()
  for (const { id, name } of entries) {
    if (id === null || name === '') continue
    const option = options.get(id) ?? { id, name, count: 0 }
    option.count++
    options.set(id, option)
  }
  return [...options.values()].sort((a, b) => collator.compare(a.name, b.name))
}

/** The locations that have properties, by name, with how many each. */
export function locationOptions(properties: readonly Pick<Property, 'location'>[]): FacetOption[] {
  return facet(properties.map(({ location }) => ({ id: location.id, name: location.name })))
}

/** The property types that have properties, by name, with how many each. */
export function typeOptions(properties: readonly Pick<Property, 'type'>[]): FacetOption[] {
  return facet(properties.map(({ type }) => type))
}
