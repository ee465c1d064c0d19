/**
 * What the performance commands share: paths, the budgets, settings read from the environment,
 * starting and serving builds, memory sampling, and the tables and checks they print.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { startServer, stopGroup as stopServer } from '../../server/spawn'
import { runInGroup, startInGroup } from '../process-group.mjs'

export const root = path.resolve(__dirname, '../..')
export const bin = (name: string) => path.join(root, 'node_modules/.bin', name)
export const resultsDir = path.join(root, 'test-results')

export type LighthouseCategory = 'performance' | 'accessibility' | 'best-practices' | 'seo'

export interface Budgets {
  lighthouse: Record<LighthouseCategory, number>
  /** A page held to a lower minimum in one category, with the reason. */
  lighthouseExceptions: {
    page: string
    category: LighthouseCategory
    minimum: number
    why: string
  }[]
  /** Lighthouse beside a bare Gatsby page measured in the same session. */
  beside: {
    barePerformanceAtLeast: number
    maxMainThreadRatio: number
    maxTbtMs: number
    maxCls: number
  }
  /** What a page's HTML holds before any script runs (scripts/perf/firstPaint.ts). */
  firstPaint: { maxInlineCssKb: number; minCssUsedShare: number; maxElements: number }
  weight: { pageJsGzipKb: number; propertyHtmlGzipKb: number }
  build: {
    maxRatioAtLargest: number
    maxPeakMemoryMb: number
    maxPhotoCostShare: number
    /** The site's cold build at BENCH_SCALE_PROPERTIES (20,000): `npm run bench:scale`. */
    scaleMaxSeconds: number
    scaleMaxPeakMemoryMb: number
  }
}

/** The checked-in budgets (performance-budget.json), the one place their figures live. */
export function readBudgets(): Budgets {
  return JSON.parse(readFileSync(path.join(root, 'performance-budget.json'), 'utf8')) as Budgets
}

/** A count from the environment (BENCH_RUNS and the like), `fallback` when unset, at least 1. */
export const countFromEnv = (name: string, fallback: number) =>
  Math.max(1, Number(process.env[name] || fallback))

/** Adds `value` to the list kept under `key`: the runs of one line of a table. */
export function append<K, V>(lists: Map<K, V[]>, key: K, value: V): void {
  lists.set(key, [...(lists.get(key) ?? []), value])
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length === 0) return Number.NaN
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

/** Resolves once the URL answers below 500, or throws after the timeout. */
async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
      if (response.status < 500) return
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} no respondió en ${timeoutMs / 1000} s`)
}

export interface GroupServerOptions {
  cwd?: string
  env?: NodeJS.ProcessEnv
  /**
   * Gets each line the server writes to stdout, its stderr going to ours; without it, all its
   * output is dropped.
   */
  onLine?: (line: string) => void
  /** An address that answers once the server is up. */
  ready: string
  timeoutMs?: number
}

/**
 * Starts a server as the leader of a process group of its own (for stopGroup), in the checkout
 * unless `cwd` says otherwise; resolves to the child once `ready` answers.
 */
export async function startGroupServer(
  command: string,
  args: readonly string[],
  { cwd = root, env, onLine, ready, timeoutMs }: GroupServerOptions,
): Promise<ChildProcess> {
  const child = spawn(command, args, {
    cwd,
    env,
    stdio: onLine ? ['ignore', 'pipe', 'inherit'] : 'ignore',
    detached: true,
  })
  if (onLine) createInterface({ input: child.stdout! }).on('line', onLine)
  await waitForUrl(ready, timeoutMs)
  return child
}

/** Stops a child started in its own process group, with everything it started. */
export function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return resolve()
    child.once('exit', () => resolve())
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      resolve()
    }
  })
}

/**
 * The build in `cwd` on its production server (server/), functions answering, on
 * 127.0.0.1:`port`; resolves to its origin and a stop.
 */
export async function serveBuild(port: number, cwd = root) {
  const server = await startServer({ siteRoot: cwd, port, childOutput: 'ignore' })
  return { origin: server.url, stop: () => stopServer(server.endGroup, server.exited) }
}

/** A built page's context, as the site reads it from its page data. */
export async function pageContext(origin: string, sitePath: string) {
  const trimmed = sitePath.replace(/^\/+|\/+$/g, '')
  const response = await fetch(`${origin}/page-data/${trimmed || 'index'}/page-data.json`)
  if (!response.ok) throw new Error(`Sin datos de página para ${sitePath} (${response.status}).`)
  const data = (await response.json()) as { result: { pageContext: Record<string, unknown> } }
  return data.result.pageContext
}

/** The path of the first entry a built listing page lists under `key` (cards, developments…). */
export async function firstListed(origin: string, listing: string, key: string): Promise<string> {
  const entries = (await pageContext(origin, listing))[key] as { path?: string }[] | undefined
  const first = entries?.[0]?.path
  if (!first) throw new Error(`${listing} no lista nada en "${key}".`)
  return first
}

export interface ProcessEntry {
  pid: number
  parent: number
  group: number
  /** Processor time in user mode, in clock ticks. */
  userTicks: number
}

/** Every process of the machine, from /proc. */
export function processTable(): ProcessEntry[] {
  const found: ProcessEntry[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // The command name may hold spaces and parentheses: fields start after its last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      found.push({
        pid: Number(entry),
        parent: Number(fields[1]),
        group: Number(fields[2]),
        userTicks: Number(fields[11]),
      })
    } catch {
      // The process ended while listing.
    }
  }
  return found
}

/** The resident memory of a process and all its descendants, in bytes, read from /proc. */
function treeRss(rootPid: number): number {
  const parents = new Map(processTable().map((entry) => [entry.pid, entry.parent]))
  const tree = new Set([rootPid])
  let grew = true
  while (grew) {
    grew = false
    for (const [pid, parent] of parents) {
      if (!tree.has(pid) && tree.has(parent)) {
        tree.add(pid)
        grew = true
      }
    }
  }
  let pages = 0
  for (const pid of tree) {
    try {
      pages += Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1])
    } catch {
      // Ended.
    }
  }
  return pages * 4096
}

/**
 * Samples the memory of a process tree (Gatsby's workers included) until stopped; resolves to
 * the peak seen. Sampling every 250 ms can miss a spike shorter than that.
 */
export function sampleTreeMemory(pid: number) {
  let peak = 0
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(pid))
  }, 250)
  return {
    stop(): number {
      clearInterval(timer)
      return peak
    },
  }
}

export const mb = (bytes: number) => bytes / 1024 / 1024
export const kb = (bytes: number) => bytes / 1024

export interface Measure {
  seconds: number
  peakBytes: number
}

export interface MeasuredRun extends Measure {
  code: number | null
  /** The last 4,000 characters the command wrote, stdout and stderr together. */
  output: string
}

/** What every command a benchmark runs is told: no prompts (CI) and no telemetry. */
const QUIET = { CI: 'true', GATSBY_TELEMETRY_DISABLED: '1' }

/**
 * Runs a command in a process group of its own, timed until it exits, with the peak memory of
 * its process tree. Resolves once nothing of the group is left: a worker that outlived it would
 * run on into the next measure (and on a failure or Ctrl-C, outlive the benchmark).
 */
export async function measureRun(
  command: string,
  args: readonly string[],
  { cwd, env = {} }: { cwd: string; env?: Record<string, string> },
): Promise<MeasuredRun> {
  const started = performance.now()
  const run = startInGroup(command, args, {
    cwd,
    env: { ...process.env, ...QUIET, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // No pid: it did not start, and `exited` carries the error.
  if (!run.child.pid) throw (await run.exited).error ?? new Error(`${command} no arrancó`)
  const memory = sampleTreeMemory(run.child.pid)
  let output = ''
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000))
  run.child.stdout!.on('data', keep)
  run.child.stderr!.on('data', keep)
  // 'close' comes after 'exit' (or a failed spawn's 'error'), once all the output is read.
  const closed = new Promise((resolve) => run.child.once('close', resolve))
  let seconds = Number.NaN
  let peakBytes = 0
  run.child.once('exit', () => {
    seconds = (performance.now() - started) / 1000
    peakBytes = memory.stop()
  })
  const [{ code, error }] = await Promise.all([run.exited, closed])
  memory.stop()
  if (error) throw error
  return { seconds, peakBytes, code, output }
}

/**
 * `gatsby build` in `dir`, timed, with the peak memory of its process tree; cold (.cache and
 * public/ removed first) unless `cold` is false, a rebuild on what the last build kept.
 */
export async function build(
  dir: string,
  env: Record<string, string> = {},
  { cold = true } = {},
): Promise<Measure> {
  if (cold) {
    rmSync(path.join(dir, '.cache'), { recursive: true, force: true })
    rmSync(path.join(dir, 'public'), { recursive: true, force: true })
  }
  const run = await measureRun(bin('gatsby'), ['build'], { cwd: dir, env })
  if (run.code !== 0) throw new Error(`gatsby build falló en ${dir}:\n${run.output}`)
  return { seconds: run.seconds, peakBytes: run.peakBytes }
}

/** `gatsby build` in `dir`, its output dropped, in a process group that leaves nothing running. */
export function buildInGroup(dir: string) {
  return runInGroup(bin('gatsby'), ['build'], {
    cwd: dir,
    env: { ...process.env, ...QUIET },
    stdio: 'ignore',
  })
}

/**
 * The environment of a build of the site copy that reads the emulator at `origin` as its broker,
 * with a build state of its own in `stateDir`.
 */
export const siteBuildEnv = (origin: string, stateDir: string) => ({
  GATSBY_API_PROXY: origin,
  GATSBY_BROKER_API: origin,
  GATSBY_BACKEND_API: origin,
  BUILD_STATE_DIR: stateDir,
})

/** Several runs of one measure: the median time and the highest peak. */
export const secondsOf = (measures: readonly Measure[]) => median(measures.map((m) => m.seconds))
export const peakOf = (measures: readonly Measure[]) =>
  Math.max(...measures.map((m) => m.peakBytes))
export const fmtS = (seconds: number) => `${seconds.toFixed(1)} s`
export const fmtMb = (bytes: number) => `${Math.round(mb(bytes))} MB`

/** A table row: the first cell aligned left, the others right, each to its column's width. */
export function padRow(cells: readonly string[], widths: readonly number[], separator = ' ') {
  return cells
    .map((cell, column) =>
      column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
    )
    .join(separator)
}

/**
 * A measure's cells beside the bare site's: the site's time and memory, the bare site's, and the
 * ratio of their times; '—' in the bare site's cells where there is none.
 */
export function besideBare(site: readonly Measure[], bare: readonly Measure[] | null): string[] {
  return [
    fmtS(secondsOf(site)),
    fmtMb(peakOf(site)),
    bare ? fmtS(secondsOf(bare)) : '—',
    bare ? fmtMb(peakOf(bare)) : '—',
    bare ? (secondsOf(site) / secondsOf(bare)).toFixed(2) : '—',
  ]
}

export interface Check {
  name: string
  ok: boolean
  /** The figure judged, printed after the name. */
  value?: string
}

/** Prints the checks after a blank line, each ok or FALLA; returns 1 if any failed, else 0. */
export function printChecks(checks: readonly Check[]): number {
  console.log('')
  for (const check of checks) {
    const value = check.value === undefined ? '' : `: ${check.value}`
    console.log(`${check.ok ? 'ok   ' : 'FALLA'} ${check.name}${value}`)
  }
  return checks.every((check) => check.ok) ? 0 : 1
}
