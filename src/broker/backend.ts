/**
 * The agency's site-management backend (api-contract.md, Backend; spec §7.4, 7.5, 7.8): settings,
 * its own listing format, developments, news and the lead inbox. Every call carries `client`.
 */
import type { SiteConfig } from '../config'
import type { Development, HomeSearch, NewsEntry, Property, SiteSettings } from '../domain/types'
import { createServiceClient } from './transport'
import {
  fetchList,
  fetchRecord,
  type Listing,
  type NormaliserOf,
  type RequestOptions,
} from './listing'
import { backendHomeSearchParams } from './searchQuery'
import type { BackendEmailBody } from './wireTypes'

export interface BackendApi {
  /** The site's settings: contact, social links, modules, listing source. */
  getSettings(): Promise<SiteSettings>
  /** Spec §7.5, backend variant: every property matching the home search (no paging). */
  searchProperties(search: HomeSearch, options?: RequestOptions): Promise<Listing<Property>>
  /** Every published property: the template endpoint without filters (build-time sourcing). */
  allProperties(): Promise<Listing<Property>>
  /** Spec §7.4: one property in the backend's format (its "ficha"). */
  getProperty(id: number): Promise<Property>
  /** Every development, units included. */
  getDevelopments(): Promise<Listing<Development>>
  /** Every news entry, newest first. */
  getNews(): Promise<Listing<NewsEntry>>
  /** One news entry. */
  getNewsEntry(id: number): Promise<NewsEntry>
  /** Spec §7.8: sends one of the six lead bodies to the agency's inbox. */
  sendEmail(body: BackendEmailBody): Promise<void>
}

const backendProperty: NormaliserOf<Property> = (normalisers) =>
  normalisers.normaliseBackendProperty
const newsEntry: NormaliserOf<NewsEntry> = (normalisers) => normalisers.normaliseNewsEntry

/** The backend's calls, against the configured backend for the configured client. */
export function createBackendApi(config: Pick<SiteConfig, 'backendUrl' | 'clientId'>): BackendApi {
  const client = createServiceClient('backend', config.backendUrl)
  const scope = { client: config.clientId }

  return {
    getSettings: () =>
      fetchRecord(
        client,
        '/api/site/configuracion/',
        scope,
        (normalisers) => normalisers.normaliseSettings,
      ),

    searchProperties: (search, options) =>
      fetchList(
        client,
        '/api/site/propiedades/template/',
        { ...scope, ...backendHomeSearchParams(search) },
        backendProperty,
        options,
      ),

    allProperties: () =>
      fetchList(client, '/api/site/propiedades/template/', scope, backendProperty),

    getProperty: (id) =>
      fetchRecord(client, `/api/site/propiedades/${id}/ficha/`, scope, backendProperty),

    getDevelopments: () =>
      fetchList(
        client,
        '/api/site/emprendimientos/',
        scope,
        (normalisers) => normalisers.normaliseBackendDevelopment,
      ),

    getNews: () => fetchList(client, '/api/site/novedades/', scope, newsEntry),

    getNewsEntry: (id) => fetchRecord(client, `/api/site/novedades/${id}/`, scope, newsEntry),

    async sendEmail(body) {
      await client.post<unknown>('/api/site/email/contact/', body, scope, {
        headers: { 'Content-Type': 'application/json' },
      })
    },
  }
}
