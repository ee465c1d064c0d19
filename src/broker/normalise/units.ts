/** Development units; Tokko's floor is only in `real_address` labels, the backend sends it. */
import { fold } from '../../domain/site/fold'
import type { DevelopmentUnit, Property } from '../../domain/types'
import type { BackendUnit } from '../wireTypes'
import { fields, toInteger, toLine } from './coerce'
import { buildBackendProperty, buildTokkoProperty } from './property'

const FLOOR_PATTERNS: readonly (readonly [RegExp, (match: RegExpExecArray) => number])[] = [
  // "Subsuelo 1", "SS2", "S.S. 1", "Subsuelo": basements count down from -1.
  [/(?:^|[^a-z])(?:subsuelo|s\.?s\.?)\s*-?\s*(\d+)?(?![a-z])/, (m) => -Number(m[1] ?? 1)],
  [/(?:^|[^a-z])(?:p\.?\s?b\.?|planta\s+baja)(?![a-z])/, () => 0],
  [/(?:^|[^a-z])piso\s*(\d+)/, (m) => Number(m[1])],
  [/(?<!\d)(\d{1,3})\s*(?:er|do|ro|to|vo|no)?\s*piso/, (m) => Number(m[1])],
  [/(?<!\d)(\d{1,3})\s*[°º]/, (m) => Number(m[1])],
]

/** The floor a unit label names: "Piso 3 - 3B" → 3, "PB - A" → 0, "SS2" → -2; null when unclear. */
export function floorFromLabel(label: string): number | null {
  const text = fold(label)
  for (const [pattern, read] of FLOOR_PATTERNS) {
    const match = pattern.exec(text)
    if (match) return read(match)
  }
  return null
}

/** A Tokko listing already normalised, as a unit: Tokko has no towers, its floor is in the label. */
export function tokkoUnitFromProperty(property: Property): DevelopmentUnit {
  return {
    ...property,
    subdivision: '',
    subdivision_number: null,
    floor: floorFromLabel(property.real_address),
  }
}

/** A Tokko unit (a property whose `development` is set); its floor comes from `real_address`. */
export function normaliseTokkoUnit(raw: unknown): DevelopmentUnit {
  return tokkoUnitFromProperty(buildTokkoProperty(raw, 'unit'))
}

/** A unit embedded in a backend development; `floor` may be a number or a label like "PB". */
export function normaliseBackendUnit(raw: unknown): DevelopmentUnit {
  const property = buildBackendProperty(raw, 'unit')
  const unit = fields<BackendUnit>(raw)
  return {
    ...property,
    subdivision: toLine(unit.subdivision),
    subdivision_number: toInteger(unit.subdivision_number),
    // Without a usable floor the address label is read, as for Tokko units.
    floor:
      toInteger(unit.floor) ??
      floorFromLabel(toLine(unit.floor)) ??
      floorFromLabel(property.real_address),
  }
}
