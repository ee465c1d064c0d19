/**
 * Surfaces (spec §9): shown in M2 by default; a surface measured in hectares reads 'Ha.' on land
 * (terreno, terreno industrial, terreno comercial, finca, chacra, campo).
 */
import type { SurfaceMeasurement } from '../types'
import { twoDecimals } from '../site/formats'

export const LAND_TYPES: readonly string[] = [
  'terreno',
  'terreno industrial',
  'terreno comercial',
  'finca',
  'chacra',
  'campo',
]

export type SurfaceUnit = 'M2' | 'Ha.'

const normaliseName = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')

/** True for the land types, whatever their case, accents or spacing. */
export function isLandType(typeName: string | null | undefined): boolean {
  return !!typeName && LAND_TYPES.includes(normaliseName(typeName))
}

/** The unit printed beside a surface: 'Ha.' for land measured in hectares, M2 otherwise. */
export function surfaceUnit(
  measurement: SurfaceMeasurement | null | undefined,
  typeName: string | null | undefined,
): SurfaceUnit {
  return measurement === 'Ha' && isLandType(typeName) ? 'Ha.' : 'M2'
}

const SQUARE_METRES_PER_HECTARE = 10_000

/** The surface text as a positive number, or null ('' and "0.00" mean unknown). */
function positiveAmount(value: string | null | undefined): number | null {
  const amount = Number(value)
  return value && Number.isFinite(amount) && amount > 0 ? amount : null
}

/**
 * "1.500 M2", "12,5 Ha.", or '' when the surface is unknown. Hectares on a type that is not land
 * are converted to M2, so the figure stays true under the default unit.
 */
export function formatSurface(
  value: string | null | undefined,
  measurement: SurfaceMeasurement | null | undefined,
  typeName: string | null | undefined,
): string {
  const amount = positiveAmount(value)
  if (amount === null) return ''
  const unit = surfaceUnit(measurement, typeName)
  const shown = unit === 'M2' ? surfaceInSquareMetres(value, measurement) : amount
  return `${twoDecimals(shown ?? amount)} ${unit}`
}

/** The surface in square metres (for price per m² and sorting), or null when unknown. */
export function surfaceInSquareMetres(
  value: string | null | undefined,
  measurement: SurfaceMeasurement | null | undefined,
): number | null {
  const amount = positiveAmount(value)
  if (amount === null) return null
  return measurement === 'Ha' ? amount * SQUARE_METRES_PER_HECTARE : amount
}
