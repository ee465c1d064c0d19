/**
 * Sourcing: the whole catalogue through src/broker (with retries), checked against the last
 * successful build, kept for createPages (gatsby/builtCatalogue.ts); the static queries' two nodes.
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
  fetchCatalogue,
  SourcingError,
  type Catalogue,
  type SourcingLog,
} from './sourcing/fetchCatalogue'
import { buildStateDir, allowShrink } from './sourcing/environment'
import { fingerprintCatalogue, writePendingFingerprint } from './sourcing/fingerprint'
import { readLastCounts, shrinkProblem } from './sourcing/shrinkGuard'
import { keepBuiltCatalogue } from './builtCatalogue'
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
 * The SiteCatalogue node: the menu's counts. Properties count as the listings do, only those on
 * offer; a sold unit is still in the catalogue for its own page and its development's board.
 */
export function catalogueSummary(catalogue: Catalogue) {
  return {
    counts: operationCounts(catalogue.properties.filter(isOnOffer)),
    developments: catalogue.developments.length,
    news: catalogue.news.length,
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
  let catalogue
  markSourced()
  try {
    catalogue = await fetchCatalogue(createBrokerApi(), reporterLog(reporter))
  } catch (error) {
    if (error instanceof SourcingError) {
      const service = isServiceError(error.cause) ? error.cause.service : undefined
      return failBuild(reporter, { kind: 'service', message: error.message, service }, error)
    }
    throw error
  }
  const problem = shrinkProblem(
    catalogue.properties.length,
    readLastCounts(buildStateDir()),
    allowShrink(),
  )
  if (problem) return failBuild(reporter, { kind: 'shrink', message: problem })
  startMapsKeyCheck(catalogue.settings)
  // Promoted by onPostBuild once the build has succeeded (npm run changes compares with it).
  writePendingFingerprint(buildStateDir(), fingerprintCatalogue(catalogue))

  keepBuiltCatalogue(catalogue)
  const helpers: NodeHelpers = { createNodeId, createContentDigest }
  actions.createNode(settingsNode(NODE_TYPES.settings, catalogue.settings, helpers))
  actions.createNode(singletonNode(NODE_TYPES.catalogue, catalogueSummary(catalogue), helpers))
  reporter.info(
    `Catálogo: ${catalogue.properties.length} propiedades, ${catalogue.developments.length} emprendimientos, ` +
      `${catalogue.news.length} novedades`,
  )
}
