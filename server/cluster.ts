/**
 * The supervisor: `workers` processes of the server share its port (node:cluster), and `spares`
 * more wait ready beside them. A worker that dies is replaced by a spare, which has its functions
 * loaded and only has to start listening (a new process takes seconds: it parses the site's
 * compiled functions), and a new spare is started; with no spare ready, a new worker serves as
 * soon as it is. Processes that keep dying right after starting are started again after a
 * growing pause (a broken release must not spin a core); a first start that fails stops the
 * server. On SIGTERM or SIGINT every worker stops taking connections and finishes the requests
 * in flight; one still busy after the grace period is killed.
 *
 * The protocol: a worker sends READY once its app is built, listens when told SERVE, and closes
 * when told SHUTDOWN. The primary also keeps the claims that deliver a lead once for every worker
 * (src/server/clusterClaims.ts), in its memory: the one state its workers share without Redis.
 */
import cluster, { type Worker } from 'node:cluster'
import { createMemoryClaims } from '../src/server/claims'
import { claimHandlers } from '../src/server/clusterClaims'
import {
  answerPrimaryRequest,
  PRIMARY_ANSWERS_ENV,
  type PrimaryHandlers,
} from '../src/server/primaryRequests'

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

/** A worker that died, waiting for another to serve in its place. */
interface Vacancy {
  pid: number
  diedAt: number
}

interface Member {
  worker: Worker
  startedAt: number
  built: boolean
  serving: boolean
  /** The worker it stands in for, when it was told to serve in place of one that died. */
  replacing?: Vacancy
}

/** The supervisor's processes: every one running, the ones listening, the places left empty. */
interface Pool {
  members: Map<number, Member>
  listening: Set<number>
  /** Workers that died and wait for someone to serve in their place. */
  vacancies: Vacancy[]
}

function serve(member: Member, replacing?: Vacancy): void {
  member.serving = true
  member.replacing = replacing
  member.worker.send(SERVE_MESSAGE)
}

/** A process whose app is built serves where a worker died, else where one is missing. */
function placeBuilt(pool: Pool, member: Member, workers: number): void {
  member.built = true
  const vacancy = pool.vacancies.shift()
  if (vacancy) serve(member, vacancy)
  else if ([...pool.members.values()].filter((each) => each.serving).length < workers) serve(member)
}

/**
 * A serving worker that died leaves a vacancy: a spare fills it at once, or else the next process
 * built does. A spare that died leaves none.
 */
function replaceDead(
  pool: Pool,
  dead: { worker: Worker; member: Member | undefined; how: string },
  log: (line: string) => void,
): void {
  const { worker, member, how } = dead
  if (member?.serving) {
    const vacancy = { pid: worker.process.pid ?? 0, diedAt: Date.now() }
    const spare = [...pool.members.values()].find((each) => each.built && !each.serving)
    if (spare) serve(spare, vacancy)
    else pool.vacancies.push(vacancy)
    log(
      `El proceso ${vacancy.pid} terminó (${how}); ${spare ? 'lo reemplaza uno en espera' : 'se reemplaza'}.`,
    )
  } else log(`El proceso en espera ${worker.process.pid} terminó (${how}).`)
}

/** The pause before starting processes again: growing while they die right after starting. */
const nextPauseMs = (pauseMs: number, livedMs: number) =>
  livedMs < EARLY_DEATH_MS ? Math.min(Math.max(pauseMs * 2, 500), MAX_PAUSE_MS) : 0

/** Asks a worker to finish its requests and exit; one still running after the grace is killed. */
function shutDown(worker: Worker, log: (line: string) => void): void {
  if (worker.isConnected()) worker.send(SHUTDOWN_MESSAGE)
  setTimeout(() => {
    if (!worker.isDead()) {
      log(`El proceso ${worker.process.pid} no terminó a tiempo: se lo detiene.`)
      worker.process.kill('SIGKILL')
    }
  }, GRACE_MS).unref()
}

/** A promise with the functions that settle it at hand, for events to settle later. */
function settleable<T>() {
  let resolve: (value: T) => void = () => undefined
  let reject: (error: Error) => void = () => undefined
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle
    reject = fail
  })
  return { promise, resolve, reject }
}

/** A worker's request answered (claims, metrics); any other message is not the primary's. */
function answerWorker(worker: Worker, handlers: PrimaryHandlers, message: unknown): void {
  void answerPrimaryRequest(handlers, message).then((answer) => {
    // A worker gone meanwhile gets nothing; its channel's error is not the primary's.
    if (answer && worker.isConnected()) worker.send(answer, undefined, undefined, () => {})
  })
}

export function supervise({
  workers,
  spares = 1,
  log,
  answers = {},
}: {
  workers: number
  spares?: number
  log: (line: string) => void
  /** What else the primary answers its workers (server/telemetry.ts: the cluster's metrics). */
  answers?: PrimaryHandlers
}): Supervisor {
  const pool: Pool = { members: new Map(), listening: new Set(), vacancies: [] }
  const { members, listening } = pool
  const ready = settleable<void>()
  const stopped = settleable<number>()
  let stopping = false
  let pauseMs = 0
  let isReady = false
  const handlers: PrimaryHandlers = { ...claimHandlers(createMemoryClaims()), ...answers }

  /** Starts processes until there are enough to serve and to stand by. */
  const fill = () => {
    if (stopping) return
    const missing = workers + spares - members.size
    for (let i = 0; i < missing; i++) start()
  }

  const start = () => {
    const worker = cluster.fork({ [PRIMARY_ANSWERS_ENV]: '1' })
    const member: Member = { worker, startedAt: Date.now(), built: false, serving: false }
    members.set(worker.id, member)
    worker.on('message', (message) => {
      if (message === READY_MESSAGE) {
        if (!stopping) placeBuilt(pool, member, workers)
        return
      }
      answerWorker(worker, handlers, message)
    })
    worker.once('listening', () => {
      listening.add(worker.id)
      if (!isReady && listening.size === workers) {
        isReady = true
        ready.resolve()
      }
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
      if (members.size === 0) stopped.resolve(isReady ? 0 : 1)
      return
    }
    const how = signal ?? `código ${code}`
    // A process that cannot start at all (a broken build, a port in use) will not start again.
    if (!isReady) {
      ready.reject(new Error(`el proceso ${worker.process.pid} terminó al arrancar (${how})`))
      supervisor.stop()
      return
    }
    pauseMs = nextPauseMs(pauseMs, Date.now() - (member?.startedAt ?? 0))
    replaceDead(pool, { worker, member, how }, log)
    setTimeout(fill, pauseMs)
  })

  fill()

  const supervisor: Supervisor = {
    ready: ready.promise,
    stopped: stopped.promise,
    stop() {
      if (stopping) return
      stopping = true
      const running = [...members.values()].map((each) => each.worker)
      if (running.length === 0) return stopped.resolve(isReady ? 0 : 1)
      for (const worker of running) shutDown(worker, log)
    },
  }
  return supervisor
}
