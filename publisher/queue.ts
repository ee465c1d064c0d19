/**
 * At most one build running and at most one waiting. A request while a build runs marks the next
 * one as pending (its reasons gathered); any number of requests meanwhile still give one pending
 * build, which starts when the running one ends and sees every change made until it starts.
 */
export type RequestOutcome = 'started' | 'queued' | 'already-queued'

export interface QueueState {
  running: { since: Date; reasons: string[] } | null
  pending: { since: Date; reasons: string[] } | null
}

export interface BuildQueue {
  request(reason: string): RequestOutcome
  state(): QueueState
  /** Resolves once nothing runs and nothing waits. */
  idle(): Promise<void>
}

const MAX_REASONS = 20

function addReason(reasons: string[], reason: string): void {
  if (!reasons.includes(reason) && reasons.length < MAX_REASONS) reasons.push(reason)
}

/** `run` does one build; its failure is its own business (it must not throw, but may). */
export function createBuildQueue(
  run: (reasons: string[]) => Promise<void>,
  now: () => Date = () => new Date(),
): BuildQueue {
  let running: QueueState['running'] = null
  let pending: QueueState['pending'] = null
  let waiters: (() => void)[] = []

  const start = (reasons: string[]) => {
    running = { since: now(), reasons }
    void run(reasons)
      .catch(() => undefined)
      .finally(() => {
        running = null
        if (pending) {
          const next = pending
          pending = null
          start(next.reasons)
          return
        }
        const done = waiters
        waiters = []
        for (const resolve of done) resolve()
      })
  }

  return {
    request(reason) {
      if (!running) {
        start([reason])
        return 'started'
      }
      if (pending) {
        addReason(pending.reasons, reason)
        return 'already-queued'
      }
      pending = { since: now(), reasons: [reason] }
      return 'queued'
    },
    state: () => ({
      running: running && { ...running, reasons: [...running.reasons] },
      pending: pending && { ...pending, reasons: [...pending.reasons] },
    }),
    idle: () =>
      running || pending
        ? new Promise<void>((resolve) => waiters.push(resolve))
        : Promise.resolve(),
  }
}
