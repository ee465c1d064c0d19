/**
 * Facts about a whole catalogue: counts per operation (the menu and the counters of spec §3) and
 * the locations and types a search can offer, computed from what the site actually publishes.
 */
import { OPERATIONS } from '../site/operations'
import type { OperationCounts, Property, SearchSummary, TagType } from '../types'
import { compareNames } from '../site/formats'

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

function facet(entries: Iterable<{ id: number | null; name: string }>): FacetOption[] {
  const options = new Map<number, FacetOption>()
  for (const { id, name } of entries) {
    if (id === null || name === '') continue
    const option = options.get(id) ?? { id, name, count: 0 }
    option.count++
    options.set(id, option)
  }
  return [...options.values()].sort((a, b) => compareNames(a.name, b.name))
}

/** The locations that have properties, by name, with how many each. */
export function locationOptions(properties: readonly Pick<Property, 'location'>[]): FacetOption[] {
  return facet(properties.map(({ location }) => ({ id: location.id, name: location.name })))
}

/** The property types that have properties, by name, with how many each. */
export function typeOptions(properties: readonly Pick<Property, 'type'>[]): FacetOption[] {
  return facet(properties.map(({ type }) => type))
}

/** A tag a search can ask for: 1 services, 2 room types, 3 amenities (spec §3). */
export interface TagOption extends FacetOption {
  tag_type: TagType
}

/** An agency's own tag, with the group the agency filed it under ('' when none). */
export interface CustomTagOption extends FacetOption {
  group: string
}

const byName = (a: FacetOption, b: FacetOption) => compareNames(a.name, b.name)

/** One option per distinct id, counting each record (one list of items) once. */
function countOnce<T extends { id: number; name: string }, O extends FacetOption>(
  lists: Iterable<readonly T[]>,
  toOption: (item: T, name: string) => O,
): O[] {
  const options = new Map<number, O>()
  for (const list of lists) {
    const seen = new Set<number>()
    for (const item of list) {
      const name = item.name.trim()
      if (name === '' || seen.has(item.id)) continue
      seen.add(item.id)
      const option = options.get(item.id) ?? toOption(item, name)
      option.count++
      options.set(item.id, option)
    }
  }
  return [...options.values()].sort(byName)
}

/** The tags the properties carry, by name, with how many properties have each. */
export function tagOptions(properties: readonly Pick<Property, 'tags'>[]): TagOption[] {
  return countOnce(
    properties.map(({ tags }) => tags),
    (tag, name) => ({ id: tag.id, name, tag_type: tag.tag_type, count: 0 }),
  )
}

/** The agency's custom tags on the properties, by name, with their group and counts. */
export function customTagOptions(
  properties: readonly Pick<Property, 'custom_tags'>[],
): CustomTagOption[] {
  return countOnce(
    properties.map(({ custom_tags }) => custom_tags),
    (tag, name) => ({ id: tag.id, name, group: tag.group_name.trim(), count: 0 }),
  )
}

/** The agents in charge of the properties, by name, with how many each. */
export function producerOptions(properties: readonly Pick<Property, 'producer'>[]): FacetOption[] {
  return facet(
    properties.map(({ producer }) => ({ id: producer?.id ?? null, name: producer?.name ?? '' })),
  )
}

/** The options a listing's filters offer; the build's first, the live summary's after load. */
export interface ListingOptions {
  locations: FacetOption[]
  types: FacetOption[]
  tags: TagOption[]
}

/** The options of a search summary (spec §7.2), by name, leaving out those with no properties. */
export function summaryOptions(summary: SearchSummary): ListingOptions {
  const offered = <T extends FacetOption>(options: T[]) =>
    options.filter((option) => option.count > 0).sort(byName)
  return {
    locations: offered(summary.locations.map(({ id, name, count }) => ({ id, name, count }))),
    types: offered(summary.property_types.map(({ id, name, count }) => ({ id, name, count }))),
    tags: offered(
      summary.tags.map(({ id, name, tag_type, count }) => ({ id, name, tag_type, count })),
    ),
  }
}

/**
 * The options to show: the live ones, plus any chosen in the address that they lack (with the
 * fallback's name and no count), so a visitor can always see and undo what they asked for.
 */
export function withChosen<T extends FacetOption>(
  options: readonly T[],
  chosen: readonly number[],
  fallback: readonly T[],
): T[] {
  const missing = chosen
    .filter((id) => !options.some((option) => option.id === id))
    .map((id) => fallback.find((option) => option.id === id))
    .filter((option): option is T => option !== undefined)
    .map((option) => ({ ...option, count: 0 }))
  return missing.length === 0 ? [...options] : [...options, ...missing].sort(byName)
}
