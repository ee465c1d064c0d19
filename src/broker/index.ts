/**
 * The site's way to the three services. Everything outside src/broker calls these and sees only
 * the types of src/domain; the wire formats stay behind this module.
 */
import { getConfig, type SiteConfig } from '../config'
import type { HomeSearch, ListingSource, Property } from '../domain/types'
import { createBackendApi, type BackendApi } from './backend'
import type { Listing, RequestOptions } from './listing'
import { createProxyApi, type ProxyApi } from './proxy'
import { createTokkoApi, type TokkoApi } from './tokko'

export interface BrokerApi {
  proxy: ProxyApi
  tokko: TokkoApi
  backend: BackendApi
  /** Spec §7.3–7.4: a property by id (favourites, /tokko/{id}), from the settings' source. */
  propertyById(id: number, source: ListingSource): Promise<Property>
  /** Spec §7.5: the home search against the proxy, or its backend variant. */
  homeSearch(
    search: HomeSearch,
    source: ListingSource,
    options?: RequestOptions,
  ): Promise<Listing<Property>>
}

/** The clients of the three services for a configuration (the environment's by default). */
export function createBrokerApi(config: SiteConfig = getConfig()): BrokerApi {
  const proxy = createProxyApi(config)
  const tokko = createTokkoApi(config)
  const backend = createBackendApi(config)
  return {
    proxy,
    tokko,
    backend,
    propertyById: (id, source) =>
      source === 'backend' ? backend.getProperty(id) : proxy.getProperty(id),
    homeSearch: (search, source, options) =>
      source === 'backend'
        ? backend.searchProperties(search, options)
        : proxy.homeSearch(search, options),
  }
}

export { checkMapsKey } from './maps'
export { isServiceError, observeServiceCalls, ServiceError, type ServiceCall } from './transport'
export type { Listing, RequestOptions } from './listing'
export type { RejectedRecord } from './normalise/list'
export type { SummaryQuery } from './tokko'
export type { DevelopmentSearch } from './proxy'
