/**
 * What the hostile suite runs against: the demo emulator in this process (its log counts every
 * call upstream), the production server of a built site as a child process group with one
 * worker whose memory is read from /proc, and the publisher's HTTP routes in this process with a
 * real publisher whose builds are counted and never run, in front of that server through the
 * publisher's own proxy. Plus the form tokens the requests
 * carry, and the loop that sends the requests one at a time and judges each answer.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { networkInterfaces, tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { startEmulator, type RunningEmulator } from '../../../emulator/server'
import { createPublisherServer, publisherHandler } from '../../../publisher/httpServer'
import { createPublisher, type Publisher } from '../../../publisher/publisher'
import { releaseProxy } from '../../../publisher/site'
import { freePort, startServer, stopGroup, type SiteServer } from '../../../server/spawn'
import { MIN_FILL_MS, type LeadKind } from '../../../src/domain/leads/leadRequests'
import type { Catalogue } from './leads'
import {
  HOSTILE_STAFF_TOKEN,
  judge,
  type BuildContext,
  type HostileRequest,
  type Result,
} from './model'
import { sendRaw, type RawAnswer, type RawRequest } from './rawHttp'

export interface Harness {
  site: SiteServer
  emulator: RunningEmulator
  /** The emulator's log: one line per call the site made upstream. */
  upstream: string[]
  catalogue: Catalogue
  /** The server's one worker (a child of its primary). */
  workerPid: number
  primaryPid: number
  publisher: {
    port: number
    /** Its port on the machine's network address, reached from a peer it does not trust. */
    outside: { host: string; port: number }
    builds: () => number
    idle: () => Promise<void>
  }
  tokens: TokenSource
  webhookSecret: string
  /** Leads the emulator took (GET /__submissions). */
  submissions(): Promise<number>
  /** WhatsApp presses the site kept (the lines of its DATA_DIR: the suite runs without Redis). */
  presses(): number
  close(): Promise<void>
}

const HOST = '127.0.0.1'
const GC_ON_SIGNAL = pathToFileURL(path.join(__dirname, 'gcOnSignal.mjs')).href

/** A token's time of issue, from its layout `…<base 36 ms>.<random>.<signature>`. */
function issueTimeAt(parts: readonly string[], near: number): number {
  return parts.findIndex((part, i) => {
    if (i === parts.length - 1 || !/^[0-9a-z]{6,12}$/.test(part)) return false
    return Math.abs(parseInt(part, 36) - near) < 5 * 60_000
  })
}

export interface TokenSource {
  /**
   * Fetches ahead the pooled and shared tokens a round needs, and waits once until they may
   * be used.
   */
  prefetch(
    uses: ReadonlyMap<LeadKind, number>,
    shared: ReadonlyMap<string, LeadKind>,
  ): Promise<void>
  context(): Pick<BuildContext, 'token' | 'freshToken' | 'sharedToken' | 'forgedToken'>
  /** Forgets the shared tokens (a new round spends new ones). */
  reset(): void
}

/**
 * Form tokens as the site's forms get them (`GET /api/lead-token?form=<kind>`), each from an
 * address of its own: a pool used at most 5 times each (the most one token may post), tokens
 * shared by a sequence, tokens just issued, and real tokens re-signed with the server's secret.
 */
function tokenSource(port: number, secret: string, nextAddress: () => string): TokenSource {
  interface Held {
    token: string
    issuedAt: number
    uses: number
  }
  const pool = new Map<LeadKind, Held[]>()
  let shared = new Map<string, Promise<Held>>()

  async function fetchToken(kind: LeadKind): Promise<Held> {
    const answer = await sendRaw(HOST, port, {
      method: 'GET',
      target: `/api/lead-token?form=${kind}`,
      headers: [
        ['Host', `${HOST}:${port}`],
        ['X-Forwarded-For', nextAddress()],
        ['Sec-Fetch-Site', 'same-origin'],
      ],
    })
    const issuedAt = Date.now()
    const token = (JSON.parse(answer.body.toString() || '{}') as { token?: unknown }).token
    if (answer.outcome !== 200 || typeof token !== 'string')
      throw new Error(`GET /api/lead-token?form=${kind} answered ${answer.outcome}: no token`)
    return { token, issuedAt, uses: 0 }
  }

  const aged = async (held: Held) => {
    const wait = held.issuedAt + MIN_FILL_MS + 250 - Date.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    return held
  }

  return {
    async prefetch(uses, wanted) {
      let last = 0
      for (const [kind, count] of uses) {
        const held = pool.get(kind) ?? []
        pool.set(kind, held)
        const spare = held.reduce((sum, each) => sum + 5 - each.uses, 0)
        for (let i = 0; i < Math.ceil((count - spare) / 5); i++) {
          const token = await fetchToken(kind)
          held.push(token)
          last = token.issuedAt
        }
      }
      for (const [key, kind] of wanted) {
        const token = await fetchToken(kind)
        shared.set(key, Promise.resolve(token))
        last = token.issuedAt
      }
      await aged({ token: '', issuedAt: last, uses: 0 })
    },
    reset() {
      shared = new Map()
    },
    context: () => ({
      async token(kind) {
        const held = pool.get(kind) ?? []
        pool.set(kind, held)
        let usable = held.find((each) => each.uses < 5)
        if (!usable) {
          usable = await fetchToken(kind)
          held.push(usable)
        }
        usable.uses++
        return (await aged(usable)).token
      },
      async freshToken(kind) {
        return (await fetchToken(kind)).token
      },
      async sharedToken(key, kind) {
        if (!shared.has(key)) shared.set(key, fetchToken(kind))
        return (await aged(await shared.get(key)!)).token
      },
      async forgedToken(kind, ageMs) {
        const { token, issuedAt } = await fetchToken(kind)
        const parts = token.split('.')
        const at = issueTimeAt(parts, issuedAt)
        if (at < 0) return null
        parts[at] = (issuedAt - ageMs).toString(36)
        const payload = parts.slice(0, -1).join('.')
        return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`
      },
    }),
  }
}

/** Reads the demo agency through the site, as a visitor's pages do. */
async function readCatalogue(
  port: number,
  emulator: RunningEmulator,
  nextAddress: () => string,
): Promise<Catalogue> {
  const read = async <T>(target: string): Promise<T> => {
    const answer = await sendRaw(HOST, port, {
      method: 'GET',
      target,
      headers: [
        ['Host', `${HOST}:${port}`],
        ['X-Forwarded-For', nextAddress()],
      ],
    })
    if (answer.outcome !== 200) throw new Error(`GET ${target} answered ${answer.outcome}`)
    return JSON.parse(answer.body.toString()) as T
  }
  const listing = await read<{ items: { id: number }[] }>('/api/properties?operacion=1')
  const developments = await read<{ id: number }[]>('/api/developments')
  const development = developments[0]
  if (!development) throw new Error('the demo agency has no development')
  const units = await read<{ id: number }[]>(`/api/developments/${development.id}/units`)
  const news = await read<{ id: number }[]>('/api/news')
  const positions = emulator.emulator.context.data.settings.modules?.sumate?.positions ?? []
  return {
    origin: `http://${HOST}:${port}`,
    propertyIds: listing.items.slice(0, 2).map((item) => item.id),
    developmentId: development.id,
    unitId: units[0]?.id ?? null,
    newsId: news[0]?.id ?? 1,
    positions: positions.filter((position): position is string => typeof position === 'string'),
  }
}

/** The pids of this machine's processes whose environment holds `marker`. */
function processesMarked(marker: string): { pid: number; ppid: number; worker: boolean }[] {
  const found: { pid: number; ppid: number; worker: boolean }[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const environ = readFileSync(`/proc/${entry}/environ`, 'latin1').split('\0')
      if (!environ.includes(marker)) continue
      const status = readFileSync(`/proc/${entry}/status`, 'utf8')
      found.push({
        pid: Number(entry),
        ppid: Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]),
        worker: environ.some((line) => line.startsWith('NODE_UNIQUE_ID=')),
      })
    } catch {
      // Gone, or not ours to read.
    }
  }
  return found
}

/** Asks a server process for a full garbage collection (support/gcOnSignal.mjs). */
export function collectGarbage(pid: number): void {
  process.kill(pid, 'SIGUSR2')
}

/** The resident memory of a process, in bytes (VmRSS of /proc/<pid>/status). */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]
  if (!kb) throw new Error(`no VmRSS for process ${pid}`)
  return Number(kb) * 1024
}

/** The machine's own address on a network interface: a peer that is not loopback. */
function outsideAddress(): string {
  const found = Object.values(networkInterfaces())
    .flat()
    .find((each) => each && !each.internal && each.family === 'IPv4')
  if (!found)
    throw new Error(
      'this machine has no IPv4 address besides loopback: the requests straight to the ' +
        "publisher's port need one to come from a peer it does not trust",
    )
  return found.address
}

const listen = (server: Server, host: string) =>
  new Promise<{ host: string; port: number }>((resolve) =>
    server.listen(0, host, () => resolve({ host, port: (server.address() as AddressInfo).port })),
  )

/**
 * The publisher's routes with a real publisher whose builds are counted and never run, in front
 * of the site's server through the publisher's own proxy (as it serves a release), on loopback
 * and on the machine's network address: a request to that one comes from a peer the publisher
 * does not trust, as one from another machine straight to its port.
 */
async function startPublisherRoutes(
  sitePort: number,
  webhookSecret: string,
): Promise<Harness['publisher'] & { close(): Promise<void> }> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'hostil-publicador-'))
  let builds = 0
  const publisher: Publisher = createPublisher(
    {
      root: scratch,
      publishDir: path.join(scratch, '.publish'),
      host: HOST,
      port: 0,
      pollMinutes: 0,
      webhookSecret,
      keepReleases: 2,
      statusToken: '',
      maxConnections: 512,
    },
    {
      // Counts the builds asked for; none is run.
      async runScript(script) {
        if (script === 'build') builds++
        return {
          code: 1,
          signal: null,
          output: ['(prueba: no se construye)'],
          seconds: 0,
          leftovers: 0,
        }
      },
      async serveRelease() {
        throw new Error('nothing is published in this suite')
      },
      log: () => undefined,
    },
  )
  // As docs/deployment.md has it behind Cloudflare, and nothing but loopback trusted.
  const proxyEnv = { TRUST_PROXY: '', CLIENT_IP_HEADER: 'cf-connecting-ip' }
  const handler = publisherHandler(publisher, {
    handle: releaseProxy({ host: HOST, port: sitePort }, () => undefined, proxyEnv),
  })
  const servers = [createPublisherServer(handler), createPublisherServer(handler)]
  const [local, outside] = [
    await listen(servers[0]!, HOST),
    await listen(servers[1]!, outsideAddress()),
  ]
  return {
    port: local.port,
    outside: outside!,
    builds: () => builds,
    idle: () => publisher.idle(),
    async close() {
      await publisher.idle()
      await publisher.stop()
      for (const server of servers) {
        server.closeAllConnections()
        await new Promise<void>((resolve) => server.close(() => resolve()))
      }
      rmSync(scratch, { recursive: true, force: true })
    },
  }
}

export async function startHarness(root: string): Promise<Harness> {
  if (!existsSync(path.join(root, 'public', 'index.html')))
    throw new Error(
      `no built site in ${root}/public: run \`npm run build\` there, or name a built checkout in HOSTILE_ROOT`,
    )
  const upstream: string[] = []
  const cleanups: (() => Promise<void>)[] = []
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined)
  }
  try {
    const emulator = await startEmulator({ port: 0, log: (line) => upstream.push(line) })
    cleanups.push(() => emulator.close())

    const dataDir = mkdtempSync(path.join(tmpdir(), 'hostil-datos-'))
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }))

    const tokenSecret = randomBytes(36).toString('base64url')
    const marker = `HOSTILE_SUITE_RUN=${randomUUID()}`
    const port = await freePort(HOST)
    const site = await startServer({
      siteRoot: root,
      host: HOST,
      port,
      childOutput: process.env.HOSTILE_SERVER_OUTPUT ? 'inherit' : 'ignore',
      env: {
        ...process.env,
        // One worker, and no spare: the process whose memory is read serves every request.
        WEB_CONCURRENCY: '1',
        // A full collection on SIGUSR2 (support/gcOnSignal.mjs), before its memory is read.
        NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import ${GC_ON_SIGNAL}`]
          .filter(Boolean)
          .join(' '),
        WEB_SPARES: '0',
        // Each request names its visitor in X-Forwarded-For, as a CDN in front would.
        TRUST_PROXY: 'loopback',
        // As docs/deployment.md has it behind Cloudflare: a visitor who writes his own must not
        // get a limit of his own (the address-walk category).
        CLIENT_IP_HEADER: 'cf-connecting-ip',
        REDIS_URL: '',
        READ_LIMIT_PER_MINUTE: '',
        GATSBY_API_PROXY: emulator.url,
        GATSBY_BROKER_API: emulator.url,
        GATSBY_BACKEND_API: emulator.url,
        TOKKO_KEY: '',
        GATSBY_CLIENT_ID: '',
        LEAD_TOKEN_SECRET: tokenSecret,
        DATA_DIR: dataDir,
        STAFF_TOKEN: HOSTILE_STAFF_TOKEN,
        SITE_URL: `http://${HOST}:${port}`,
        [marker.split('=')[0]!]: marker.split('=')[1],
      },
    })
    const onExit = () => site.endGroup('SIGKILL')
    process.on('exit', onExit)
    cleanups.push(async () => {
      await stopGroup(site.endGroup, site.exited)
      process.off('exit', onExit)
    })

    const marked = processesMarked(marker)
    const workers = marked.filter((each) => each.worker)
    if (workers.length !== 1)
      throw new Error(
        `expected one worker process, found ${workers.length} (${JSON.stringify(marked)})`,
      )
    const worker = workers[0]!
    const primary = marked.find((each) => each.pid === worker.ppid)
    if (!primary) throw new Error(`the worker ${worker.pid} is not a child of the server's primary`)

    const webhookSecret = randomBytes(24).toString('hex')
    const publisher = await startPublisherRoutes(port, webhookSecret)
    cleanups.push(publisher.close)

    let setupAddresses = 0
    // Each its own /64: the limits count an IPv6 visitor by his /64.
    const setupAddress = () => `2001:db8:ffff:${(++setupAddresses).toString(16)}::1`
    const catalogue = await readCatalogue(port, emulator, setupAddress)
    const harness: Harness = {
      site,
      emulator,
      upstream,
      catalogue,
      workerPid: worker.pid,
      primaryPid: primary.pid,
      publisher,
      tokens: tokenSource(port, tokenSecret, setupAddress),
      webhookSecret,
      async submissions() {
        const response = await fetch(`${emulator.url}/__submissions`)
        return ((await response.json()) as unknown[]).length
      },
      presses: () =>
        readdirSync(dataDir)
          .map((name) => readFileSync(path.join(dataDir, name), 'utf8'))
          .join('')
          .split('\n')
          .filter(Boolean).length,
      close,
    }
    return harness
  } catch (error) {
    await close()
    throw error
  }
}

function destinationOf(harness: Harness, request: HostileRequest) {
  if (request.to === 'site') return { host: HOST, port: harness.site.port }
  return request.from === 'outside'
    ? harness.publisher.outside
    : { host: HOST, port: harness.publisher.port }
}

/** Waits until the event loop has run what the answer set going (the emulator's log lines). */
const settleLoop = () => new Promise((resolve) => setImmediate(resolve))

/**
 * Sends `requests` one at a time, each from its own visitor address unless it names one, and
 * judges each answer with the calls the emulator logged while it was served.
 */
export async function runRound(
  harness: Harness,
  requests: readonly HostileRequest[],
  round: number,
  onProgress?: (done: number) => void,
): Promise<Result[]> {
  const uses = new Map<LeadKind, number>()
  const shared = new Map<string, LeadKind>()
  for (const request of requests) {
    if (request.pool) uses.set(request.pool, (uses.get(request.pool) ?? 0) + 1)
    if (request.shared) shared.set(request.shared.key, request.shared.kind)
  }
  harness.tokens.reset()
  await harness.tokens.prefetch(uses, shared)

  const memory = new Map<string, unknown>()
  const results: Result[] = []
  let count = 0
  for (const request of requests) {
    count++
    const to = destinationOf(harness, request)
    const host = `${to.host}:${to.port}`
    const address =
      request.address === undefined
        ? `2001:db8:${round}a:${count.toString(16)}::1`
        : (request.address ?? '')
    const context: BuildContext = {
      host,
      address,
      catalogue: harness.catalogue,
      ...harness.tokens.context(),
      webhookSecret: harness.webhookSecret,
      memory,
    }
    const built: RawRequest = await request.build(context)
    const raw: RawRequest = built.rawHead
      ? built
      : {
          ...built,
          headers: [
            ['Host', host],
            ...(request.address === null ? [] : ([['X-Forwarded-For', address]] as const)),
            ...built.headers,
          ],
        }
    await settleLoop()
    const before = harness.upstream.length
    const answer: RawAnswer = await sendRaw(to.host, to.port, raw)
    await settleLoop()
    const upstream = harness.upstream.slice(before)
    const { code, deliveries, refusedCalls, problems } = judge(request, answer, upstream)
    results.push({
      round,
      category: request.category,
      endpoint: request.endpoint,
      variant: request.variant,
      control: request.control ?? false,
      outcome: answer.outcome,
      code,
      upstream,
      deliveries,
      refusedCalls,
      ms: answer.ms,
      problems,
    })
    if (count % 250 === 0) onProgress?.(count)
  }
  return results
}
