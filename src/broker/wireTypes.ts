/**
 * Wire formats of the three services (api-contract.md, tokko-api.md). Outside src/broker only the
 * emulator, which answers in them, imports this module: the normalisers turn these into the
 * types of src/domain/types.ts.
 *
 * Real broker data is untrusted: any field may be missing, null, a string where a number belongs,
 * or hold HTML. The types say what a well-behaved server sends (`Loose<T>`), and the normalisers
 * check every value at run time anyway.
 */

/** A field as it may arrive: the expected type, a stray string, null, or nothing. */
export type Loose<T> = T | string | null | undefined

export interface TastypieMeta {
  limit?: Loose<number>
  offset?: Loose<number>
  total_count?: Loose<number>
  next?: string | null
  previous?: string | null
}

export interface TastypieList<T> {
  meta?: TastypieMeta | null
  objects?: T[] | null
}

export interface TokkoType {
  id?: Loose<number>
  code?: string | null
  name?: string | null
}

export interface TokkoDivision {
  id?: Loose<number>
  name?: string | null
  resource_uri?: string | null
}

export interface TokkoLocation {
  id?: Loose<number>
  name?: string | null
  full_location?: string | null
  short_location?: string | null
  divisions?: TokkoDivision[] | null
  parent_division?: string | null
  zip_code?: string | null
}

export interface TokkoPrice {
  currency?: string | null
  price?: Loose<number>
  period?: Loose<number>
  is_promotional?: boolean | null
}

export interface TokkoOperation {
  operation_id?: Loose<number>
  /** Localised name: 'Venta' with lang=es_ar, 'Sale' with the default lang=en. */
  operation_type?: string | null
  prices?: TokkoPrice[] | null
}

export interface TokkoPhoto {
  image?: string | null
  original?: string | null
  thumb?: string | null
  description?: string | null
  is_front_cover?: Loose<boolean>
  is_blueprint?: Loose<boolean>
  order?: Loose<number>
}

export interface TokkoVideo {
  url?: string | null
  player_url?: string | null
  title?: string | null
  provider?: string | null
  provider_id?: Loose<number>
  video_id?: string | null
  order?: Loose<number>
}

export interface TokkoFile {
  file?: string | null
  name?: string | null
}

export interface TokkoTag {
  id?: Loose<number>
  name?: string | null
  type?: Loose<number>
}

export interface TokkoCustomTag {
  id?: Loose<number>
  name?: string | null
  group_name?: string | null
}

export interface TokkoProducer {
  id?: Loose<number>
  name?: string | null
  email?: string | null
  phone?: string | null
  cellphone?: string | null
  picture?: string | null
  position?: string | null
}

export interface TokkoDevelopmentRef {
  id?: Loose<number>
  name?: string | null
  [key: string]: unknown
}

/** Tokko's property object (tokko-api.md §3), as the proxy returns it. */
export interface TokkoProperty {
  id?: Loose<number>
  reference_code?: string | null
  publication_title?: string | null
  description?: string | null
  rich_description?: string | null
  address?: string | null
  fake_address?: string | null
  real_address?: string | null
  type?: TokkoType | null
  location?: TokkoLocation | null
  operations?: TokkoOperation[] | null
  photos?: TokkoPhoto[] | null
  videos?: TokkoVideo[] | null
  files?: TokkoFile[] | null
  tags?: TokkoTag[] | null
  custom_tags?: TokkoCustomTag[] | null
  producer?: TokkoProducer | null
  room_amount?: Loose<number>
  suite_amount?: Loose<number>
  bathroom_amount?: Loose<number>
  toilet_amount?: Loose<number>
  parking_lot_amount?: Loose<number>
  age?: Loose<number>
  surface?: Loose<number>
  roofed_surface?: Loose<number>
  semiroofed_surface?: Loose<number>
  unroofed_surface?: Loose<number>
  total_surface?: Loose<number>
  surface_measurement?: string | null
  expenses?: Loose<number>
  geo_lat?: Loose<number>
  geo_long?: Loose<number>
  is_starred_on_web?: Loose<boolean>
  web_price?: Loose<boolean>
  status?: Loose<number>
  development?: TokkoDevelopmentRef | null
  created_at?: string | null
  [key: string]: unknown
}

/** Tokko's development object (tokko-api.md §5). */
export interface TokkoDevelopment {
  id?: Loose<number>
  name?: string | null
  publication_title?: string | null
  description?: string | null
  address?: string | null
  fake_address?: string | null
  type?: TokkoType | null
  construction_status?: Loose<number>
  construction_date?: string | null
  display_on_web?: Loose<boolean>
  is_starred_on_web?: Loose<boolean>
  location?: TokkoLocation | null
  photos?: TokkoPhoto[] | null
  videos?: TokkoVideo[] | null
  files?: TokkoFile[] | null
  tags?: TokkoTag[] | null
  custom_tags?: TokkoCustomTag[] | null
  geo_lat?: Loose<number>
  geo_long?: Loose<number>
  financing_details?: string | null
  users_in_charge?: TokkoProducer | TokkoProducer[] | null
  reference_code?: string | null
  [key: string]: unknown
}

export interface BackendLocation {
  id?: Loose<number>
  country?: string | null
  state?: string | null
  city?: string | null
  neighborhood?: string | null
  name?: string | null
}

export interface BackendNamedRef {
  id?: Loose<number>
  name?: string | null
}

export interface BackendFile {
  original?: string | null
  public_name?: string | null
}

export interface BackendPhoto {
  original?: string | null
  image?: string | null
  thumb?: string | null
  description?: string | null
  is_front_cover?: Loose<boolean>
  is_blueprint?: Loose<boolean>
}

export interface BackendVideo {
  url?: string | null
  platform?: string | null
  provider?: string | null
  player_url?: string | null
  title?: string | null
  is_tour?: Loose<boolean>
}

export interface BackendPrice {
  price?: Loose<number>
  currency?: string | null
  period?: Loose<number>
  period_number?: Loose<number>
  previous_price?: Loose<number>
  is_less_than_previous_price?: Loose<boolean>
}

export interface BackendOperation {
  /** A code (1|2|3) or a name ('Venta'); both are seen. */
  operation_type?: Loose<number>
  prices?: BackendPrice[] | null
}

export interface BackendProducer {
  id?: Loose<number>
  name?: string | null
  picture?: string | null
  cellphone?: string | null
  phone?: string | null
  email?: string | null
}

/** The backend's own listing format (api-contract.md Shapes). */
export interface BackendProperty {
  id?: Loose<number>
  reference_code?: string | null
  publication_title?: string | null
  address?: string | null
  fake_address?: string | null
  real_address?: string | null
  surface?: Loose<number>
  total_surface?: Loose<number>
  roofed_surface?: Loose<number>
  semiroofed_surface?: Loose<number>
  unroofed_surface?: Loose<number>
  surface_measurement?: string | null
  total_surface_measurement?: string | null
  roofed_surface_measurement?: string | null
  semiroofed_surface_measurement?: string | null
  unroofed_surface_measurement?: string | null
  featured?: Loose<boolean>
  show_price?: Loose<boolean>
  location?: BackendLocation | null
  property_type?: BackendNamedRef[] | null
  development?: BackendNamedRef | null
  extra_services?: BackendNamedRef[] | null
  extra_amenities?: BackendNamedRef[] | null
  extra_general?: BackendNamedRef[] | null
  tags?: BackendNamedRef[] | null
  files?: BackendFile[] | null
  photos?: BackendPhoto[] | null
  blueprints?: BackendPhoto[] | null
  videos?: BackendVideo[] | null
  /** A tour address, or a list of tours; both are seen. */
  tour_360?: string | BackendVideo[] | null
  operations?: BackendOperation[] | null
  room_amount?: Loose<number>
  suite_amount?: Loose<number>
  bathroom_amount?: Loose<number>
  toilet_amount?: Loose<number>
  parking_lot_amount?: Loose<number>
  parking_lot_type?: string | null
  age?: Loose<number>
  expenses?: Loose<number>
  producer?: BackendProducer | null
  description?: string | null
  geo_lat?: Loose<number>
  geo_long?: Loose<number>
  created_at?: string | null
  [key: string]: unknown
}

export interface BackendUnit extends BackendProperty {
  subdivision?: string | null
  subdivision_number?: Loose<number>
  floor?: Loose<number>
}

export interface BackendDevelopment extends BackendProperty {
  name?: string | null
  is_active?: Loose<boolean>
  finish_date?: string | null
  commercial_description?: string | null
  construction_status?: Loose<number>
  financing_details?: string | null
  units?: BackendUnit[] | null
}

export interface RawNewsEntry {
  id?: Loose<number>
  title?: string | null
  slug?: string | null
  headline?: string | null
  content?: string | null
  date_published?: string | null
  tags?: BackendNamedRef[] | null
  main_image?: string | null
  featured?: Loose<boolean>
  author?: string | null
}

export interface RawSiteSettings {
  name?: string | null
  client_id?: Loose<number>
  social?: Partial<
    Record<'instagram' | 'facebook' | 'twitter' | 'linkedin' | 'youtube', string | null>
  > | null
  contact?: { phone?: string | null; whatsapp?: string | null; mail?: string | null } | null
  location?: {
    address?: string | null
    city?: string | null
    geo_lat?: Loose<number>
    geo_long?: Loose<number>
  } | null
  keys?: { tokko?: string | null; google_maps?: string | null } | null
  seo?: { title?: string | null; description?: string | null; image?: string | null } | null
  listing_source?: string | null
  modules?: {
    services?: {
      enabled?: Loose<boolean>
      items?: { title?: string | null; text?: string | null }[] | null
    } | null
    sumate?: { positions?: (string | null)[] | null } | null
    compare?: Loose<boolean>
    about?: {
      title?: string | null
      text?: string | null
      team?: { name?: string | null; position?: string | null; picture?: string | null }[] | null
    } | null
    credit?: {
      uva_value?: Loose<number>
      uva_date?: string | null
      tna?: Loose<number>
      usd_ars?: Loose<number>
      max_ltv?: Loose<number>
      income_ratio?: Loose<number>
    } | null
  } | null
  template_data?: { APISERVER?: string | null; CLIENTID?: Loose<number> } | null
}

export interface RawSummaryOperation {
  operation_type?: Loose<number>
  count?: Loose<number>
}

export interface RawSearchSummary {
  meta?: { total_count?: Loose<number> } | null
  objects?: {
    operation_types?: RawSummaryOperation[] | null
    property_types?: { id?: Loose<number>; type?: string | null; count?: Loose<number> }[] | null
    locations?:
      | {
          location_id?: Loose<number>
          location_name?: string | null
          parent_id?: Loose<number>
          parent_name?: string | null
          count?: Loose<number>
        }[]
      | null
    tags?:
      | {
          tag_id?: Loose<number>
          tag_name?: string | null
          tag_type?: Loose<number>
          count?: Loose<number>
        }[]
      | null
    suite_amount?: { amount?: Loose<number>; count?: Loose<number> }[] | null
  } | null
}

/** Body of POST {broker}/api/v1/webcontact/ (spec §7.6–7.7). */
export interface WebContactBody {
  name?: string
  email?: string
  phone?: string
  cellphone?: string
  work_name?: string
  text?: string
  tags: string[]
  properties?: number[]
  developments?: number[]
}

/** Bodies of POST {backend}/api/site/email/contact/ (spec §7.8); `status` names the kind. */
export type BackendEmailBody =
  | { status: 'contact'; name: string; phone: string; email: string; message: string }
  | {
      status: 'property_query'
      name: string
      phone: string
      email: string
      message: string
      address: string
      property_id: number
      url: string
      operation_type: string[]
      property_type: string[]
    }
  | {
      status: 'development_query'
      name: string
      phone: string
      email: string
      message: string
      address: string
      url: string
      development: number
      property_id: number | null
    }
  | {
      status: 'appraisal'
      name: string
      email: string
      location: string
      operation_type: string[]
      property_type: string[]
      rooms_amount: string
      roofed_surface: string
      total_surface: string
      age: string[]
      garage: string
      extra_amenities: string[]
      tags: string[]
    }
  | { status: 'subscription'; email: string }
  | {
      status: 'application'
      email: string
      gender: string
      date: string
      location: string
      phone: string
      /** The CV as a data URL (PDF or Word), at most 5 MB. */
      cv: string
    }
