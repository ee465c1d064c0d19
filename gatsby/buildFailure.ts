/**
 * Why a build or a change check stopped, as the step itself knows it: written as JSON into the
 * build state by the step's own failure paths, just before it stops. The publisher shows it in its
 * /status; the step's output (escape codes, stacks, the machine's paths) stays in the logs.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Reporter } from 'gatsby'
import type { ServiceName } from '../src/domain/contracts/serviceError'
import { buildStateDir } from './sourcing/environment'

export type RecordedFailureKind =
  /** An environment variable is malformed or missing (ConfigError, in Spanish, naming it). */
  | 'config'
  /** A service stayed down after every retry (SourcingError, naming it and its address). */
  | 'service'
  /** The shrink guard: under half the properties of the last successful build. */
  | 'shrink'
  /** Another Gatsby process works on the same .cache. */
  | 'cache-conflict'
  /** A file the build wrote has broken characters. */
  | 'broken-characters'

export const RECORDED_FAILURE_KINDS: readonly RecordedFailureKind[] = [
  'config',
  'service',
  'shrink',
  'cache-conflict',
  'broken-characters',
]

export interface RecordedFailure {
  kind: RecordedFailureKind
  /** In Spanish, for the operator: what stopped the step and what to do about it. */
  message: string
  /** For `service`: which one did not answer. */
  service?: ServiceName
}

/** The file of each step in the build state; the publisher removes it before running the step. */
export const FAILURE_FILES = {
  build: 'build-failure.json',
  changes: 'changes-failure.json',
} as const

export type FailingStep = keyof typeof FAILURE_FILES

/**
 * Writes the failure of `step` (aside and renamed: whole or not at all). Never throws: the step is
 * stopping anyway, and its own message still reaches its output.
 */
export function recordFailure(
  step: FailingStep,
  failure: RecordedFailure,
  stateDir: string = buildStateDir(),
): void {
  try {
    mkdirSync(stateDir, { recursive: true })
    const file = path.join(stateDir, FAILURE_FILES[step])
    const record = { ...failure, at: new Date().toISOString() }
    writeFileSync(`${file}.partial`, `${JSON.stringify(record, null, 2)}\n`)
    renameSync(`${file}.partial`, file)
  } catch {
    // Without the record the publisher classifies the output instead.
  }
}

/** Records why the build stops, then stops it with the same message (Gatsby's panic). */
export function failBuild(
  reporter: Pick<Reporter, 'panic'>,
  failure: RecordedFailure,
  error?: Error,
): never {
  recordFailure('build', failure)
  return reporter.panic(failure.message, error)
}
