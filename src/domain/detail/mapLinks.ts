/**
 * Map addresses of a point: an OpenStreetMap embed (no key, loaded only when the visitor asks)
 * and a Google Maps search link that opens in the visitor's own app.
 */
import { MAP_EMBED_ORIGIN } from './embeds'
import type { GeoPoint } from '../types'

// About 500 m each way around the point: a few blocks, enough to place the street.
const HALF_SPAN_DEGREES = 0.005

const fixed = (value: number) => value.toFixed(6)

/** The OpenStreetMap embed (iframe src) centred on the point, with a marker on it. */
export function osmEmbedUrl(point: GeoPoint, halfSpan: number = HALF_SPAN_DEGREES): string {
  const bbox = [
    point.lng - halfSpan,
    point.lat - halfSpan,
    point.lng + halfSpan,
    point.lat + halfSpan,
  ]
    .map(fixed)
    .join(',')
  const query = new URLSearchParams({
    bbox,
    layer: 'mapnik',
    marker: `${fixed(point.lat)},${fixed(point.lng)}`,
  })
  return `${MAP_EMBED_ORIGIN}/export/embed.html?${query}`
}

/** A Google Maps search for the point (opens the app on phones). */
export function googleMapsUrl(point: GeoPoint): string {
  return `https://www.google.com/maps/search/?api=1&query=${fixed(point.lat)},${fixed(point.lng)}`
}
