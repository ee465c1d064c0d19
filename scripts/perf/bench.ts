/**
 * `npm run bench`, the build benchmark: the site built against the emulator with
 * DEMO_PROPERTIES = 1,000 and 5,000 (BENCH_SIZES), and a bare Gatsby site that creates as many
 * trivial pages, BENCH_RUNS times each (3, interleaved, for the median on a noisy machine); then
 * the site at 1,000 properties with 1 and with 30 photos each, which must cost the same: no image
 * work and no photo download at build time. Prints wall time, peak memory (the build's whole
 * process tree) and the site / bare ratio; checks the targets of performance-budget.json.
 * Builds run in copies under the system's temp folder, so public/ and .cache/ stay as they are.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { copySite } from '../../publisher/stage'
import { writeBareSite } from './bareSite'
import {
  append,
  besideBare,
  bin,
  build,
  type Check,
  countFromEnv,
  fmtMb,
  fmtS,
  mb,
  type Measure,
  padRow,
  printChecks,
  readBudgets,
  secondsOf,
  siteBuildEnv,
  startGroupServer,
  stopGroup,
  type Budgets,
} from './support'

const sizes = (process.env.BENCH_SIZES || '1000,5000').split(',').map(Number)
const runs = countFromEnv('BENCH_RUNS', 3)
const PHOTO_SIZE = sizes[0] ?? 1000
const scratch = mkdtempSync(path.join(tmpdir(), 'bench-'))

/**
 * One emulator for one agency, counting the property photos it serves (a build must ask for
 * none) apart from the news pictures (a cold build fetches each once, to make the cards' copies).
 */
async function emulator(port: number, env: Record<string, string>) {
  let photoRequests = 0
  let newsPictureRequests = 0
  const origin = `http://127.0.0.1:${port}`
  const child = await startGroupServer(bin('tsx'), ['emulator/server.ts'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      EMULATOR_DATA_DIR: path.join(scratch, `emulator-${port}`),
    },
    onLine: (line) => {
      if (/^GET \/demo-media\/news\//.test(line)) newsPictureRequests++
      else if (/^GET \/demo-media\//.test(line)) photoRequests++
    },
    ready: `${origin}/__submissions`,
    timeoutMs: 120_000,
  })
  return {
    origin,
    photoRequests: () => photoRequests,
    newsPictureRequests: () => newsPictureRequests,
    stop: () => stopGroup(child),
  }
}

type Emulator = Awaited<ReturnType<typeof emulator>>

/** A catalogue the site is built from: one emulator each. */
interface Agency {
  key: string
  env: Record<string, string>
}

/** The site at each of the sizes, then at the photo size with 1 and with 30 photos a listing. */
function agenciesToBuild(): Agency[] {
  return [
    ...sizes.map((size) => ({ key: `site-${size}`, env: { DEMO_PROPERTIES: String(size) } })),
    ...[1, 30].map((photos) => ({
      key: `photos-${photos}`,
      env: { DEMO_PROPERTIES: String(PHOTO_SIZE), DEMO_PHOTOS: String(photos) },
    })),
  ]
}

/**
 * Every round builds the site from each agency in turn, each size followed by the bare site of
 * as many pages. Resolves to the measures by agency key and `bare-{size}`.
 */
async function measureBuilds(
  site: string,
  agencies: readonly Agency[],
  services: ReadonlyMap<string, Emulator>,
): Promise<Map<string, Measure[]>> {
  const results = new Map<string, Measure[]>()
  const bare = new Map(
    sizes.map((size) => [size, writeBareSite(path.join(scratch, `bare-${size}`), size).dir]),
  )
  for (let run = 1; run <= runs; run++) {
    for (const agency of agencies) {
      const service = services.get(agency.key)!
      const measure = await build(site, {
        // Each agency is another catalogue: the shrink guard must not compare them.
        ...siteBuildEnv(service.origin, path.join(scratch, `state-${agency.key}`)),
        ALLOW_SHRINK: '1',
      })
      append(results, agency.key, measure)
      console.log(
        `corrida ${run}/${runs} · sitio ${agency.key}: ${fmtS(measure.seconds)}, ${fmtMb(measure.peakBytes)}`,
      )
      const size = Number(agency.env.DEMO_PROPERTIES)
      if (!agency.key.startsWith('site-')) continue
      const bareMeasure = await build(bare.get(size)!)
      append(results, `bare-${size}`, bareMeasure)
      console.log(
        `corrida ${run}/${runs} · Gatsby vacío ${size}: ${fmtS(bareMeasure.seconds)}, ${fmtMb(bareMeasure.peakBytes)}`,
      )
    }
  }
  return results
}

const BUILD_COLUMNS = [12, 9, 9, 9, 9, 6]

/** Prints the site beside the bare site at each size; returns the ratio of times by size. */
function printBuildTable(results: ReadonlyMap<string, Measure[]>): Map<number, number> {
  console.log(`\nConstrucción (mediana de ${runs} corridas; memoria: pico del árbol de procesos)\n`)
  console.log(
    padRow(['propiedades', 'sitio', 'memoria', 'vacío', 'memoria', 'razón'], BUILD_COLUMNS),
  )
  const ratios = new Map<number, number>()
  for (const size of sizes) {
    const siteRuns = results.get(`site-${size}`)!
    const bareRuns = results.get(`bare-${size}`)!
    ratios.set(size, secondsOf(siteRuns) / secondsOf(bareRuns))
    console.log(padRow([String(size), ...besideBare(siteRuns, bareRuns)], BUILD_COLUMNS))
  }
  const [smallest, largest] = [sizes[0]!, sizes[sizes.length - 1]!]
  if (largest > smallest) {
    const perThousand =
      ((secondsOf(results.get(`site-${largest}`)!) - secondsOf(results.get(`site-${smallest}`)!)) /
        (largest - smallest)) *
      1000
    console.log(`\nCada 1.000 propiedades más cuestan ${fmtS(perThousand)} de construcción.`)
  }
  return ratios
}

/** What 30 photos cost over 1, and what the emulators were asked for during the builds. */
interface PhotoCost {
  /** The difference of the median build times over the 1-photo time. */
  share: number
  /** Property photos downloaded: a build must fetch none. */
  downloads: number
}

/** Prints the build time with 1 and with 30 photos a listing, and the photos asked for. */
function printPhotoCost(
  results: ReadonlyMap<string, Measure[]>,
  services: readonly Emulator[],
): PhotoCost {
  const one = secondsOf(results.get('photos-1')!)
  const thirty = secondsOf(results.get('photos-30')!)
  const share = Math.abs(thirty - one) / one
  const downloads = services.reduce((total, service) => total + service.photoRequests(), 0)
  const newsPictures = services.reduce((total, service) => total + service.newsPictureRequests(), 0)
  console.log(
    `${PHOTO_SIZE} propiedades con 1 foto: ${fmtS(one)}; con 30 fotos: ${fmtS(thirty)} (${(share * 100).toFixed(1)} %). ` +
      `Fotos de propiedades pedidas al emulador durante las construcciones: ${downloads}; ` +
      `imágenes de novedades (una vez por imagen y construcción en frío, para sus copias): ${newsPictures}.`,
  )
  return { share, downloads }
}

/** The targets of performance-budget.json, judged at the largest size. */
function buildChecks(
  budgets: Budgets['build'],
  results: ReadonlyMap<string, Measure[]>,
  ratios: ReadonlyMap<number, number>,
  photos: PhotoCost,
): Check[] {
  const largest = sizes[sizes.length - 1]!
  const peak = Math.max(...[...results.values()].flat().map((m) => m.peakBytes))
  return [
    {
      name: `razón sitio / vacío a ${largest}`,
      ok: ratios.get(largest)! <= budgets.maxRatioAtLargest,
      value: `${ratios.get(largest)!.toFixed(2)} (máx. ${budgets.maxRatioAtLargest})`,
    },
    {
      name: 'pico de memoria',
      ok: mb(peak) < budgets.maxPeakMemoryMb,
      value: `${fmtMb(peak)} (máx. ${budgets.maxPeakMemoryMb} MB)`,
    },
    {
      name: '1 foto contra 30 fotos',
      ok: photos.share <= budgets.maxPhotoCostShare,
      value: `${(photos.share * 100).toFixed(1)} % (máx. ${budgets.maxPhotoCostShare * 100} %)`,
    },
    {
      name: 'fotos de propiedades descargadas',
      ok: photos.downloads === 0,
      value: String(photos.downloads),
    },
  ]
}

async function main(): Promise<number> {
  const budgets = readBudgets().build
  const site = copySite(path.join(scratch, 'site'))
  const agencies = agenciesToBuild()
  const services = new Map<string, Emulator>()
  let results: Map<string, Measure[]>
  try {
    let port = 4030
    for (const agency of agencies) services.set(agency.key, await emulator(port++, agency.env))
    results = await measureBuilds(site, agencies, services)
  } finally {
    for (const service of services.values()) await service.stop()
  }
  const ratios = printBuildTable(results)
  const photos = printPhotoCost(results, [...services.values()])
  return printChecks(buildChecks(budgets, results, ratios, photos))
}

main()
  .then(
    (code) => code,
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      return 1
    },
  )
  .then((code) => {
    rmSync(scratch, { recursive: true, force: true })
    process.exit(code)
  })
