/**
 * The listing's results on a map: one marker per public point, in the list's order, and what
 * the map says about the rest. Masked addresses are rounded to the block (publicRecord.ts), so
 * several listings can share a point exactly: they share one marker, which lists them all,
 * instead of markers stacked where only the top one can be reached.
 */
import type { PropertyCardData } from './cards'
import { PRICE_ON_REQUEST, PRICE_ON_REQUEST_SHORT } from '../site/texts'
import type { GeoPoint } from '../types'
import { countLabel } from '../site/countWords'

export interface MapSpot {
  /** The point as text ("-34.588,-58.411"): stable while the point is, a marker's identity. */
  key: string
  point: GeoPoint
  /** The cards at this point, in the list's order. */
  cards: PropertyCardData[]
  /** What the marker is called: "Departamento en Palermo — USD 185K", "3 propiedades en Palermo". */
  label: string
}

export interface ResultsOnMap {
  spots: MapSpot[]
  /** How many of the cards have no point to show. */
  unplaced: number
}

/** The first part of a card's place ("Palermo" of "Palermo, Capital Federal"). */
const placeName = (card: PropertyCardData) => card.location.split(',')[0]!.trim()

/** A marker's name for one card: "Departamento en Palermo — USD 185K". */
export function cardMarkerLabel(card: PropertyCardData): string {
  const place = placeName(card)
  const price = card.price === PRICE_ON_REQUEST_SHORT ? PRICE_ON_REQUEST : card.price
  const what = place ? `${card.type} en ${place}` : card.type
  return `${what} — ${[price, card.period].filter(Boolean).join(' ')}`
}

/** The one value every card has for `part`, or null when they differ or have none. */
function shared(cards: readonly PropertyCardData[], part: (card: PropertyCardData) => string) {
  const values = new Set(cards.map(part))
  const [value] = values
  return values.size === 1 && value ? value : null
}

// Units of a development share its point: the group is named after it.
const sharedPlace = (cards: readonly PropertyCardData[]) =>
  shared(cards, (card) => card.development ?? '') ?? shared(cards, placeName)

function spotLabel(cards: readonly PropertyCardData[]): string {
  if (cards.length === 1) return cardMarkerLabel(cards[0]!)
  const where = sharedPlace(cards) ?? 'este punto'
  return `${countLabel(cards.length, 'propiedad', 'propiedades')} en ${where}`
}

/**
 * What a cluster of nearby markers is called: how many properties it holds, where when they share
 * the place, and what pressing it does ("12 propiedades en Palermo: acercar el mapa"). At the
 * map's deepest zoom it spreads its markers out instead ("… : mostrarlas por separado").
 */
export function clusterLabel(cards: readonly PropertyCardData[], spreads: boolean): string {
  const place = sharedPlace(cards)
  const what = countLabel(cards.length, 'propiedad', 'propiedades')
  const action = spreads ? 'mostrarlas por separado' : 'acercar el mapa'
  return `${place ? `${what} en ${place}` : what}: ${action}`
}

/** The cards as markers: one per distinct point, first seen first; cards without one counted. */
export function resultsOnMap(cards: readonly PropertyCardData[]): ResultsOnMap {
  const byPoint = new Map<string, { point: GeoPoint; cards: PropertyCardData[] }>()
  let unplaced = 0
  for (const card of cards) {
    if (!card.geo) {
      unplaced++
      continue
    }
    const key = `${card.geo.lat},${card.geo.lng}`
    const spot = byPoint.get(key)
    if (spot) spot.cards.push(card)
    else byPoint.set(key, { point: card.geo, cards: [card] })
  }
  const spots = [...byPoint].map(([key, spot]) => ({ key, ...spot, label: spotLabel(spot.cards) }))
  return { spots, unplaced }
}

/** "3 propiedades sin ubicación en el mapa", "1 propiedad…"; '' when every card has a point. */
export function unplacedLine(unplaced: number): string {
  return unplaced > 0
    ? `${countLabel(unplaced, 'propiedad', 'propiedades')} sin ubicación en el mapa`
    : ''
}

export interface MapBounds {
  south: number
  west: number
  north: number
  east: number
}

/** The smallest box holding every spot, for the map to fit; null when there is none. */
export function spotsBounds(spots: readonly Pick<MapSpot, 'point'>[]): MapBounds | null {
  if (spots.length === 0) return null
  const lats = spots.map((spot) => spot.point.lat)
  const lngs = spots.map((spot) => spot.point.lng)
  return {
    south: Math.min(...lats),
    west: Math.min(...lngs),
    north: Math.max(...lats),
    east: Math.max(...lngs),
  }
}

/** Where a map with no marker looks: the whole of Argentina, the agency's country. */
export const COUNTRY_VIEW = { center: { lat: -38.4, lng: -63.6 }, zoom: 4 } as const
