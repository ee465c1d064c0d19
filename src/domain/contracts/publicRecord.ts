/**
 * The public projection of the records the site hands to browsers, in built pages (gatsby/pages
 * reads the catalogue through it) and in the live answers of its server side: what a page may
 * show and nothing more. An owner who asked for a masked address ("Thames al 800") has the exact
 * one ("Thames 812", "Thames 812 3ºB") and the exact point removed from everything a browser
 * downloads, page-data included, not only from what the page draws.
 */
import type { Development, DevelopmentUnit, GeoPoint, Property } from '../types'

/**
 * Three decimals of a degree: about 110 m north–south and 90 m east–west at Buenos Aires'
 * latitude. Enough to show the block on a map, not the door.
 */
const MASKED_PRECISION = 1_000

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()

/** Whether the broker publishes a display address other than the real one. */
export function isMasked(record: { address: string; fake_address: string }): boolean {
  return record.fake_address.trim() !== '' && folded(record.fake_address) !== folded(record.address)
}

export function roundedPoint(point: GeoPoint | null): GeoPoint | null {
  if (!point) return null
  const round = (value: number) => Math.round(value * MASKED_PRECISION) / MASKED_PRECISION
  return { lat: round(point.lat), lng: round(point.lng) }
}

/** The address, point and exact address a masked record may show: the display ones. */
function publicPlace<T extends { address: string; fake_address: string; geo: GeoPoint | null }>(
  record: T,
): Pick<T, 'address' | 'geo'> {
  return isMasked(record)
    ? { address: record.fake_address, geo: roundedPoint(record.geo) }
    : { address: record.address, geo: record.geo }
}

/**
 * A property as a browser may receive it. Its exact address (`real_address`, with floor and
 * flat) is shown nowhere on a property's page, so it never leaves, masked or not.
 */
export function publicProperty<T extends Property>(property: T): T {
  return { ...property, ...publicPlace(property), real_address: '' }
}

/** The street of an address without its number ("Thames al 800" → "thames"), lower case. */
function streetName(address: string): string {
  const name = address
    .toLowerCase()
    .split(/\s(?:al\s)?\d/)[0]!
    .trim()
  return name.length >= 3 ? name : ''
}

const trimSeparators = (text: string) => text.replace(/^[\s,\-–·]+|[\s,\-–·]+$/g, '')

/**
 * A unit's designation ("Piso 3 - 3B", "PB - A"), which the development's table groups and
 * names units by, without the street address some brokers write before it ("Thames 812 3B"
 * → "3B"). A label that names the street some other way is an address, not a designation,
 * and is left out.
 */
export function unitDesignation(
  unit: Pick<DevelopmentUnit, 'address' | 'fake_address' | 'real_address'>,
): string {
  const label = unit.real_address.trim()
  const lower = label.toLowerCase()
  const street = unit.address.trim().toLowerCase()
  const at = street ? lower.indexOf(street) : -1
  if (at >= 0) return trimSeparators(label.slice(0, at) + label.slice(at + street.length))
  const name = streetName(unit.fake_address || unit.address)
  return name && lower.includes(name) ? '' : label
}

/** A development's unit: public like a property, keeping its designation. */
export function publicUnit(unit: DevelopmentUnit): DevelopmentUnit {
  return { ...publicProperty(unit), real_address: unitDesignation(unit) }
}

/** A development, its units included (the backend embeds them). */
export function publicDevelopment(development: Development): Development {
  return { ...development, ...publicPlace(development), units: development.units.map(publicUnit) }
}
