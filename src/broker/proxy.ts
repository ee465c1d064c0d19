/**
 * The caching proxy in front of Tokko (api-contract.md, Proxy; spec §7.1, 7.3, 7.5): property
 * search and detail, developments and their units. Every call carries X-TOKKO-KEY.
 */
import type { SiteConfig } from '../config'
import type {
  Development,
  DevelopmentUnit,
  HomeSearch,
  Property,
  SearchFilters,
} from '../domain/types'
import { createServiceClient } from './transport'
import {
  fetchList,
  fetchRecord,
  type Listing,
  type NormaliserOf,
  type RequestOptions,
} from './listing'
import { homeSearchParams, listingSearchParams } from './searchQuery'

const PROPERTY_SEARCH = '/api/v1/tokko/properties/search'
const DEVELOPMENT_SEARCH = '/api/v1/tokko/developments/search'
/** Page size when everything is wanted (build-time sourcing, units of a development). */
export const SOURCING_PAGE_SIZE = 200

export interface DevelopmentSearch {
  /** 3 En pozo, 4 En Construcción, 6 Construcción Terminada; every status when absent. */
  constructionStatus?: number
  limit?: number
  offset?: number
}

export interface ProxyApi {
  /** Spec §7.3: one property by its broker id, uncached. */
  getProperty(id: number): Promise<Property>
  /** The listing search with every filter of spec §3; pages of 50 by default. */
  searchProperties(
    filters: SearchFilters,
    page: { offset: number; limit?: number },
    options?: RequestOptions,
  ): Promise<Listing<Property>>
  /** Spec §7.5: the home quick search (24 results, cached and saved by the proxy). */
  homeSearch(search: HomeSearch, options?: RequestOptions): Promise<Listing<Property>>
  /** Featured properties (`destacados=true`), newest first. */
  featuredProperties(limit: number): Promise<Listing<Property>>
  /** A page of every published property, newest first, for build-time sourcing. */
  propertyPage(page: { offset: number; limit?: number }): Promise<Listing<Property>>
  /** Spec §7.1: the development filters (the whole answer), optionally by construction status. */
  searchDevelopments(search?: DevelopmentSearch): Promise<Listing<Development>>
  /** One development by id. */
  getDevelopment(id: number): Promise<Development>
  /** Every unit of a development (`development=<id>`), fetched page by page. */
  developmentUnits(developmentId: number): Promise<Listing<DevelopmentUnit>>
}

const tokkoProperty: NormaliserOf<Property> = (normalisers) => normalisers.normaliseTokkoProperty
const tokkoDevelopment: NormaliserOf<Development> = (normalisers) =>
  normalisers.normaliseTokkoDevelopment

/** The proxy's calls, against the configured proxy with the configured key. */
export function createProxyApi(config: Pick<SiteConfig, 'proxyUrl' | 'tokkoKey'>): ProxyApi {
  const client = createServiceClient('proxy', config.proxyUrl, {
    headers: { 'X-TOKKO-KEY': config.tokkoKey },
  })

  return {
    getProperty: (id) =>
      fetchRecord(client, `/api/v1/tokko/properties/${id}`, { cache: 0 }, tokkoProperty),

    searchProperties: (filters, page, options) =>
      fetchList(
        client,
        PROPERTY_SEARCH,
        listingSearchParams(filters, page),
        tokkoProperty,
        options,
      ),

    homeSearch: (search, options) =>
      fetchList(client, PROPERTY_SEARCH, homeSearchParams(search), tokkoProperty, options),

    featuredProperties: (limit) =>
      fetchList(client, PROPERTY_SEARCH, { destacados: 'true', limit, offset: 0 }, tokkoProperty),

    propertyPage: ({ offset, limit = SOURCING_PAGE_SIZE }) =>
      fetchList(
        client,
        PROPERTY_SEARCH,
        { limit, offset, 'order-by': 'id', order: 'desc' },
        tokkoProperty,
      ),

    searchDevelopments: ({ constructionStatus, limit, offset } = {}) =>
      fetchList(
        client,
        DEVELOPMENT_SEARCH,
        { cache: 0, construction_status: constructionStatus, limit, offset },
        tokkoDevelopment,
      ),

    getDevelopment: (id) =>
      fetchRecord(client, `/api/v1/tokko/developments/${id}`, { cache: 0 }, tokkoDevelopment),

    async developmentUnits(developmentId) {
      const all: Listing<DevelopmentUnit> = {
        items: [],
        total: 0,
        offset: 0,
        limit: 0,
        rejected: [],
      }
      // Advance by the rows received, not by `limit`: Tokko's meta.limit echoes the request.
      for (let offset = 0; ;) {
        const page = await fetchList(
          client,
          PROPERTY_SEARCH,
          {
            development: developmentId,
            limit: SOURCING_PAGE_SIZE,
            offset,
            'order-by': 'id',
            order: 'asc',
          },
          (normalisers) => normalisers.normaliseTokkoUnit,
        )
        all.items.push(...page.items)
        all.rejected.push(
          ...page.rejected.map((entry) => ({ ...entry, index: entry.index + offset })),
        )
        all.total = page.total
        const received = page.items.length + page.rejected.length
        offset += received
        if (received === 0 || offset >= page.total) break
      }
      all.limit = all.items.length
      return all
    },
  }
}
