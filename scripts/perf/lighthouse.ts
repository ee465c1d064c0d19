/**
 * `npm run lighthouse`: Lighthouse (mobile, simulated throttling) in Debian's Chromium on the
 * built demo (the home, a listing, a property, a development, a news entry and favourites) and,
 * in the same session, on a bare Gatsby page served the same way: every figure is quoted beside
 * the bare page's, since an absolute score on a shared machine moves with the machine.
 * Builds the demo first when public/ has none (or LIGHTHOUSE_BUILD=1), builds the bare site in
 * the temp folder, starts the emulator when nothing answers at its address, then runs
 * LIGHTHOUSE_RUNS (5) rounds, each the bare page then every page of the site, each also with its
 * scripts blocked (`*.js`: the same HTML and CSS alone), so all meet the same moments of the
 * machine. Per page: the run of median performance (its scores and report), and the medians of
 * Total Blocking Time and main-thread time, with main-thread time as a ratio to the bare page's
 * and to the scriptless page's, and the page's floor: its scriptless time plus what scripts add
 * to the bare page (the bare page is also run scriptless), the least main thread its document can
 * cost with Gatsby's runtime; on the listing and a property, the Interaction to Next Paint of
 * a scripted press (opening the filters, adding a favourite: scripts/perf/interaction.mjs); and
 * what its HTML holds before any script runs: its inline CSS, the share of it used at a phone's
 * and a desktop's width, its elements (scripts/perf/firstPaint.ts). Fails below the budgets of
 * performance-budget.json; performance is judged
 * only in a session where the bare page scored its minimum (a loaded machine says nothing about
 * the site). HTML reports go to test-results/lighthouse/.
 */
import { spawnSync } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Result } from 'lighthouse'
import { CHROMIUM_ARGS } from '../../__tests__/e2e/support/browser'
import { ensureEmulator } from '../emulator-process.mjs'
import { buildBareSite } from './bareSite'
import { COVERAGE_WIDTHS, measureFirstPaint, type FirstPaint } from './firstPaint'
import {
  bin,
  firstListed,
  median,
  padRow,
  readBudgets,
  resultsDir,
  root,
  serveBuild,
  type Budgets,
  type LighthouseCategory as Category,
} from './support'

const CATEGORIES: readonly Category[] = ['performance', 'accessibility', 'best-practices', 'seo']

interface Run {
  lhr: Result
  html: string
}

/** A page's figures over its runs. */
interface Measured {
  scores: Record<Category, number>
  /** Performance of every run, lowest first: how far this machine's noise spread them. */
  performanceRuns: number[]
  /** Medians over the runs. */
  tbtMs: number
  mainThreadMs: number
  lcpMs: number
  /** Of the median run: where its main thread went (script evaluation, style and layout). */
  scriptMs: number
  styleLayoutMs: number
  cls: number
}

interface PageScore extends Measured {
  name: string
  path: string
  /** Main-thread time over the bare page's (medians). */
  mainThreadRatio: number
  /** The same page with every script blocked (its HTML and CSS alone): main thread, median. */
  scriptlessMainThreadMs: number
  /** Main-thread time over the scriptless page's: what the scripts cost. */
  scriptlessRatio: number
  /**
   * The least main thread this document can cost with Gatsby's runtime: its scriptless time
   * plus what the scripts add to the bare page (runtime, React, hydrating one heading).
   */
  floorMs: number
  /** The floor over the bare page's main thread: the ratio no script change can go below. */
  floorRatio: number
  /** Interaction to Next Paint of the page's scripted press (INTERACTIONS), median; or null. */
  inpMs: number | null
  /** Its HTML before any script runs: inline CSS, the share of it used, elements. */
  firstPaint: FirstPaint
  report: string
  failures: string[]
}

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium'
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS || 5))
const reportsDir = path.join(resultsDir, 'lighthouse')

function build(): void {
  console.log('Construyendo el sitio de demostración…')
  const { status } = spawnSync(bin('gatsby'), ['build'], { cwd: root, stdio: 'inherit' })
  if (status !== 0) throw new Error('La construcción falló.')
}

/** The audits that cost a category its points, for the message of a failed budget. */
function lostPoints(lhr: Result, category: Category): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? []
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit!.id} (${audit!.score})`)
}

/**
 * One Lighthouse run through its CLI, in plain Node: under tsx the functions Lighthouse sends
 * into the page would carry esbuild's `__name` helper, which the page does not have. `blocked`:
 * URL patterns the browser refuses to fetch.
 */
function lighthouseRunOnce(
  url: string,
  scratch: string,
  name: string,
  blocked: readonly string[] = [],
): { lhr: Result; html: string } {
  const base = path.join(scratch, name)
  const { status, stderr } = spawnSync(
    bin('lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      '--output=html',
      `--output-path=${base}`,
      `--chrome-flags=${['--headless=new', ...CHROMIUM_ARGS].join(' ')}`,
      ...blocked.map((pattern) => `--blocked-url-patterns=${pattern}`),
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, CHROME_PATH: chromePath } },
  )
  if (status !== 0) throw new Error(`Lighthouse falló en ${url}: ${stderr}`)
  const lhr = JSON.parse(readFileSync(`${base}.report.json`, 'utf8')) as Result
  if (lhr.runtimeError)
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  return { lhr, html: `${base}.report.html` }
}

/**
 * Lighthouse now and then fails to record a page load's trace (NO_NAVSTART, NO_FCP): a fault of
 * the run, not of the page. Such a run is made again, twice at most, so one does not end a
 * session of many minutes.
 */
function lighthouseRun(
  url: string,
  scratch: string,
  name: string,
  blocked: readonly string[] = [],
): { lhr: Result; html: string } {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouseRunOnce(url, scratch, name, blocked)
    } catch (error) {
      if (attempt === 3 || !/NO_NAVSTART|NO_FCP|NO_TRACING_STARTED/.test(String(error))) throw error
      console.log(`Lighthouse no registró la carga de ${url}; se repite (${String(error)}).`)
    }
  }
}

/** The interaction measured on a page, by the accessible name of the button pressed. */
const INTERACTIONS: Readonly<Record<string, string>> = {
  Listado: 'Filtros',
  Propiedad: 'Guardar en favoritos',
}

/** Interaction to Next Paint of one press of `button` on `url` (scripts/perf/interaction.mjs). */
function interactionRun(url: string, button: string): number {
  const { status, stdout, stderr } = spawnSync(
    process.execPath,
    [
      path.join(__dirname, 'interaction.mjs'),
      url,
      button,
      chromePath,
      JSON.stringify(['--headless=new', ...CHROMIUM_ARGS]),
    ],
    { cwd: root, encoding: 'utf8' },
  )
  if (status !== 0) throw new Error(`La interacción "${button}" falló en ${url}: ${stderr}`)
  const measured = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as { inpMs?: number | null }
  return measured.inpMs ?? Number.NaN
}

const performanceOf = (lhr: Result) => lhr.categories.performance?.score ?? 0
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN

/** Milliseconds of the main thread in one of Lighthouse's task groups, in one run. */
function groupMs(lhr: Result, group: string): number {
  const details = lhr.audits['mainthread-work-breakdown']?.details as
    { items?: { group?: string; duration?: number }[] } | undefined
  return (details?.items ?? [])
    .filter((item) => item.group === group)
    .reduce((sum, item) => sum + (item.duration ?? 0), 0)
}

/** The run of median performance (with an even count, the lower of the two middle ones). */
function medianRun(outcomes: readonly Run[]): Run {
  const middle = median(outcomes.map(({ lhr }) => performanceOf(lhr)))
  return [...outcomes]
    .sort((a, b) => performanceOf(a.lhr) - performanceOf(b.lhr))
    .filter(({ lhr }) => performanceOf(lhr) <= middle)
    .pop() as Run
}

/** A page's figures over its runs; the chosen (median) run's report is kept as `report`. */
function measure(outcomes: readonly Run[], chosen: Run, report: string): Measured {
  copyFileSync(chosen.html, report)
  const over = (audit: string) => median(outcomes.map(({ lhr }) => numeric(lhr, audit)))
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      Math.round((chosen.lhr.categories[category]?.score ?? 0) * 100),
    ]),
  ) as Record<Category, number>
  return {
    scores,
    performanceRuns: outcomes
      .map(({ lhr }) => Math.round(performanceOf(lhr) * 100))
      .sort((a, b) => a - b),
    tbtMs: over('total-blocking-time'),
    mainThreadMs: over('mainthread-work-breakdown'),
    lcpMs: over('largest-contentful-paint'),
    scriptMs: groupMs(chosen.lhr, 'scriptEvaluation'),
    styleLayoutMs: groupMs(chosen.lhr, 'styleLayout'),
    cls: numeric(chosen.lhr, 'cumulative-layout-shift'),
  }
}

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')

/** A page's minimum in a category: the budget, or its exception in the budget file. */
function minimumFor(budgets: Budgets, page: string, category: Category): number {
  const exception = budgets.lighthouseExceptions.find(
    (entry) => entry.page === page && entry.category === category,
  )
  return exception?.minimum ?? budgets.lighthouse[category]
}

function score(
  name: string,
  sitePath: string,
  outcomes: readonly Run[],
  scriptless: readonly Run[],
  interactions: readonly number[],
  bare: Measured,
  bareScriptlessMs: number,
  budgets: Budgets,
  firstPaint: FirstPaint,
): PageScore {
  const report = path.join(reportsDir, `${slug(name)}.html`)
  const chosen = medianRun(outcomes)
  const measured = measure(outcomes, chosen, report)
  const { beside } = budgets
  // A loaded machine lowers every score: performance is judged only beside a bare page that
  // scored its own minimum in the same session.
  const judged = CATEGORIES.filter(
    (category) =>
      category !== 'performance' || bare.scores.performance >= beside.barePerformanceAtLeast,
  )
  const failures = judged
    .filter((category) => measured.scores[category] < minimumFor(budgets, name, category))
    .map(
      (category) =>
        `${name} ${category} ${measured.scores[category]} < ${minimumFor(budgets, name, category)}: ${lostPoints(chosen.lhr, category).join(', ')}`,
    )
  const mainThreadRatio = measured.mainThreadMs / bare.mainThreadMs
  if (mainThreadRatio > beside.maxMainThreadRatio)
    failures.push(
      `${name}: hilo principal ${ms(measured.mainThreadMs)}, ${mainThreadRatio.toFixed(2)} veces el de la página vacía (máx. ${beside.maxMainThreadRatio})`,
    )
  if (measured.tbtMs > beside.maxTbtMs)
    failures.push(`${name}: TBT ${ms(measured.tbtMs)} (máx. ${beside.maxTbtMs} ms)`)
  if (measured.cls > beside.maxCls)
    failures.push(`${name}: CLS ${measured.cls.toFixed(3)} (máx. ${beside.maxCls})`)
  failures.push(...firstPaintFailures(name, firstPaint, budgets))
  const scriptlessMainThreadMs = median(
    scriptless.map(({ lhr }) => numeric(lhr, 'mainthread-work-breakdown')),
  )
  const floorMs = scriptlessMainThreadMs + bare.mainThreadMs - bareScriptlessMs
  return {
    ...measured,
    name,
    path: sitePath,
    mainThreadRatio,
    scriptlessMainThreadMs,
    scriptlessRatio: measured.mainThreadMs / scriptlessMainThreadMs,
    floorMs,
    floorRatio: floorMs / bare.mainThreadMs,
    inpMs: interactions.length > 0 ? median(interactions) : null,
    firstPaint,
    report: path.relative(root, report),
    failures,
  }
}

const ms = (value: number) => `${Math.round(value)} ms`
const cssKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const usedShares = ({ usedShare }: FirstPaint) =>
  COVERAGE_WIDTHS.map((width) => `${Math.round((usedShare[width] ?? 0) * 100)}`).join('/') + ' %'

function firstPaintFailures(name: string, figures: FirstPaint, budgets: Budgets): string[] {
  const { maxInlineCssKb, minCssUsedShare, maxElements } = budgets.firstPaint
  const failures: string[] = []
  if (figures.inlineCssBytes > maxInlineCssKb * 1024)
    failures.push(
      `${name}: CSS en línea ${cssKb(figures.inlineCssBytes)} (máx. ${maxInlineCssKb} KB)`,
    )
  for (const width of COVERAGE_WIDTHS) {
    const share = figures.usedShare[width] ?? 0
    if (share < minCssUsedShare)
      failures.push(
        `${name}: usa el ${Math.round(share * 100)} % de su CSS en línea a ${width} px (mín. ${minCssUsedShare * 100} %)`,
      )
  }
  if (figures.elements > maxElements)
    failures.push(`${name}: ${figures.elements} elementos al primer pintado (máx. ${maxElements})`)
  return failures
}

function printTable(pages: PageScore[], bare: Measured, bareScriptlessMs: number): void {
  const header = [
    'página',
    'rend.',
    'corridas',
    'acces.',
    'prácticas',
    'SEO',
    'LCP',
    'TBT',
    'CLS',
    'hilo ppal.',
    'scripts',
    'estilo',
    '× vacía',
    'sin scripts',
    '× sin scripts',
    'piso',
    'piso × vacía',
    'INP',
    'CSS en línea',
    `usado ${COVERAGE_WIDTHS.join('/')} px`,
    'elementos',
  ]
  const row = (name: string, page: Measured, ratio: string, beside: string[]) => [
    name,
    String(page.scores.performance),
    page.performanceRuns.join(' '),
    String(page.scores.accessibility),
    String(page.scores['best-practices']),
    String(page.scores.seo),
    `${(page.lcpMs / 1000).toFixed(1)} s`,
    ms(page.tbtMs),
    page.cls.toFixed(3),
    ms(page.mainThreadMs),
    ms(page.scriptMs),
    ms(page.styleLayoutMs),
    ratio,
    ...beside,
  ]
  const rows = [
    ...pages.map((page) =>
      row(page.name, page, page.mainThreadRatio.toFixed(2), [
        ms(page.scriptlessMainThreadMs),
        page.scriptlessRatio.toFixed(2),
        ms(page.floorMs),
        page.floorRatio.toFixed(2),
        page.inpMs === null ? '—' : `${ms(page.inpMs)} (${INTERACTIONS[page.name]})`,
        cssKb(page.firstPaint.inlineCssBytes),
        usedShares(page.firstPaint),
        String(page.firstPaint.elements),
      ]),
    ),
    row('Gatsby vacío', bare, '1.00', [
      ms(bareScriptlessMs),
      (bare.mainThreadMs / bareScriptlessMs).toFixed(2),
      '',
      '',
      '',
      '',
      '',
      '',
    ]),
  ]
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((cells) => (cells[column] ?? '').length)),
  )
  const line = (cells: string[]) => padRow(cells, widths, '  ')
  console.log(
    `\nLighthouse, móvil${runs > 1 ? `, mediana de ${runs} corridas` : ''}, al lado de una página de Gatsby vacía servida igual y de cada página con sus scripts bloqueados\n`,
  )
  console.log(line(header))
  for (const cells of rows) console.log(line(cells))
}

type Server = Awaited<ReturnType<typeof serveBuild>>

/**
 * The demo build (built first when asked or when public/ has none) and a bare site built in
 * `scratch`, on neighbouring ports. Each server goes into `servers` as it starts, for the caller
 * to stop whatever started should a later step fail.
 */
async function serveSites(scratch: string, servers: Server[]) {
  if (process.env.LIGHTHOUSE_BUILD === '1' || !existsSync(path.join(root, 'public/index.html')))
    build()
  const bareDir = path.join(scratch, 'bare')
  await buildBareSite(bareDir)
  const port = Number(process.env.LIGHTHOUSE_PORT || 9300)
  const site = await serveBuild(port)
  servers.push(site)
  const bare = await serveBuild(port + 1, bareDir)
  servers.push(bare)
  return { site, bare }
}

/** The pages measured, by name: the fixed ones and the first entry of three listings. */
async function pagesToMeasure(origin: string): Promise<[string, string][]> {
  return [
    ['Inicio', '/'],
    ['Listado', '/venta/'],
    ['Propiedad', await firstListed(origin, '/venta', 'cards')],
    ['Emprendimiento', await firstListed(origin, '/emprendimientos', 'developments')],
    ['Novedad', await firstListed(origin, '/novedades', 'entries')],
    ['Favoritos', '/favoritos/'],
  ]
}

/** Every round's runs: the bare page's and, by page name, each page's. */
interface Rounds {
  bare: Run[]
  bareScriptless: Run[]
  site: Map<string, Run[]>
  scriptless: Map<string, Run[]>
  interactions: Map<string, number[]>
}

/**
 * Each round runs the bare page, then every page of the site, each with and without its scripts
 * (and its press, where it has one), so that all meet the same moments of the machine.
 */
function runRounds(
  pages: readonly [string, string][],
  origins: { site: string; bare: string },
  scratch: string,
): Rounds {
  const byPage = <T>() => new Map<string, T[]>(pages.map(([name]) => [name, []]))
  const rounds: Rounds = {
    bare: [],
    bareScriptless: [],
    site: byPage(),
    scriptless: byPage(),
    interactions: byPage(),
  }
  for (let round = 0; round < runs; round++) {
    console.log(`Ronda ${round + 1} de ${runs}…`)
    rounds.bare.push(lighthouseRun(`${origins.bare}/`, scratch, `vacia-${round}`))
    rounds.bareScriptless.push(
      lighthouseRun(`${origins.bare}/`, scratch, `vacia-sin-scripts-${round}`, ['*.js']),
    )
    for (const [name, sitePath] of pages) {
      const url = `${origins.site}${sitePath}`
      rounds.site.get(name)!.push(lighthouseRun(url, scratch, `${slug(name)}-${round}`))
      // The same document with no script fetched: what its HTML and CSS cost alone.
      rounds.scriptless
        .get(name)!
        .push(lighthouseRun(url, scratch, `${slug(name)}-sin-scripts-${round}`, ['*.js']))
      const button = INTERACTIONS[name]
      if (button) rounds.interactions.get(name)!.push(interactionRun(url, button))
    }
  }
  return rounds
}

/** The bare page's figures (its report kept), and every page scored beside them. */
function scoreRounds(
  rounds: Rounds,
  pages: readonly [string, string][],
  budgets: Budgets,
  firstPaint: ReadonlyMap<string, FirstPaint>,
) {
  const bare = measure(
    rounds.bare,
    medianRun(rounds.bare),
    path.join(reportsDir, 'gatsby-vacio.html'),
  )
  const bareScriptlessMs = median(
    rounds.bareScriptless.map(({ lhr }) => numeric(lhr, 'mainthread-work-breakdown')),
  )
  const scored = pages.map(([name, sitePath]) =>
    score(
      name,
      sitePath,
      rounds.site.get(name)!,
      rounds.scriptless.get(name)!,
      rounds.interactions.get(name)!,
      bare,
      bareScriptlessMs,
      budgets,
      firstPaint.get(name)!,
    ),
  )
  return { bare, bareScriptlessMs, scored }
}

/**
 * Prints the budgets and every failure; returns the exit code: 1 for a failure, 2 when the bare
 * page scored below its minimum (performance not judged), else 0.
 */
function judge(budgets: Budgets, bare: Measured, scored: readonly PageScore[]): number {
  const { lighthouse: minimum, beside } = budgets
  console.log(
    `Presupuestos: rendimiento ≥ ${minimum.performance} (con la página vacía ≥ ${beside.barePerformanceAtLeast}), ` +
      `hilo principal ≤ ${beside.maxMainThreadRatio} × el de la página vacía, TBT ≤ ${beside.maxTbtMs} ms, CLS ≤ ${beside.maxCls}, ` +
      `CSS en línea ≤ ${budgets.firstPaint.maxInlineCssKb} KB y usado ≥ ${budgets.firstPaint.minCssUsedShare * 100} %, ≤ ${budgets.firstPaint.maxElements} elementos al primer pintado, ` +
      `accesibilidad ≥ ${minimum.accessibility}, buenas prácticas ≥ ${minimum['best-practices']}, SEO ≥ ${minimum.seo}`,
  )
  for (const exception of budgets.lighthouseExceptions) {
    console.log(
      `Excepción: ${exception.page} ${exception.category} ≥ ${exception.minimum}: ${exception.why}`,
    )
  }
  const inconclusive = bare.scores.performance < beside.barePerformanceAtLeast
  if (inconclusive)
    console.log(
      `La página vacía sacó ${bare.scores.performance} (< ${beside.barePerformanceAtLeast}): la máquina está cargada y el rendimiento de esta corrida no se juzga.`,
    )
  const failures = scored.flatMap((page) => page.failures)
  for (const failure of failures) console.log(`FALLA ${failure}`)
  if (failures.length === 0 && !inconclusive)
    console.log('Todas las páginas cumplen los presupuestos.')
  return failures.length > 0 ? 1 : inconclusive ? 2 : 0
}

async function main(): Promise<number> {
  const budgets = readBudgets()
  mkdirSync(reportsDir, { recursive: true })
  const stopEmulator = await ensureEmulator()
  const scratch = mkdtempSync(path.join(tmpdir(), 'lighthouse-'))
  const servers: Server[] = []
  try {
    const { site, bare: bareServer } = await serveSites(scratch, servers)
    const pages = await pagesToMeasure(site.origin)
    // The same for every run (the HTML and CSS as built), so measured once, before the rounds.
    const painted = await measureFirstPaint(pages.map(([, sitePath]) => site.origin + sitePath))
    const firstPaint = new Map(
      pages.map(([name, sitePath]) => [name, painted.get(site.origin + sitePath)!]),
    )
    const rounds = runRounds(pages, { site: site.origin, bare: bareServer.origin }, scratch)
    const { bare, bareScriptlessMs, scored } = scoreRounds(rounds, pages, budgets, firstPaint)
    printTable(scored, bare, bareScriptlessMs)
    writeFileSync(
      path.join(reportsDir, 'summary.json'),
      JSON.stringify({ runs, bare, bareScriptlessMs, pages: scored }, null, 2),
    )
    console.log(`\nInformes: ${path.relative(root, reportsDir)}/`)
    return judge(budgets, bare, scored)
  } finally {
    for (const server of servers) await server.stop()
    rmSync(scratch, { recursive: true, force: true })
    await stopEmulator()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof Error ? (process.env.DEBUG ? error.stack : error.message) : error,
    )
    process.exit(1)
  },
)
