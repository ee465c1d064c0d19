import { useId, useRef } from 'react'
import { isOnOffer } from '../../domain/property/availability'
import { toPropertyCard } from '../../domain/listing/cards'
import {
  favouriteRemoved,
  type FavouriteEntry,
  type FavouriteRecord,
} from '../../state/favouritesSlice'
import { useAppDispatch } from '../../state/hooks'
import { PropertyCard } from '../PropertyCard'
import { FavouriteButton } from './FavouriteButton'
import { FavouriteSkeleton } from './FavouriteSkeleton'
import * as styles from './FavouritesList.module.css'

export interface CompareChoice {
  checked: boolean
  /** The comparison is full: another one cannot be added. */
  full: boolean
  onToggle: () => void
}

interface FavouriteItemProps {
  entry: FavouriteEntry
  record: FavouriteRecord | undefined
  /** In compare mode, the "Comparar" box of a favourite that loaded. */
  compare: CompareChoice | null
  onRemoved: () => void
  onRetry: (id: number) => void
  /** Someone else's selection, shown read-only: nothing to take out of it. */
  shared?: boolean
}

/** One favourite on /favoritos: its card, a skeleton while it loads, or why it cannot be shown. */
export function FavouriteItem({
  entry,
  record,
  compare,
  onRemoved,
  onRetry,
  shared = false,
}: FavouriteItemProps) {
  const dispatch = useAppDispatch()
  const item = useRef<HTMLLIElement>(null)
  const noticeId = useId()
  const remove = () => {
    dispatch(favouriteRemoved(entry.id))
    onRemoved()
  }

  // Sold or rented since it was saved: kept in the list, said so, as a withdrawn one is.
  const unavailable = record?.status === 'found' && !isOnOffer(record.property)
  if (record?.status === 'found' && !unavailable) {
    const card = toPropertyCard(record.property, entry.operation ?? undefined)
    return (
      <li ref={item} tabIndex={-1} className={styles.item}>
        <PropertyCard
          card={card}
          actions={
            <FavouriteButton
              id={entry.id}
              operation={entry.operation}
              title={card.title}
              onToggle={(saved) => !saved && onRemoved()}
            />
          }
        />
        {compare && (
          <label className={styles.compare}>
            <input
              type="checkbox"
              checked={compare.checked}
              disabled={compare.full && !compare.checked}
              onChange={compare.onToggle}
            />
            Comparar<span className="visually-hidden"> {card.title}</span>
          </label>
        )}
      </li>
    )
  }

  if (record?.status === 'missing' || record?.status === 'failed' || unavailable) {
    const missing = record.status !== 'failed'
    return (
      <li ref={item} tabIndex={-1} className={styles.item}>
        <div className={styles.notice}>
          <p id={noticeId}>
            <strong>{missing ? 'Esta propiedad ya no está disponible' : record.message}</strong>
            <span>
              {record.status === 'found' ? record.property.title : `Propiedad n.º ${entry.id}`}
            </span>
          </p>
          <div className={styles.noticeActions}>
            {!missing && (
              <button
                type="button"
                className="button"
                aria-describedby={noticeId}
                onClick={() => {
                  // The button gives way to a skeleton: the focus waits on the item meanwhile.
                  item.current?.focus()
                  onRetry(entry.id)
                }}
              >
                Reintentar
              </button>
            )}
            {!shared && (
              <button
                type="button"
                className="button button-secondary"
                aria-describedby={noticeId}
                onClick={remove}
              >
                Quitar de favoritos
              </button>
            )}
          </div>
        </div>
      </li>
    )
  }

  return (
    <li ref={item} tabIndex={-1} className={styles.item}>
      <FavouriteSkeleton />
    </li>
  )
}
