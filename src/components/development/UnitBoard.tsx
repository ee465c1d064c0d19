import { memo, useId, useMemo, useState } from 'react'
import type { DevelopmentUnit } from '../../domain/types'
import { countLabel } from '../../domain/site/countWords'
import {
  boardCountText,
  countShown,
  NO_BOARD_FILTERS,
  roomOptions,
  statusOptions,
  UNIT_STATUS_LABELS,
  unitBoard,
  type BoardFilters,
  type BoardTower,
  type BoardUnit,
  type UnitStatus,
} from '../../domain/development/unitBoard'
import * as styles from './UnitBoard.module.css'

interface UnitBoardProps {
  units: DevelopmentUnit[]
  /** A unit on offer was chosen: its enquiry opens, prefilled. Null: nothing to enquire about. */
  onEnquire: ((unit: BoardUnit, tower: string) => void) | null
}

const STATUS_CLASS: Record<UnitStatus, string | undefined> = {
  available: styles.available,
  reserved: styles.reserved,
  unavailable: styles.unavailable,
}

/** Separators only screen readers hear, so a cell reads as a sentence, not run-together words. */
const Pause = () => <span className="visually-hidden">, </span>

function CellBody({ unit, heard }: { unit: BoardUnit; heard: string }) {
  const figures = [unit.roomsText, unit.surface].filter(Boolean)
  return (
    <>
      <span className={styles.name}>
        <span className="visually-hidden">{heard}</span>
        {unit.name}
      </span>
      <Pause />
      <span className={styles.status}>{unit.statusLabel}</span>
      {figures.length > 0 && (
        <>
          <Pause />
          <span className={styles.figures}>{figures.join(' · ')}</span>
        </>
      )}
      <Pause />
      <span className={styles.price}>{unit.price}</span>
    </>
  )
}

function Cell({ unit, onEnquire }: { unit: BoardUnit; onEnquire: (() => void) | null }) {
  // The row header shows the floor; a screen reader meets the cell alone, so it hears it whole.
  const floorPart = unit.unit.slice(0, unit.unit.length - unit.name.length)
  const className = `${styles.cell} ${STATUS_CLASS[unit.status] ?? ''}`
  return unit.enquirable && onEnquire ? (
    <button type="button" className={className} onClick={onEnquire}>
      <CellBody unit={unit} heard={`Consultar por ${floorPart}`} />
    </button>
  ) : (
    <div className={className}>
      <CellBody unit={unit} heard={floorPart} />
    </div>
  )
}

interface BoardToolbarProps {
  /** The prefix of the selects' ids. */
  id: string
  units: DevelopmentUnit[]
  filters: BoardFilters
  onChange: (filters: BoardFilters) => void
}

/** The filters by rooms and status, offering only what some unit has, and how many are shown. */
function BoardToolbar({ id, units, filters, onChange }: BoardToolbarProps) {
  const rooms = useMemo(() => roomOptions(units), [units])
  const statuses = useMemo(() => statusOptions(units), [units])
  const filtered = filters.rooms !== null || filters.status !== null
  const count = boardCountText(countShown(units, filters), units.length, filtered)
  return (
    <div className={styles.toolbar}>
      <div className={styles.filter}>
        <label htmlFor={`${id}-ambientes`}>Ambientes</label>
        <select
          id={`${id}-ambientes`}
          value={filters.rooms ?? ''}
          onChange={(event) =>
            onChange({
              ...filters,
              rooms: event.target.value === '' ? null : Number(event.target.value),
            })
          }
        >
          <option value="">Todos</option>
          {rooms.map((amount) => (
            <option key={amount} value={amount}>
              {countLabel(amount, 'ambiente', 'ambientes')}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={`${id}-estado`}>Estado</label>
        <select
          id={`${id}-estado`}
          value={filters.status ?? ''}
          onChange={(event) =>
            onChange({
              ...filters,
              status: event.target.value === '' ? null : (event.target.value as UnitStatus),
            })
          }
        >
          <option value="">Todos</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {UNIT_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <p className={styles.count} role="status">
        {count}
      </p>
    </div>
  )
}

interface TowerPlanProps {
  tower: BoardTower
  onEnquire: UnitBoardProps['onEnquire']
}

/** One tower's floors, highest first, each a list of its units. */
function TowerPlan({ tower, onEnquire }: TowerPlanProps) {
  return (
    <section
      className={styles.tower}
      aria-label={tower.label ? `Plano de ${tower.label}` : 'Plano de unidades por piso'}
    >
      {tower.label && <h3 className={styles.towerTitle}>{tower.label}</h3>}
      <ul className={styles.floors}>
        {tower.floors.map((floor) => (
          <li key={floor.key} className={styles.floor}>
            {/* The list below carries the floor for screen readers. */}
            <span className={styles.floorLabel} aria-hidden="true">
              {floor.label}
            </span>
            <ul className={styles.units} aria-label={floor.label}>
              {floor.units.map((unit) => (
                <li key={unit.id}>
                  <Cell unit={unit} onEnquire={onEnquire && (() => onEnquire(unit, tower.label))} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * The units as a building: one row per floor, highest first, each unit with its status in words
 * (colour repeats it), rooms, surface and price; filters by rooms and status. A unit on offer is
 * a button that opens its enquiry; the table below stays the complete, linked list. Memoised:
 * the page re-renders when the live refresh starts and ends.
 */
export const UnitBoard = memo(function UnitBoard({ units, onEnquire }: UnitBoardProps) {
  const [filters, setFilters] = useState<BoardFilters>(NO_BOARD_FILTERS)
  const id = useId()
  const towers = useMemo(() => unitBoard(units, filters), [units, filters])
  return (
    <div className={styles.board}>
      <BoardToolbar id={id} units={units} filters={filters} onChange={setFilters} />
      {towers.length === 0 ? (
        <p className={styles.empty}>
          Ninguna unidad coincide con estos filtros.{' '}
          <button
            type="button"
            className="button-link"
            onClick={() => setFilters(NO_BOARD_FILTERS)}
          >
            Ver todas las unidades
          </button>
        </p>
      ) : (
        towers.map((tower) => <TowerPlan key={tower.key} tower={tower} onEnquire={onEnquire} />)
      )}
    </div>
  )
})
