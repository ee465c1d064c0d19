import { Link } from 'gatsby'
import { useEffect, useRef } from 'react'
import { OPERATIONS } from '../../domain/site/operations'
import type { OperationCounts } from '../../domain/types'
import * as styles from './FavouritesView.module.css'

interface FavouritesEmptyProps {
  /** The published properties per operation: only listings with properties are offered. */
  counts: OperationCounts
  /** Take the focus (after the visitor emptied the list, whose controls are gone). */
  focus?: boolean
}

const LINK_TEXTS = {
  venta: 'Propiedades en venta',
  alquiler: 'Propiedades en alquiler',
  temporario: 'Alquileres temporarios',
}

/** No favourites yet: how to save one, and the listings to find them in. */
export function FavouritesEmpty({ counts, focus = false }: FavouritesEmptyProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focus) heading.current?.focus()
  }, [focus])
  const listings = OPERATIONS.filter((operation) => counts[operation.countKey] > 0)
  return (
    <div className={styles.empty}>
      <h2 ref={heading} tabIndex={-1}>
        Todavía no guardaste propiedades
      </h2>
      <p>Tocá el corazón de una propiedad para guardarla acá y volver a verla cuando quieras.</p>
      {listings.length > 0 && (
        <ul className={styles.emptyLinks}>
          {listings.map((operation) => (
            <li key={operation.id}>
              <Link className="button button-secondary" to={operation.path}>
                {LINK_TEXTS[operation.countKey]}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
