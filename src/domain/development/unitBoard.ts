/**
 * A development's availability board: its units by tower and floor (highest floor first, as a
 * building is drawn), each with its status in words, and the filters by rooms and status.
 */
import type { DevelopmentUnit, PropertyStatus } from '../types'
import { floorLabel, groupUnits, toUnitRow, type UnitRowData } from './units'
import { countLabel } from '../site/countWords'

export type UnitStatus = 'available' | 'reserved' | 'unavailable'

/** The statuses in the order the filter offers them. */
export const UNIT_STATUSES: readonly UnitStatus[] = ['available', 'reserved', 'unavailable']

/** What each status says: the words carry the meaning, colour only repeats it. */
export const UNIT_STATUS_LABELS: Record<UnitStatus, string> = {
  available: 'Disponible',
  reserved: 'Reservada',
  unavailable: 'No disponible',
}

/** Tokko's status (api-contract.md): 3 Reservada, 4 No disponible (sold or rented), else 2. */
export function unitStatus(status: PropertyStatus): UnitStatus {
  if (status === 3) return 'reserved'
  if (status === 4) return 'unavailable'
  return 'available'
}

export const NO_FLOOR_LABEL = 'Sin piso informado'

export interface BoardUnit extends UnitRowData {
  /** The unit within its floor ("3B" of "Piso 3 - 3B"), or its whole label. */
  name: string
  status: UnitStatus
  statusLabel: string
  /** "2 amb.", or '' when the broker gives no rooms (parking spaces, shops). */
  roomsText: string
  /** A sold or rented unit has nothing to enquire about. */
  enquirable: boolean
}

export interface BoardFloor {
  key: string
  /** "Piso 3", "PB", "Subsuelo 1" or "Sin piso informado". */
  label: string
  units: BoardUnit[]
}

export interface BoardTower {
  key: string
  /** "Torre A", or '' for a single building. */
  label: string
  floors: BoardFloor[]
}

export interface BoardFilters {
  /** Exact room count; null for any. */
  rooms: number | null
  status: UnitStatus | null
}

export const NO_BOARD_FILTERS: BoardFilters = { rooms: null, status: null }

/** "3B" when the broker's label starts with the floor ("Piso 3 - 3B"), else the label itself. */
function nameWithinFloor(unit: string, floor: string): string {
  const prefix = `${floor} - `
  return floor && unit.startsWith(prefix) && unit.length > prefix.length
    ? unit.slice(prefix.length)
    : unit
}

/** One cell of the board. */
export function toBoardUnit(unit: DevelopmentUnit): BoardUnit {
  const row = toUnitRow(unit)
  const status = unitStatus(unit.status)
  return {
    ...row,
    name: nameWithinFloor(row.unit, row.floor),
    status,
    statusLabel: UNIT_STATUS_LABELS[status],
    roomsText: row.rooms ? `${row.rooms} amb.` : '',
    enquirable: status !== 'unavailable',
  }
}

/** Whether a unit passes the filters. */
export function matchesBoardFilters(unit: DevelopmentUnit, filters: BoardFilters): boolean {
  if (filters.rooms !== null && unit.room_amount !== filters.rooms) return false
  if (filters.status !== null && unitStatus(unit.status) !== filters.status) return false
  return true
}

/**
 * The units that pass the filters, by tower (in groupUnits' order) and floor, highest first;
 * units of unknown floor in a row of their own at the bottom. Towers and floors left without
 * units are left out.
 */
export function unitBoard(
  units: readonly DevelopmentUnit[],
  filters: BoardFilters = NO_BOARD_FILTERS,
): BoardTower[] {
  const shown = units.filter((unit) => matchesBoardFilters(unit, filters))
  return groupUnits(shown).map((group) => {
    // groupUnits orders each floor's units (A, B, C…); the floors are turned top down here.
    const floors = new Map<number | null, BoardFloor>()
    for (const unit of group.units) {
      const floor = floors.get(unit.floor) ?? {
        key: unit.floor === null ? 'sin-piso' : String(unit.floor),
        label: unit.floor === null ? NO_FLOOR_LABEL : floorLabel(unit.floor),
        units: [],
      }
      floor.units.push(toBoardUnit(unit))
      floors.set(unit.floor, floor)
    }
    const ordered = [...floors.entries()].sort(([a], [b]) =>
      a === null ? 1 : b === null ? -1 : b - a,
    )
    return { key: group.key, label: group.label, floors: ordered.map(([, floor]) => floor) }
  })
}

/** The room counts the units have, smallest first, for the rooms filter. */
export function roomOptions(units: readonly DevelopmentUnit[]): number[] {
  const counts = new Set<number>()
  for (const unit of units) if (unit.room_amount) counts.add(unit.room_amount)
  return [...counts].sort((a, b) => a - b)
}

/** The statuses present among the units, in the filter's order. */
export function statusOptions(units: readonly DevelopmentUnit[]): UnitStatus[] {
  const present = new Set(units.map((unit) => unitStatus(unit.status)))
  return UNIT_STATUSES.filter((status) => present.has(status))
}

/** "40 unidades" unfiltered, "12 de 40 unidades" filtered, "1 unidad". */
export function boardCountText(shown: number, total: number, filtered: boolean): string {
  const units = countLabel(total, 'unidad', 'unidades')
  return filtered ? `${shown} de ${units}` : units
}

/** How many units pass the filters. */
export function countShown(units: readonly DevelopmentUnit[], filters: BoardFilters): number {
  return units.filter((unit) => matchesBoardFilters(unit, filters)).length
}

/** The message a unit's enquiry starts with, naming the unit, its tower and the development. */
export function unitEnquiryText(development: string, unit: string, tower: string): string {
  const where = tower ? `${unit} de ${tower}` : unit
  return `Hola, me interesa la unidad ${where} en ${development}. ¿Me podrían dar más información?`
}
