/**
 * The site's own endpoints (src/server) answered in tests through msw, exactly as Gatsby
 * Functions run them: the browser client (src/live/client.ts) calls SITE_ORIGIN, and these
 * handlers hand each request to the same handler functions, which call the test services.
 * Each test starts with a fresh server context (no cache or rate count carried over).
 */
import { http, HttpResponse, type RequestHandler } from 'msw'
import type { SiteConfig } from '../../src/config'
import { createServerCatalogue } from '../../src/server/catalogue'
import { catalogueEndpoints } from '../../src/server/catalogueEndpoints'
import { createServerContext, readServerEnv, type ServerContext } from '../../src/server/context'
import type { ApiRequest, Handler } from '../../src/server/apiAnswers'
import { leadEndpoints } from '../../src/server/leadEndpoints'
import { createRateLimiter } from '../../src/server/rateLimit'

export const SITE_ORIGIN = 'http://site.test'

/**
 * A server context on the test services. Nothing of the catalogue is cached, so each call a
 * component makes reaches the services where the test can see it; leads are not rate-limited unless a test
 * says so.
 */
export function testServerContext(
  config: SiteConfig,
  overrides: Partial<ServerContext> = {},
): ServerContext {
  const env = readServerEnv({
    GATSBY_API_PROXY: config.proxyUrl,
    GATSBY_BROKER_API: config.brokerUrl,
    GATSBY_BACKEND_API: config.backendUrl,
    GATSBY_CLIENT_ID: String(config.clientId),
    TOKKO_KEY: config.tokkoKey,
    LEAD_TOKEN_SECRET: 'secreto-de-prueba',
  })
  const context = createServerContext(env)
  return {
    ...context,
    // The sold units a count leaves out are read once per test: which they are is the demo's.
    // Every read reaches the services, so none is paid from a budget (a test gives its own).
    catalogue: createServerCatalogue(context.api, {
      ttlMs: { settings: 0, catalogue: 0, notOffered: 60_000 },
    }),
    limiter: createRateLimiter([{ max: 1_000, windowMs: 60_000 }]),
    ...overrides,
  }
}

type Route = [path: string, pick: (context: ServerContext) => Handler]

const ROUTES: Route[] = [
  ['/api/properties', (context) => catalogueEndpoints(context).properties],
  ['/api/properties/:id', (context) => catalogueEndpoints(context).property],
  ['/api/summary', (context) => catalogueEndpoints(context).summary],
  ['/api/developments', (context) => catalogueEndpoints(context).developments],
  ['/api/developments/:id', (context) => catalogueEndpoints(context).development],
  ['/api/developments/:id/units', (context) => catalogueEndpoints(context).developmentUnits],
  ['/api/news', (context) => catalogueEndpoints(context).news],
  ['/api/news/:id', (context) => catalogueEndpoints(context).newsEntry],
  ['/api/lead-token', (context) => leadEndpoints(context).leadToken],
  ['/api/leads/:kind', (context) => leadEndpoints(context).lead],
]

const forgetters = new Set<() => void>()

/** Drops every server context, so the next test starts without cache or rate counts (msw.ts). */
export function forgetSiteContexts(): void {
  for (const forget of forgetters) forget()
}

/** msw handlers for every endpoint of the site, on a context made by `makeContext` per test. */
export function siteApiHandlers(makeContext: () => ServerContext): RequestHandler[] {
  let context: ServerContext | undefined
  forgetters.add(() => {
    context = undefined
  })
  return ROUTES.map(([path, pick]) =>
    http.all(`${SITE_ORIGIN}${path}`, async ({ request, params }) => {
      context ??= makeContext()
      const url = new URL(request.url)
      const text = request.method === 'POST' ? await request.text() : ''
      const apiRequest: ApiRequest = {
        method: request.method,
        params: params as Record<string, string>,
        search: url.search.slice(1),
        // A browser on one of the site's pages says so on every call to its own server.
        headers: {
          host: url.host,
          origin: SITE_ORIGIN,
          'sec-fetch-site': 'same-origin',
          ...Object.fromEntries(request.headers.entries()),
        },
        body: text ? JSON.parse(text) : undefined,
        remoteAddress: '203.0.113.7',
      }
      const answer = await pick(context)(apiRequest)
      return HttpResponse.json(answer.body as never, {
        status: answer.status,
        headers: answer.headers,
      })
    }),
  )
}
