import { Link } from 'gatsby'
import { useId } from 'react'
import type { CompareColumn, CompareRow } from '../../domain/favourites/compare'
import * as styles from './CompareTable.module.css'

interface CompareTableProps {
  columns: CompareColumn[]
  rows: CompareRow[]
  onRemove: (id: number) => void
}

/**
 * Favourites side by side: a column per property, a row per figure. The best value of a row says
 * "Mejor" and rows that read the same everywhere say "Igual en todas" and are dimmed, so neither
 * relies on colour. On a phone the table scrolls sideways under a sticky first column.
 */
export function CompareTable({ columns, rows, onRemove }: CompareTableProps) {
  const captionId = useId()
  return (
    // A table wider than a phone scrolls here: the keyboard must be able to scroll it too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroller} role="group" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId}>Comparación de {columns.length} propiedades guardadas</caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {columns.map((column) => (
              <th key={column.id} scope="col" className={styles.property}>
                <Link to={column.path}>{column.title}</Link>
                {column.operation && <span className={styles.operation}>{column.operation}</span>}
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={`Quitar de la comparación: ${column.title}`}
                  onClick={() => onRemove(column.id)}
                >
                  Quitar
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.same ? styles.same : undefined}>
              <th scope="row">
                <span className={styles.label}>{row.label}</span>
                {row.same ? (
                  <span className={styles.hint}>Igual en todas</span>
                ) : (
                  row.better && <span className={styles.hint}>Mejor: {row.better}</span>
                )}
                {row.note && <span className={styles.hint}>{row.note}</span>}
              </th>
              {row.cells.map((cell, index) => (
                <td
                  key={columns[index]?.id ?? index}
                  className={cell.best ? styles.best : undefined}
                >
                  {cell.text}
                  {cell.best && (
                    <span className={styles.badge}>
                      <span aria-hidden="true">★ </span>Mejor
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
