/**
 * The site's internal entities. Every screen, slice and build step speaks these types; only
 * `src/broker/` knows the wire formats and turns them into these (spec §3).
 * Field names follow the spec's normalised Property so that a reviewer can match them one to one.
 */

import type { CreditSettings } from './credit/credit'

/** Operation codes of the broker: 1 venta, 2 alquiler, 3 alquiler temporario. */
export type OperationId = 1 | 2 | 3

export type OperationName = 'Venta' | 'Alquiler' | 'Alquiler temporario'

export type Currency = 'USD' | 'ARS'

/** Unit code of a surface as the broker sends it; 'Ha' is shown as 'Ha.' only for land types. */
export type SurfaceMeasurement = 'M2' | 'Ha'

/** 1 services, 2 room types (ambientes), 3 amenities and other additionals. */
export type TagType = 1 | 2 | 3

export interface Tag {
  id: number
  name: string
  tag_type: TagType
}

export interface CustomTag {
  id: number
  name: string
  group_name: string
}

export interface Price {
  /** null when the broker sent no usable amount. */
  price: number | null
  currency: Currency
  /** Temporary-rent period code (tokko-api.md §3.3), 0 for sale and ordinary rent. */
  period: number
  period_number: number | null
  previous_price: number | null
  is_less_than_previous_price: boolean
}

export interface Operation {
  operation_id: OperationId
  operation_type: OperationName
  prices: Price[]
}

export interface Photo {
  image: string
  original: string
  thumb: string
  description: string
  is_front_cover: boolean
  is_blueprint: boolean
}

export type VideoProvider = 'youtube' | 'vimeo'
export type TourProvider =
  'matterport' | 'hauzd' | '360magictour' | 'vista360' | 'roundme' | 'ricoh' | 'kuula'

export interface Video {
  url: string
  /** The iframe src: https, from a player host of `provider` (src/domain/detail/embeds.ts). */
  player_url: string
  provider: VideoProvider | TourProvider
  title: string
  is_tour: boolean
}

export interface FileLink {
  url: string
  name: string
}

export interface Location {
  /** Broker location id when known; the listing filters use it. */
  id: number | null
  country: string
  state: string
  city: string
  neighborhood: string
  /** The most specific name (usually the neighbourhood). */
  name: string
  /** "Palermo, Capital Federal": for cards and titles. */
  full_name: string
}

export interface Producer {
  id: number | null
  name: string
  picture: string
  email: string
  phone: string
  cellphone: string
}

export interface GeoPoint {
  lat: number
  lng: number
}

export interface PropertyType {
  id: number | null
  name: string
}

export interface DevelopmentRef {
  id: number
  name: string
}

/** A property for sale or rent, normalised from a TokkoProperty or a BackendProperty. */
export interface Property {
  id: number
  reference_code: string
  /** Publication title; falls back to "{type} en {operation}" text built by the normaliser. */
  title: string
  address: string
  fake_address: string
  real_address: string
  /** Surfaces as text ("74", "12.5"); '' when unknown. */
  surface: string
  total_surface: string
  roofed_surface: string
  semiroofed_surface: string
  unroofed_surface: string
  surface_measurement: SurfaceMeasurement
  total_surface_measurement: SurfaceMeasurement
  roofed_surface_measurement: SurfaceMeasurement
  semiroofed_surface_measurement: SurfaceMeasurement
  unroofed_surface_measurement: SurfaceMeasurement
  is_starred_on_web: boolean
  web_price: boolean
  location: Location
  type: PropertyType
  development: DevelopmentRef | null
  tags: Tag[]
  custom_tags: CustomTag[]
  files: FileLink[]
  /** Photos to show, in broker order, without blueprints. */
  photos: Photo[]
  blueprints: Photo[]
  videos: Video[]
  tour_360: Video[]
  operations: Operation[]
  room_amount: number | null
  suite_amount: number | null
  bathroom_amount: number | null
  toilet_amount: number | null
  parking_lot_amount: number | null
  parking_lot_type: string
  /** -1 under construction, 0 brand new, otherwise years; null when unknown. */
  age: number | null
  /** Monthly building fees in ARS; null when unknown. */
  expenses: number | null
  producer: Producer | null
  /** Sanitised HTML, safe to inject; '' when the broker sent none. */
  description: string
  /** The same description as plain text, for meta tags and share texts. */
  description_text: string
  geo: GeoPoint | null
  /** ISO timestamp or ''. */
  created_at: string
  status: PropertyStatus
}

/** 2 Disponible, 3 Reservada, 4 No disponible (api-contract.md; units carry all three). */
export type PropertyStatus = 2 | 3 | 4

/** A unit of a development: a property with its place in the building. */
export interface DevelopmentUnit extends Property {
  /** Tower or block ("Torre A"); '' in single-building developments. */
  subdivision: string
  subdivision_number: number | null
  /** 0 is the ground floor (PB), negative numbers are basements; null when unknown. */
  floor: number | null
}

/** Construction status codes: 3 En pozo, 4 En Construcción, 6 Construcción Terminada. */
export type ConstructionStatus = 3 | 4 | 6

export interface Development {
  id: number
  name: string
  /** From publication_title (Tokko) or commercial_description (backend). */
  publication_title: string
  address: string
  fake_address: string
  type: PropertyType
  /** null when the broker sent a code outside 3, 4, 6. */
  construction_status: ConstructionStatus | null
  /** From construction_date (Tokko) or finish_date (backend); '' when unknown. */
  construction_date: string
  /** From display_on_web (Tokko) or is_active (backend). */
  display_on_web: boolean
  is_starred_on_web: boolean
  location: Location
  tags: Tag[]
  custom_tags: CustomTag[]
  files: FileLink[]
  photos: Photo[]
  blueprints: Photo[]
  videos: Video[]
  tour_360: Video[]
  financing_details: string
  producer: Producer | null
  description: string
  description_text: string
  geo: GeoPoint | null
  /** Units embedded by the backend; Tokko's come from a separate search. */
  units: DevelopmentUnit[]
}

/** Units sharing subdivision and subdivision_number, sorted by floor and then address. */
export interface UnitGroup {
  key: string
  /** "Torre A", or '' for units without subdivision. */
  label: string
  units: DevelopmentUnit[]
}

export interface NewsTag {
  id: number
  name: string
}

export interface NewsEntry {
  id: number
  title: string
  slug: string
  headline: string
  /** Sanitised HTML. */
  content: string
  /** ISO date (YYYY-MM-DD) or ''. */
  date_published: string
  tags: NewsTag[]
  main_image: string
  featured: boolean
  author: string
}

export type ListingSource = 'tokko' | 'backend'

export interface ServiceItem {
  title: string
  text: string
}

export interface TeamMember {
  name: string
  position: string
  picture: string
}

export interface SiteSettings {
  name: string
  client_id: number
  social: {
    instagram: string
    facebook: string
    twitter: string
    linkedin: string
    youtube: string
  }
  contact: { phone: string; whatsapp: string; mail: string }
  location: { address: string; city: string; geo: GeoPoint | null }
  keys: { tokko: string; google_maps: string }
  seo: { title: string; description: string; image: string }
  listing_source: ListingSource
  modules: {
    services: { enabled: boolean; items: ServiceItem[] }
    sumate: { positions: string[] }
    compare: boolean
    about: { title: string; text: string; team: TeamMember[] }
    /** The mortgage estimate's market figures: the backend's, or the site's defaults. */
    credit: CreditSettings
  }
  template_data: { APISERVER: string; CLIENTID: number }
}

/** Counts per operation from the search summary (spec §3 Counters). */
export interface OperationCounts {
  venta: number
  alquiler: number
  temporario: number
}

export interface SummaryPropertyType {
  id: number
  name: string
  count: number
}

export interface SummaryLocation {
  id: number
  name: string
  parent_id: number | null
  parent_name: string
  count: number
}

export interface SummaryTag {
  id: number
  name: string
  tag_type: TagType
  count: number
}

/** The search summary ("total filters"): facets of the whole published catalogue. */
export interface SearchSummary {
  total: number
  operations: OperationCounts
  property_types: SummaryPropertyType[]
  locations: SummaryLocation[]
  tags: SummaryTag[]
  bedrooms: { amount: number; count: number }[]
}

/** A numeric range filter; either end may be open. */
export interface NumberRange {
  min: number | null
  max: number | null
}

export type SortField =
  'id' | 'price' | 'total_surface' | 'roofed_surface' | 'room_amount' | 'created_at'

export type SortOrder = 'asc' | 'desc'

/** Every search filter of spec §3. Tag lists hold broker tag ids; specials are custom tag ids. */
export interface SearchFilters {
  location: number[]
  type: number[]
  operation: OperationId
  environments: NumberRange
  bedrooms: NumberRange
  age: NumberRange
  address: string
  producer_id: number | null
  price: {
    type: Currency
    priceMin: number | null
    priceMax: number | null
    /** When true the price filter is switched off and not sent. */
    is_off: boolean
  }
  surface: {
    type: 'roofed' | 'total'
    surfaceMin: number | null
    surfaceMax: number | null
  }
  environments_types: number[]
  generals: number[]
  services: number[]
  specials: number[]
  order: SortOrder
  order_by: SortField
}

/** The home quick search (spec §3 Home search). */
export interface HomeSearch {
  operation: OperationId
  location: number[]
  type: number[]
  address: string
}

/** A page of results with the total the broker reported. */
export interface Page<T> {
  items: T[]
  total: number
  offset: number
  limit: number
}
