/**
 * The Leaflet side of the results map (ResultsMap): the map and its tiles, the markers gathered
 * into clusters, their icons kept in the list's Tab order, and where the focus goes when a
 * cluster is pressed from the keyboard. ResultsMap's effects call these in order.
 */
// Leaflet's own object, not a namespace import: leaflet.markercluster adds its clusters to that
// object when it runs, and a namespace import may be a copy taken before (Babel's is).
import L from 'leaflet'
import 'leaflet.markercluster'
import { readMapTiles } from '../../domain/listing/mapTiles'
import {
  clusterLabel,
  COUNTRY_VIEW,
  spotsBounds,
  type MapSpot,
} from '../../domain/listing/resultsMap'
import * as styles from './ResultsMap.module.css'

// Gatsby writes both variables into this chunk when it builds; the build checked them
// (src/config.ts), so this cannot throw in a browser.
export const TILES = readMapTiles(process.env.GATSBY_MAP_TILES, process.env.GATSBY_MAP_ATTRIBUTION)
// Closer than a block says nothing more: the public point of a masked address is rounded to one.
const MAX_FIT_ZOOM = 16
// Set on the map itself, not only on its tiles: the clusters are made for every zoom down to it.
const MAX_ZOOM = 19
// Pins are 34 px wide: markers closer than this would overlap or crowd each other.
const CLUSTER_RADIUS = 50

/** A marker's spot and its place in the list. */
interface Placed {
  spot: MapSpot
  order: number
}

/**
 * What Leaflet's handlers and ResultsMap's effects share about the markers. Plain fields, not
 * React state: Leaflet reads and writes them in its own events, between renders.
 */
export interface MarkerState {
  /** Each spot's marker, by the spot's key. */
  markerFor: Map<string, L.Marker>
  /** Each marker's spot and its place in the list. */
  placed: Map<L.Marker, Placed>
  /** The place in the list of each icon's content: a marker's first card, a cluster's earliest. */
  orderOf: WeakMap<Element, number>
  /** The cluster spread out, by its order, and the orders of its markers. */
  spread: { order: number; markers: Set<number> } | null
  /** The marker to focus once a cluster pressed from the keyboard has opened. */
  awaited: { marker: L.Marker; ready: boolean } | null
  /** The key of the spot whose panel is open. */
  openKey: string | null
}

export function newMarkerState(): MarkerState {
  return {
    markerFor: new Map(),
    placed: new Map(),
    orderOf: new WeakMap(),
    spread: null,
    awaited: null,
    openKey: null,
  }
}

/** The map, the group that clusters its markers, and what puts their icons back in Tab order. */
export interface ClusterMap {
  map: L.Map
  group: L.MarkerClusterGroup
  sort: () => void
}

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

/** Records which spot's panel is open and shows it on every marker. */
export function markOpen(state: MarkerState, openKey: string | null): void {
  state.openKey = openKey
  for (const [key, marker] of state.markerFor) markChosen(marker, key, openKey)
}

/** A keydown handler that acts on Enter and Space, the keys a button answers to. */
function onButtonKeys(act: (event: L.LeafletKeyboardEvent) => void): L.LeafletEventHandlerFn {
  return (event) => {
    const pressed = event as L.LeafletKeyboardEvent
    const { key } = pressed.originalEvent
    if (key !== 'Enter' && key !== ' ') return
    // Space would scroll the page; Enter is the button's own key.
    pressed.originalEvent.preventDefault()
    act(pressed)
  }
}

/** The map in `element`, with its zoom buttons and tiles, showing the whole country. */
function createMap(element: HTMLElement, onTilesFailed: () => void): L.Map {
  const map = L.map(element, {
    zoomControl: false,
    attributionControl: false,
    maxZoom: MAX_ZOOM,
  })
  L.control.zoom({ zoomInTitle: 'Acercar', zoomOutTitle: 'Alejar' }).addTo(map)
  // One failed tile is enough to know: a map offline would otherwise report every tile.
  L.tileLayer(TILES.template, { maxZoom: MAX_ZOOM }).once('tileerror', onTilesFailed).addTo(map)
  map.setView([COUNTRY_VIEW.center.lat, COUNTRY_VIEW.center.lng], COUNTRY_VIEW.zoom)
  return map
}

/** The markers a cluster holds, each as its spot and place in the list. */
const placedIn = (state: MarkerState, cluster: L.MarkerCluster): Placed[] =>
  cluster.getAllChildMarkers().map((marker) => state.placed.get(marker)!)

/** The group that gathers close markers into clusters, each named and counted in properties. */
function createClusterGroup(map: L.Map, state: MarkerState): L.MarkerClusterGroup {
  return L.markerClusterGroup({
    maxClusterRadius: CLUSTER_RADIUS,
    // A press on a cluster is handled by openClustersOnPress, so that it does what the
    // cluster's name says.
    zoomToBoundsOnClick: false,
    spiderfyOnMaxZoom: false,
    showCoverageOnHover: false,
    animate: !prefersReducedMotion(),
    spiderLegPolylineOptions: { className: styles.leg!, weight: 2, opacity: 1 },
    iconCreateFunction: (cluster) => {
      // Counted in properties, not markers: a marker may stand for several.
      const held = placedIn(state, cluster)
      const heldCards = held.flatMap(({ spot }) => spot.cards)
      const label = clusterLabel(heldCards, atDeepestZoom(map))
      const icon = clusterIcon(label, heldCards.length)
      state.orderOf.set(icon.options.html as Element, Math.min(...held.map((p) => p.order)))
      return icon
    },
  }).addTo(map)
}

/**
 * Tab walks the icons in the pane's order, which clustering shuffles: the sort returned keeps
 * them in the list's, a spread cluster's markers right after it. Not while icons move: moving an
 * icon would cut its animation short.
 */
function tabOrderSort(map: L.Map, state: MarkerState): () => void {
  const pane = map.getPane('markerPane')!
  const tabKey = (icon: Element): TabKey => {
    const own = state.orderOf.get(icon.firstElementChild!) ?? Number.MAX_SAFE_INTEGER
    const spreadOut = state.spread
    return spreadOut?.markers.has(own) ? [spreadOut.order, own] : [own, -1]
  }
  return () => {
    if (!animating(map)) sortIcons(pane, tabKey)
  }
}

/**
 * A cluster pressed from the keyboard: the focus moves on to the icon that now holds its first
 * card (a marker, or a smaller cluster), once the map has settled. Only if the visitor has not
 * moved it elsewhere meanwhile.
 */
function focusAwaited({ map, group }: ClusterMap, state: MarkerState): void {
  const waiting = state.awaited
  if (!waiting?.ready || animating(map)) return
  const target = group.getVisibleParent(waiting.marker)?.getElement()
  if (!target) return
  state.awaited = null
  const now = document.activeElement
  if (now === document.body || (now && map.getContainer().contains(now))) target.focus()
}

/** Keeps the Tab order and the awaited focus up with clusters spreading, closing and moving. */
function followClusterChanges(shown: ClusterMap, state: MarkerState): void {
  const { group, sort } = shown
  group.on('spiderfied', (event) => {
    const { cluster, markers } = event as L.MarkerClusterSpiderfyEvent
    state.spread = {
      order: state.orderOf.get(cluster.getElement()?.firstElementChild as Element) ?? -1,
      markers: new Set(markers.map((marker) => state.placed.get(marker)!.order)),
    }
    sort()
    focusAwaited(shown, state)
  })
  group.on('unspiderfied', () => {
    state.spread = null
    sort()
  })
  group.on('animationend', () => {
    sort()
    focusAwaited(shown, state)
  })
}

/**
 * Fitted to all of the cluster's markers: the plugin's zoomToBounds centres on the cluster at
 * the zoom where it splits, which can leave some of them out of sight.
 */
function zoomToCluster(map: L.Map, cluster: L.MarkerCluster): void {
  const bounds = cluster.getBounds()
  if (map.getBoundsZoom(bounds, false, L.point(80, 80)) > map.getZoom())
    map.fitBounds(bounds, { padding: [40, 40] })
  else map.setView(cluster.getLatLng(), map.getZoom() + 1)
}

/**
 * A press on a cluster zooms in on its markers, or spreads them out at the deepest zoom. From the
 * keyboard, the focus then moves on as focusAwaited says.
 */
function openCluster(
  shown: ClusterMap,
  state: MarkerState,
  cluster: L.MarkerCluster,
  fromKeyboard: boolean,
): void {
  const { map } = shown
  const spreads = atDeepestZoom(map)
  const first = placedIn(state, cluster).reduce((a, b) => (b.order < a.order ? b : a)).spot
  const waiting = { marker: state.markerFor.get(first.key)!, ready: spreads }
  if (fromKeyboard) state.awaited = waiting
  if (spreads) {
    cluster.spiderfy()
    // Already spread (a second press): its markers are there to focus.
    if (fromKeyboard) focusAwaited(shown, state)
    return
  }
  // The cluster's icon goes once the map has zoomed: the map holds the focus meanwhile.
  if (fromKeyboard) {
    map.getContainer().focus({ preventScroll: true })
    map.once('zoomend', () => {
      waiting.ready = true
      focusAwaited(shown, state)
    })
  }
  zoomToCluster(map, cluster)
}

function openClustersOnPress(shown: ClusterMap, state: MarkerState): void {
  shown.group.on('clusterclick', (event) =>
    openCluster(shown, state, event.layer as L.MarkerCluster, false),
  )
  shown.group.on(
    'clusterkeydown',
    onButtonKeys((event) => openCluster(shown, state, event.layer as L.MarkerCluster, true)),
  )
}

/**
 * The map in `element` with its cluster group, the icons kept in Tab order and clusters opened
 * by a press. `remove` takes the map down with what watches it.
 */
export function createClusterMap(
  element: HTMLElement,
  state: MarkerState,
  onTilesFailed: () => void,
): { shown: ClusterMap; remove: () => void } {
  const map = createMap(element, onTilesFailed)
  const group = createClusterGroup(map, state)
  const sort = tabOrderSort(map, state)
  const observer = new MutationObserver(sort)
  observer.observe(map.getPane('markerPane')!, { childList: true })
  const shown = { map, group, sort }
  followClusterChanges(shown, state)
  openClustersOnPress(shown, state)
  const remove = () => {
    observer.disconnect()
    map.remove()
  }
  return { shown, remove }
}

/** A spot's marker, recorded in `state`; a click, Enter or Space on it chooses the spot. */
function createMarker(
  spot: MapSpot,
  order: number,
  state: MarkerState,
  onChoose: (key: string) => void,
): L.Marker {
  const icon = spotIcon(spot)
  state.orderOf.set(icon.options.html as Element, order)
  const marker = L.marker([spot.point.lat, spot.point.lng], {
    icon,
    title: spot.label,
    riseOnHover: true,
  })
  marker.on('click', () => onChoose(spot.key))
  marker.on(
    'keydown',
    onButtonKeys(() => onChoose(spot.key)),
  )
  // A marker gets a new icon each time a cluster lets it go: marked again.
  marker.on('add', () => markChosen(marker, spot.key, state.openKey))
  state.markerFor.set(spot.key, marker)
  state.placed.set(marker, { spot, order })
  return marker
}

/** Fits the map to the spots; with none (a search running, or none found) it stays where it was. */
function fitToSpots(map: L.Map, spots: MapSpot[]): void {
  const bounds = spotsBounds(spots)
  if (!bounds) return
  map.fitBounds(
    [
      [bounds.south, bounds.west],
      [bounds.north, bounds.east],
    ],
    { padding: [40, 40], maxZoom: MAX_FIT_ZOOM, animate: false },
  )
}

/** Replaces the map's markers with one per spot, and fits the map to them. */
export function showSpots(
  { map, group, sort }: ClusterMap,
  state: MarkerState,
  spots: MapSpot[],
  onChoose: (key: string) => void,
): void {
  // Off the map while its markers change and the map is fitted to them: they are clustered
  // once, for the view they are shown in, instead of splitting from the clusters of the view
  // before.
  group.remove()
  group.clearLayers()
  state.markerFor.clear()
  state.placed.clear()
  state.spread = null
  state.awaited = null
  const markers = spots.map((spot, order) => createMarker(spot, order, state, onChoose))
  fitToSpots(map, spots)
  group.addLayers(markers).addTo(map)
  sort()
}

/**
 * Moves the chosen marker out from under the panel: to its left on a wide screen (the panel
 * stands on the right), above it on a phone (the panel lies at the bottom).
 */
export function panOutFromUnder(map: L.Map, marker: L.Marker, panel: HTMLElement): void {
  const beside = panel.offsetLeft > map.getSize().x / 2
  const margin = 24
  map.panInside(marker.getLatLng(), {
    paddingTopLeft: [margin, margin],
    paddingBottomRight: beside
      ? [panel.offsetWidth + 2 * margin, margin]
      : [margin, panel.offsetHeight + 2 * margin],
  })
}
