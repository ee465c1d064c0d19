/**
 * The change check: `npm run changes` every PUBLISH_POLL_MINUTES and on demand, one at a time and
 * never while a build runs or waits; a build is requested when it reports changes.
 */
import { clearRecordedFailure, describeError, stepFailureCause } from './causes'
import type { PublisherContext } from './publisherContext'
import { changesReason, checkDelay, readChangesRun } from './publisherState'
import type { BuildQueue } from './queue'

/** One run of `npm run changes`; a build is requested when it reports changes. */
async function runChangeCheck(ctx: PublisherContext, queue: BuildQueue): Promise<void> {
  const state = queue.state()
  if (state.running || state.pending) return
  clearRecordedFailure(ctx.stateDir, 'changes')
  const run = await ctx.deps.runScript('changes')
  const at = ctx.now().toISOString()
  const found = readChangesRun(run)
  if (found) {
    ctx.dispatch({ type: 'checked', check: { at, ...found } })
    if (found.outcome === 'changes') ctx.request(changesReason(found.summary))
    return
  }
  const cause = stepFailureCause('changes', run, ctx.stateDir)
  clearRecordedFailure(ctx.stateDir, 'changes')
  ctx.dispatch({ type: 'checked', check: { at, outcome: 'error', summary: cause.message } })
  ctx.fail(
    { ...cause, message: `No se pudo comprobar si hubo cambios. ${cause.message}` },
    `Salida de la comprobación de cambios:\n${run.output.slice(-12).join('\n')}`,
  )
}

export interface ChangePoll {
  /** Runs a check, or joins the one running; never rejects. */
  checkNow(): Promise<void>
  /** Sets the timer for the next check, unless the publisher stopped or polling is off. */
  schedule(): void
  /** Clears the timer; resolves once the running check ends. */
  stop(): Promise<void>
}

export function createChangePoll(ctx: PublisherContext, queue: BuildQueue): ChangePoll {
  let timer: NodeJS.Timeout | null = null
  let checking: Promise<void> | null = null

  function checkNow(): Promise<void> {
    checking ??= runChangeCheck(ctx, queue)
      .catch((error: unknown) =>
        ctx.fail(
          {
            kind: 'unknown',
            message: `No se pudo comprobar si hubo cambios: ${describeError(error)}`,
          },
          `Detalle: ${(error as Error).message}`,
        ),
      )
      .finally(() => (checking = null))
    return checking
  }

  function schedule(): void {
    const delay = checkDelay(ctx.state(), ctx.config.pollMinutes)
    if (delay === null) return
    ctx.dispatch({ type: 'check-scheduled', at: new Date(ctx.now().getTime() + delay) })
    timer = setTimeout(() => {
      timer = null
      void checkNow().finally(schedule)
    }, delay)
    timer.unref?.()
  }

  return {
    checkNow,
    schedule,
    async stop() {
      ctx.dispatch({ type: 'stopped' })
      if (timer) clearTimeout(timer)
      await checking
    },
  }
}
