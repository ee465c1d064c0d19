/**
 * Whether a listing is one the broker's search would answer for these filters, by the proxy
 * search's documented rules (api-contract.md, Proxy). The server asks it of the few listings no
 * longer on offer, to take them out of a search's count without reading its every row.
 */
import { isOnOffer } from '../property/availability'
import { fold } from '../site/fold'
import { surfaceInSquareMetres } from '../property/surface'
import type { NumberRange, Property, SearchFilters } from '../types'

/** A location's parent as the search summary names it; null at the top or when unknown. */
export type ParentOf = (locationId: number) => number | null

const inRange = (value: number | null, range: NumberRange) =>
  (range.min === null && range.max === null) ||
  (value !== null &&
    (range.min === null || value >= range.min) &&
    (range.max === null || value <= range.max))

/** The leaf and each ancestor the summary knows, guarded against a cycle in broker data. */
function lineage(locationId: number | null, parentOf: ParentOf): number[] {
  const line: number[] = []
  for (let id = locationId; id !== null && !line.includes(id); id = parentOf(id)) line.push(id)
  return line
}

function priceMatches(property: Property, filters: SearchFilters): boolean {
  const { price } = filters
  const range = { min: price.priceMin, max: price.priceMax }
  if (price.is_off || (range.min === null && range.max === null)) return true
  return property.operations
    .filter((operation) => operation.operation_id === filters.operation)
    .flatMap((operation) => operation.prices)
    .some((offer) => offer.currency === price.type && inRange(offer.price, range))
}

function surfaceMatches(property: Property, filters: SearchFilters): boolean {
  const { surface } = filters
  const range = { min: surface.surfaceMin, max: surface.surfaceMax }
  const squareMetres =
    surface.type === 'roofed'
      ? surfaceInSquareMetres(property.roofed_surface, property.roofed_surface_measurement)
      : surfaceInSquareMetres(property.total_surface, property.total_surface_measurement)
  return inRange(squareMetres, range)
}

const hasAll = (wanted: readonly number[], present: readonly { id: number }[]) =>
  wanted.every((id) => present.some((item) => item.id === id))

/** Whether the proxy search for `filters` would answer `property`. */
export function matchesSearch(
  property: Property,
  filters: SearchFilters,
  parentOf: ParentOf,
): boolean {
  const address = fold(filters.address.trim())
  return (
    property.operations.some((operation) => operation.operation_id === filters.operation) &&
    (filters.type.length === 0 ||
      (property.type.id !== null && filters.type.includes(property.type.id))) &&
    (filters.location.length === 0 ||
      lineage(property.location.id, parentOf).some((id) => filters.location.includes(id))) &&
    (address === '' || fold(`${property.fake_address}\n${property.address}`).includes(address)) &&
    inRange(property.room_amount, filters.environments) &&
    inRange(property.suite_amount, filters.bedrooms) &&
    inRange(property.age, filters.age) &&
    priceMatches(property, filters) &&
    surfaceMatches(property, filters) &&
    hasAll(
      [...filters.environments_types, ...filters.generals, ...filters.services],
      property.tags,
    ) &&
    hasAll(filters.specials, property.custom_tags) &&
    (filters.producer_id === null || property.producer?.id === filters.producer_id)
  )
}

/**
 * A search's count of what is on offer: the broker's total (sold units included) less the
 * listings not on offer that the search matches.
 */
export function offeredTotal(
  total: number,
  filters: SearchFilters,
  notOffered: readonly Property[],
  parentOf: ParentOf,
): number {
  const matched = notOffered.filter(
    (listing) => !isOnOffer(listing) && matchesSearch(listing, filters, parentOf),
  ).length
  return Math.max(0, total - matched)
}
