/**
 * What createPublisher (publisher.ts) hands its doors, the build runner and the change check: its
 * settings, the process-facing dependencies, and how a door reports back to the state machine
 * (publisherState.ts) and to the queue.
 */
import type { FailureCause } from './causes'
import type { PublisherConfig } from './config'
import type { BuildRecord, PublisherEvent, PublisherState, ScriptRun } from './publisherState'
import type { RequestOutcome } from './queue'
import type { Release } from './releases'

export interface PublisherDeps {
  /** Runs `npm run <script>` in the site's checkout, in a process group of its own. */
  runScript(script: 'build' | 'changes'): Promise<ScriptRun>
  /** Starts serving `release` and stops serving the one before (resolves once it answers). */
  serveRelease(release: Release): Promise<void>
  /** Passes a verified hook on (to GitHub's repository_dispatch); optional. */
  forwardHook?(payload: Record<string, unknown>): Promise<{ ok: boolean; message: string }>
  log(line: string): void
  /** A build ended, published or not (the metrics count it). */
  buildEnded?(record: BuildRecord): void
  now?(): Date
}

export interface PublisherContext {
  config: PublisherConfig
  deps: PublisherDeps
  /** `.build-state` in the site's checkout. */
  stateDir: string
  now(): Date
  state(): PublisherState
  dispatch(event: PublisherEvent): void
  /** Records the failure for /status and logs it, with the raw detail that stays out of /status. */
  fail(cause: FailureCause, detail?: string): void
  /** Asks the queue for a build; logs it when the build has to wait. */
  request(reason: string): RequestOutcome
}
