/**
 * Whether the services' data differs from what the last successful build published: the whole
 * catalogue fetched as sourcing fetches it (same paging, same retries), reduced to a fingerprint
 * and compared with the one that build stored. Used by `npm run changes` and the publisher.
 */
import type { BrokerApi } from '../../src/broker'
import { fetchCatalogue, type SourcingLog } from './fetchCatalogue'
import {
  diffFingerprints,
  fingerprintCatalogue,
  readFingerprint,
  type CatalogueChange,
} from './fingerprint'
import type { RetryOptions } from './retry'

/** What `npm run changes` prints when it exits 1: a crash exits 1 too, without this line. */
export const NO_CHANGES = 'Sin cambios desde el último build.'

export interface ChangeReport {
  /** False when no successful build left a fingerprint: a build is needed. */
  hasBaseline: boolean
  changes: CatalogueChange[]
}

export async function checkForChanges(
  api: BrokerApi,
  stateDir: string,
  log: SourcingLog,
  retry: Partial<RetryOptions> = {},
): Promise<ChangeReport> {
  const baseline = readFingerprint(stateDir)
  const now = fingerprintCatalogue(await fetchCatalogue(api, log, retry))
  return {
    hasBaseline: baseline !== null,
    changes: baseline ? diffFingerprints(baseline, now) : [],
  }
}

/** True when the report asks for a build. */
export function needsBuild(report: ChangeReport): boolean {
  return !report.hasBaseline || report.changes.length > 0
}
