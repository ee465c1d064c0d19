import { useId, useRef } from 'react'
import { isOnOffer } from '../../domain/property/availability'
import { toPropertyCard } from '../../domain/listing/cards'
import type { Property } from '../../domain/types'
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

interface FavouriteCardProps {
  entry: FavouriteEntry
  property: Property
  compare: CompareChoice | null
  onRemoved: () => void
}

/** A favourite on offer: its card with the favourite button, and the "Comparar" box in compare mode. */
function FavouriteCard({ entry, property, compare, onRemoved }: FavouriteCardProps) {
  const card = toPropertyCard(property, entry.operation ?? undefined)
  return (
    <>
      <PropertyCard
        card={card}
        heart={(className) => (
          <FavouriteButton
            id={entry.id}
            operation={entry.operation}
            title={card.title}
            className={className}
            onToggle={(saved) => !saved && onRemoved()}
          />
        )}
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
    </>
  )
}

interface FavouriteNoticeProps {
  entry: FavouriteEntry
  /** Why it cannot be shown: gone, no longer on offer, or it failed to load. */
  record: Exclude<FavouriteRecord, { status: 'loading' }>
  onRetry: () => void
  /** Null for someone else's selection, which has nothing to take out. */
  onRemove: (() => void) | null
}

/** A favourite that cannot be shown: why, with a retry for a failed load and a way to remove it. */
function FavouriteNotice({ entry, record, onRetry, onRemove }: FavouriteNoticeProps) {
  const noticeId = useId()
  const missing = record.status !== 'failed'
  return (
    <div className={styles.notice}>
      <p id={noticeId}>
        <strong>{missing ? 'Esta propiedad ya no está disponible' : record.message}</strong>
        <span>
          {record.status === 'found' ? record.property.title : `Propiedad n.º ${entry.id}`}
        </span>
      </p>
      <div className={styles.noticeActions}>
        {!missing && (
          <button type="button" className="button" aria-describedby={noticeId} onClick={onRetry}>
            Reintentar
          </button>
        )}
        {onRemove && (
          <button
            type="button"
            className="button button-secondary"
            aria-describedby={noticeId}
            onClick={onRemove}
          >
            Quitar de favoritos
          </button>
        )}
      </div>
    </div>
  )
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
  const remove = () => {
    dispatch(favouriteRemoved(entry.id))
    onRemoved()
  }
  const retry = () => {
    // The button gives way to a skeleton: the focus waits on the item meanwhile.
    item.current?.focus()
    onRetry(entry.id)
  }

  // Sold or rented since it was saved: kept in the list, said so, as a withdrawn one is.
  const unavailable = record?.status === 'found' && !isOnOffer(record.property)
  let content = <FavouriteSkeleton />
  if (record?.status === 'found' && !unavailable) {
    content = (
      <FavouriteCard
        entry={entry}
        property={record.property}
        compare={compare}
        onRemoved={onRemoved}
      />
    )
  } else if (record?.status === 'missing' || record?.status === 'failed' || unavailable) {
    content = (
      <FavouriteNotice
        entry={entry}
        record={record}
        onRetry={retry}
        onRemove={shared ? null : remove}
      />
    )
  }

  // One item whatever it shows, so the focus can wait on it while its content changes.
  return (
    <li ref={item} tabIndex={-1} className={styles.item}>
      {content}
    </li>
  )
}
