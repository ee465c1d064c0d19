import { useRef, useState } from 'react'
import { toggleCompared, type ComparedProperty } from '../../domain/favourites/compare'
import { savedCountText } from '../../domain/favourites/favourites'
import type { OperationCounts } from '../../domain/types'
import { useFavouriteRecords } from '../../hooks/useFavouriteRecords'
import { ShortlistActions } from '../shortlist/ShortlistActions'
import { ClearFavourites } from './ClearFavourites'
import { COMPARE_SECTION_ID, CompareSection } from './CompareSection'
import { FavouritesEmpty } from './FavouritesEmpty'
import { FavouritesList } from './FavouritesList'
import * as styles from './FavouritesView.module.css'

interface FavouritesViewProps {
  /** The agency's compare module: the visitor can tick favourites to compare. */
  compare: boolean
  counts: OperationCounts
}

/** /favoritos: the saved properties fetched live, emptying them, and comparing them. */
export function FavouritesView({ compare, counts }: FavouritesViewProps) {
  const { entries, records, restored, loading, retry } = useFavouriteRecords()
  const [ticked, setTicked] = useState<number[]>([])
  const [cleared, setCleared] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)

  if (!restored) return <p className={styles.reading}>Cargando tus favoritos…</p>
  if (entries.length === 0) return <FavouritesEmpty counts={counts} focus={cleared} />

  // Only favourites still saved and loaded can be compared, in the order they were ticked.
  const compared = ticked.flatMap((id): ComparedProperty[] => {
    const record = records[id]
    const entry = entries.find((candidate) => candidate.id === id)
    return entry && record?.status === 'found'
      ? [{ property: record.property, operationId: entry.operation }]
      : []
  })
  const toggle = (id: number) =>
    setTicked(
      toggleCompared(
        compared.map((item) => item.property.id),
        id,
      ),
    )

  return (
    <>
      <div className={styles.toolbar}>
        <h2 ref={heading} tabIndex={-1} className={styles.heading}>
          Tus favoritos <span className={styles.count}>· {savedCountText(entries.length)}</span>
        </h2>
        <ShortlistActions ids={entries.map((entry) => entry.id)} />
        <ClearFavourites count={entries.length} onCleared={() => setCleared(true)} />
      </div>
      {compare && (
        <p className={styles.intro}>
          Marcá «Comparar» en hasta 4 propiedades y{' '}
          <a href={`#${COMPARE_SECTION_ID}`}>mirá la comparación</a> debajo de la lista.
        </p>
      )}
      <FavouritesList
        entries={entries}
        records={records}
        busy={loading}
        compare={
          compare ? { selected: compared.map((item) => item.property.id), onToggle: toggle } : null
        }
        // A removed card takes its focused heart with it: the list's heading takes the focus.
        onRemoved={() => heading.current?.focus()}
        onRetry={retry}
      />
      {compare && (
        <CompareSection
          items={compared}
          onRemove={(id) => setTicked((ids) => ids.filter((other) => other !== id))}
        />
      )}
    </>
  )
}
