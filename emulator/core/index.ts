/**
 * The emulator without a transport: `createEmulator(options).handle(request)` answers any path of
 * api-contract.md. The HTTP server and the msw handlers are thin adapters around it.
 */
import { DEFAULT_CLIENT_ID, DEMO_TOKKO_KEY, EMULATOR_ORIGIN } from '../../src/config'
import { generateDemo, type DemoData, type ListingSource } from '../data'
import { adminRoutes } from './admin'
import { backendRoutes } from './backend'
import { brokerRoutes } from './broker'
import { createContext, type EmulatorContext } from './context'
import { createFaultInjector, parseFaults, type FaultRule } from './faults'
import { empty, fail, json, type EmulatorRequest, type EmulatorResponse } from './responses'
import { createMediaService } from './photoRenderer'
import { mediaRoutes } from './mediaRoutes'
import { BadRequest } from './params'
import { proxyRoutes } from './proxy'
import { findRoute, type Route } from './router'
import { fileSubmissionStore, memorySubmissionStore } from './submissions'

export type { EmulatorRequest, EmulatorResponse } from './responses'

export interface EmulatorOptions {
  /** Origin that photo addresses in the data start with (default the emulator's). */
  publicUrl?: string
  tokkoKey?: string
  clientId?: number
  listingSource?: ListingSource
  /** Number of demo properties (default 180). */
  properties?: number
  /** Exactly this many photos on every property (the build benchmark). */
  photosPerListing?: number
  seed?: number
  /** Folder for submissions and the photo cache; without one, submissions stay in memory. */
  dataDir?: string | null
  /** e.g. `500:0.1,429:0.05,slow:0.02`. */
  faults?: string | FaultRule[]
  faultsSeed?: number
  /** Delay of a `slow` fault (default 3 s). */
  slowMs?: number
  /** Data generated beforehand, to share one agency between several emulators. */
  data?: DemoData
  /**
   * false: the settings answer has no `keys`, as a backend that stopped serving the CRM key on
   * its public endpoint (api-contract.md); the site must work without them.
   */
  settingsKeys?: boolean
}

export interface Emulator {
  handle(request: EmulatorRequest): Promise<EmulatorResponse>
  context: EmulatorContext
}

const FAULTY_SERVICES = new Set<Route['service']>(['proxy', 'broker', 'backend'])
type UpstreamService = 'proxy' | 'broker' | 'backend'
const UPSTREAM: readonly UpstreamService[] = ['proxy', 'broker', 'backend']

/**
 * `POST /__admin/outage` (emulator only): `{"broker": true}` makes that service answer 503 to
 * everything, POSTs included, until `{"broker": false}`; `GET` says which are down. The site's
 * server side is tested against it: Tokko down, the backend still gets a lead, and the reverse.
 */
function outageRoutes(down: Set<UpstreamService>): Route[] {
  const state = () => json(200, Object.fromEntries(UPSTREAM.map((name) => [name, down.has(name)])))
  return [
    { method: 'GET', pattern: '/__admin/outage', service: 'dev', handler: state },
    {
      method: 'POST',
      pattern: '/__admin/outage',
      service: 'dev',
      handler: (request) => {
        const body = request.body
        if (typeof body !== 'object' || body === null || Array.isArray(body))
          throw new BadRequest('Send a JSON object such as {"broker": true}')
        for (const [name, value] of Object.entries(body)) {
          if (!UPSTREAM.includes(name as UpstreamService) || typeof value !== 'boolean')
            throw new BadRequest(`Unknown service or value: ${name}`)
          if (value) down.add(name as UpstreamService)
          else down.delete(name as UpstreamService)
        }
        return state()
      },
    },
  ]
}

function faultResponse(status: number): EmulatorResponse {
  if (status === 429)
    return json(429, { error: 'Too many requests (EMULATOR_FAULTS)' }, { 'retry-after': '1' })
  return json(status, { error: `Simulated failure ${status} (EMULATOR_FAULTS)` })
}

/** The answer to a request the service refuses, or null when it is allowed. */
function refusal(
  service: Route['service'],
  request: EmulatorRequest,
  ctx: EmulatorContext,
): EmulatorResponse | null {
  if (service === 'proxy' && request.headers['x-tokko-key'] !== ctx.tokkoKey) {
    return fail(401, 'Invalid or missing X-TOKKO-KEY header')
  }
  // Tokko answers a bad key with 401 and no body at all (tokko-api.md §0).
  if (service === 'broker' && request.query.get('key') !== ctx.tokkoKey) return empty(401)
  if (service === 'backend') {
    const client = request.query.get('client') ?? ''
    if (!/^\d+$/.test(client) || Number(client) !== ctx.clientId)
      return fail(404, 'Cliente desconocido.')
  }
  return null
}

/** An emulator of the proxy, the broker and the backend over one demo agency. */
export function createEmulator(options: EmulatorOptions = {}): Emulator {
  const publicUrl = (options.publicUrl ?? EMULATOR_ORIGIN).replace(/\/+$/, '')
  const tokkoKey = options.tokkoKey ?? DEMO_TOKKO_KEY
  const clientId = options.clientId ?? DEFAULT_CLIENT_ID
  const given = options.data
  // A caller's listing source wins over the one in shared data, so one agency serves both setups.
  let data = given
    ? options.listingSource && given.settings.listing_source !== options.listingSource
      ? { ...given, settings: { ...given.settings, listing_source: options.listingSource } }
      : given
    : generateDemo({
        properties: options.properties,
        photosPerListing: options.photosPerListing,
        publicUrl,
        clientId,
        tokkoKey,
        listingSource: options.listingSource,
        seed: options.seed,
      })
  if (options.settingsKeys === false) {
    const { keys: _served, ...settings } = data.settings
    data = { ...data, settings: settings as typeof data.settings }
  }
  const dataDir = options.dataDir ?? null
  const ctx = createContext(data, {
    tokkoKey,
    clientId,
    submissions: dataDir ? fileSubmissionStore(dataDir) : memorySubmissionStore(),
    media: createMediaService(dataDir),
  })
  const down = new Set<UpstreamService>()
  const routes = [
    ...proxyRoutes(ctx),
    ...brokerRoutes(ctx),
    ...backendRoutes(ctx),
    ...mediaRoutes(ctx),
    ...outageRoutes(down),
    ...adminRoutes(ctx, publicUrl),
  ]
  const rules =
    typeof options.faults === 'string' ? parseFaults(options.faults) : (options.faults ?? [])
  const faults = createFaultInjector(rules, options.faultsSeed)
  const slowMs = options.slowMs ?? 3000

  return {
    context: ctx,
    async handle(request) {
      const found = findRoute(routes, request)
      if (!('route' in found)) return found
      const { route, params } = found
      // Auth first: a request the service refuses is refused the same way with faults on.
      const refused = refusal(route.service, request, ctx)
      if (refused) return refused
      if (down.has(route.service as UpstreamService))
        return fail(503, 'Service unavailable (outage set with /__admin/outage)')
      if (FAULTY_SERVICES.has(route.service) && request.method !== 'POST') {
        const fault = faults.next()
        if (fault === 'slow') await new Promise((resolve) => setTimeout(resolve, slowMs))
        else if (fault !== null) return faultResponse(fault)
      }
      try {
        return await route.handler(request, params)
      } catch (error) {
        if (error instanceof BadRequest) return fail(400, error.message)
        console.error(error)
        return fail(
          500,
          `Emulator error: ${error instanceof Error ? error.message : String(error)}`,
        )
      }
    },
  }
}
