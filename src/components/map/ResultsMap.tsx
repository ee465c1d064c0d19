/**
 * The listing's results on a Leaflet map. This folder is a chunk of its own, fetched when the
 * visitor asks for the map (LazyResultsMap): Leaflet, leaflet.markercluster and their stylesheets
 * never reach a first load. This folder's stylesheets and theirs travel in the chunk and are added
 * to the page when it runs (gatsby/webpack.ts), not inlined into every page as the site's other
 * CSS is.
 */
import 'leaflet/dist/leaflet.css'
import 'leaflet.markercluster/dist/MarkerCluster.css'
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import type { PropertyCardData } from '../../domain/listing/cards'
import { resultsOnMap, unplacedLine, type MapSpot } from '../../domain/listing/resultsMap'
import { Icon } from '../Icon'
import { PropertyGrid } from '../PropertyGrid'
import {
  createClusterMap,
  markOpen,
  newMarkerState,
  panOutFromUnder,
  showSpots,
  TILES,
  type ClusterMap,
} from './clusterMap'
import * as styles from './ResultsMap.module.css'

/**
 * The Leaflet map for `container`, one marker per spot, and the spot chosen on it. Its effects
 * run in this order: the map is made, gets the spots' markers, they show which one is open, and
 * the panel takes the focus.
 */
function useResultsMap(spots: MapSpot[]) {
  const container = useRef<HTMLDivElement>(null)
  const map = useRef<ClusterMap | null>(null)
  const markers = useRef(newMarkerState())
  const heading = useRef<HTMLHeadingElement>(null)
  const panel = useRef<HTMLElement>(null)
  const [chosen, setChosen] = useState<string | null>(null)
  const [tilesFailed, setTilesFailed] = useState(false)
  // The panel shows while the results have the chosen spot (a search empties the map meanwhile).
  const open = spots.find((spot) => spot.key === chosen) ?? null

  useEffect(() => {
    const { shown, remove } = createClusterMap(container.current!, markers.current, () =>
      setTilesFailed(true),
    )
    map.current = shown
    return () => {
      remove()
      map.current = null
    }
  }, [])

  useEffect(() => {
    showSpots(map.current!, markers.current, spots, setChosen)
  }, [spots])

  useEffect(() => {
    markOpen(markers.current, open?.key ?? null)
    // After the markers effect: new markers are marked too.
  }, [open, spots])

  // Only when a marker opens the panel: new results ("Ver más") must not take the focus away.
  useEffect(() => {
    if (!chosen) return
    heading.current?.focus()
    const marker = markers.current.markerFor.get(chosen)
    if (!marker || !panel.current || !map.current) return
    panOutFromUnder(map.current.map, marker, panel.current)
  }, [chosen])

  const close = () => {
    // To the marker, or to the cluster that holds it if the map was zoomed out meanwhile.
    const marker = markers.current.markerFor.get(chosen ?? '')
    if (marker) map.current?.group.getVisibleParent(marker)?.getElement()?.focus()
    setChosen(null)
  }
  return { container, heading, panel, open, tilesFailed, close }
}

/** Credits Leaflet and the source of the tiles. */
function MapCredit() {
  return (
    <p className={styles.attribution}>
      <a href="https://leafletjs.com">Leaflet</a> ·{' '}
      {TILES.attribution.url ? (
        <a href={TILES.attribution.url}>{TILES.attribution.text}</a>
      ) : (
        TILES.attribution.text
      )}
    </p>
  )
}

export interface ResultsMapProps {
  /** The results the list has loaded, in its order: the order Tab walks their markers. */
  cards: PropertyCardData[]
}

/**
 * The map: one marker per point (resultsOnMap), fitted to all of them, and a line for the cards
 * without one. Markers too close to tell apart are gathered into a cluster that shows how many
 * properties it holds; pressing it zooms in on them, or spreads them out at the deepest zoom. A
 * marker (clicked, or Enter or Space on it) opens a panel with its cards, and the panel hands the
 * focus back when it closes. Tiles that fail to load leave the markers on a blank background and
 * one message.
 */
export function ResultsMap({ cards }: ResultsMapProps) {
  const { spots, unplaced } = useMemo(() => resultsOnMap(cards), [cards])
  const unplacedText = unplacedLine(unplaced)
  const { container, heading, panel, open, tilesFailed, close } = useResultsMap(spots)
  const hintId = useId()
  const headingId = useId()
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close()
  }

  return (
    <div className={styles.frame}>
      {tilesFailed && (
        <p role="status" className={styles.notice}>
          No se pudo cargar el mapa de fondo; las propiedades siguen en la lista.
        </p>
      )}
      <div className={styles.stage}>
        <div
          ref={container}
          className={styles.map}
          role="region"
          aria-label="Mapa de los resultados"
          aria-describedby={hintId}
        />
        <p id={hintId} className="visually-hidden">
          Con el mapa enfocado, las flechas lo mueven y las teclas más y menos acercan o alejan; Tab
          recorre las propiedades en el orden de la lista, y las muy cercanas entre sí van juntas en
          un grupo que se abre con Enter.
        </p>
        <MapCredit />
        {open && (
          // Escape anywhere in the panel closes it, as it would a dialog.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
          <section
            ref={panel}
            className={styles.panel}
            aria-labelledby={headingId}
            onKeyDown={closeOnEscape}
          >
            <div className={styles.panelHead}>
              <h2 id={headingId} ref={heading} tabIndex={-1}>
                {open.cards.length === 1 ? 'Propiedad en el mapa' : open.label}
              </h2>
              <button
                type="button"
                className={styles.close}
                onClick={close}
                aria-label="Cerrar"
                title="Cerrar"
              >
                <Icon name="close" />
              </button>
            </div>
            <PropertyGrid cards={open.cards} headingLevel={3} />
          </section>
        )}
      </div>
      {unplacedText && <p className={styles.unplaced}>{unplacedText}</p>}
    </div>
  )
}
