/**
 * One msw server for a test file, and recorders that keep every request it answers so a test
 * can check the exact method, path, query, headers and body a client sent: `requests` holds what
 * reached the three services (sent by the site's server side, or by build-time code), and
 * `siteRequests` what the browser's code sent to the site's own endpoints (SITE_ORIGIN).
 */
import { setupServer } from 'msw/node'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { DATA_FRESHNESS_FILE } from '../../src/domain/site/freshnessText'
import { forgetSiteContexts, SITE_ORIGIN } from './siteApi'

/** When the test site's data was published: 14:05 on 23/11 in Buenos Aires. */
export const TEST_PUBLISHED_AT = '2026-11-23T17:05:00.000Z'

// The footer's static file of every page (src/components/DataFreshness.tsx): answered, and not
// recorded, as it is no call to a service or an endpoint.
const dataFreshness = http.get(`*/${DATA_FRESHNESS_FILE}`, () =>
  HttpResponse.json({ published_at: TEST_PUBLISHED_AT }),
)

export interface RecordedRequest {
  method: string
  url: URL
  headers: Headers
  /** Parsed JSON body, the raw text when it is not JSON, or null when there is none. */
  body: unknown
}

export function setupMswServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers, dataFreshness)
  const requests: RecordedRequest[] = []
  const siteRequests: RecordedRequest[] = []
  server.events.on('request:start', async ({ request }) => {
    const text =
      request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text()
    let body: unknown = null
    if (text !== '') {
      try {
        body = JSON.parse(text)
      } catch {
        body = text
      }
    }
    const url = new URL(request.url)
    if (url.pathname === `/${DATA_FRESHNESS_FILE}`) return
    ;(url.origin === SITE_ORIGIN ? siteRequests : requests).push({
      method: request.method,
      url,
      headers: request.headers,
      body,
    })
  })
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    forgetSiteContexts()
    requests.length = 0
    siteRequests.length = 0
  })
  afterAll(() => server.close())
  return { server, requests, siteRequests }
}

/** The query string of a recorded request as a plain object (repeated names keep the last). */
export function queryOf(request: RecordedRequest): Record<string, string> {
  return Object.fromEntries(request.url.searchParams.entries())
}

/**
 * The requests of a test other than the agency's settings, which the site's server side reads
 * (and caches) to learn the listing source before a catalogue call.
 */
export function withoutSettings(recorded: readonly RecordedRequest[]): RecordedRequest[] {
  return recorded.filter((request) => !request.url.pathname.endsWith('/api/site/configuracion/'))
}

/**
 * The proxy's property searches of a test other than the reads of a development's units and
 * the list they come from, which the server makes to find the sold units a count leaves out.
 */
export function propertySearches(recorded: readonly RecordedRequest[]): RecordedRequest[] {
  return recorded.filter(
    (request) =>
      request.url.pathname.endsWith('/api/v1/tokko/properties/search') &&
      !request.url.searchParams.has('development'),
  )
}
