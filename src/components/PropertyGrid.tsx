import { Link } from 'gatsby'
import { memo, startTransition, useRef, useState } from 'react'
import type { PropertyCardData } from '../domain/listing/cards'
import type { OperationId } from '../domain/types'
import { parseOperationId } from '../domain/site/operations'
import { useFavouriteToggles } from '../hooks/useFavouriteToggles'
import { useNearViewport } from '../hooks/useNearViewport'
import { FavouriteToggle } from './favourites/FavouriteButton'
import { rendersThePagesHtml } from './hydration'
import { PropertyCard } from './PropertyCard'
import * as styles from './PropertyGrid.module.css'

interface PropertyGridProps {
  cards: PropertyCardData[]
  /** The first card loads its photo eagerly when the grid opens the page. */
  eagerFirst?: boolean
  headingLevel?: 2 | 3
  /** Names the list for assistive technology ("Resultados"). */
  label?: string
  /** Which cards were listed since the visitor's last visit ("Nueva"). */
  isNew?: (card: PropertyCardData) => boolean
  /**
   * How many cards the page's HTML holds; the rest render once the visitor nears them (or moves
   * the focus into the grid), and without scripts they are plain links. Only the cards of the
   * HTML: a grid rendered in the browser (a page reached by a link, Back to its scroll position,
   * a live search) shows every card. All of them when unset.
   */
  firstPaintCount?: number
}

interface GridItemProps {
  card: PropertyCardData
  eager: boolean
  headingLevel: 2 | 3
  isNew: boolean
  saved: boolean
  onFavourite: (id: number, operation: OperationId | null) => void
}

// Memoised with a toggle that keeps its identity: a heart pressed re-renders its own card only.
const GridItem = memo(function GridItem({ card, saved, onFavourite, ...shown }: GridItemProps) {
  const toggle = () => onFavourite(card.id, parseOperationId(card.operation))
  return (
    <li>
      <PropertyCard
        card={card}
        {...shown}
        heart={(className) => (
          <FavouriteToggle
            saved={saved}
            title={card.title}
            className={className}
            onToggle={toggle}
          />
        )}
      />
    </li>
  )
})

/** The cards the HTML leaves out, as links for a browser without scripts (and crawlers). */
function LinksToTheRest({ cards }: { cards: readonly PropertyCardData[] }) {
  return (
    <noscript>
      <p>Más resultados:</p>
      <ul>
        {cards.map((card) => (
          <li key={card.path}>
            <Link to={card.path}>
              {card.title}
              {card.price && ` · ${card.price}`}
            </Link>
          </li>
        ))}
      </ul>
    </noscript>
  )
}

/**
 * Properties as a responsive grid of cards, each with its favourite heart; the grid holds the
 * favourites with one subscription. Memoised: a listing re-renders on every loading flag and live
 * summary, its cards only when they change.
 */
export const PropertyGrid = memo(function PropertyGrid({
  cards,
  eagerFirst = false,
  headingLevel = 3,
  label,
  isNew,
  firstPaintCount,
}: PropertyGridProps) {
  const { saved, toggle } = useFavouriteToggles()
  const rest = useRef<HTMLDivElement>(null)
  const [htmlCards] = useState(() => (rendersThePagesHtml() ? cards : null))
  const deferred =
    firstPaintCount !== undefined && cards === htmlCards && cards.length > firstPaintCount
  const [focused, setFocused] = useState(false)
  const near = useNearViewport(rest, deferred)
  const all = !deferred || near || focused
  const shown = all ? cards : cards.slice(0, firstPaintCount)
  return (
    <>
      <ul
        className={styles.grid}
        aria-label={label}
        onFocus={all ? undefined : () => startTransition(() => setFocused(true))}
      >
        {shown.map((card, index) => (
          <GridItem
            key={card.path}
            card={card}
            eager={eagerFirst && index === 0}
            headingLevel={headingLevel}
            isNew={isNew?.(card) ?? false}
            saved={saved.has(card.id)}
            onFavourite={toggle}
          />
        ))}
      </ul>
      {!all && (
        <div ref={rest} className={styles.rest}>
          <LinksToTheRest cards={cards.slice(shown.length)} />
        </div>
      )}
    </>
  )
})
