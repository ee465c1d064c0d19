import { MAX_COMPARED } from '../../domain/favourites/compare'
import type { FavouriteEntry, FavouriteRecord } from '../../state/favouritesSlice'
import { FavouriteItem } from './FavouriteItem'
import * as styles from './FavouritesList.module.css'

interface FavouritesListProps {
  entries: FavouriteEntry[]
  records: Record<number, FavouriteRecord>
  /** Records are on their way (the full-properties flag). */
  busy: boolean
  /** The compared ids and how to tick one, in compare mode; null otherwise. */
  compare: { selected: number[]; onToggle: (id: number) => void } | null
  onRemoved: () => void
  onRetry: (id: number) => void
}

/** The favourites as cards, newest saved last, each loaded live. */
export function FavouritesList({
  entries,
  records,
  busy,
  compare,
  onRemoved,
  onRetry,
}: FavouritesListProps) {
  const failed = entries.filter((entry) => records[entry.id]?.status === 'failed').length
  return (
    <>
      <p className="visually-hidden" role="status">
        {busy
          ? 'Cargando tus favoritos…'
          : failed > 0
            ? `No pudimos cargar ${failed === 1 ? 'una propiedad' : `${failed} propiedades`}.`
            : ''}
      </p>
      <ul className={styles.grid} aria-label="Propiedades guardadas" aria-busy={busy}>
        {entries.map((entry) => (
          <FavouriteItem
            key={entry.id}
            entry={entry}
            record={records[entry.id]}
            compare={
              compare && {
                checked: compare.selected.includes(entry.id),
                full: compare.selected.length >= MAX_COMPARED,
                onToggle: () => compare.onToggle(entry.id),
              }
            }
            onRemoved={onRemoved}
            onRetry={onRetry}
          />
        ))}
      </ul>
    </>
  )
}
