import { Link } from 'gatsby'
import { memo } from 'react'
import { groupUnits, toUnitRow } from '../../domain/development/units'
import { UNIT_STATUS_LABELS, unitStatus } from '../../domain/development/unitBoard'
import type { DevelopmentUnit } from '../../domain/types'
import { StaticHtml } from '../StaticHtml'
import * as styles from './DevelopmentUnits.module.css'

const dash = (value: number | null) => (value === null || value === 0 ? '—' : String(value))

/**
 * The units, one table per tower or block, from the basement up (spec §3). Memoised: the page
 * re-renders when the live refresh starts and ends, the table only when its units change.
 */
export const DevelopmentUnits = memo(function DevelopmentUnits({
  units,
}: {
  units: DevelopmentUnit[]
}) {
  const groups = groupUnits(units)
  return (
    <StaticHtml className={styles.groups} inputs={[units]}>
      {groups.map((group) => (
        <div
          key={group.key}
          className={styles.scroller}
          // A table wider than a phone scrolls here: the keyboard must be able to scroll it too.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="group"
          aria-label={group.label || 'Unidades'}
        >
          <table className={styles.table}>
            <caption>
              {group.label || 'Unidades'} · {group.units.length}{' '}
              {group.units.length === 1 ? 'unidad' : 'unidades'}
            </caption>
            <thead>
              <tr>
                <th scope="col">Unidad</th>
                <th scope="col">Tipo</th>
                <th scope="col">Amb.</th>
                <th scope="col">Dorm.</th>
                <th scope="col">Superficie</th>
                <th scope="col">Precio</th>
                <th scope="col">Estado</th>
              </tr>
            </thead>
            <tbody>
              {group.units.map((unit) => {
                const row = toUnitRow(unit)
                return (
                  <tr key={row.id}>
                    <th scope="row">
                      <Link to={row.path}>{row.unit}</Link>
                    </th>
                    <td>{row.type}</td>
                    <td>{dash(row.rooms)}</td>
                    <td>{dash(row.bedrooms)}</td>
                    <td>{row.surface || '—'}</td>
                    <td className={styles.price}>
                      {row.price}
                      {row.operation && row.operation !== 'Venta' && (
                        <span className={styles.operation}> · {row.operation}</span>
                      )}
                    </td>
                    <td>{UNIT_STATUS_LABELS[unitStatus(unit.status)]}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      ))}
    </StaticHtml>
  )
})
