/**
 * Tokko Broker's own API (api-contract.md, Broker; spec §7.2, 7.6, 7.7): the search summary and
 * the webcontact that files leads in the agency's CRM. Auth is the `key` query parameter.
 */
import type { SiteConfig } from '../config'
import { OPERATION_IDS } from '../domain/site/operations'
import type { OperationId, SearchSummary } from '../domain/types'
import { createServiceClient } from './transport'
import { normaliseSearchSummary } from './normalise/summary'
import type { WebContactBody } from './wireTypes'

/** "No upper bound" as Tokko's consumers write it. */
export const PRICE_TO_UNBOUNDED = 999_999_999

export interface SummaryQuery {
  /** Location ids to count within; every location when empty. */
  locationIds?: number[]
  locationType?: 'division' | 'state' | 'country'
  /** Property type ids; every type when empty. */
  propertyTypes?: number[]
  operationTypes?: readonly OperationId[]
}

/** The `data` JSON of the summary (spec §7.2). */
export function summaryData(query: SummaryQuery = {}): string {
  return JSON.stringify({
    current_localization_id: query.locationIds ?? [],
    current_localization_type: query.locationType ?? 'division',
    price_from: 0,
    price_to: PRICE_TO_UNBOUNDED,
    operation_types: query.operationTypes ?? OPERATION_IDS,
    property_types: query.propertyTypes ?? [],
  })
}

export interface TokkoApi {
  /** Spec §7.2: counts per operation, type, location and tag of the published catalogue. */
  getSearchSummary(query?: SummaryQuery): Promise<SearchSummary>
  /** Spec §7.6–7.7: files a lead (contact or newsletter) in the CRM. */
  sendWebContact(body: WebContactBody): Promise<void>
}

/** Tokko's calls, against the configured broker with the configured key. */
export function createTokkoApi(config: Pick<SiteConfig, 'brokerUrl' | 'tokkoKey'>): TokkoApi {
  const client = createServiceClient('broker', config.brokerUrl)
  const auth = { key: config.tokkoKey }

  return {
    getSearchSummary: async (query) =>
      normaliseSearchSummary(
        await client.get<unknown>('/api/v1/property/get_search_summary/', {
          ...auth,
          lang: 'es_ar',
          format: 'json',
          data: summaryData(query),
        }),
      ),

    async sendWebContact(body) {
      // Any 2xx means the lead was filed; Tokko documents no body (tokko-api.md §7).
      await client.post<unknown>('/api/v1/webcontact/', body, auth, {
        headers: { 'Content-Type': 'application/json' },
      })
    },
  }
}
