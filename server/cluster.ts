/**
 * The supervisor: `workers` processes of the server share its port (node:cluster), and `spares`
 * more wait ready beside them. A worker that dies is replaced by a spare, which has its functions
 * loaded and only has to start listening (a new process takes seconds: it parses some 20 MB of
 * compiled functions), and a new spare is started; with no spare ready, a new worker serves as
 * soon as it is. Processes that keep dying right after starting are started again after a
 * growing pause (a broken release must not spin a core); a first start that fails stops the
 * server. On SIGTERM or SIGINT every worker stops taking connections and finishes the requests
 * in flight; one still busy after the grace period is killed.
 *
 * The protocol: a worker sends READY once its app is built, listens when told SERVE, and closes
 * when told SHUTDOWN.
 */
import cluster, { type Worker } from 'node:cluster'

export const READY_MESSAGE = 'sitio:listo'
export const SERVE_MESSAGE = 'sitio:servir'
export const SHUTDOWN_MESSAGE = 'sitio:detener'
const GRACE_MS = 10_000
/** A worker that dies sooner than this after starting counts as a crash loop. */
const EARLY_DEATH_MS = 5_000
const MAX_PAUSE_MS = 30_000

export interface Supervisor {
  /** Resolves once every worker listens; rejects when the first start fails. */
  ready: Promise<void>
  /** Resolves with the exit code once every process has ended after a stop. */
  stopped: Promise<number>
  stop(): void
}

interface Member {
  worker: Worker
  startedAt: number
  built: boolean
  serving: boolean
  /** The worker it stands in for, when it was told to serve in place of one that died. */
  replacing?: { pid: number; diedAt: number }
}

export function supervise({
  workers,
  spares = 1,
  log,
}: {
  workers: number
  spares?: number
  log: (line: string) => void
}): Supervisor {
  const members = new Map<number, Member>()
  const listening = new Set<number>()
  /** Workers that died and wait for someone to serve in their place. */
  const vacancies: { pid: number; diedAt: number }[] = []
  let stopping = false
  let pauseMs = 0
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

  const serving = () => [...members.values()].filter((each) => each.serving).length

  const serve = (member: Member, replacing?: { pid: number; diedAt: number }) => {
    member.serving = true
    member.replacing = replacing
    member.worker.send(SERVE_MESSAGE)
  }

  /** Starts processes until there are enough to serve and to stand by. */
  const fill = () => {
    if (stopping) return
    const missing = workers + spares - members.size
    for (let i = 0; i < missing; i++) start()
  }

  const start = () => {
    const worker = cluster.fork()
    const member: Member = { worker, startedAt: Date.now(), built: false, serving: false }
    members.set(worker.id, member)
    worker.on('message', (message) => {
      if (message !== READY_MESSAGE || stopping) return
      member.built = true
      const vacancy = vacancies.shift()
      if (vacancy) serve(member, vacancy)
      else if (serving() < workers) serve(member)
    })
    worker.once('listening', () => {
      listening.add(worker.id)
      if (!isReady && listening.size === workers) markReady()
      if (member.replacing)
        log(
          `El proceso ${worker.process.pid} reemplaza al ${member.replacing.pid}: en servicio ${Date.now() - member.replacing.diedAt} ms después de su caída.`,
        )
    })
  }

  cluster.on('exit', (worker, code, signal) => {
    const member = members.get(worker.id)
    members.delete(worker.id)
    listening.delete(worker.id)
    if (stopping) {
      if (members.size === 0) markStopped(isReady ? 0 : 1)
      return
    }
    const how = signal ?? `código ${code}`
    // A process that cannot start at all (a broken build, a port in use) will not start again.
    if (!isReady) {
      failStart(new Error(`el proceso ${worker.process.pid} terminó al arrancar (${how})`))
      supervisor.stop()
      return
    }
    const lived = Date.now() - (member?.startedAt ?? 0)
    pauseMs = lived < EARLY_DEATH_MS ? Math.min(Math.max(pauseMs * 2, 500), MAX_PAUSE_MS) : 0
    if (member?.serving) {
      const vacancy = { pid: worker.process.pid ?? 0, diedAt: Date.now() }
      const spare = [...members.values()].find((each) => each.built && !each.serving)
      if (spare) serve(spare, vacancy)
      else vacancies.push(vacancy)
      log(
        `El proceso ${vacancy.pid} terminó (${how}); ${spare ? 'lo reemplaza uno en espera' : 'se reemplaza'}.`,
      )
    } else log(`El proceso en espera ${worker.process.pid} terminó (${how}).`)
    setTimeout(fill, pauseMs)
  })

  fill()

  const supervisor: Supervisor = {
    ready,
    stopped,
    stop() {
      if (stopping) return
      stopping = true
      const running = [...members.values()].map((each) => each.worker)
      if (running.length === 0) return markStopped(isReady ? 0 : 1)
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
