/**
 * What each generated page receives as its page context. gatsby/pages/* builds these from the
 * normalised catalogue; the templates read them. Cards are projections (src/domain/listing/cards.ts), so
 * a listing page carries a fraction of each record.
 */
import type { DevelopmentCardData, PropertyCardData } from '../listing/cards'
import type { NewsCardData } from '../news/newsCards'
import type { JsonLdDocument } from '../detail/jsonLd'
import type { MonthlyCostText } from '../property/monthlyCostText'
import type { CustomTagOption, FacetOption, TagOption } from '../listing/catalogueFacts'
import type { Development, NewsEntry, OperationCounts, OperationId, Property } from '../types'

export interface HomeContext {
  featured: PropertyCardData[]
  developments: DevelopmentCardData[]
  news: NewsCardData[]
  counts: OperationCounts
  locations: FacetOption[]
  types: FacetOption[]
}

export interface ListingContext {
  operationId: OperationId
  /**
   * The first page of results, newest first: in the static HTML before any live search. The
   * first `LOAD_MORE_STEP` positions of the operation, less the ones not on offer (status 4).
   */
  cards: PropertyCardData[]
  /** How many of the operation's properties are on offer: the count the page shows. */
  total: number
  /** How many the operation has in the catalogue, sold units included: where paging ends. */
  positions: number
  locations: FacetOption[]
  types: FacetOption[]
  /** Tags (types 1–3) of this operation's properties; the live summary refreshes them. */
  tags: TagOption[]
  /** The agency's custom tags on this operation's properties (the `specials` filter). */
  specials: CustomTagOption[]
  /** The agents of this operation's properties (the `producer_id` filter). */
  producers: FacetOption[]
}

/** A built page of a listing's default results past its first (resultsPages.ts). */
export interface ResultsPageContext {
  operationId: OperationId
  /** From 2: the listing itself is page 1. */
  page: number
  pageCount: number
  /** Its 50 positions, less the ones not on offer, in the listing's order. */
  cards: PropertyCardData[]
  /** How many of the operation's properties are on offer. */
  total: number
}

export interface PropertyContext {
  property: Property
  /** The operation this address is for (a property for sale and rent has two pages). */
  operationId: OperationId
  /** A few properties of the same operation nearby or of the same type. */
  related: PropertyCardData[]
  /** A rent's cost a month with expensas (src/domain/property/pageMonthlyCost.ts); null otherwise. */
  monthly: MonthlyCostText | null
  /** Its schema.org data, written by the build so no browser downloads the rules. */
  jsonLd: JsonLdDocument
  /** The printed sheet's QR code, a file the build draws for each page (gatsby/qrCodes.ts). */
  qrCode: string
}

/** A listing that has left the catalogue, at its old address (gatsby/pages/withdrawn.ts). */
export interface WithdrawnPropertyContext {
  /** Its card as the last build that listed it showed it; its path is this page's. */
  card: PropertyCardData
  operationId: OperationId
  /** "12/11/2026": the day a build first found it gone. */
  withdrawnOn: string
  /** Properties of the same operation in the catalogue now, as on a property page. */
  related: PropertyCardData[]
}

export interface DevelopmentTagLink {
  name: string
  path: string
  count: number
}

export interface DevelopmentsContext {
  developments: DevelopmentCardData[]
  tags: DevelopmentTagLink[]
  /** Set on `/emprendimientos/{tag}`: the tag the list is narrowed to. */
  tag: string | null
}

export interface DevelopmentContext {
  development: Development
  /** Its schema.org data, written by the build so no browser downloads the rules. */
  jsonLd: JsonLdDocument
}

export interface NewsListContext {
  entries: NewsCardData[]
  tags: string[]
}

export interface NewsEntryContext {
  entry: NewsEntry
  /** The newest other entries, to read next. */
  latest: NewsCardData[]
}
