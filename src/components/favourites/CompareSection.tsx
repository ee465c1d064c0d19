import {
  compareColumns,
  compareRows,
  MAX_COMPARED,
  type ComparedProperty,
} from '../../domain/favourites/compare'
import { CompareTable } from './CompareTable'
import * as styles from './FavouritesView.module.css'

export const COMPARE_SECTION_ID = 'comparacion'

interface CompareSectionProps {
  /** The favourites the visitor ticked, in the order they ticked them. */
  items: ComparedProperty[]
  onRemove: (id: number) => void
}

/** Compare mode: how to choose, how many are chosen, and the table from two on. */
export function CompareSection({ items, onRemove }: CompareSectionProps) {
  return (
    <section
      id={COMPARE_SECTION_ID}
      className={`section ${styles.compare}`}
      aria-labelledby="titulo-comparacion"
    >
      <h2 id="titulo-comparacion">Comparación</h2>
      <p role="status" className={styles.compareStatus}>
        {items.length === 0
          ? `Marcá «Comparar» en 2 a ${MAX_COMPARED} propiedades para verlas lado a lado.`
          : `Elegiste ${items.length} de ${MAX_COMPARED}.` +
            (items.length < 2 ? ' Marcá al menos una más para compararlas.' : '')}
      </p>
      {items.length >= 2 && (
        <>
          <p className={styles.legend}>
            <span aria-hidden="true">★ </span>«Mejor» marca el mejor valor de cada fila (el menor
            precio, la mayor superficie…); las filas «Igual en todas» se ven atenuadas. Los precios
            solo se comparan en la misma moneda y operación.
          </p>
          <CompareTable
            columns={compareColumns(items)}
            rows={compareRows(items)}
            onRemove={onRemove}
          />
        </>
      )}
    </section>
  )
}
