/**
 * The publisher's own state as a pure machine: the last build, error and change check that
 * /status reports, when the next check is due, and whether the publisher was stopped. Its doors
 * (buildRun.ts, changePoll.ts, publisher.ts) feed it events; nothing here reads the disk or the
 * clock. Which build runs and which waits is the queue's (queue.ts); the releases live on disk
 * (releases.ts).
 */
import { NO_CHANGES } from '../gatsby/sourcing/changes'
import { plainText, type FailureCause } from './causes'
import type { QueueState } from './queue'
import type { Release, ReleaseInfo } from './releases'

export interface ScriptRun {
  code: number | null
  /** The signal that ended it, when one did. */
  signal: string | null
  /** The last lines it printed. */
  output: string[]
  seconds: number
  leftovers: number
}

export interface BuildRecord {
  started_at: string
  finished_at: string
  duration_seconds: number
  ok: boolean
  reasons: string[]
  /** HTML files the build wrote (rendered again); null when it failed before. */
  html_rewritten: number | null
  release: string | null
  /** Processes of the build still alive when it ended (then killed). */
  leftover_processes: number
  /** Whether it built on the kept .cache and public/ or removed them first; null: it got neither far. */
  cache: 'kept' | 'clean' | null
  /** Why it built clean (in Spanish, as logged); null when it kept the cache. */
  cache_reason: string | null
}

export interface CheckRecord {
  at: string
  outcome: 'changes' | 'none' | 'error'
  summary: string
}

export interface PublisherStatus {
  current: { release: string; published_at: string; age_seconds: number } | null
  releases: string[]
  building: { since: string; reasons: string[] } | null
  pending: { since: string; reasons: string[] } | null
  last_build: BuildRecord | null
  /** Why the last build or check failed, in Spanish; never the step's raw output. */
  last_error: (FailureCause & { at: string }) | null
  last_check: CheckRecord | null
  next_check: string | null
  poll_minutes: number
}

export interface PublisherState {
  lastBuild: BuildRecord | null
  lastError: PublisherStatus['last_error']
  lastCheck: CheckRecord | null
  /** When the scheduled change check is due; null before one is scheduled. */
  nextCheck: Date | null
  /** Once stopped, no change check is scheduled again. */
  stopped: boolean
}

export const INITIAL_STATE: PublisherState = {
  lastBuild: null,
  lastError: null,
  lastCheck: null,
  nextCheck: null,
  stopped: false,
}

export type PublisherEvent =
  /** A build ended; a published one (ok) clears the last error. */
  | { type: 'build-ended'; record: BuildRecord }
  /** A build, a check or serving failed: the cause /status shows. */
  | { type: 'failed'; cause: FailureCause; at: Date }
  | { type: 'checked'; check: CheckRecord }
  | { type: 'check-scheduled'; at: Date }
  | { type: 'stopped' }

export function transition(state: PublisherState, event: PublisherEvent): PublisherState {
  switch (event.type) {
    case 'build-ended':
      return {
        ...state,
        lastBuild: event.record,
        lastError: event.record.ok ? null : state.lastError,
      }
    case 'failed':
      return { ...state, lastError: { at: event.at.toISOString(), ...event.cause } }
    case 'checked':
      return { ...state, lastCheck: event.check }
    case 'check-scheduled':
      return state.stopped ? state : { ...state, nextCheck: event.at }
    case 'stopped':
      return { ...state, stopped: true }
  }
}

/** How long until the next change check; null when none is due (stopped, or polling is off). */
export function checkDelay(state: PublisherState, pollMinutes: number): number | null {
  return state.stopped || pollMinutes <= 0 ? null : pollMinutes * 60_000
}

/**
 * The build a start requests at once, or null to check for changes first: the first release, or
 * code that is not the current release's (a deploy is published without waiting for new data).
 */
export function startBuildReason(hasRelease: boolean, codeChanged: boolean): string | null {
  if (!hasRelease) return 'primera publicación'
  return codeChanged ? 'código nuevo desde la última publicación' : null
}

/** Why a build runs again at once: the one before met Gatsby's intermittent failure. */
export const RETRY_REASON = 'reintento: falla intermitente de Gatsby'

/** Whether a build that failed with `cause` runs once more at once: not when it was the retry. */
export function shouldRetry(cause: FailureCause, reasons: string[]): boolean {
  return cause.kind === 'gatsby-intermittent' && !reasons.includes(RETRY_REASON)
}

/** What a build is known by from its start. */
export interface BuildStart {
  reasons: string[]
  started: Date
  /** How it used Gatsby's cache; null until that was decided. */
  cache: { cache: 'kept' | 'clean'; reason: string | null } | null
}

export interface BuildEnd {
  ok: boolean
  finished: Date
  /** The build script's run, when it got that far. */
  run?: Pick<ScriptRun, 'leftovers'>
  htmlRewritten?: number
  release?: string
}

export function buildRecord(start: BuildStart, end: BuildEnd): BuildRecord {
  return {
    started_at: start.started.toISOString(),
    finished_at: end.finished.toISOString(),
    duration_seconds: Math.round((end.finished.getTime() - start.started.getTime()) / 100) / 10,
    ok: end.ok,
    reasons: start.reasons,
    html_rewritten: end.htmlRewritten ?? null,
    release: end.release ?? null,
    leftover_processes: end.run?.leftovers ?? 0,
    cache: start.cache?.cache ?? null,
    cache_reason: start.cache?.reason ?? null,
  }
}

/**
 * What a run of `npm run changes` found, with the script's own lines (what changed) free of
 * escape codes; null when it failed: a crash exits 1 as "no changes" does, without its line.
 */
export function readChangesRun(
  run: Pick<ScriptRun, 'code' | 'output'>,
): { outcome: 'changes' | 'none'; summary: string } | null {
  const none = run.code === 1 && run.output.some((line) => line.includes(NO_CHANGES))
  if (run.code !== 0 && !none) return null
  const summary = run.output
    .map((line) => plainText(line, 300))
    .filter(Boolean)
    .slice(0, 6)
    .join('\n')
  return { outcome: none ? 'none' : 'changes', summary }
}

/** The reason of the build that a check which found changes requests. */
export function changesReason(summary: string): string {
  return `cambios: ${summary.split('\n').slice(0, 3).join(' · ')}`
}

/** What /status shows besides the state: the queue, the releases on disk, the time. */
export interface StatusSources {
  now: Date
  pollMinutes: number
  queue: QueueState
  current: Release | null
  info: ReleaseInfo | null
  releases: string[]
}

export function describeStatus(state: PublisherState, sources: StatusSources): PublisherStatus {
  const { current, queue } = sources
  return {
    current: current && {
      release: current.name,
      published_at: sources.info?.created_at ?? current.createdAt.toISOString(),
      age_seconds: Math.round((sources.now.getTime() - current.createdAt.getTime()) / 1000),
    },
    releases: sources.releases,
    building: queue.running && {
      since: queue.running.since.toISOString(),
      reasons: queue.running.reasons,
    },
    pending: queue.pending && {
      since: queue.pending.since.toISOString(),
      reasons: queue.pending.reasons,
    },
    last_build: state.lastBuild,
    last_error: state.lastError,
    last_check: state.lastCheck,
    next_check: state.nextCheck && state.nextCheck.toISOString(),
    poll_minutes: sources.pollMinutes,
  }
}
