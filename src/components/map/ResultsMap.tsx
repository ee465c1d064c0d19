/**
 * The listing's results on a Leaflet map. This folder is a chunk of its own, fetched when the
 * visitor asks for the map (LazyResultsMap): Leaflet, leaflet.markercluster and their stylesheets
 * never reach a first load. This folder's stylesheets and theirs travel in the chunk and are added
 * to the page when it runs (gatsby/webpack.ts), not inlined into every page as the site's other
 * CSS is.
 */
import 'leaflet/dist/leaflet.css'
import 'leaflet.markercluster/dist/MarkerCluster.css'
// Leaflet's own object, not a namespace import: leaflet.markercluster adds its clusters to that
// object when it runs, and a namespace import may be a copy taken before (Babel's is).
import L from 'leaflet'
import 'leaflet.markercluster'
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import type { PropertyCardData } from '../../domain/listing/cards'
import { readMapTiles } from '../../domain/listing/mapTiles'
import {
  clusterLabel,
  COUNTRY_VIEW,
  resultsOnMap,
  spotsBounds,
  unplacedLine,
  type MapSpot,
} from '../../domain/listing/resultsMap'
import { favouriteActions } from '../favourites/FavouriteButton'
import { Icon } from '../Icon'
import { PropertyGrid } from '../PropertyGrid'
import * as styles from './ResultsMap.module.css'

// Gatsby writes both variables into this chunk when it builds; the build checked them
// (src/config.ts), so this cannot throw in a browser.
const TILES = readMapTiles(process.env.GATSBY_MAP_TILES, process.env.GATSBY_MAP_ATTRIBUTION)
// Closer than a block says nothing more: the public point of a masked address is rounded to one.
const MAX_FIT_ZOOM = 16
// Set on the map itself, not only on its tiles: the clusters are made for every zoom down to it.
const MAX_ZOOM = 19
// Pins are 34 px wide: markers closer than this would overlap or crowd each other.
const CLUSTER_RADIUS = 50

const prefersReducedMotion = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

/** Whether the map is as close as it goes: a cluster there spreads its markers out. */
const atDeepestZoom = (map: L.Map) => map.getZoom() >= map.getMaxZoom()

/** While Leaflet zooms or the clusters split, merge or spread, icons come and go. */
const animating = (map: L.Map) =>
  /\bleaflet-(zoom|cluster)-anim\b/.test(map.getPane('mapPane')?.className ?? '')

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

function clusterIcon(label: string, count: number): L.DivIcon {
  // Built as elements, not HTML text, as a marker's icon is.
  const badge = document.createElement('span')
  badge.className = styles.cluster!
  badge.title = label
  const name = document.createElement('span')
  name.className = 'visually-hidden'
  name.textContent = label
  const figure = document.createElement('span')
  figure.setAttribute('aria-hidden', 'true')
  figure.textContent = String(count)
  badge.append(name, figure)
  const size = count < 100 ? 40 : 48
  return L.divIcon({ html: badge, className: styles.marker, iconSize: [size, size] })
}

type TabKey = readonly [number, number]

/**
 * Puts the icons of a pane in the order of their keys. The focused one is never moved: moving an
 * element drops its focus.
 */
function sortIcons(pane: HTMLElement, keyOf: (icon: Element) => TabKey): void {
  const icons = [...pane.children]
  const keys = new Map(icons.map((icon) => [icon, keyOf(icon)]))
  const sorted = [...icons].sort((a, b) => {
    const [a1, a2] = keys.get(a)!
    const [b1, b2] = keys.get(b)!
    return a1 - b1 || a2 - b2
  })
  if (sorted.every((icon, index) => icon === icons[index])) return
  const focused = sorted.findIndex((icon) => icon.contains(document.activeElement))
  if (focused < 0) {
    pane.append(...sorted)
    return
  }
  sorted[focused]!.before(...sorted.slice(0, focused))
  sorted[focused]!.after(...sorted.slice(focused + 1))
}

/** Shows whether a marker's panel is open, on its icon. */
function markChosen(marker: L.Marker, key: string, openKey: string | null): void {
  const element = marker.getElement()
  element?.classList.toggle(styles.chosen!, key === openKey)
  element?.setAttribute('aria-expanded', String(key === openKey))
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
  const container = useRef<HTMLDivElement>(null)
  const map = useRef<{ map: L.Map; group: L.MarkerClusterGroup; sort: () => void } | null>(null)
  const markerFor = useRef(new Map<string, L.Marker>())
  /** Each marker's spot and its place in the list. */
  const placed = useRef(new Map<L.Marker, { spot: MapSpot; order: number }>())
  /** The place in the list of each icon's content: a marker's first card, a cluster's earliest. */
  const orderOf = useRef(new WeakMap<Element, number>())
  /** The cluster spread out, by its order, and the orders of its markers. */
  const spread = useRef<{ order: number; markers: Set<number> } | null>(null)
  /** The marker to focus once a cluster pressed from the keyboard has opened. */
  const awaited = useRef<{ marker: L.Marker; ready: boolean } | null>(null)
  const openKey = useRef<string | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const panelRef = useRef<HTMLElement>(null)
  const [chosen, setChosen] = useState<string | null>(null)
  const [tilesFailed, setTilesFailed] = useState(false)
  const hintId = useId()
  const headingId = useId()
  // The panel shows while the results have the chosen spot (a search empties the map meanwhile).
  const open = spots.find((spot) => spot.key === chosen) ?? null

  useEffect(() => {
    const created = L.map(container.current!, {
      zoomControl: false,
      attributionControl: false,
      maxZoom: MAX_ZOOM,
    })
    L.control.zoom({ zoomInTitle: 'Acercar', zoomOutTitle: 'Alejar' }).addTo(created)
    // One failed tile is enough to know: a map offline would otherwise report every tile.
    L.tileLayer(TILES.template, { maxZoom: MAX_ZOOM })
      .once('tileerror', () => setTilesFailed(true))
      .addTo(created)
    created.setView([COUNTRY_VIEW.center.lat, COUNTRY_VIEW.center.lng], COUNTRY_VIEW.zoom)

    const spotsOf = (cluster: L.MarkerCluster) =>
      cluster.getAllChildMarkers().map((marker) => placed.current.get(marker)!)
    const group = L.markerClusterGroup({
      maxClusterRadius: CLUSTER_RADIUS,
      // A press on a cluster is handled below, so that it does what the cluster's name says.
      zoomToBoundsOnClick: false,
      spiderfyOnMaxZoom: false,
      showCoverageOnHover: false,
      animate: !prefersReducedMotion(),
      spiderLegPolylineOptions: { className: styles.leg!, weight: 2, opacity: 1 },
      iconCreateFunction: (cluster) => {
        // Counted in properties, not markers: a marker may stand for several.
        const held = spotsOf(cluster)
        const heldCards = held.flatMap(({ spot }) => spot.cards)
        const label = clusterLabel(heldCards, atDeepestZoom(created))
        const icon = clusterIcon(label, heldCards.length)
        orderOf.current.set(icon.options.html as Element, Math.min(...held.map((p) => p.order)))
        return icon
      },
    }).addTo(created)

    // Tab walks the icons in the pane's order, which clustering shuffles: they are kept in the
    // list's, a spread cluster's markers right after it. Not while icons move: moving an icon
    // would cut its animation short.
    const pane = created.getPane('markerPane')!
    const tabKey = (icon: Element): TabKey => {
      const own = orderOf.current.get(icon.firstElementChild!) ?? Number.MAX_SAFE_INTEGER
      const spreadOut = spread.current
      return spreadOut?.markers.has(own) ? [spreadOut.order, own] : [own, -1]
    }
    const sort = () => {
      if (!animating(created)) sortIcons(pane, tabKey)
    }
    const observer = new MutationObserver(sort)
    observer.observe(pane, { childList: true })
    map.current = { map: created, group, sort }

    // A cluster pressed from the keyboard: the focus moves on to the icon that now holds its first
    // card (a marker, or a smaller cluster), once the map has settled. Only if the visitor has not
    // moved it elsewhere meanwhile.
    const focusAwaited = () => {
      const waiting = awaited.current
      if (!waiting?.ready || animating(created)) return
      const target = group.getVisibleParent(waiting.marker)?.getElement()
      if (!target) return
      awaited.current = null
      const now = document.activeElement
      if (now === document.body || (now && created.getContainer().contains(now))) target.focus()
    }
    group.on('spiderfied', (event) => {
      const { cluster, markers } = event as L.MarkerClusterSpiderfyEvent
      spread.current = {
        order: orderOf.current.get(cluster.getElement()?.firstElementChild as Element) ?? -1,
        markers: new Set(markers.map((marker) => placed.current.get(marker)!.order)),
      }
      sort()
      focusAwaited()
    })
    group.on('unspiderfied', () => {
      spread.current = null
      sort()
    })
    group.on('animationend', () => {
      sort()
      focusAwaited()
    })

    const openCluster = (cluster: L.MarkerCluster, fromKeyboard: boolean) => {
      const spreads = atDeepestZoom(created)
      const first = spotsOf(cluster).reduce((a, b) => (b.order < a.order ? b : a)).spot
      const waiting = { marker: markerFor.current.get(first.key)!, ready: spreads }
      if (fromKeyboard) awaited.current = waiting
      if (spreads) {
        cluster.spiderfy()
        // Already spread (a second press): its markers are there to focus.
        if (fromKeyboard) focusAwaited()
        return
      }
      // The cluster's icon goes once the map has zoomed: the map holds the focus meanwhile.
      if (fromKeyboard) {
        created.getContainer().focus({ preventScroll: true })
        created.once('zoomend', () => {
          waiting.ready = true
          focusAwaited()
        })
      }
      // Fitted to all of its markers: the plugin's zoomToBounds centres on the cluster at the
      // zoom where it splits, which can leave some of them out of sight.
      const bounds = cluster.getBounds()
      if (created.getBoundsZoom(bounds, false, L.point(80, 80)) > created.getZoom())
        created.fitBounds(bounds, { padding: [40, 40] })
      else created.setView(cluster.getLatLng(), created.getZoom() + 1)
    }
    group.on('clusterclick', (event) => openCluster(event.layer as L.MarkerCluster, false))
    group.on('clusterkeydown', (event) => {
      const { originalEvent } = event as L.LeafletKeyboardEvent
      if (originalEvent.key !== 'Enter' && originalEvent.key !== ' ') return
      // Space would scroll the page; Enter is the button's own key.
      originalEvent.preventDefault()
      openCluster(event.layer as L.MarkerCluster, true)
    })

    return () => {
      observer.disconnect()
      created.remove()
      map.current = null
    }
  }, [])

  useEffect(() => {
    const { map: shown, group, sort } = map.current!
    // Off the map while its markers change and the map is fitted to them: they are clustered
    // once, for the view they are shown in, instead of splitting from the clusters of the view
    // before.
    group.remove()
    group.clearLayers()
    markerFor.current.clear()
    placed.current.clear()
    spread.current = null
    awaited.current = null
    const markers = spots.map((spot, order) => {
      const icon = spotIcon(spot)
      orderOf.current.set(icon.options.html as Element, order)
      const marker = L.marker([spot.point.lat, spot.point.lng], {
        icon,
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
      // A marker gets a new icon each time a cluster lets it go: marked again.
      marker.on('add', () => markChosen(marker, spot.key, openKey.current))
      markerFor.current.set(spot.key, marker)
      placed.current.set(marker, { spot, order })
      return marker
    })
    // No marker (a search running, or none found): the map stays where it was.
    const bounds = spotsBounds(spots)
    if (bounds) {
      shown.fitBounds(
        [
          [bounds.south, bounds.west],
          [bounds.north, bounds.east],
        ],
        { padding: [40, 40], maxZoom: MAX_FIT_ZOOM, animate: false },
      )
    }
    group.addLayers(markers).addTo(shown)
    sort()
  }, [spots])

  useEffect(() => {
    openKey.current = open?.key ?? null
    for (const [key, marker] of markerFor.current) markChosen(marker, key, openKey.current)
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
    // To the marker, or to the cluster that holds it if the map was zoomed out meanwhile.
    const marker = markerFor.current.get(chosen ?? '')
    if (marker) map.current?.group.getVisibleParent(marker)?.getElement()?.focus()
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
          recorre las propiedades en el orden de la lista, y las muy cercanas entre sí van juntas en
          un grupo que se abre con Enter.
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
