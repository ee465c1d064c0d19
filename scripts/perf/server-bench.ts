/**
 * `npm run bench:server`: the production server (server/) on the demo build in public/, with the
 * emulator answering the functions, beside two references in the same run: a bare Gatsby site's
 * page served by the same server (the reference every figure is a ratio to), and the demo build
 * on `gatsby serve`:
 * - autocannon on loopback, 20 and 100 connections, BENCH_SERVER_SECONDS (15) each, in
 *   BENCH_SERVER_RUNS (3) rounds that go through every line once, so that a slow minute of the
 *   machine touches every line alike; the medians. Lines: a live read (cache warm; each request
 *   from another visitor address, as behind a load balancer), a static page, a lead post from one
 *   address refused by the limit after its sixth, the live read on a server writing no log line
 *   (LOG_LEVEL=silent: the cost of the log), and the bare site's page. `gatsby serve` gets
 *   the first round only: it stops answering after its first 100-connection line.
 *   Requests/s, p99 and errors (summed over the rounds); each line over the bare page.
 * - 10 lead posts from one address, each on a connection of its own, so spread over the workers:
 *   how many pass the limit with Redis (a real redis-server) and without.
 * - 1 GB uploaded to /api/summary and to a lead: the time to the refusal and the server's memory.
 * - a worker killed during a 20-connection run of the live read: the failed requests, and the
 *   time until its replacement serves (from the server's own log).
 * Prints the tables and writes test-results/bench-server.json. Run it with nothing else heavy
 * on the machine: the figures are ratios within this run.
 */
import type { ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { startRedis } from '../../__tests__/support/redis'
import { freePort } from '../../server/spawn'
import { ensureEmulator } from '../emulator-process.mjs'
import { buildBareSite } from './bareSite'
import {
  append,
  bin,
  countFromEnv,
  mb,
  median,
  processTable,
  resultsDir,
  root,
  startGroupServer,
  stopGroup,
} from './support'

const SECONDS = Number(process.env.BENCH_SERVER_SECONDS || 15)
const RUNS = countFromEnv('BENCH_SERVER_RUNS', 3)
const CONNECTIONS = [20, 100]
const LIVE_READ = '/api/properties?operacion=1'
const STATIC_PAGE = '/venta/'
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' }

interface Served {
  name: string
  origin: string
  child: ChildProcess
  lines: string[]
}

async function startProduction(
  env: NodeJS.ProcessEnv = {},
  { siteRoot = root, name = 'servidor de producción' } = {},
): Promise<Served> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const lines: string[] = []
  const child = await startGroupServer(
    bin('tsx'),
    ['server/cli.ts', '--root', siteRoot, '--host', '127.0.0.1', '--port', String(port)],
    {
      env: { ...process.env, TRUST_PROXY: 'loopback', ...env },
      // Only the supervisor's lines are read back: every request's line would fill memory.
      onLine: (line) => {
        if (!line.includes('"msg":"pedido"')) lines.push(line)
      },
      ready: `${origin}/`,
    },
  )
  return { name, origin, child, lines }
}

async function startGatsbyServe(): Promise<Served> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const child = await startGroupServer(
    bin('gatsby'),
    ['serve', '--host', '127.0.0.1', '--port', String(port)],
    { ready: `${origin}/` },
  )
  return { name: 'gatsby serve', origin, child, lines: [] }
}

let visitor = 0
/** Another address of 198.18.0.0/15 (set aside for benchmarks) for each request. */
const nextVisitor = () => {
  visitor = (visitor + 1) % 65_536
  return `198.18.${visitor >> 8}.${visitor & 255}`
}

interface Run {
  requestsPerSecond: number
  p99Ms: number
  errors: number
  statuses: Record<string, number>
}

async function cannon(
  origin: string,
  connections: number,
  request: autocannon.Request,
  seconds = SECONDS,
): Promise<Run> {
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: [request],
  })
  const statuses: Record<string, number> = {}
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {}))
    statuses[code] = count ?? 0
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    statuses,
  }
}

const liveRead: autocannon.Request = {
  method: 'GET',
  path: LIVE_READ,
  headers: BROWSER_HEADERS,
  setupRequest: (request) => ({
    ...request,
    headers: { ...request.headers, 'x-forwarded-for': nextVisitor() },
  }),
}
const staticPage: autocannon.Request = {
  method: 'GET',
  path: STATIC_PAGE,
  headers: BROWSER_HEADERS,
}
/** A post as the site's own pages send it, so that it reaches the per-address limit. */
const LEAD_HEADERS = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }

const refusedLead: autocannon.Request = {
  method: 'POST',
  path: '/api/leads/contact',
  headers: { ...LEAD_HEADERS, 'x-forwarded-for': '198.18.255.1' },
  body: '{}',
}

const barePage: autocannon.Request = { method: 'GET', path: '/', headers: BROWSER_HEADERS }

/** Several runs of one line: the medians of requests/s and p99, errors and answers summed. */
function summary(runs: readonly Run[]): Run {
  const statuses: Record<string, number> = {}
  for (const run of runs)
    for (const [code, count] of Object.entries(run.statuses))
      statuses[code] = (statuses[code] ?? 0) + count
  return {
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    statuses,
  }
}

/** One request on a connection of its own; resolves to its status. */
function post(origin: string, address: string, from: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${origin}${address}`,
      {
        method: 'POST',
        agent: false,
        headers: { ...LEAD_HEADERS, 'x-forwarded-for': from },
      },
      (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      },
    )
    request.on('error', reject)
    request.end('{}')
  })
}

/** 10 posts from one new address: how many the limit let through (anything but 429). */
async function leadLimit(origin: string): Promise<number> {
  const from = `198.19.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`
  let passed = 0
  for (let i = 0; i < 10; i++)
    if ((await post(origin, '/api/leads/contact', from)) !== 429) passed++
  return passed
}

/**
 * 1 GB streamed to `address`: ms until the server answered or closed the connection, the status
 * (0 for a connection closed without an answer), and how much the client had sent by then.
 */
function upload(origin: string, address: string) {
  return new Promise<{ ms: number; status: number; sentMb: number }>((resolve) => {
    const started = Date.now()
    let sent = 0
    let done = false
    const finish = (status: number) => {
      if (done) return
      done = true
      resolve({ ms: Date.now() - started, status, sentMb: mb(sent) })
      request.destroy()
    }
    const chunk = Buffer.alloc(1024 * 1024, 'a')
    const request = http.request(
      `${origin}${address}`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': String(1024 ** 3) },
      },
      (response) => {
        response.resume()
        finish(response.statusCode ?? 0)
      },
    )
    // The server may close the connection as it answers: the write fails before the answer
    // is read, or instead of it.
    request.on('error', () => setTimeout(() => finish(0), 100))
    request.setTimeout(10_000, () => finish(0))
    const pump = () => {
      while (!done && sent < 1024 ** 3) {
        sent += chunk.length
        if (!request.write(chunk)) return void request.once('drain', pump)
      }
      if (!done) request.end()
    }
    pump()
  })
}

/** The resident memory of the server's process group. */
function groupRss(pgid: number): number {
  let pages = 0
  for (const { pid, group } of processTable()) {
    if (group !== pgid) continue
    try {
      pages += Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1])
    } catch {
      // Ended meanwhile.
    }
  }
  return pages * 4096
}

/**
 * The serving worker that has worked most: a child of the cluster's primary, itself the child of
 * the tsx process the bench started (a spare waiting to serve has barely used the processor).
 */
function busiestWorker(wrapper: number): number {
  const all = processTable()
  const primary = all.find((entry) => entry.parent === wrapper)?.pid
  const busiest = all
    .filter((entry) => entry.parent === primary)
    .sort((a, b) => b.userTicks - a.userTicks)[0]
  if (!busiest) throw new Error('No se encontró ningún proceso del servidor.')
  return busiest.pid
}

const fmt = (value: number, digits = 0) =>
  value.toLocaleString('es-AR', { maximumFractionDigits: digits, minimumFractionDigits: digits })

/** A line of the throughput table: the server, what it is asked, and the request. */
type Line = [Served, string, autocannon.Request]

const keyOf = (server: Served, connections: number, what: string) =>
  `${server.name} · ${connections} conexiones · ${what}`

/**
 * Every round goes through each line at each count of connections, so that a slow minute of the
 * machine touches every line alike; resolves to each line's summary by key.
 */
async function measureThroughput(
  lines: readonly Line[],
  reference: Served,
): Promise<Record<string, Run>> {
  const samples = new Map<string, Run[]>()
  for (let round = 1; round <= RUNS; round++)
    for (const connections of CONNECTIONS)
      for (const [server, what, request] of lines) {
        // gatsby serve stops answering after its first 100-connection line, for good (its
        // memory passes 2.4 GB): one round of it is all it gives.
        if (server === reference && round > 1) continue
        const key = keyOf(server, connections, what)
        const run = await cannon(server.origin, connections, request)
        append(samples, key, run)
        console.log(`ronda ${round}/${RUNS} · ${key}: ${fmt(run.requestsPerSecond)} pedidos/s`)
      }
  return Object.fromEntries([...samples].map(([key, runs]) => [key, summary(runs)] as const))
}

/** The throughput table, each line over the bare page, and the live read over the static page. */
function printThroughput(
  throughput: Record<string, Run>,
  lines: readonly Line[],
  { production, bare }: { production: Served; bare: Served },
): void {
  console.log(
    `\nRendimiento (autocannon, loopback; medianas de ${RUNS} rondas, gatsby serve una sola):`,
  )
  console.log(
    '| servidor · conexiones · pedido | pedidos/s | ÷ Gatsby vacío | p99 | errores | respuestas |',
  )
  console.log('| --- | --- | --- | --- | --- | --- |')
  for (const connections of CONNECTIONS) {
    const barePerSecond =
      throughput[keyOf(bare, connections, 'página de Gatsby vacío')]!.requestsPerSecond
    for (const [server, what] of lines) {
      const run = throughput[keyOf(server, connections, what)]!
      console.log(
        `| ${keyOf(server, connections, what)} | ${fmt(run.requestsPerSecond)} | ${fmt(run.requestsPerSecond / barePerSecond, 2)} | ${fmt(run.p99Ms)} ms | ${run.errors} | ${Object.entries(
          run.statuses,
        )
          .map(([code, count]) => `${code}: ${count}`)
          .join(', ')} |`,
      )
    }
    const live = throughput[keyOf(production, connections, 'lectura en vivo')]!
    const page = throughput[keyOf(production, connections, 'página estática')]!
    console.log(
      `${connections} conexiones: lectura en vivo ÷ página estática = ${fmt(live.requestsPerSecond / page.requestsPerSecond, 2)}`,
    )
  }
}

/** The live read with a line per request over the same read with no log: ≥ 0.8 is the goal. */
function printLogCost(
  throughput: Record<string, Run>,
  { production, quiet }: { production: Served; quiet: Served },
): Record<string, number> {
  const ratios: Record<string, number> = {}
  for (const connections of CONNECTIONS) {
    const logged = throughput[keyOf(production, connections, 'lectura en vivo')]!
    const silent = throughput[keyOf(quiet, connections, 'lectura en vivo')]!
    ratios[connections] = logged.requestsPerSecond / silent.requestsPerSecond
    console.log(
      `${connections} conexiones: lectura en vivo con registro ÷ sin registro = ${fmt(ratios[connections]!, 2)}`,
    )
  }
  return ratios
}

/** The lead limit across workers, without Redis (`production`) and with (`withRedis`). */
async function measureLeadLimit(production: Served, withRedis: Served) {
  const limit = {
    workers: availableParallelism(),
    withoutRedis: median(await Promise.all([1, 2, 3].map(() => leadLimit(production.origin)))),
    withRedis: median([
      await leadLimit(withRedis.origin),
      await leadLimit(withRedis.origin),
      await leadLimit(withRedis.origin),
    ]),
  }
  console.log(
    `\nLímite de consultas, 10 envíos desde una dirección con ${limit.workers} procesos: ` +
      `${limit.withRedis} pasan con Redis, ${limit.withoutRedis} sin Redis (máximo ${6 * limit.workers}).`,
  )
  return limit
}

/** 1 GB to each address that takes a body: the answer, and how the server's memory grew. */
async function measureUploads(production: Served): Promise<Record<string, unknown>> {
  const uploads: Record<string, unknown> = {}
  for (const address of ['/api/summary', '/api/leads/contact', '/api/leads/application']) {
    const before = groupRss(production.child.pid!)
    const answer = await upload(production.origin, address)
    await new Promise((resolve) => setTimeout(resolve, 500))
    const grewMb = mb(groupRss(production.child.pid!) - before)
    uploads[address] = { ...answer, memoryGrowthMb: grewMb }
    console.log(
      `1 GB a ${address}: ${answer.status} en ${answer.ms} ms, ${fmt(answer.sentMb)} MB enviados, memoria del servidor ${grewMb >= 0 ? '+' : '−'}${fmt(Math.abs(grewMb), 1)} MB`,
    )
  }
  return uploads
}

/**
 * The busiest worker killed 3 s into a 10 s, 20-connection run of the live read: the run, and
 * when the server's log says its replacement served.
 */
async function measureWorkerKilled(production: Served) {
  const linesBefore = production.lines.length
  const running = cannon(production.origin, 20, liveRead, 10)
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  process.kill(busiestWorker(production.child.pid!), 'SIGKILL')
  const run = await running
  const replaced = production.lines
    .slice(linesBefore)
    .map((line) => /en servicio (\d+) ms después/.exec(line)?.[1])
    .find(Boolean)
  console.log(
    `Un proceso detenido (SIGKILL) con 20 conexiones: ${run.errors} pedidos fallidos de ${fmt(run.requestsPerSecond * 10)}; ` +
      `reemplazo en servicio a los ${replaced ?? '?'} ms.`,
  )
  return { ...run, replacementMs: replaced ? Number(replaced) : null }
}

async function main(): Promise<number> {
  if (!existsSync(path.join(root, 'public/index.html')))
    throw new Error('No hay un sitio construido en public/: ejecutá `npm run build` primero.')
  const stopEmulator = await ensureEmulator()
  const servers: Served[] = []
  const redis = await startRedis()
  const scratch = mkdtempSync(path.join(tmpdir(), 'bench-servidor-'))
  const report: Record<string, unknown> = {
    date: new Date().toISOString(),
    cores: availableParallelism(),
    seconds: SECONDS,
    runs: RUNS,
  }
  try {
    const production = await startProduction()
    // The same server writing no log line: what one line per request costs (issue 46).
    const quiet = await startProduction({ LOG_LEVEL: 'silent' }, { name: 'sin registro' })
    const bareDir = path.join(scratch, 'vacio')
    await buildBareSite(bareDir)
    const bare = await startProduction({}, { siteRoot: bareDir, name: 'Gatsby vacío' })
    const reference = await startGatsbyServe()
    servers.push(production, quiet, bare, reference)

    const lines: Line[] = [
      ...[production, reference].flatMap((server): Line[] => [
        [server, 'lectura en vivo', liveRead],
        [server, 'página estática', staticPage],
        [server, 'consulta rechazada por el límite', refusedLead],
      ]),
      [quiet, 'lectura en vivo', liveRead],
      [bare, 'página de Gatsby vacío', barePage],
    ]
    for (const server of [production, quiet, reference]) await fetch(`${server.origin}${LIVE_READ}`)
    const throughput = await measureThroughput(lines, reference)
    report.throughput = throughput
    printThroughput(throughput, lines, { production, bare })
    report.logCost = printLogCost(throughput, { production, quiet })

    const withRedis = await startProduction({ REDIS_URL: redis.url })
    servers.push(withRedis)
    report.leadLimit = await measureLeadLimit(production, withRedis)
    report.uploads = await measureUploads(production)
    report.workerKilled = await measureWorkerKilled(production)
  } finally {
    for (const server of servers) await stopGroup(server.child)
    await redis.stop()
    await stopEmulator()
    rmSync(scratch, { recursive: true, force: true })
  }
  mkdirSync(resultsDir, { recursive: true })
  writeFileSync(path.join(resultsDir, 'bench-server.json'), `${JSON.stringify(report, null, 2)}\n`)
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
