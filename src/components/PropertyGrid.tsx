import { memo, type ReactNode } from 'react'
import type { PropertyCardData } from '../domain/listing/cards'
import { PropertyCard } from './PropertyCard'
import * as styles from './PropertyGrid.module.css'

interface PropertyGridProps {
  cards: PropertyCardData[]
  /** The first card loads its photo eagerly when the grid opens the page. */
  eagerFirst?: boolean
  headingLevel?: 2 | 3
  /** Controls for each card's photo corner (favourites). */
  actionsFor?: (card: PropertyCardData) => ReactNode
  /** Names the list for assistive technology ("Resultados"). */
  label?: string
  /** Which cards were listed since the visitor's last visit ("Nueva"). */
  isNew?: (card: PropertyCardData) => boolean
}

/**
 * Properties as a responsive grid of cards. Memoised: a listing re-renders on every loading flag
 * and live summary, its cards only when they change.
 */
export const PropertyGrid = memo(function PropertyGrid({
  cards,
  eagerFirst = false,
  headingLevel = 3,
  actionsFor,
  label,
  isNew,
}: PropertyGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {cards.map((card, index) => (
        <li key={card.path}>
          <PropertyCard
            card={card}
            eager={eagerFirst && index === 0}
            headingLevel={headingLevel}
            actions={actionsFor?.(card)}
            isNew={isNew?.(card)}
          />
        </li>
      ))}
    </ul>
  )
})
