import type { PropertyCardData } from '../../domain/listing/cards'
import { parseOperationId } from '../../domain/site/operations'
import type { OperationId } from '../../domain/types'
import { favouriteAdded, favouriteRemoved, selectIsFavourite } from '../../state/favouritesSlice'
import { useAppDispatch, useAppSelector } from '../../state/hooks'
import { Icon } from '../Icon'
import * as styles from './FavouriteButton.module.css'

interface FavouriteButtonProps {
  id: number
  /** The operation of the listing it is saved from: /favoritos links back to that page. */
  operation: OperationId | null
  /** On cards, the property's title completes the name: a list has one heart per card. */
  title?: string
  /** 'overlay' sits on a card's photo as a round icon; 'inline' shows its words (detail page). */
  variant?: 'overlay' | 'inline'
  /** Called after the visitor saved (true) or removed (false) it. */
  onToggle?: (saved: boolean) => void
}

/** The heart: saves a property to the visitor's favourites, or removes it. */
export function FavouriteButton({
  id,
  operation,
  title,
  variant = 'overlay',
  onToggle,
}: FavouriteButtonProps) {
  const saved = useAppSelector((state) => selectIsFavourite(state, id))
  const dispatch = useAppDispatch()
  const action = saved ? 'Quitar de favoritos' : 'Guardar en favoritos'
  const toggle = () => {
    dispatch(saved ? favouriteRemoved(id) : favouriteAdded({ id, operation }))
    onToggle?.(!saved)
  }
  return (
    <button
      type="button"
      className={`${styles.button} ${styles[variant]}`}
      aria-pressed={saved}
      aria-label={variant === 'overlay' && title ? `${action}: ${title}` : undefined}
      title={variant === 'overlay' ? action : undefined}
      onClick={toggle}
    >
      <Icon
        name={saved ? 'heartFilled' : 'heart'}
        size={variant === 'overlay' ? 22 : 20}
        className={styles.heart}
      />
      {variant === 'inline' ? (
        <span>{action}</span>
      ) : (
        !title && <span className="visually-hidden">{action}</span>
      )}
    </button>
  )
}

/** A card's heart, for PropertyGrid's `actionsFor`: saved with the card's own operation. */
export function favouriteActions(card: PropertyCardData) {
  return (
    <FavouriteButton id={card.id} operation={parseOperationId(card.operation)} title={card.title} />
  )
}
