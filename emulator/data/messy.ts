/**
 * Deliberately untidy records, as real Tokko accounts have them (tokko-api.md §0, §3): numbers as
 * strings, empty coordinates, hostile HTML, missing photos, type or producer, notes in the address.
 * The site must cope.
 */
import type { TokkoProperty } from '../../src/broker/wireTypes'

type Mess = (property: TokkoProperty) => void

// Keyed by position among the ordinary listings, so the same records are messy on every run.
const MESSES: Record<number, Mess> = {
  2: (property) => {
    property.room_amount = String(property.room_amount)
    property.suite_amount = String(property.suite_amount)
    property.bathroom_amount = String(property.bathroom_amount)
  },
  4: (property) => {
    property.expenses = String(property.expenses)
  },
  6: (property) => {
    property.geo_lat = ''
    property.geo_long = ''
  },
  8: (property) => {
    property.rich_description +=
      '<script>alert("xss")</script><img src="x" onerror="alert(document.cookie)"><p onclick="steal()">Consultá</p>'
  },
  10: (property) => {
    property.photos = []
  },
  12: (property) => {
    const photos = property.photos ?? []
    if (photos.length < 3) return
    for (const photo of photos) photo.is_front_cover = false
    const cover = photos[2]
    if (cover) cover.is_front_cover = true
  },
  14: (property) => {
    property.type = null
  },
  16: (property) => {
    delete property.producer
  },
  18: (property) => {
    const price = property.operations?.[0]?.prices?.[0]
    if (price) price.price = String(price.price)
  },
  19: (property) => {
    property.geo_lat = ''
    property.geo_long = ''
    property.expenses = String(property.expenses)
  },
  20: (property) => {
    const price = property.operations?.[0]?.prices?.[0]
    if (price) price.period = ''
  },
  22: (property) => {
    property.publication_title = `RESERVADO - ${property.publication_title ?? ''}`
  },
  24: (property) => {
    property.custom_tags = null
    property.videos = null
  },
  26: (property) => {
    // Notes typed into the address, with characters a page's address cannot hold as they are.
    property.fake_address = `${property.fake_address ?? ''} - 3° "B" #apto crédito 100%`
  },
}

/** Makes a fixed handful of the ordinary listings untidy, in place. */
export function applyMess(listings: TokkoProperty[]): void {
  for (const [position, mess] of Object.entries(MESSES)) {
    const property = listings[Number(position)]
    if (property) mess(property)
  }
}
