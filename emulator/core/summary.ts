/** The broker's search summary: facet counts over exactly the listings a search matched. */
import type { RawSearchSummary } from '../../src/broker/wireTypes'
import { findTag, typeName, type Lang } from '../data/taxonomy'
import { locationById } from '../data/locations'
import type { IndexedProperty, SearchCriteria } from './search'

type Counter<T> = Map<number, { count: number; value: T }>

function bump<T>(counter: Counter<T>, key: number, value: () => T): void {
  const entry = counter.get(key)
  if (entry) entry.count++
  else counter.set(key, { count: 1, value: value() })
}

function byCount<T>(counter: Counter<T>): { key: number; count: number; value: T }[] {
  return [...counter]
    .map(([key, { count, value }]) => ({ key, count, value }))
    .sort((a, b) => b.count - a.count || a.key - b.key)
}

function tagInfo(item: IndexedProperty, id: number): { name: string; type: number } {
  const known = findTag(id)
  if (known) return { name: known.name, type: known.type }
  const raw = item.record.tags?.find((entry) => Number(entry.id) === id)
  return { name: String(raw?.name ?? ''), type: Number(raw?.type ?? 0) }
}

/** Facet counts for the matched listings (tokko-api.md §6). */
export function summarise(
  items: readonly IndexedProperty[],
  criteria: SearchCriteria,
  lang: Lang,
): Required<Pick<RawSearchSummary, 'meta' | 'objects'>> {
  const operations: Counter<null> = new Map()
  const types: Counter<string> = new Map()
  const locations: Counter<null> = new Map()
  const tags: Counter<{ name: string; type: number }> = new Map()
  const suites: Counter<null> = new Map()
  const wantedOperations = criteria.operations?.length ? criteria.operations : null
  for (const item of items) {
    for (const operation of item.operations) {
      if (!wantedOperations || wantedOperations.includes(operation.id))
        bump(operations, operation.id, () => null)
    }
    if (item.typeId !== null) {
      const typeId = item.typeId
      bump(types, typeId, () => typeName(typeId, lang) ?? String(item.record.type?.name ?? ''))
    }
    if (item.leafId !== null) bump(locations, item.leafId, () => null)
    for (const id of item.tags) bump(tags, id, () => tagInfo(item, id))
    if (item.suites !== null) bump(suites, item.suites, () => null)
  }
  return {
    meta: { total_count: items.length },
    objects: {
      operation_types: byCount(operations).map(({ key, count }) => ({
        operation_type: key,
        count,
      })),
      property_types: byCount(types).map(({ key, count, value }) => ({
        id: key,
        type: value,
        count,
      })),
      locations: byCount(locations).map(({ key, count }) => {
        const location = locationById(key)
        const parent = locationById(location?.parentId ?? -1)
        return {
          location_id: key,
          location_name: location?.name ?? '',
          parent_id: parent?.id ?? null,
          parent_name: parent?.name ?? null,
          count,
        }
      }),
      tags: byCount(tags).map(({ key, count, value }) => ({
        tag_id: key,
        tag_name: value.name,
        tag_type: value.type,
        count,
      })),
      suite_amount: byCount(suites)
        .sort((a, b) => a.key - b.key)
        .map(({ key, count }) => ({ amount: key, count })),
    },
  }
}
