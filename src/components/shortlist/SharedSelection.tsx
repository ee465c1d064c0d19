import { Link } from 'gatsby'
import { useEffect, useRef, useState } from 'react'
import { isOnOffer } from '../../domain/property/availability'
import { savedCountText } from '../../domain/favourites/favourites'
import { FAVOURITES_PATH } from '../../domain/site/menu'
import { parseOperationId } from '../../domain/site/operations'
import { findOperation } from '../../domain/property/price'
import { countLabel } from '../../domain/site/countWords'
import { useLiveRecords } from '../../hooks/useFavouriteRecords'
import {
  favouritesAdded,
  selectFavourites,
  selectFavouritesRestored,
  sharedSelectionShown,
} from '../../state/favouritesSlice'
import { useAppDispatch, useAppSelector } from '../../state/hooks'
import { FavouriteItem } from '../favourites/FavouriteItem'
import * as listStyles from '../favourites/FavouritesList.module.css'
import * as viewStyles from '../favourites/FavouritesView.module.css'

const propertiesText = (count: number) => countLabel(count, 'propiedad', 'propiedades')

/**
 * A selection someone shared (/favoritos/?seleccion=…): those properties as they are now,
 * read-only, with one button to save them all in this visitor's favourites.
 */
export function SharedSelection({ ids }: { ids: number[] }) {
  const dispatch = useAppDispatch()
  const { records, loading, retry } = useLiveRecords(ids)
  const saved = useAppSelector(selectFavourites)
  const restored = useAppSelector(selectFavouritesRestored)
  const [justSaved, setJustSaved] = useState<number | null>(null)
  const status = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    dispatch(sharedSelectionShown(ids))
    return () => void dispatch(sharedSelectionShown([]))
  }, [dispatch, ids])

  // The button the visitor pressed is disabled once all are saved: the focus goes to the result.
  useEffect(() => {
    if (justSaved !== null) status.current?.focus()
  }, [justSaved])

  if (ids.length === 0) {
    return (
      <p className={viewStyles.intro}>
        El enlace que abriste no nombra ninguna propiedad.{' '}
        <Link to={FAVOURITES_PATH}>Ver tus favoritos</Link>
      </p>
    )
  }

  // Only what loaded and is still offered can be saved, with the operation it is listed for.
  const savable = ids.flatMap((id) => {
    const record = records[id]
    if (record?.status !== 'found' || !isOnOffer(record.property)) return []
    if (saved.some((entry) => entry.id === id)) return []
    const operation = parseOperationId(findOperation(record.property)?.operation_id)
    return [{ id, operation }]
  })
  const saveAll = () => {
    dispatch(favouritesAdded(savable))
    setJustSaved(savable.length)
  }

  return (
    <>
      <div className={viewStyles.toolbar}>
        <h2 className={viewStyles.heading}>
          Selección compartida{' '}
          <span className={viewStyles.count}>· {propertiesText(ids.length)}</span>
        </h2>
        <button
          type="button"
          className="button"
          onClick={saveAll}
          disabled={!restored || savable.length === 0}
        >
          Guardar en mis favoritos
        </button>
      </div>
      <p className={viewStyles.intro}>
        Te compartieron estas propiedades tal como están publicadas hoy. Guardalas para tenerlas en
        tus favoritos; <Link to={FAVOURITES_PATH}>ver tus favoritos</Link>.
      </p>
      {/* Said once by the site's favourites announcer; shown here, and focused, for the eye. */}
      {justSaved !== null && (
        <p ref={status} className={viewStyles.intro} tabIndex={-1}>
          Guardamos {propertiesText(justSaved)} en tus favoritos. Tenés{' '}
          {savedCountText(saved.length)}.
        </p>
      )}
      <ul className={listStyles.grid} aria-label="Propiedades compartidas" aria-busy={loading}>
        {ids.map((id) => (
          <FavouriteItem
            key={id}
            entry={{ id, operation: null }}
            record={records[id]}
            compare={null}
            onRemoved={() => undefined}
            onRetry={retry}
            shared
          />
        ))}
      </ul>
    </>
  )
}

export default SharedSelection
