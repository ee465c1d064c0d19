/** @jest-environment node */
import { NO_CHANGES } from '../gatsby/sourcing/changes'
import {
  buildRecord,
  changesReason,
  checkDelay,
  describeStatus,
  INITIAL_STATE,
  readChangesRun,
  RETRY_REASON,
  shouldRetry,
  startBuildReason,
  transition,
  type BuildRecord,
  type PublisherState,
  type StatusSources,
} from './publisherState'

const at = new Date('2026-11-27T12:00:00.000Z')
const later = (seconds: number) => new Date(at.getTime() + seconds * 1000)

const record = (ok: boolean): BuildRecord =>
  buildRecord(
    { reasons: ['hook'], started: at, cache: { cache: 'kept', reason: null } },
    { ok, finished: later(61.26) },
  )

const run = (state: PublisherState, ...events: Parameters<typeof transition>[1][]) =>
  events.reduce(transition, state)

describe('the transitions of the publisher state', () => {
  const failure = { kind: 'shrink' as const, message: 'El catálogo bajó de 180 a 3 propiedades' }

  it('records a failure with its time, and a failed build keeps it', () => {
    const state = run(
      INITIAL_STATE,
      { type: 'failed', cause: failure, at },
      { type: 'build-ended', record: record(false) },
    )
    expect(state.lastError).toEqual({ at: at.toISOString(), ...failure })
    expect(state.lastBuild).toMatchObject({ ok: false })
  })

  it('clears the last error once a build is published', () => {
    const state = run(
      INITIAL_STATE,
      { type: 'failed', cause: failure, at },
      { type: 'build-ended', record: record(true) },
    )
    expect(state.lastError).toBeNull()
    expect(state.lastBuild).toMatchObject({ ok: true })
  })

  it('keeps the last check and when the next one is due', () => {
    const check = { at: at.toISOString(), outcome: 'none' as const, summary: NO_CHANGES }
    const state = run(
      INITIAL_STATE,
      { type: 'checked', check },
      { type: 'check-scheduled', at: later(300) },
    )
    expect(state).toEqual({ ...INITIAL_STATE, lastCheck: check, nextCheck: later(300) })
  })

  it('schedules no check once stopped', () => {
    const scheduled = run(INITIAL_STATE, { type: 'check-scheduled', at: later(300) })
    const stopped = run(scheduled, { type: 'stopped' }, { type: 'check-scheduled', at: later(600) })
    expect(stopped).toEqual({ ...scheduled, stopped: true })
    expect(checkDelay(scheduled, 5)).toBe(300_000)
    expect(checkDelay(stopped, 5)).toBeNull()
    expect(checkDelay(INITIAL_STATE, 0)).toBeNull()
  })

  it('leaves the state it was given as it was', () => {
    const before = structuredClone(INITIAL_STATE)
    transition(INITIAL_STATE, { type: 'stopped' })
    expect(INITIAL_STATE).toEqual(before)
  })
})

describe('what a start does first', () => {
  it('builds the first release, or new code; otherwise it checks for changes', () => {
    expect(startBuildReason(false, false)).toBe('primera publicación')
    expect(startBuildReason(true, true)).toBe('código nuevo desde la última publicación')
    expect(startBuildReason(true, false)).toBeNull()
  })
})

describe('a build record', () => {
  it('gives the duration in tenths of a second and what the build got as far as', () => {
    expect(
      buildRecord(
        { reasons: ['hook'], started: at, cache: { cache: 'clean', reason: 'código nuevo' } },
        {
          ok: true,
          finished: later(61.26),
          run: { leftovers: 2 },
          htmlRewritten: 3,
          release: 'r1',
        },
      ),
    ).toEqual({
      started_at: at.toISOString(),
      finished_at: later(61.26).toISOString(),
      duration_seconds: 61.3,
      ok: true,
      reasons: ['hook'],
      html_rewritten: 3,
      release: 'r1',
      leftover_processes: 2,
      cache: 'clean',
      cache_reason: 'código nuevo',
    })
  })

  it('says nothing of the cache or the pages of a build that failed before them', () => {
    expect(
      buildRecord({ reasons: ['hook'], started: at, cache: null }, { ok: false, finished: at }),
    ).toMatchObject({
      html_rewritten: null,
      release: null,
      leftover_processes: 0,
      cache: null,
      cache_reason: null,
    })
  })

  it("retries Gatsby's intermittent failure once, and no other", () => {
    const intermittent = { kind: 'gatsby-intermittent' as const, message: 'perdió una consulta' }
    expect(shouldRetry(intermittent, ['hook'])).toBe(true)
    expect(shouldRetry(intermittent, [RETRY_REASON])).toBe(false)
    expect(shouldRetry({ kind: 'smoke-check', message: 'falta el sitemap' }, ['hook'])).toBe(false)
  })
})

describe('a change check run', () => {
  const exit = (code: number, output: string[]) => ({ code, output })

  it('finds changes on exit 0, with its first lines free of escape codes', () => {
    const found = readChangesRun(
      exit(0, ['\x1b[1m2 cambios:\x1b[22m', '', '  Propiedad 1: cambió', '  Propiedad 2: nueva']),
    )
    expect(found).toEqual({
      outcome: 'changes',
      summary: '2 cambios:\nPropiedad 1: cambió\nPropiedad 2: nueva',
    })
    expect(changesReason(found!.summary)).toBe(
      'cambios: 2 cambios: · Propiedad 1: cambió · Propiedad 2: nueva',
    )
  })

  it('finds none on exit 1 with its line, and fails on any other exit', () => {
    expect(readChangesRun(exit(1, [NO_CHANGES]))).toEqual({ outcome: 'none', summary: NO_CHANGES })
    expect(readChangesRun(exit(1, ['SyntaxError: Unexpected token']))).toBeNull()
    expect(readChangesRun(exit(2, [NO_CHANGES]))).toBeNull()
  })
})

describe('the status', () => {
  const sources: StatusSources = {
    now: later(90),
    pollMinutes: 5,
    queue: { running: { since: at, reasons: ['hook'] }, pending: null },
    current: { name: 'r1', dir: '/publicar/releases/r1', createdAt: at },
    info: null,
    releases: ['r0', 'r1'],
  }

  it('joins the state with the queue and the releases', () => {
    const state = run(INITIAL_STATE, { type: 'check-scheduled', at: later(300) })
    expect(describeStatus(state, sources)).toEqual({
      current: { release: 'r1', published_at: at.toISOString(), age_seconds: 90 },
      releases: ['r0', 'r1'],
      building: { since: at.toISOString(), reasons: ['hook'] },
      pending: null,
      last_build: null,
      last_error: null,
      last_check: null,
      next_check: later(300).toISOString(),
      poll_minutes: 5,
    })
  })

  it("takes the publication time from the release's record, when it has one", () => {
    const info = {
      name: 'r1',
      created_at: '2026-11-27T11:59:00.000Z',
      reasons: ['hook'],
      html_rewritten: 1,
      build_seconds: 1,
    }
    const status = describeStatus(INITIAL_STATE, { ...sources, info })
    expect(status.current?.published_at).toBe(info.created_at)
    expect(describeStatus(INITIAL_STATE, { ...sources, current: null }).current).toBeNull()
  })
})
