/**
 * The three services of api-contract.md on three different test origins (two with a path
 * prefix), all answered by the emulator's core over one shared demo agency; and the site's own
 * endpoints on top of them (siteApi.ts), which is what the browser's code calls.
 */
import type { RequestHandler } from 'msw'
import { generateDemo, type DemoData, type ListingSource } from '../../emulator/data'
import { emulatorHandlers } from '../../emulator/msw'
import { normaliseTokkoProperty } from '../../src/broker/normalise'
import { DEFAULT_CLIENT_ID, DEMO_TOKKO_KEY, type SiteConfig } from '../../src/config'
import { isOnOffer } from '../../src/domain/property/availability'
import type { OperationId } from '../../src/domain/types'
import { siteApiHandlers, testServerContext } from './siteApi'

export const TEST_CONFIG: SiteConfig = {
  proxyUrl: 'http://proxy.test/mh',
  brokerUrl: 'http://tokko.test',
  backendUrl: 'http://backend.test/site',
  tokkoKey: DEMO_TOKKO_KEY,
  clientId: DEFAULT_CLIENT_ID,
}

let demo: DemoData | undefined

/** The demo agency the handlers serve, generated once per test file. */
export function demoData(): DemoData {
  demo ??= generateDemo({ publicUrl: 'http://media.test' })
  return demo
}

/**
 * How many of the demo's sold units (status 4) are offered for `operation` (any, without one):
 * the broker's counts include them, and the site's server takes them out.
 */
export function demoSoldFor(operation?: OperationId): number {
  return demoData()
    .properties.map(normaliseTokkoProperty)
    .filter((unit) => !isOnOffer(unit))
    .filter((unit) =>
      unit.operations.some((entry) => operation === undefined || entry.operation_id === operation),
    ).length
}

/**
 * Handlers for the three services of TEST_CONFIG, and the site's endpoints calling them; with
 * `listingSource` or `positions`, the agency's settings say so (the site's server reads them).
 */
export function serviceHandlers(
  config: SiteConfig = TEST_CONFIG,
  { listingSource, positions }: { listingSource?: ListingSource; positions?: string[] } = {},
): RequestHandler[] {
  const demo = demoData()
  const data = positions
    ? {
        ...demo,
        settings: {
          ...demo.settings,
          modules: { ...demo.settings.modules, sumate: { positions } },
        },
      }
    : demo
  return [
    ...siteApiHandlers(() => testServerContext(config)),
    ...[config.proxyUrl, config.brokerUrl, config.backendUrl].flatMap((base) =>
      emulatorHandlers(base, {
        data,
        tokkoKey: config.tokkoKey,
        clientId: config.clientId,
        listingSource,
      }),
    ),
  ]
}
