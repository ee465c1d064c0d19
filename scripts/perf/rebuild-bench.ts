/**
 * `npm run bench:rebuild`, the rebuild benchmark (part of `npm run bench`): `npm run publish` on a
 * copy of the site against an emulator with BENCH_REBUILD_PROPERTIES (5,000) properties. Each of
 * BENCH_REBUILD_CYCLES (20) cycles changes the price of one featured listing for sale, sends the
 * signed hook at once (as a CRM automation or the "publicar ahora" button would) and times until
 * the publisher serves the new price. Prints, per cycle and as medians: that time, the build's
 * own duration, and the HTML files it rewrote against the expected set (the listing's pages, the
 * listing pages and the home that show its card, the pages that show it as similar). Beside it,
 * in the same run, a bare Gatsby site with as many trivial pages, rebuilt after one page's data
 * changed, on its kept cache (BENCH_RUNS times, 3). Crashes and processes left are counted.
 * Never run it beside another heavy job: the figures are wall times on a shared machine.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { otherGatsbyProcesses, readProcessTable } from '../../gatsby/cacheGuard'
import type { BuildRecord } from '../../publisher/publisherState'
import { htmlWrittenSince } from '../../publisher/releases'
import { startStage, type Stage } from '../../publisher/stage'
import { writeBareSite } from './bareSite'
import { featuredForSale, priceText, type RawProperty, visible } from './listing'
import { buildInGroup, type Check, countFromEnv, fmtS, median, printChecks } from './support'

const properties = Number(process.env.BENCH_REBUILD_PROPERTIES || 5000)
const cycles = countFromEnv('BENCH_REBUILD_CYCLES', 20)
const bareRuns = countFromEnv('BENCH_RUNS', 3)
const GOAL_SECONDS = 60
const GOAL_RATIO = 1.5
const scratch = mkdtempSync(path.join(tmpdir(), 'rebuild-bench-'))

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item))
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * For each listing, the HTML files whose page data mention its page: its own page and every page
 * that shows its card (listings, the home, similar properties). What a price change must rewrite.
 */
function pagesShowing(publicDir: string, ids: readonly number[]): Map<number, string[]> {
  const patterns = ids.map((id) => [id, new RegExp(`/propiedad/[a-z-]+/[^"/]+/${id}/?"`)] as const)
  const found = new Map<number, string[]>(ids.map((id) => [id, []]))
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name === 'page-data.json') {
        const text = readFileSync(full, 'utf8')
        const sitePath = path.relative(path.join(publicDir, 'page-data'), path.dirname(full))
        const html = sitePath === 'index' ? 'index.html' : path.join(sitePath, 'index.html')
        for (const [id, pattern] of patterns) if (pattern.test(text)) found.get(id)!.push(html)
      }
    }
  }
  walk(path.join(publicDir, 'page-data'))
  for (const pages of found.values()) pages.sort()
  return found
}

/**
 * Waits until the publisher serves a release other than `before` (it switches `current` the
 * moment the new release answers), then checks the page shows `text`. Polls the small status
 * answer, not the page: fetching a large page ten times a second would slow the build measured.
 */
async function servedWithin(
  stage: Stage,
  before: string | undefined,
  page: string,
  text: string,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const status = await stage.status()
    if (status.current?.release !== before)
      return visible((await stage.page(page)).text).includes(text)
    // A build that failed will never serve it.
    if (status.last_build && !status.last_build.ok && !status.building && !status.pending)
      return false
    await sleep(200)
  }
  return false
}

async function gatsbyBuild(
  dir: string,
): Promise<{ seconds: number; leftovers: number; ok: boolean }> {
  const done = await buildInGroup(dir)
  return { seconds: done.seconds, leftovers: done.leftovers, ok: done.code === 0 }
}

interface Cycle {
  latency: number
  build: number
  rewritten: string[]
  ok: boolean
  leftovers: number
  /** Gatsby processes of the site still alive after the build (counted in `leftovers` too). */
  strays: number
  /** When the cycle's build finished: the next cycle waits for a build after it. */
  finishedAt: string
}

/** The listing the cycles change, the path of its page, and the HTML files a change rewrites. */
interface Subject {
  listing: RawProperty
  page: string
  expected: string[]
}

/** The featured listing shown on most pages: the change with the most to rewrite. */
async function chooseSubject(stage: Stage, publicDir: string): Promise<Subject> {
  const candidates = await featuredForSale(stage.emulatorOrigin)
  const showing = pagesShowing(
    publicDir,
    candidates.map((raw) => raw.id),
  )
  const listing = candidates.reduce((best, raw) =>
    showing.get(raw.id)!.length > showing.get(best.id)!.length ? raw : best,
  )
  let expected = showing.get(listing.id)!
  // A unit is also on its development's board, which does not link to the unit's own page.
  const developmentId = (listing.development as { id?: number } | null | undefined)?.id
  if (developmentId) {
    const board = readdirSync(path.join(publicDir, 'emprendimientos'), { recursive: true })
      .map(String)
      .find((file) => file.endsWith(`/${developmentId}/index.html`))
    if (board) expected = [...expected, path.join('emprendimientos', board)].sort()
  }
  console.log(
    `Propiedad ${listing.id}: aparece en ${expected.length} páginas: ${expected.join(', ')}`,
  )
  const redirect = (await stage.page(`/tokko/${listing.id}/`)).text
  const page = /data-to="([^"]+)"/.exec(redirect)?.[1]
  if (!page) throw new Error(`/tokko/${listing.id} no redirige.`)
  return { listing, page, expected }
}

/** The duration `gatsby build` took in a published build, from its release's record. */
function releaseBuildSeconds(stage: Stage, build: BuildRecord): number {
  if (!build.release) return Number.NaN
  const info = JSON.parse(
    readFileSync(path.join(stage.publishDir, 'releases', build.release, 'release.json'), 'utf8'),
  ) as { build_seconds?: number }
  return info.build_seconds ?? Number.NaN
}

/**
 * One cycle: the listing's price set to `price` and the hook sent at once, timed until the new
 * price is served; then the build after `after` that served it, and what it rewrote and left.
 */
async function runCycle(
  stage: Stage,
  { listing, page, expected }: Subject,
  cycle: number,
  price: number,
  after: string,
): Promise<Cycle> {
  const before = (await stage.status()).current?.release
  const changed = Date.now()
  await stage.admin(`properties/${listing.id}/price`, { price })
  const hooked = await stage.hook(`bench ${cycle}`)
  if (hooked !== 202) throw new Error(`El hook respondió ${hooked}.`)
  // Served is when a visitor gets the new price, whatever the publisher does afterwards.
  const served = await servedWithin(stage, before, page, priceText(price), 10 * 60_000)
  const latency = (Date.now() - changed) / 1000
  const build = await stage.nextBuild(after, 10 * 60_000)
  const rewritten = htmlWrittenSince(path.join(stage.site, 'public'), new Date(build.started_at))
  const buildSeconds = releaseBuildSeconds(stage, build)
  const left = otherGatsbyProcesses(readProcessTable(), stage.site, process.pid).filter(
    (info) => info.cwd === stage.site,
  ).length
  console.log(
    `ciclo ${cycle}/${cycles}: ${served ? 'publicado' : 'FALLÓ'} en ${fmtS(latency)} (gatsby build ${fmtS(buildSeconds)}), ` +
      `${rewritten.length} HTML reescritos${sameSet(rewritten, expected) ? ' (los esperados)' : ''}, ${build.leftover_processes + left} procesos sobrantes`,
  )
  return {
    latency,
    build: buildSeconds,
    rewritten,
    ok: served,
    leftovers: build.leftover_processes + left,
    strays: left,
    finishedAt: build.finished_at,
  }
}

/** The publisher on a copy of the site: its first publication, then every cycle. */
async function measurePublisher(): Promise<{ results: Cycle[]; expected: string[] }> {
  console.log(`Publicador con ${properties} propiedades: primera publicación…`)
  const stage = await startStage({ scratch, properties })
  try {
    const first = await stage.nextBuild(null, 30 * 60_000)
    if (!first.ok)
      throw new Error(`La primera publicación falló: ${(await stage.status()).last_error?.message}`)
    console.log(`Primera publicación: build de ${fmtS(first.duration_seconds)}.`)
    const subject = await chooseSubject(stage, path.join(stage.site, 'public'))
    const results: Cycle[] = []
    let last = first.finished_at
    let price = subject.listing.operations[0]!.prices[0]!.price
    for (let cycle = 1; cycle <= cycles; cycle++) {
      price += 1_000
      const result = await runCycle(stage, subject, cycle, price, last)
      results.push(result)
      last = result.finishedAt
    }
    return { results, expected: subject.expected }
  } finally {
    await stage.stop()
  }
}

/** The bare site with as many pages, built once, then rebuilt on its cache after each change. */
async function measureBareRebuilds(): Promise<number[]> {
  console.log(
    `\nGatsby vacío con ${properties} páginas: un cambio, con la caché (${bareRuns} corridas)…`,
  )
  const bare = writeBareSite(path.join(scratch, 'bare'), properties)
  const full = await gatsbyBuild(bare.dir)
  if (!full.ok) throw new Error('El build del sitio vacío falló.')
  const bareTimes: number[] = []
  for (let run = 1; run <= bareRuns; run++) {
    bare.change(1 + run * 7, 100_000 + run)
    const again = await gatsbyBuild(bare.dir)
    if (!again.ok) throw new Error('Un rebuild del sitio vacío falló.')
    bareTimes.push(again.seconds)
    console.log(`corrida ${run}/${bareRuns}: ${fmtS(again.seconds)}`)
  }
  return bareTimes
}

/** The cycles' medians and totals, beside the bare site's rebuild. */
interface RebuildSummary {
  latency: number
  /** The latency of the first three cycles, median. */
  firstThree: number
  build: number
  bareTime: number
  crashes: number
  leftovers: number
  strays: number
  /** The HTML files the last cycle rewrote. */
  rewritten: string[]
  expected: string[]
  /** Rewritten by some cycle but not expected. */
  extra: string[]
  /** Expected but not rewritten by some cycle. */
  missing: string[]
}

function summarise(
  results: readonly Cycle[],
  expected: string[],
  bareTimes: readonly number[],
): RebuildSummary {
  return {
    latency: median(results.map((cycle) => cycle.latency)),
    firstThree: median(results.slice(0, 3).map((cycle) => cycle.latency)),
    build: median(results.map((cycle) => cycle.build)),
    bareTime: median(bareTimes),
    crashes: results.filter((cycle) => !cycle.ok).length,
    leftovers: results.reduce((sum, cycle) => sum + cycle.leftovers, 0),
    strays: results.reduce((sum, cycle) => sum + cycle.strays, 0),
    rewritten: results.at(-1)?.rewritten ?? [],
    expected,
    extra: [...new Set(results.flatMap((cycle) => cycle.rewritten))].filter(
      (file) => !expected.includes(file),
    ),
    missing: expected.filter((file) => results.some((cycle) => !cycle.rewritten.includes(file))),
  }
}

function printSummary(summary: RebuildSummary): void {
  const { latency, build, bareTime, rewritten, expected, extra, missing } = summary
  console.log(`\nRebuild con ${properties} propiedades, ${cycles} ciclos (medianas)`)
  console.log(
    `  cambio de precio → precio nuevo servido: ${fmtS(latency)} (primeros 3: ${fmtS(summary.firstThree)}; meta ≤ ${GOAL_SECONDS} s)`,
  )
  console.log(
    `  gatsby build del sitio: ${fmtS(build)}; rebuild de Gatsby vacío: ${fmtS(bareTime)}`,
  )
  console.log(
    `  razón build / vacío: ${(build / bareTime).toFixed(2)}; razón cambio→servido / vacío: ${(latency / bareTime).toFixed(2)} (meta ≤ ${GOAL_RATIO})`,
  )
  console.log(
    `  HTML reescritos en el último ciclo: ${rewritten.length}; esperados: ${expected.length}`,
  )
  console.log(
    `    esperados: ${expected.slice(0, 8).join(', ')}${expected.length > 8 ? ` (y ${expected.length - 8} más)` : ''}`,
  )
  if (extra.length)
    console.log(
      `    además: ${extra.slice(0, 20).join(', ')}${extra.length > 20 ? ` (y ${extra.length - 20} más)` : ''}`,
    )
  if (missing.length) console.log(`    faltaron: ${missing.join(', ')}`)
  console.log(
    `  fallas: ${summary.crashes}; procesos sobrantes: ${summary.leftovers} (${summary.strays} encontrados entre builds)`,
  )
}

function rebuildChecks(summary: RebuildSummary): Check[] {
  return [
    { name: `cambio → servido ≤ ${GOAL_SECONDS} s`, ok: summary.latency <= GOAL_SECONDS },
    { name: `razón ≤ ${GOAL_RATIO}`, ok: summary.build / summary.bareTime <= GOAL_RATIO },
    {
      name: 'sólo las páginas que muestran la propiedad',
      ok: summary.extra.length === 0 && summary.missing.length === 0,
    },
    { name: 'sin fallas', ok: summary.crashes === 0 },
    { name: 'sin procesos sobrantes', ok: summary.leftovers === 0 },
  ]
}

async function main(): Promise<number> {
  const { results, expected } = await measurePublisher()
  const bareTimes = await measureBareRebuilds()
  const summary = summarise(results, expected, bareTimes)
  printSummary(summary)
  return printChecks(rebuildChecks(summary))
}

main()
  .then(
    (code) => code,
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error)
      // What the publisher said last, before its folder goes.
      for (const name of ['publisher', 'emulator']) {
        try {
          const log = readFileSync(path.join(scratch, `logs/${name}.log`), 'utf8').split('\n')
          console.error(`\nÚltimas líneas de ${name}.log:\n${log.slice(-20).join('\n')}`)
        } catch {
          // Not started.
        }
      }
      return 1
    },
  )
  .then((code) => {
    rmSync(scratch, { recursive: true, force: true })
    process.exit(code)
  })
