/**
 * The supervisor: `workers` processes of the server share its port (node:cluster). A worker that
 * dies is replaced at once, or after a growing pause when it keeps dying right after starting (a
 * broken release must not spin a core). On SIGTERM or SIGINT every worker stops taking
 * connections and finishes the requests in flight; one still busy after the grace period is
 * killed.
 */
import cluster, { type Worker } from 'node:cluster'

export const SHUTDOWN_MESSAGE = 'sitio:detener'
const GRACE_MS = 10_000
/** A worker that dies sooner than this after starting counts as a crash loop. */
const EARLY_DEATH_MS = 5_000
const MAX_PAUSE_MS = 30_000

export interface Supervisor {
  /** Resolves once every worker listens. */
  ready: Promise<void>
  /** Resolves with the exit code once every worker has ended after a stop. */
  stopped: Promise<number>
  stop(): void
}

export function supervise({
  workers,
  log,
}: {
  workers: number
  log: (line: string) => void
}): Supervisor {
  const startedAt = new Map<number, number>()
  let stopping = false
  let pauseMs = 0
  let listening = 0
  let isReady = false
  let markReady: () => void = () => undefined
  let failStart: (error: Error) => void = () => undefined
  const ready = new Promise<void>((resolve, reject) => {
    markReady = () => {
      isReady = true
      resolve()
    }
    failStart = reject
  })
  let markStopped: (code: number) => void = () => undefined
  const stopped = new Promise<number>((resolve) => (markStopped = resolve))

  const fork = (replacing?: { pid: number; diedAt: number }): Worker => {
    const worker = cluster.fork()
    startedAt.set(worker.id, Date.now())
    worker.once('listening', () => {
      if (++listening === workers) markReady()
      if (replacing)
        log(
          `El proceso ${worker.process.pid} reemplaza al ${replacing.pid}: en servicio ${Date.now() - replacing.diedAt} ms después de su caída.`,
        )
    })
    return worker
  }

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0)
    startedAt.delete(worker.id)
    if (stopping) {
      if (startedAt.size === 0) markStopped(isReady ? 0 : 1)
      return
    }
    // A worker that cannot start at all (a broken build, a port in use) will not start again.
    if (!isReady) {
      failStart(
        new Error(
          `el proceso ${worker.process.pid} terminó al arrancar (${signal ?? `código ${code}`})`,
        ),
      )
      supervisor.stop()
      return
    }
    pauseMs = lived < EARLY_DEATH_MS ? Math.min(Math.max(pauseMs * 2, 500), MAX_PAUSE_MS) : 0
    log(
      `El proceso ${worker.process.pid} terminó (${signal ?? `código ${code}`}); ` +
        (pauseMs ? `se reemplaza en ${pauseMs / 1000} s.` : 'se reemplaza.'),
    )
    const replacing = { pid: worker.process.pid ?? 0, diedAt: Date.now() }
    setTimeout(() => {
      if (!stopping) fork(replacing)
    }, pauseMs)
  })

  for (let i = 0; i < workers; i++) fork()

  const supervisor: Supervisor = {
    ready,
    stopped,
    stop() {
      if (stopping) return
      stopping = true
      const running = Object.values(cluster.workers ?? {}).filter(Boolean) as Worker[]
      if (running.length === 0) return markStopped(0)
      for (const worker of running) {
        if (worker.isConnected()) worker.send(SHUTDOWN_MESSAGE)
        setTimeout(() => {
          if (!worker.isDead()) {
            log(`El proceso ${worker.process.pid} no terminó a tiempo: se lo detiene.`)
            worker.process.kill('SIGKILL')
          }
        }, GRACE_MS).unref()
      }
    },
  }
  return supervisor
}
