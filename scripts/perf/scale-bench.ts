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
import { type BareSite, writeBareSite } from './bareSite'
import { featuredForSale, priceText, visible } from './listing'
import {
  append,
  besideBare,
  bin,
  build,
  type Budgets,
  type Check,
  countFromEnv,
  fmtMb,
  fmtS,
  mb,
  type Measure,
  measureRun,
  padRow,
  peakOf,
  printChecks,
  readBudgets,
  resultsDir,
  secondsOf,
  siteBuildEnv,
} from './support'

const properties = Number(process.env.BENCH_SCALE_PROPERTIES || 20_000)
const runs = countFromEnv('BENCH_RUNS', 1)
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

/** What the rounds gather. */
interface ScaleResults {
  measures: Map<Step, Measure[]>
  /** Each round's exit codes of the poll with nothing changed and with one change. */
  polls: { none: number | null; one: number | null }[]
  /** Each round: whether the built page went from the old price to the new. */
  priceShown: boolean[]
}

/** Keeps a step's measure and prints it, with who was measured. */
function record(results: ScaleResults, step: Step, measure: Measure, who: string): void {
  append(results.measures, step, measure)
  console.log(`  ${who}, ${STEPS[step]}: ${fmtS(measure.seconds)}, ${fmtMb(measure.peakBytes)}`)
}

/** `npm run changes` on the site copy, timed and recorded; resolves to its exit code. */
async function poll(
  results: ScaleResults,
  step: Step,
  site: string,
  env: Record<string, string>,
): Promise<number | null> {
  const done = await measureRun(bin('tsx'), ['scripts/changes.ts'], { cwd: site, env })
  const [first, ...rest] = done.output.trim().split('\n')
  record(results, step, done, `sitio (sale con ${done.code}: ${first})`)
  // What it found: a price change should be that listing alone (and its development's).
  for (const line of rest) console.log(`    ${line.trim()}`)
  return done.code
}

/** What a round builds, and the listing whose price it changes. */
interface Subjects {
  site: string
  bare: BareSite
  emulatorOrigin: string
  listingId: number
}

/**
 * One round: the site's steps, its listing at `price` and then 1,000 more, then the bare site's.
 */
async function measureRound(
  results: ScaleResults,
  { site, bare, emulatorOrigin, listingId }: Subjects,
  run: number,
  price: number,
): Promise<void> {
  console.log(`\nCorrida ${run}/${runs}`)
  // A state of its own each round: every cold build starts with no previous build.
  const env = siteBuildEnv(emulatorOrigin, path.join(scratch, `state-${run}`))
  record(results, 'siteCold', await build(site, env), 'sitio')
  const publicDir = path.join(site, 'public')
  const before = builtListing(publicDir, listingId).includes(priceText(price))
  const none = await poll(results, 'pollNone', site, env)
  // The first build after a cold one, nothing changed: what every poll that finds a change
  // pays before the change itself (it must rewrite nothing).
  record(results, 'siteSettle', await build(site, env, { cold: false }), 'sitio')

  const changed = price + 1_000
  await emulatorAdmin(emulatorOrigin, `properties/${listingId}/price`, { price: changed })
  const one = await poll(results, 'pollOne', site, env)
  results.polls.push({ none, one })

  record(results, 'siteRebuild', await build(site, env, { cold: false }), 'sitio')
  // The check means something only if the page showed the old price before.
  results.priceShown.push(before && builtListing(publicDir, listingId).includes(priceText(changed)))

  record(results, 'bareCold', await build(bare.dir), 'Gatsby vacío')
  record(results, 'bareSettle', await build(bare.dir, {}, { cold: false }), 'Gatsby vacío')
  bare.change(1 + run * 7, 100_000 + run)
  record(results, 'bareRebuild', await build(bare.dir, {}, { cold: false }), 'Gatsby vacío')
}

/** Every round on one emulator, each raising the featured listing's price by 1,000. */
async function measureRounds(): Promise<ScaleResults> {
  const results: ScaleResults = { measures: new Map(), polls: [], priceShown: [] }
  console.log(`Emulador con ${properties} propiedades…`)
  const emulator = await startEmulator({
    dataDir: path.join(scratch, 'emulator'),
    env: { DEMO_PROPERTIES: String(properties) },
  })
  try {
    const site = copySite(path.join(scratch, 'site'))
    const bare = writeBareSite(path.join(scratch, 'bare'), properties)
    const [listing] = await featuredForSale(emulator.origin)
    const subjects = { site, bare, emulatorOrigin: emulator.origin, listingId: listing!.id }
    let price = listing!.operations[0]!.prices[0]!.price
    for (let run = 1; run <= runs; run++) {
      await measureRound(results, subjects, run, price)
      price += 1_000
    }
  } finally {
    await emulator.stop()
  }
  return results
}

const runsOf = (measures: ReadonlyMap<Step, Measure[]>, step: Step) => measures.get(step)!
const ratioOf = (measures: ReadonlyMap<Step, Measure[]>, site: Step, bare: Step) =>
  secondsOf(runsOf(measures, site)) / secondsOf(runsOf(measures, bare))

const SCALE_COLUMNS = [34, 10, 10, 10, 10, 7]
/** The table's rows: a step of the site and the bare site's step it is compared to. */
const ROWS: [Step, Step | null][] = [
  ['siteCold', 'bareCold'],
  ['siteSettle', 'bareSettle'],
  ['siteRebuild', 'bareRebuild'],
  ['pollNone', null],
  ['pollOne', null],
]

function printScaleTable(measures: ReadonlyMap<Step, Measure[]>): void {
  console.log(
    `\nEscala: ${properties} propiedades, ${runs} ${runs === 1 ? 'corrida' : 'corridas (mediana)'}; ` +
      'memoria: pico del árbol de procesos\n',
  )
  console.log(
    padRow(['medición', 'sitio', 'memoria', 'vacío', 'memoria', 'razón'], SCALE_COLUMNS, ''),
  )
  for (const [site, bare] of ROWS) {
    const cells = besideBare(runsOf(measures, site), bare ? runsOf(measures, bare) : null)
    console.log(padRow([STEPS[site], ...cells], SCALE_COLUMNS, ''))
  }
}

/** The cold build against performance-budget.json, the polls' exit codes and the new price. */
function scaleChecks(
  budgets: Budgets['build'],
  { measures, polls, priceShown }: ScaleResults,
): Check[] {
  const coldSeconds = secondsOf(runsOf(measures, 'siteCold'))
  const coldPeak = peakOf(runsOf(measures, 'siteCold'))
  return [
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
}

/** Writes test-results/bench-scale.json: every run's figures, the ratios and the checks. */
function writeScaleSummary({ measures, polls }: ScaleResults, checks: readonly Check[]): void {
  mkdirSync(resultsDir, { recursive: true })
  const summary = (step: Step) => ({
    seconds: runsOf(measures, step).map((m) => m.seconds),
    peakMb: runsOf(measures, step).map((m) => Math.round(mb(m.peakBytes))),
    medianSeconds: secondsOf(runsOf(measures, step)),
    maxPeakMb: Math.round(mb(peakOf(runsOf(measures, step)))),
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
          cold: ratioOf(measures, 'siteCold', 'bareCold'),
          firstRebuild: ratioOf(measures, 'siteSettle', 'bareSettle'),
          rebuild: ratioOf(measures, 'siteRebuild', 'bareRebuild'),
        },
        checks: checks.map(({ name, ok, value }) => ({ name, ok, value })),
      },
      null,
      2,
    )}\n`,
  )
}

async function main(): Promise<number> {
  const budgets = readBudgets().build
  const results = await measureRounds()
  printScaleTable(results.measures)
  const checks = scaleChecks(budgets, results)
  const code = printChecks(checks)
  writeScaleSummary(results, checks)
  return code
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
