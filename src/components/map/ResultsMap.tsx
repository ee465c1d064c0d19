/**
 * The listing's results on a Leaflet map. This folder is a chunk of its own, fetched when the
 * visitor asks for the map (LazyResultsMap): Leaflet and its stylesheet never reach a first load.
 * This folder's stylesheets and Leaflet's travel in the chunk and are added to the page when it
 * runs (gatsby/webpack.ts), not inlined into every page as the site's other CSS is.
 */
import 'leaflet/dist/leaflet.css'
import * as L from 'leaflet'
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import type { PropertyCardData } from '../../domain/cards'
import { readMapTiles } from '../../domain/mapTiles'
import {
  COUNTRY_VIEW,
  resultsOnMap,
  spotsBounds,
  unplacedLine,
  type MapSpot,
} from '../../domain/resultsMap'
import { favouriteActions } from '../favourites/FavouriteButton'
import { Icon } from '../Icon'
import { PropertyGrid } from '../PropertyGrid'
import * as styles from './ResultsMap.module.css'

// Gatsby writes both variables into this chunk when it builds; the build checked them
// (src/config.ts), so this cannot throw in a browser.
const TILES = readMapTiles(process.env.GATSBY_MAP_TILES, process.env.GATSBY_MAP_ATTRIBUTION)
// Closer than a block says nothing more: the public point of a masked address is rounded to one.
const MAX_FIT_ZOOM = 16

function spotIcon(spot: MapSpot): L.DivIcon {
  // Built as elements, not HTML text: the label comes from the listing's data.
  const pin = document.createElement('span')
  pin.className = styles.pin!
  const name = document.createElement('span')
  name.className = 'visually-hidden'
  name.textContent = spot.label
  pin.append(name)
  if (spot.cards.length > 1) {
    const count = document.createElement('span')
    count.className = styles.count!
    count.setAttribute('aria-hidden', 'true')
    count.textContent = String(spot.cards.length)
    pin.append(count)
  }
  return L.divIcon({
    html: pin,
    className: styles.marker,
    iconSize: [34, 42],
    iconAnchor: [17, 42],
  })
}

export interface ResultsMapProps {
  /** The results the list has loaded, in its order: the order Tab walks their markers. */
  cards: PropertyCardData[]
}

/**
 * The map: one marker per point (resultsOnMap), fitted to all of them, and a line for the cards
 * without one; a marker (clicked, or Enter or Space on it) opens a panel with its cards, and the
 * panel hands the focus back when it closes. Tiles that fail to load leave the markers on a blank
 * background and one message.
 */
export function ResultsMap({ cards }: ResultsMapProps) {
  const { spots, unplaced } = useMemo(() => resultsOnMap(cards), [cards])
  const unplacedText = unplacedLine(unplaced)
  const container = useRef<HTMLDivElement>(null)
  const map = useRef<{ map: L.Map; markers: L.LayerGroup } | null>(null)
  const markerFor = useRef(new Map<string, L.Marker>())
  const heading = useRef<HTMLHeadingElement>(null)
  const panelRef = useRef<HTMLElement>(null)
  const [chosen, setChosen] = useState<string | null>(null)
  const [tilesFailed, setTilesFailed] = useState(false)
  const hintId = useId()
  const headingId = useId()
  // The panel shows while the results have the chosen spot (a search empties the map meanwhile).
  const open = spots.find((spot) => spot.key === chosen) ?? null

  useEffect(() => {
    const created = L.map(container.current!, { zoomControl: false, attributionControl: false })
    L.control.zoom({ zoomInTitle: 'Acercar', zoomOutTitle: 'Alejar' }).addTo(created)
    // One failed tile is enough to know: a map offline would otherwise report every tile.
    L.tileLayer(TILES.template, { maxZoom: 19 })
      .once('tileerror', () => setTilesFailed(true))
      .addTo(created)
    created.setView([COUNTRY_VIEW.center.lat, COUNTRY_VIEW.center.lng], COUNTRY_VIEW.zoom)
    map.current = { map: created, markers: L.layerGroup().addTo(created) }
    return () => {
      created.remove()
      map.current = null
    }
  }, [])

  useEffect(() => {
    const { map: shown, markers } = map.current!
    markers.clearLayers()
    markerFor.current.clear()
    for (const spot of spots) {
      const marker = L.marker([spot.point.lat, spot.point.lng], {
        icon: spotIcon(spot),
        title: spot.label,
        riseOnHover: true,
      })
      marker.on('click', () => setChosen(spot.key))
      marker.on('keydown', (event) => {
        const { key } = (event as L.LeafletKeyboardEvent).originalEvent
        if (key !== 'Enter' && key !== ' ') return
        // Space would scroll the page; Enter is the button's own key.
        event.originalEvent.preventDefault()
        setChosen(spot.key)
      })
      markers.addLayer(marker)
      markerFor.current.set(spot.key, marker)
    }
    // No marker (a search running, or none found): the map stays where it was.
    const bounds = spotsBounds(spots)
    if (bounds) {
      shown.fitBounds(
        [
          [bounds.south, bounds.west],
          [bounds.north, bounds.east],
        ],
        { padding: [40, 40], maxZoom: MAX_FIT_ZOOM },
      )
    }
  }, [spots])

  useEffect(() => {
    for (const [key, marker] of markerFor.current) {
      const element = marker.getElement()
      element?.classList.toggle(styles.chosen!, key === open?.key)
      element?.setAttribute('aria-expanded', String(key === open?.key))
    }
    // After the markers effect: new markers are marked too.
  }, [open, spots])

  // Only when a marker opens the panel: new results ("Ver más") must not take the focus away.
  useEffect(() => {
    if (!chosen) return
    heading.current?.focus()
    // The chosen marker is moved out from under the panel: to its left on a wide screen (the
    // panel stands on the right), above it on a phone (the panel lies at the bottom).
    const marker = markerFor.current.get(chosen)
    const panel = panelRef.current
    if (!marker || !panel || !map.current) return
    const { map: shown } = map.current
    const beside = panel.offsetLeft > shown.getSize().x / 2
    const margin = 24
    shown.panInside(marker.getLatLng(), {
      paddingTopLeft: [margin, margin],
      paddingBottomRight: beside
        ? [panel.offsetWidth + 2 * margin, margin]
        : [margin, panel.offsetHeight + 2 * margin],
    })
  }, [chosen])

  const close = () => {
    markerFor.current
      .get(chosen ?? '')
      ?.getElement()
      ?.focus()
    setChosen(null)
  }
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
          recorre las propiedades en el orden de la lista.
        </p>
        <p className={styles.attribution}>
          <a href="https://leafletjs.com">Leaflet</a> ·{' '}
          {TILES.attribution.url ? (
            <a href={TILES.attribution.url}>{TILES.attribution.text}</a>
          ) : (
            TILES.attribution.text
          )}
        </p>
        {open && (
          // Escape anywhere in the panel closes it, as it would a dialog.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
          <section
            ref={panelRef}
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
            <PropertyGrid cards={open.cards} headingLevel={3} actionsFor={favouriteActions} />
          </section>
        )}
      </div>
      {unplacedText && <p className={styles.unplaced}>{unplacedText}</p>}
    </div>
  )
}
