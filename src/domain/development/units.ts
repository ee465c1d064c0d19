/**
 * Units of a development (spec §3): grouped by subdivision and subdivision number, each group
 * sorted by floor and then by address, so a tower reads from the basement up.
 */
import { findOperation, formatPrice, mainPrice } from '../property/price'
import { formatSurface } from '../property/surface'
import { unitTypeLabel } from '../site/texts'
import type { DevelopmentUnit, OperationName, UnitGroup } from '../types'
import { propertyPath } from '../site/urls'
import { compareNamesNumerically } from '../site/formats'

/** The address that tells units apart ("Piso 3 - 3B" before the street address). */
function unitAddress(unit: DevelopmentUnit): string {
  return unit.real_address || unit.address || unit.fake_address
}

/** Floor, then address; units of unknown floor go last. */
export function compareUnits(a: DevelopmentUnit, b: DevelopmentUnit): number {
  const floorA = a.floor ?? Number.POSITIVE_INFINITY
  const floorB = b.floor ?? Number.POSITIVE_INFINITY
  if (floorA !== floorB) return floorA < floorB ? -1 : 1
  return compareNamesNumerically(unitAddress(a), unitAddress(b)) || a.id - b.id
}

interface Bucket {
  subdivision: string
  number: number | null
  units: DevelopmentUnit[]
}

/** Number first (unnumbered last), then the subdivision's name. */
function compareBuckets(a: Bucket, b: Bucket): number {
  const numberA = a.number ?? Number.POSITIVE_INFINITY
  const numberB = b.number ?? Number.POSITIVE_INFINITY
  if (numberA !== numberB) return numberA < numberB ? -1 : 1
  return compareNamesNumerically(a.subdivision, b.subdivision)
}

/** The units grouped by (subdivision, subdivision_number), groups and units in display order. */
export function groupUnits(units: readonly DevelopmentUnit[]): UnitGroup[] {
  const buckets = new Map<string, Bucket>()
  for (const unit of units) {
    const subdivision = unit.subdivision.trim()
    const key = `${subdivision}|${unit.subdivision_number ?? ''}`
    const bucket = buckets.get(key) ?? { subdivision, number: unit.subdivision_number, units: [] }
    bucket.units.push(unit)
    buckets.set(key, bucket)
  }
  const ordered = [...buckets.entries()].sort(([, a], [, b]) => compareBuckets(a, b))
  // Two groups may share a name and differ only by number ("Torre" 1 and 2): then the number shows.
  const nameCounts = new Map<string, number>()
  for (const [, bucket] of ordered) {
    nameCounts.set(bucket.subdivision, (nameCounts.get(bucket.subdivision) ?? 0) + 1)
  }
  return ordered.map(([key, bucket]) => {
    const shared = (nameCounts.get(bucket.subdivision) ?? 0) > 1
    let label = bucket.subdivision
    if (bucket.number !== null && bucket.subdivision === '') label = `Sector ${bucket.number}`
    else if (bucket.number !== null && shared) label = `${bucket.subdivision} ${bucket.number}`
    return { key, label, units: [...bucket.units].sort(compareUnits) }
  })
}

/** "PB", "Piso 3", "Subsuelo 1", or '' when the floor is unknown. */
export function floorLabel(floor: number | null): string {
  if (floor === null) return ''
  if (floor === 0) return 'PB'
  return floor < 0 ? `Subsuelo ${-floor}` : `Piso ${floor}`
}

export interface UnitRowData {
  id: number
  /** The unit's own property page. */
  path: string
  /** "Piso 3 - 3B" as the broker labels it, else the floor. */
  unit: string
  floor: string
  type: string
  rooms: number | null
  bedrooms: number | null
  /** Roofed surface (the one buyers compare in a building), else the total; '' when unknown. */
  surface: string
  operation: OperationName | null
  /** Compact price, or 'CONSULTAR'. */
  price: string
}

/** One row of a development's units table. */
export function toUnitRow(unit: DevelopmentUnit): UnitRowData {
  const operation = findOperation(unit)
  const floor = floorLabel(unit.floor)
  return {
    id: unit.id,
    path: propertyPath(unit),
    unit: unit.real_address || floor || unit.fake_address,
    floor,
    type: unitTypeLabel(unit.type.name),
    rooms: unit.room_amount,
    bedrooms: unit.suite_amount,
    surface:
      formatSurface(unit.roofed_surface, unit.roofed_surface_measurement, unit.type.name) ||
      formatSurface(unit.total_surface, unit.total_surface_measurement, unit.type.name),
    operation: operation?.operation_type ?? null,
    price: formatPrice(mainPrice(operation), { visible: unit.web_price, short: true }),
  }
}
