import type { OperationId } from '../../domain/types'
import { favouriteAdded, favouriteRemoved, selectIsFavourite } from '../../state/favouritesSlice'
import { useAppDispatch, useAppSelector } from '../../state/hooks'
import { iconBefore } from '../Icon'
import * as styles from './FavouriteButton.module.css'

interface FavouriteToggleProps {
  saved: boolean
  /** On cards, the property's title completes the name: a list has one heart per card. */
  title?: string
  /** 'overlay' sits on a card's photo as a round icon; 'inline' shows its words (detail page). */
  variant?: 'overlay' | 'inline'
  /** Where the card places it. */
  className?: string
  onToggle: () => void
}

/** The heart as it looks: the state comes from whoever holds it (a grid holds its cards'). */
export function FavouriteToggle({
  saved,
  title,
  variant = 'overlay',
  className,
  onToggle,
}: FavouriteToggleProps) {
  const action = saved ? 'Quitar de favoritos' : 'Guardar en favoritos'
  const heart = iconBefore(saved ? 'heartFilled' : 'heart', variant === 'overlay' ? 22 : 20)
  return (
    <button
      type="button"
      className={[styles.button, styles[variant], heart, className].filter(Boolean).join(' ')}
      aria-pressed={saved}
      aria-label={variant === 'overlay' && title ? `${action}: ${title}` : undefined}
      title={variant === 'overlay' ? action : undefined}
      onClick={onToggle}
    >
      {variant === 'inline' ? (
        <span>{action}</span>
      ) : (
        !title && <span className="visually-hidden">{action}</span>
      )}
    </button>
  )
}

interface FavouriteButtonProps extends Omit<FavouriteToggleProps, 'saved' | 'onToggle'> {
  id: number
  /** The operation of the listing it is saved from: /favoritos links back to that page. */
  operation: OperationId | null
  /** Called after the visitor saved (true) or removed (false) it. */
  onToggle?: (saved: boolean) => void
}

/** The heart of one property: saves it to the visitor's favourites, or removes it. */
export function FavouriteButton({ id, operation, onToggle, ...shown }: FavouriteButtonProps) {
  const saved = useAppSelector((state) => selectIsFavourite(state, id))
  const dispatch = useAppDispatch()
  const toggle = () => {
    dispatch(saved ? favouriteRemoved(id) : favouriteAdded({ id, operation }))
    onToggle?.(!saved)
  }
  return <FavouriteToggle saved={saved} onToggle={toggle} {...shown} />
}
