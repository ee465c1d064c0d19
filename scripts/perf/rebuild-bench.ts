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
import { htmlWrittenSince } from '../../publisher/releases'
import { startStage, type Stage } from '../../publisher/stage'
import { runInGroup } from '../process-group.mjs'
import { writeBareSite } from './bareSite'
import { featuredForSale, priceText, visible } from './listing'
import { bin, fmtS, median } from './support'

const properties = Number(process.env.BENCH_REBUILD_PROPERTIES || 5000)
const cycles = Math.max(1, Number(process.env.BENCH_REBUILD_CYCLES || 20))
const bareRuns = Math.max(1, Number(process.env.BENCH_RUNS || 3))
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
  const done = await runInGroup(bin('gatsby'), ['build'], {
    cwd: dir,
    env: { ...process.env, CI: 'true', GATSBY_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  })
  return { seconds: done.seconds, leftovers: done.leftovers, ok: done.code === 0 }
}

interface Cycle {
  latency: number
  build: number
  rewritten: string[]
  ok: boolean
  leftovers: number
}

async function main(): Promise<number> {
  console.log(`Publicador con ${properties} propiedades: primera publicación…`)
  const stage = await startStage({ scratch, properties })
  const results: Cycle[] = []
  let strays = 0
  let expected: string[] = []
  try {
    const first = await stage.nextBuild(null, 30 * 60_000)
    if (!first.ok)
      throw new Error(`La primera publicación falló: ${(await stage.status()).last_error?.message}`)
    console.log(`Primera publicación: build de ${fmtS(first.duration_seconds)}.`)
    const publicDir = path.join(stage.site, 'public')
    // The featured listing shown on most pages: the change with the most to rewrite.
    const candidates = await featuredForSale(stage.emulatorOrigin)
    const showing = pagesShowing(
      publicDir,
      candidates.map((raw) => raw.id),
    )
    const listing = candidates.reduce((best, raw) =>
      showing.get(raw.id)!.length > showing.get(best.id)!.length ? raw : best,
    )
    expected = showing.get(listing.id)!
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
    let last = first.finished_at
    let price = listing.operations[0]!.prices[0]!.price
    for (let cycle = 1; cycle <= cycles; cycle++) {
      price += 1_000
      const before = (await stage.status()).current?.release
      const changed = Date.now()
      await stage.admin(`properties/${listing.id}/price`, { price })
      const hooked = await stage.hook(`bench ${cycle}`)
      if (hooked !== 202) throw new Error(`El hook respondió ${hooked}.`)
      // Served is when a visitor gets the new price, whatever the publisher does afterwards.
      const served = await servedWithin(stage, before, page, priceText(price), 10 * 60_000)
      const latency = (Date.now() - changed) / 1000
      const build = await stage.nextBuild(last, 10 * 60_000)
      last = build.finished_at
      const rewritten = htmlWrittenSince(publicDir, new Date(build.started_at))
      const info = build.release
        ? (JSON.parse(
            readFileSync(
              path.join(stage.publishDir, 'releases', build.release, 'release.json'),
              'utf8',
            ),
          ) as { build_seconds: number })
        : null
      const left = otherGatsbyProcesses(readProcessTable(), stage.site, process.pid).filter(
        (info) => info.cwd === stage.site,
      ).length
      strays += left
      results.push({
        latency,
        build: info?.build_seconds ?? Number.NaN,
        rewritten,
        ok: served,
        leftovers: build.leftover_processes + left,
      })
      console.log(
        `ciclo ${cycle}/${cycles}: ${served ? 'publicado' : 'FALLÓ'} en ${fmtS(latency)} (gatsby build ${fmtS(info?.build_seconds ?? Number.NaN)}), ` +
          `${rewritten.length} HTML reescritos${sameSet(rewritten, expected) ? ' (los esperados)' : ''}, ${build.leftover_processes + left} procesos sobrantes`,
      )
    }
  } finally {
    await stage.stop()
  }

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

  const latency = median(results.map((cycle) => cycle.latency))
  const firstThree = median(results.slice(0, 3).map((cycle) => cycle.latency))
  const build = median(results.map((cycle) => cycle.build))
  const bareTime = median(bareTimes)
  const crashes = results.filter((cycle) => !cycle.ok).length
  const leftovers = results.reduce((sum, cycle) => sum + cycle.leftovers, 0)
  const rewritten = results.at(-1)?.rewritten ?? []
  const extra = [...new Set(results.flatMap((cycle) => cycle.rewritten))].filter(
    (file) => !expected.includes(file),
  )
  const missing = expected.filter((file) =>
    results.some((cycle) => !cycle.rewritten.includes(file)),
  )

  console.log(`\nRebuild con ${properties} propiedades, ${cycles} ciclos (medianas)`)
  console.log(
    `  cambio de precio → precio nuevo servido: ${fmtS(latency)} (primeros 3: ${fmtS(firstThree)}; meta ≤ ${GOAL_SECONDS} s)`,
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
    `  fallas: ${crashes}; procesos sobrantes: ${leftovers} (${strays} encontrados entre builds)`,
  )

  const checks = [
    { name: `cambio → servido ≤ ${GOAL_SECONDS} s`, ok: latency <= GOAL_SECONDS },
    { name: `razón ≤ ${GOAL_RATIO}`, ok: build / bareTime <= GOAL_RATIO },
    {
      name: 'sólo las páginas que muestran la propiedad',
      ok: extra.length === 0 && missing.length === 0,
    },
    { name: 'sin fallas', ok: crashes === 0 },
    { name: 'sin procesos sobrantes', ok: leftovers === 0 },
  ]
  console.log('')
  for (const check of checks) console.log(`${check.ok ? 'ok   ' : 'FALLA'} ${check.name}`)
  return checks.every((check) => check.ok) ? 0 : 1
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
