/**
 * The publisher's logic, free of HTTP and of process details (given as `deps`): checks for
 * changes on a timer, takes signed hooks, runs one build at a time with one pending, and
 * publishes a build only when it passed (exit 0, the shrink guard inside it, the smoke check);
 * a failed build publishes nothing and leaves the served release as it was.
 *
 * What it last built, checked and failed at is a pure state machine (publisherState.ts). This
 * file wires it to its doors: the build runner and release step (buildRun.ts), the change check
 * and its timer (changePoll.ts), the hook gate (hookGate.ts) and the build queue (queue.ts).
 */
import type { IncomingHttpHeaders } from 'node:http'
import path from 'node:path'
import { runBuild } from './buildRun'
import { describeError } from './causes'
import { createChangePoll, type ChangePoll } from './changePoll'
import {
  CLEAN_BECAUSE_CHANGED,
  codeFingerprint,
  decideCache,
  readCodeRecord,
} from './codeFingerprint'
import type { PublisherConfig } from './config'
import { forwardTakenHook, hookReason, screenHook, type HookAnswer } from './hookGate'
import type { PublisherContext, PublisherDeps } from './publisherContext'
import {
  describeStatus,
  INITIAL_STATE,
  startBuildReason,
  transition,
  type PublisherStatus,
} from './publisherState'
import { createBuildQueue, type BuildQueue, type RequestOutcome } from './queue'
import {
  currentRelease,
  listReleases,
  readReleaseInfo,
  restoreUnpublishedState,
  type Release,
} from './releases'
import { createReplayMemory } from './replays'

export function createPublisher(config: PublisherConfig, deps: PublisherDeps) {
  const now = deps.now ?? (() => new Date())
  let state = INITIAL_STATE
  const ctx: PublisherContext = {
    config,
    deps,
    stateDir: path.join(config.root, '.build-state'),
    now,
    state: () => state,
    dispatch(event) {
      state = transition(state, event)
      if (event.type === 'build-ended') deps.buildEnded?.(event.record)
    },
    fail(cause, detail) {
      ctx.dispatch({ type: 'failed', cause, at: now() })
      deps.log(`Error: ${cause.message}`)
      if (detail) deps.log(detail)
    },
    request: (reason) => requestBuild(queue, deps.log, reason),
  }
  const replays = createReplayMemory(config.publishDir, now, deps.log)
  const queue = createBuildQueue((reasons) => runBuild(ctx, reasons), now)
  const poll = createChangePoll(ctx, queue)

  return {
    start: () => startPublishing(ctx, poll),

    /** A POST /hooks/rebuild: 202 at once when taken (hookGate.ts); nothing happens when refused. */
    hook(body: Buffer, headers: IncomingHttpHeaders): HookAnswer {
      const refused = screenHook({ secret: config.webhookSecret, replays, now }, body, headers)
      if (refused) return refused
      const reason = hookReason(body)
      const outcome = ctx.request(reason)
      forwardTakenHook(deps, reason, now)
      return { status: 202, body: { accepted: true, build: outcome } }
    },

    status: () => readStatus(ctx, queue),
    checkNow: poll.checkNow,
    request: ctx.request,
    /** Resolves once no build runs or waits. */
    idle: () => queue.idle(),
    stop: poll.stop,
  }
}

export type Publisher = ReturnType<typeof createPublisher>

function requestBuild(
  queue: BuildQueue,
  log: (line: string) => void,
  reason: string,
): RequestOutcome {
  const outcome = queue.request(reason)
  if (outcome !== 'started')
    log(
      `Build pedido (${reason}): ${outcome === 'queued' ? 'queda pendiente' : 'ya había uno pendiente'}.`,
    )
  return outcome
}

/**
 * Serves the current release, then checks for changes; builds at once before any release, or
 * when the code is not the one the current release was built from (a deploy of new code is
 * published without waiting for a change of data).
 */
async function startPublishing(ctx: PublisherContext, poll: ChangePoll): Promise<void> {
  if (restoreUnpublishedState(ctx.config.publishDir, ctx.stateDir))
    ctx.deps.log(
      'El estado de la última construcción no llegó a publicarse: se vuelve al de la versión servida.',
    )
  const current = currentRelease(ctx.config.publishDir)
  if (current) await serveCurrent(ctx, current)
  const codeChanged = current !== null && (await codeChangedSinceRelease(ctx))
  const reason = startBuildReason(current !== null, codeChanged)
  if (reason === null) {
    void poll.checkNow().finally(poll.schedule)
    return
  }
  ctx.request(reason)
  poll.schedule()
}

async function serveCurrent(ctx: PublisherContext, current: Release): Promise<void> {
  try {
    await ctx.deps.serveRelease(current)
  } catch (error) {
    ctx.fail(
      { kind: 'serve', message: `No se pudo servir ${current.name}: ${describeError(error)}` },
      `Detalle: ${(error as Error).message}`,
    )
  }
}

/** Whether the checkout's code is not the one the current release was built from. */
async function codeChangedSinceRelease(ctx: PublisherContext): Promise<boolean> {
  const code = await codeFingerprint(ctx.config.root)
    .then(({ hash }) => decideCache(hash, readCodeRecord(ctx.stateDir)))
    .catch(() => null)
  return code?.reason === CLEAN_BECAUSE_CHANGED
}

function readStatus(ctx: PublisherContext, queue: BuildQueue): PublisherStatus {
  const current = currentRelease(ctx.config.publishDir)
  return describeStatus(ctx.state(), {
    now: ctx.now(),
    pollMinutes: ctx.config.pollMinutes,
    queue: queue.state(),
    current,
    info: current && readReleaseInfo(current),
    releases: listReleases(ctx.config.publishDir).map((release) => release.name),
  })
}
