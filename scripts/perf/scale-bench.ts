/**
 * `npm run bench:scale`, the scale benchmark: a copy of the site against the emulator with
 * BENCH_SCALE_PROPERTIES (20,000) properties. Each of BENCH_RUNS (1) rounds times, with the peak
 * memory of its whole process tree: a cold build; a poll (`npm run changes`) with nothing changed,
 * which must exit 1; the first rebuild, with nothing changed; a poll
 * after one listing's price changed, which must exit 0; and the rebuild on the kept .cache and
 * public/, whose HTML must then show the new price. Beside it, in the same
 * run, a bare Gatsby site of as many trivial pages: cold, then rebuilt after one page's data
 * changed. Prints a table with the site / bare ratios, checks the cold build against
 * performance-budget.json and writes test-results/bench-scale.json. Everything runs in a scratch
 * folder under the system's temp folder, removed at the end. Never run it beside a heavy job.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { copySite, emulatorAdmin, startEmulator } from '../../publisher/stage'
import { endAllGroups } from '../process-group.mjs'
import { writeBareSite } from './bareSite'
import { featuredForSale, priceText, visible } from './listing'
import {
  bin,
  build,
  fmtMb,
  fmtS,
  mb,
  type Measure,
  measureRun,
  peakOf,
  readBudgets,
  resultsDir,
  secondsOf,
} from './support'

const properties = Number(process.env.BENCH_SCALE_PROPERTIES || 20_000)
const runs = Math.max(1, Number(process.env.BENCH_RUNS || 1))
const scratch = mkdtempSync(path.join(tmpdir(), 'scale-bench-'))

// Handlers of our own: the scratch folder may go only once every group started here has ended
// (a build still writing into it would fail the removal), so startInGroup's own stop is not used.
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    stopping = true
    console.error(`\n${signal}: deteniendo lo iniciado y borrando ${scratch}…`)
    void endAllGroups().finally(() => {
      rmSync(scratch, { recursive: true, force: true })
      process.exit(signal === 'SIGINT' ? 130 : 143)
    })
  })

/** What each round measures, in the order of the table. */
const STEPS = {
  siteCold: 'construcción en frío',
  siteSettle: 'primera reconstrucción, sin cambios',
  siteRebuild: 'reconstrucción con un cambio',
  pollNone: 'consulta de cambios (sin cambios)',
  pollOne: 'consulta de cambios (un cambio)',
  bareCold: 'construcción en frío',
  bareSettle: 'primera reconstrucción, sin cambios',
  bareRebuild: 'reconstrucción con un cambio',
} as const
type Step = keyof typeof STEPS

/** The built page of listing `id`, as a visitor reads it: /tokko/{id} names it. */
function builtListing(publicDir: string, id: number): string {
  const redirect = readFileSync(path.join(publicDir, 'tokko', String(id), 'index.html'), 'utf8')
  const page = /data-to="([^"]+)"/.exec(redirect)?.[1]
  if (!page) throw new Error(`/tokko/${id} no redirige.`)
  return visible(readFileSync(path.join(publicDir, decodeURI(page), 'index.html'), 'utf8'))
}

async function main(): Promise<number> {
  const budgets = readBudgets().build
  const results = new Map<Step, Measure[]>()
  const record = (step: Step, measure: Measure, who: string) => {
    results.set(step, [...(results.get(step) ?? []), measure])
    console.log(`  ${who}, ${STEPS[step]}: ${fmtS(measure.seconds)}, ${fmtMb(measure.peakBytes)}`)
  }
  const polls: { none: number | null; one: number | null }[] = []
  const priceShown: boolean[] = []

  console.log(`Emulador con ${properties} propiedades…`)
  const emulator = await startEmulator({
    dataDir: path.join(scratch, 'emulator'),
    env: { DEMO_PROPERTIES: String(properties) },
  })
  try {
    const site = copySite(path.join(scratch, 'site'))
    const bare = writeBareSite(path.join(scratch, 'bare'), properties)
    const [listing] = await featuredForSale(emulator.origin)
    let price = listing!.operations[0]!.prices[0]!.price

    for (let run = 1; run <= runs; run++) {
      console.log(`\nCorrida ${run}/${runs}`)
      const env = {
        GATSBY_API_PROXY: emulator.origin,
        GATSBY_BROKER_API: emulator.origin,
        GATSBY_BACKEND_API: emulator.origin,
        // A state of its own each round: every cold build starts with no previous build.
        BUILD_STATE_DIR: path.join(scratch, `state-${run}`),
      }
      const poll = async (step: Step) => {
        const done = await measureRun(bin('tsx'), ['scripts/changes.ts'], { cwd: site, env })
        const [first, ...rest] = done.output.trim().split('\n')
        record(step, done, `sitio (sale con ${done.code}: ${first})`)
        // What it found: a price change should be that listing alone (and its development's).
        for (const line of rest) console.log(`    ${line.trim()}`)
        return done.code
      }

      record('siteCold', await build(site, env), 'sitio')
      const publicDir = path.join(site, 'public')
      const before = builtListing(publicDir, listing!.id).includes(priceText(price))
      const none = await poll('pollNone')
      // The first build after a cold one, nothing changed: what every poll that finds a change
      // pays before the change itself (it must rewrite nothing).
      record('siteSettle', await build(site, env, { cold: false }), 'sitio')

      price += 1_000
      await emulatorAdmin(emulator.origin, `properties/${listing!.id}/price`, { price })
      const one = await poll('pollOne')
      polls.push({ none, one })

      record('siteRebuild', await build(site, env, { cold: false }), 'sitio')
      // The check means something only if the page showed the old price before.
      priceShown.push(before && builtListing(publicDir, listing!.id).includes(priceText(price)))

      record('bareCold', await build(bare.dir), 'Gatsby vacío')
      record('bareSettle', await build(bare.dir, {}, { cold: false }), 'Gatsby vacío')
      bare.change(1 + run * 7, 100_000 + run)
      record('bareRebuild', await build(bare.dir, {}, { cold: false }), 'Gatsby vacío')
    }
  } finally {
    await emulator.stop()
  }

  const measured = (step: Step) => results.get(step)!
  const ratio = (site: Step, bare: Step) => secondsOf(measured(site)) / secondsOf(measured(bare))
  const column = (text: string, width: number) => text.padStart(width)
  console.log(
    `\nEscala: ${properties} propiedades, ${runs} ${runs === 1 ? 'corrida' : 'corridas (mediana)'}; ` +
      'memoria: pico del árbol de procesos\n',
  )
  console.log(
    `${'medición'.padEnd(34)}${column('sitio', 10)}${column('memoria', 10)}${column('vacío', 10)}${column('memoria', 10)}${column('razón', 7)}`,
  )
  const rows: [Step, Step | null][] = [
    ['siteCold', 'bareCold'],
    ['siteSettle', 'bareSettle'],
    ['siteRebuild', 'bareRebuild'],
    ['pollNone', null],
    ['pollOne', null],
  ]
  for (const [site, bare] of rows) {
    const siteRuns = measured(site)
    const bareRuns = bare ? measured(bare) : null
    console.log(
      STEPS[site].padEnd(34) +
        column(fmtS(secondsOf(siteRuns)), 10) +
        column(fmtMb(peakOf(siteRuns)), 10) +
        column(bareRuns ? fmtS(secondsOf(bareRuns)) : '—', 10) +
        column(bareRuns ? fmtMb(peakOf(bareRuns)) : '—', 10) +
        column(bare ? ratio(site, bare).toFixed(2) : '—', 7),
    )
  }

  const coldSeconds = secondsOf(measured('siteCold'))
  const coldPeak = peakOf(measured('siteCold'))
  const checks = [
    {
      name: `construcción en frío a ${properties}`,
      ok: coldSeconds < budgets.scaleMaxSeconds,
      value: `${fmtS(coldSeconds)} (máx. ${budgets.scaleMaxSeconds} s)`,
    },
    {
      name: `pico de memoria de la construcción en frío a ${properties}`,
      ok: mb(coldPeak) < budgets.scaleMaxPeakMemoryMb,
      value: `${fmtMb(coldPeak)} (máx. ${budgets.scaleMaxPeakMemoryMb} MB)`,
    },
    {
      name: 'consulta sin cambios: sale con 1',
      ok: polls.every((poll) => poll.none === 1),
      value: polls.map((poll) => poll.none).join(', '),
    },
    {
      name: 'consulta con un cambio: sale con 0',
      ok: polls.every((poll) => poll.one === 0),
      value: polls.map((poll) => poll.one).join(', '),
    },
    {
      name: 'el precio nuevo está en la página construida',
      ok: priceShown.every(Boolean),
      value: priceShown.map((shown) => (shown ? 'sí' : 'no')).join(', '),
    },
  ]
  console.log('')
  for (const check of checks)
    console.log(`${check.ok ? 'ok   ' : 'FALLA'} ${check.name}: ${check.value}`)

  mkdirSync(resultsDir, { recursive: true })
  const summary = (step: Step) => ({
    seconds: measured(step).map((m) => m.seconds),
    peakMb: measured(step).map((m) => Math.round(mb(m.peakBytes))),
    medianSeconds: secondsOf(measured(step)),
    maxPeakMb: Math.round(mb(peakOf(measured(step)))),
  })
  writeFileSync(
    path.join(resultsDir, 'bench-scale.json'),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        properties,
        runs,
        site: {
          cold: summary('siteCold'),
          firstRebuild: summary('siteSettle'),
          rebuild: summary('siteRebuild'),
          pollNoChange: { ...summary('pollNone'), exitCodes: polls.map((poll) => poll.none) },
          pollOneChange: { ...summary('pollOne'), exitCodes: polls.map((poll) => poll.one) },
        },
        bare: {
          cold: summary('bareCold'),
          firstRebuild: summary('bareSettle'),
          rebuild: summary('bareRebuild'),
        },
        ratios: {
          cold: ratio('siteCold', 'bareCold'),
          firstRebuild: ratio('siteSettle', 'bareSettle'),
          rebuild: ratio('siteRebuild', 'bareRebuild'),
        },
        checks: checks.map(({ name, ok, value }) => ({ name, ok, value })),
      },
      null,
      2,
    )}\n`,
  )
  return checks.every((check) => check.ok) ? 0 : 1
}

main()
  .then(
    (code) => code,
    (error: unknown) => {
      if (!stopping) console.error(error instanceof Error ? error.message : error)
      return 1
    },
  )
  .then(async (code) => {
    // Stopped by a signal: its handler ends the groups, removes the folder and exits.
    if (stopping) return
    // Should a failure have left a group running (a build's worker), it goes before its folder.
    await endAllGroups()
    rmSync(scratch, { recursive: true, force: true })
    process.exit(code)
  })
