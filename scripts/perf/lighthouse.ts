/**
 * `npm run lighthouse`: Lighthouse (mobile, simulated throttling) on the built demo in Debian's
 * Chromium, for the home, a listing, a property, a development, a news entry and favourites.
 * Builds the demo first when public/ has none (or LIGHTHOUSE_BUILD=1), starts the emulator when
 * nothing answers at its address, runs each page LIGHTHOUSE_RUNS times (5: a single run swings
 * by ±5 points on a small machine) and keeps the run of median performance. Prints the four scores and LCP, TBT and CLS per page; fails below the
 * budgets of performance-budget.json. HTML reports go to test-results/lighthouse/.
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
import {
  bin,
  firstListed,
  median,
  readBudgets,
  resultsDir,
  root,
  serveBuild,
  type Budgets,
  type LighthouseCategory as Category,
} from './support'

const CATEGORIES: readonly Category[] = ['performance', 'accessibility', 'best-practices', 'seo']

interface PageScore {
  name: string
  path: string
  scores: Record<Category, number>
  /** Performance of every run, lowest first: how far this machine's noise spread them. */
  performanceRuns: number[]
  lcpMs: number
  tbtMs: number
  cls: number
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
 * into the page would carry esbuild's `__name` helper, which the page does not have.
 */
function lighthouseRun(url: string, scratch: string, name: string): { lhr: Result; html: string } {
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
 * Runs Lighthouse `runs` times and keeps the run of median performance, copying its report;
 * hands back every run's performance too.
 */
function audit(
  name: string,
  url: string,
  scratch: string,
): { lhr: Result; performances: number[] } {
  const outcomes = Array.from({ length: runs }, (_, run) =>
    lighthouseRun(url, scratch, `${slug(name)}-${run}`),
  )
  const performance = (lhr: Result) => lhr.categories.performance?.score ?? 0
  const middle = median(outcomes.map(({ lhr }) => performance(lhr)))
  // With an even number of runs the median may fall between two: the lower one is kept.
  const chosen = [...outcomes]
    .sort((a, b) => performance(a.lhr) - performance(b.lhr))
    .filter(({ lhr }) => performance(lhr) <= middle)
    .pop() as { lhr: Result; html: string }
  copyFileSync(chosen.html, path.join(reportsDir, `${slug(name)}.html`))
  const performances = outcomes.map(({ lhr }) => Math.round(performance(lhr) * 100))
  return { lhr: chosen.lhr, performances: performances.sort((a, b) => a - b) }
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
  { lhr, performances }: { lhr: Result; performances: number[] },
  name: string,
  sitePath: string,
  budgets: Budgets,
): PageScore {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      Math.round((lhr.categories[category]?.score ?? 0) * 100),
    ]),
  ) as Record<Category, number>
  const failures = CATEGORIES.filter(
    (category) => scores[category] < minimumFor(budgets, name, category),
  ).map(
    (category) =>
      `${name} ${category} ${scores[category]} < ${minimumFor(budgets, name, category)}: ${lostPoints(lhr, category).join(', ')}`,
  )
  return {
    name,
    path: sitePath,
    scores,
    performanceRuns: performances,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    report: path.relative(root, path.join(reportsDir, `${slug(name)}.html`)),
    failures,
  }
}

function printTable(pages: PageScore[]): void {
  const header = ['página', 'rend.', 'corridas', 'acces.', 'prácticas', 'SEO', 'LCP', 'TBT', 'CLS']
  const rows = pages.map((page) => [
    page.name,
    String(page.scores.performance),
    page.performanceRuns.join(' '),
    String(page.scores.accessibility),
    String(page.scores['best-practices']),
    String(page.scores.seo),
    `${(page.lcpMs / 1000).toFixed(1)} s`,
    `${Math.round(page.tbtMs)} ms`,
    page.cls.toFixed(3),
  ])
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!),
      )
      .join('  ')
  console.log(`\nLighthouse, móvil${runs > 1 ? `, mediana de ${runs} corridas` : ''}\n`)
  console.log(line(header))
  for (const row of rows) console.log(line(row))
}

async function main(): Promise<number> {
  const budgets = readBudgets()
  mkdirSync(reportsDir, { recursive: true })
  const stopEmulator = await ensureEmulator()
  const scratch = mkdtempSync(path.join(tmpdir(), 'lighthouse-'))
  let server: Awaited<ReturnType<typeof serveBuild>> | undefined
  try {
    if (process.env.LIGHTHOUSE_BUILD === '1' || !existsSync(path.join(root, 'public/index.html')))
      build()
    server = await serveBuild(Number(process.env.LIGHTHOUSE_PORT || 9300))
    const origin = server.origin
    const pages: [string, string][] = [
      ['Inicio', '/'],
      ['Listado', '/venta/'],
      ['Propiedad', await firstListed(origin, '/venta', 'cards')],
      ['Emprendimiento', await firstListed(origin, '/emprendimientos', 'developments')],
      ['Novedad', await firstListed(origin, '/novedades', 'entries')],
      ['Favoritos', '/favoritos/'],
    ]
    const scored: PageScore[] = []
    for (const [name, sitePath] of pages) {
      scored.push(score(audit(name, `${origin}${sitePath}`, scratch), name, sitePath, budgets))
    }
    printTable(scored)
    writeFileSync(path.join(reportsDir, 'summary.json'), JSON.stringify(scored, null, 2))
    console.log(`\nInformes: ${path.relative(root, reportsDir)}/`)
    const failures = scored.flatMap((page) => page.failures)
    const { lighthouse: minimum } = budgets
    console.log(
      `Presupuestos: rendimiento ≥ ${minimum.performance}, accesibilidad ≥ ${minimum.accessibility}, ` +
        `buenas prácticas ≥ ${minimum['best-practices']}, SEO ≥ ${minimum.seo}`,
    )
    for (const exception of budgets.lighthouseExceptions) {
      console.log(
        `Excepción: ${exception.page} ${exception.category} ≥ ${exception.minimum}: ${exception.why}`,
      )
    }
    for (const failure of failures) console.log(`FALLA ${failure}`)
    if (failures.length === 0) console.log('Todas las páginas cumplen los presupuestos.')
    return failures.length === 0 ? 0 : 1
  } finally {
    rmSync(scratch, { recursive: true, force: true })
    await server?.stop()
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
