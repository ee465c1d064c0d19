import type { ReactNode } from 'react'
import type { PropertyCardData } from '../../domain/listing/cards'
import { useOnDemand } from '../../hooks/useOnDemand'
import { onDemand } from '../../hooks/onDemand'
import * as styles from './ListingResults.module.css'

// Leaflet, its cluster plugin and the map are the heaviest code of the site, and only a visitor
// who asks for the map needs them: fetched on that press, once per visit ("Reintentar" fetches
// again after a failure).
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
  const { module: map, failed, retry } = useOnDemand(mapCode)

  if (failed) {
    return (
      <>
        <div role="alert" className={styles.error}>
          <p>No se pudo cargar el mapa; las propiedades siguen en la lista.</p>
          <button type="button" className="button button-secondary" onClick={retry}>
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
