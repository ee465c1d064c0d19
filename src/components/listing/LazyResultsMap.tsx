import { useEffect, useState, type ReactNode } from 'react'
import type { PropertyCardData } from '../../domain/cards'
import { onDemand } from '../onDemand'
import * as styles from './ListingResults.module.css'

// Leaflet and the map are about 53 KB gzipped that only a visitor who asks for the map needs:
// fetched on that press, once per visit ("Reintentar" fetches again after a failure).
const mapCode = onDemand(() => import('../map/ResultsMap'))

interface LazyResultsMapProps {
  /** The results the list has loaded, in its order. */
  cards: PropertyCardData[]
  /** What stands in for the map when its code cannot be fetched: the list. */
  list: ReactNode
}

/**
 * The results on the map once its code has arrived. If the code cannot be fetched, it says so,
 * offers to try again and shows the list.
 */
export function LazyResultsMap({ cards, list }: LazyResultsMapProps) {
  const [map, setMap] = useState(mapCode.loaded)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (map || failed) return
    let live = true
    mapCode.load().then(
      (arrived) => live && setMap(arrived),
      (error: unknown) => {
        console.error('mapa: no se pudo cargar su código', error)
        if (live) setFailed(true)
      },
    )
    return () => {
      live = false
    }
  }, [map, failed])

  if (failed) {
    return (
      <>
        <div role="alert" className={styles.error}>
          <p>No se pudo cargar el mapa; las propiedades siguen en la lista.</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setFailed(false)}
          >
            Reintentar
          </button>
        </div>
        {list}
      </>
    )
  }
  return map ? (
    <map.ResultsMap cards={cards} />
  ) : (
    <p className={styles.mapLoading} role="status">
      Cargando el mapa…
    </p>
  )
}
