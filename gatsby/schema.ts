/**
 * The GraphQL schema of the two nodes the static queries read (gatsby/nodes.ts), declared rather
 * than inferred (@dontInfer): a field missing from one build's data would otherwise vanish from
 * the schema. Fields mirror src/domain/types.ts, non-null (!) wherever the normalisers guarantee a
 * value; `schema.test.ts` checks the two against normalised demo data.
 */
import type { GatsbyNode } from 'gatsby'

export const NODE_TYPES = {
  settings: 'SiteSettings',
  catalogue: 'SiteCatalogue',
} as const

export const TYPE_DEFS = `
  type SiteGeoPoint { lat: Float!, lng: Float! }
  type SiteSocial { instagram: String!, facebook: String!, twitter: String!, linkedin: String!, youtube: String! }
  type SiteContact { phone: String!, whatsapp: String!, mail: String! }
  type SiteLocation { address: String!, city: String!, geo: SiteGeoPoint }
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
  type ${NODE_TYPES.catalogue} implements Node @dontInfer {
    counts: SiteOperationCounts!
    developments: Int!
    news: Int!
  }
`

/** Declares the node types before any node exists. */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(TYPE_DEFS)
}
