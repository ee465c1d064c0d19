/**
 * Sourcing: the whole catalogue through src/broker (with retries), checked against the last
 * successful build, kept for createPages (gatsby/builtCatalog.ts); the static queries' two nodes.
 * A service that stays down stops the build with one message naming it and its address; nothing
 * half-empty is ever built.
 */
import type { GatsbyNode, Reporter } from 'gatsby'
import { createBrokerApi, isServiceError } from '../src/broker'
import { isOnOffer } from '../src/domain/property/availability'
import { operationCounts } from '../src/domain/listing/catalogueFacts'
import { failBuild } from './buildFailure'
import { markSourced } from './dataFreshnessFile'
import { startMapsKeyCheck } from './mapsKeyCheck'
import {
  fetchCatalog,
  SourcingError,
  type Catalog,
  type SourcingLog,
} from './sourcing/fetchCatalogue'
import { buildStateDir, allowShrink } from './sourcing/environment'
import { fingerprintCatalog, writePendingFingerprint } from './sourcing/fingerprint'
import { readLastCounts, shrinkProblem } from './sourcing/shrinkGuard'
import { keepBuiltCatalog } from './builtCatalog'
import { keepPageNodes } from './pageNodes'
import { settingsNode, singletonNode, type NodeHelpers } from './nodes'
import { NODE_TYPES } from './schema'

/** Gatsby's reporter as the sourcing log, with a real progress bar. */
export function reporterLog(reporter: Reporter): SourcingLog {
  return {
    info: (message) => reporter.info(message),
    warn: (message) => reporter.warn(message),
    progress(label, total) {
      const bar = reporter.createProgress(`Descargando ${label}`, total)
      bar.start()
      return { tick: (amount) => bar.tick(amount), done: () => bar.done() }
    },
  }
}

/**
 * The SiteCatalog node: the menu's counts. Properties count as the listings do, only those on
 * offer; a sold unit is still in the catalogue for its own page and its development's board.
 */
export function catalogSummary(catalog: Catalog) {
  return {
    counts: operationCounts(catalog.properties.filter(isOnOffer)),
    developments: catalog.developments.length,
    news: catalog.news.length,
  }
}

export const sourceNodes: GatsbyNode['sourceNodes'] = async ({
  actions,
  createNodeId,
  createContentDigest,
  reporter,
  store,
}) => {
  keepPageNodes(store, actions.touchNode)
  let catalog
  markSourced()
  try {
    catalog = await fetchCatalog(createBrokerApi(), reporterLog(reporter))
  } catch (error) {
    if (error instanceof SourcingError) {
      const service = isServiceError(error.cause) ? error.cause.service : undefined
      return failBuild(reporter, { kind: 'service', message: error.message, service }, error)
    }
    throw error
  }
  const problem = shrinkProblem(
    catalog.properties.length,
    readLastCounts(buildStateDir()),
    allowShrink(),
  )
  if (problem) return failBuild(reporter, { kind: 'shrink', message: problem })
  startMapsKeyCheck(catalog.settings)
  // Promoted by onPostBuild once the build has succeeded (npm run changes compares with it).
  writePendingFingerprint(buildStateDir(), fingerprintCatalog(catalog))

  keepBuiltCatalog(catalog)
  const helpers: NodeHelpers = { createNodeId, createContentDigest }
  actions.createNode(settingsNode(NODE_TYPES.settings, catalog.settings, helpers))
  actions.createNode(singletonNode(NODE_TYPES.catalog, catalogSummary(catalog), helpers))
  reporter.info(
    `Catálogo: ${catalog.properties.length} propiedades, ${catalog.developments.length} emprendimientos, ` +
      `${catalog.news.length} novedades`,
  )
}
