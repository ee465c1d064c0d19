/**
 * The GraphQL schema of the broker nodes, declared rather than inferred (@dontInfer): inference
 * over thousands of nested records is slow, and a field missing from every record of one build
 * would vanish from the schema. Fields mirror src/domain/types.ts, non-null (!) wherever the
 * normalisers guarantee a value; `schema.test.ts` checks the two against normalised demo records.
 *
 * One field of a node is left out on purpose (NOT_QUERYABLE): the settings' `keys`, which hold
 * the broker key (it also reads the agency's CRM). The build code reads it from the node; no
 * page or static query can ask for it, so it cannot reach a page's data.
 */
import type { GatsbyNode } from 'gatsby'

export const NODE_TYPES = {
  settings: 'SiteSettings',
  catalog: 'SiteCatalog',
  property: 'Property',
  development: 'Development',
  news: 'NewsEntry',
} as const

/** Node fields the schema does not declare, so no GraphQL query can select them. */
export const NOT_QUERYABLE: Readonly<Record<string, readonly string[]>> = {
  [NODE_TYPES.settings]: ['keys'],
}

// A property's fields besides its id: a node keeps the broker id as broker_id, a nested unit as id.
const PROPERTY_FIELDS = `
  reference_code: String!
  title: String!
  address: String!
  fake_address: String!
  real_address: String!
  surface: String!
  total_surface: String!
  roofed_surface: String!
  semiroofed_surface: String!
  unroofed_surface: String!
  surface_measurement: String!
  total_surface_measurement: String!
  roofed_surface_measurement: String!
  semiroofed_surface_measurement: String!
  unroofed_surface_measurement: String!
  is_starred_on_web: Boolean!
  web_price: Boolean!
  location: BrokerLocation!
  type: BrokerPropertyType!
  development: BrokerDevelopmentRef
  tags: [BrokerTag!]!
  custom_tags: [BrokerCustomTag!]!
  files: [BrokerFile!]!
  photos: [BrokerPhoto!]!
  blueprints: [BrokerPhoto!]!
  videos: [BrokerVideo!]!
  tour_360: [BrokerVideo!]!
  operations: [BrokerOperation!]!
  room_amount: Int
  suite_amount: Int
  bathroom_amount: Int
  toilet_amount: Int
  parking_lot_amount: Int
  parking_lot_type: String!
  age: Int
  expenses: Float
  producer: BrokerProducer
  description: String!
  description_text: String!
  geo: BrokerGeoPoint
  created_at: String!
  status: Int!
`

export const TYPE_DEFS = `
  type BrokerGeoPoint { lat: Float!, lng: Float! }
  type BrokerLocation {
    id: Int
    country: String!
    state: String!
    city: String!
    neighborhood: String!
    name: String!
    full_name: String!
  }
  type BrokerPropertyType { id: Int, name: String! }
  type BrokerDevelopmentRef { id: Int!, name: String! }
  type BrokerTag { id: Int!, name: String!, tag_type: Int! }
  type BrokerCustomTag { id: Int!, name: String!, group_name: String! }
  type BrokerFile { url: String!, name: String! }
  type BrokerPhoto {
    image: String!
    original: String!
    thumb: String!
    description: String!
    is_front_cover: Boolean!
    is_blueprint: Boolean!
  }
  type BrokerVideo { url: String!, player_url: String!, provider: String!, title: String!, is_tour: Boolean! }
  type BrokerPrice {
    price: Float
    currency: String!
    period: Int!
    period_number: Int
    previous_price: Float
    is_less_than_previous_price: Boolean!
  }
  type BrokerOperation { operation_id: Int!, operation_type: String!, prices: [BrokerPrice!]! }
  type BrokerProducer {
    id: Int
    name: String!
    picture: String!
    email: String!
    phone: String!
    cellphone: String!
  }

  type ${NODE_TYPES.property} implements Node @dontInfer {
    broker_id: Int!
    ${PROPERTY_FIELDS}
  }

  type BrokerDevelopmentUnit {
    id: Int!
    ${PROPERTY_FIELDS}
    subdivision: String!
    subdivision_number: Int
    floor: Int
  }

  type ${NODE_TYPES.development} implements Node @dontInfer {
    broker_id: Int!
    name: String!
    publication_title: String!
    address: String!
    fake_address: String!
    type: BrokerPropertyType!
    construction_status: Int
    construction_date: String!
    display_on_web: Boolean!
    is_starred_on_web: Boolean!
    location: BrokerLocation!
    tags: [BrokerTag!]!
    custom_tags: [BrokerCustomTag!]!
    files: [BrokerFile!]!
    photos: [BrokerPhoto!]!
    blueprints: [BrokerPhoto!]!
    videos: [BrokerVideo!]!
    tour_360: [BrokerVideo!]!
    financing_details: String!
    producer: BrokerProducer
    description: String!
    description_text: String!
    geo: BrokerGeoPoint
    units: [BrokerDevelopmentUnit!]!
  }

  type BrokerNewsTag { id: Int!, name: String! }
  type ${NODE_TYPES.news} implements Node @dontInfer {
    broker_id: Int!
    title: String!
    slug: String!
    headline: String!
    content: String!
    date_published: String!
    tags: [BrokerNewsTag!]!
    main_image: String!
    featured: Boolean!
    author: String!
  }

  type SiteSocial { instagram: String!, facebook: String!, twitter: String!, linkedin: String!, youtube: String! }
  type SiteContact { phone: String!, whatsapp: String!, mail: String! }
  type SiteLocation { address: String!, city: String!, geo: BrokerGeoPoint }
  type SiteSeo { title: String!, description: String!, image: String! }
  type SiteServiceItem { title: String!, text: String! }
  type SiteServices { enabled: Boolean!, items: [SiteServiceItem!]! }
  type SiteSumate { positions: [String!]! }
  type SiteTeamMember { name: String!, position: String!, picture: String! }
  type SiteAbout { title: String!, text: String!, team: [SiteTeamMember!]! }
  type SiteCredit {
    uva_value: Float!
    uva_date: String!
    tna: Float!
    usd_ars: Float!
    max_ltv: Float!
    income_ratio: Float!
  }
  type SiteModules {
    services: SiteServices!
    sumate: SiteSumate!
    compare: Boolean!
    about: SiteAbout!
    credit: SiteCredit!
  }
  type SiteTemplateData { APISERVER: String!, CLIENTID: Int! }
  type ${NODE_TYPES.settings} implements Node @dontInfer {
    name: String!
    client_id: Int!
    social: SiteSocial!
    contact: SiteContact!
    location: SiteLocation!
    seo: SiteSeo!
    listing_source: String!
    modules: SiteModules!
    template_data: SiteTemplateData!
  }

  type SiteOperationCounts { venta: Int!, alquiler: Int!, temporario: Int! }
  type ${NODE_TYPES.catalog} implements Node @dontInfer {
    counts: SiteOperationCounts!
    developments: Int!
    news: Int!
  }
`

/** Declares the node types before any node exists. */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(TYPE_DEFS)
}
