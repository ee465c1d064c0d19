import { googleMapsUrl, osmEmbedUrl } from './mapLinks'

const point = { lat: -34.586921, lng: -58.4312007 }

describe('map links', () => {
  it('frames the point in an OpenStreetMap embed with a marker on it', () => {
    const url = new URL(osmEmbedUrl(point))
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html')
    expect(url.searchParams.get('bbox')).toBe('-58.436201,-34.591921,-58.426201,-34.581921')
    expect(url.searchParams.get('marker')).toBe('-34.586921,-58.431201')
  })

  it('searches the point in Google Maps', () => {
    expect(googleMapsUrl(point)).toBe(
      'https://www.google.com/maps/search/?api=1&query=-34.586921,-58.431201',
    )
  })
})
