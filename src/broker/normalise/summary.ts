/** Tokko's search summary (tokko-api.md §6): facet counts of the whole published catalogue. */
import { operationById, parseOperationId } from '../../domain/site/operations'
import type {
  OperationCounts,
  SearchSummary,
  SummaryLocation,
  SummaryPropertyType,
  SummaryTag,
} from '../../domain/types'
import type { RawSearchSummary } from '../wireTypes'
import { translateTypeName, toTagType } from './taxonomy'
import { fields, toArray, toInteger, toLine, toPositiveId, type Unchecked } from './coerce'

type Facets = NonNullable<RawSearchSummary['objects']>
type Item<K extends keyof Facets> = NonNullable<Facets[K]>[number]

function count(value: unknown): number | null {
  const amount = toInteger(value)
  return amount !== null && amount >= 0 ? amount : null
}

function facet<K extends keyof Facets, T>(
  value: unknown,
  read: (raw: Unchecked<Item<K>>) => T | null,
): T[] {
  return toArray(value)
    .map((item) => read(fields<Item<K>>(item)))
    .filter((entry): entry is T => entry !== null)
}

function operationCounts(value: unknown): OperationCounts {
  const counts: OperationCounts = { venta: 0, alquiler: 0, temporario: 0 }
  for (const item of toArray(value)) {
    const raw = fields<Item<'operation_types'>>(item)
    const id = parseOperationId(raw.operation_type)
    const amount = count(raw.count)
    if (id !== null && amount !== null) counts[operationById(id).countKey] += amount
  }
  return counts
}

/** The summary's facets; never throws, and a missing facet is an empty list. */
export function normaliseSearchSummary(raw: unknown): SearchSummary {
  const summary = fields<RawSearchSummary>(raw)
  const facets = fields<Facets>(summary.objects)
  const operations = operationCounts(facets.operation_types)
  const total = count(fields<NonNullable<RawSearchSummary['meta']>>(summary.meta).total_count)
  return {
    // Without a total the operation counts stand in (a listing in two operations counts twice).
    total: total ?? operations.venta + operations.alquiler + operations.temporario,
    operations,
    property_types: facet<'property_types', SummaryPropertyType>(facets.property_types, (item) => {
      const id = toPositiveId(item.id)
      const name = translateTypeName(toLine(item.type))
      const amount = count(item.count)
      return id !== null && name && amount !== null ? { id, name, count: amount } : null
    }),
    locations: facet<'locations', SummaryLocation>(facets.locations, (item) => {
      const id = toPositiveId(item.location_id)
      const name = toLine(item.location_name)
      const amount = count(item.count)
      if (id === null || !name || amount === null) return null
      const parentId = toPositiveId(item.parent_id)
      return { id, name, parent_id: parentId, parent_name: toLine(item.parent_name), count: amount }
    }),
    tags: facet<'tags', SummaryTag>(facets.tags, (item) => {
      const id = toPositiveId(item.tag_id)
      const name = toLine(item.tag_name)
      const tagType = toTagType(item.tag_type)
      const amount = count(item.count)
      if (id === null || !name || tagType === null || amount === null) return null
      return { id, name, tag_type: tagType, count: amount }
    }),
    bedrooms: facet<'suite_amount', { amount: number; count: number }>(
      facets.suite_amount,
      (item) => {
        const amount = count(item.amount)
        const total = count(item.count)
        return amount !== null && total !== null ? { amount, count: total } : null
      },
    ).sort((a, b) => a.amount - b.amount),
  }
}
