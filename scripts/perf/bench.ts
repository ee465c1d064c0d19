/**
 * `npm run bench`, the build benchmark: the site built against the emulator with
 * DEMO_PROPERTIES = 1,000 and 5,000 (BENCH_SIZES), and a bare Gatsby site that creates as many
 * trivial pages, BENCH_RUNS times each (3, interleaved, for the median on a noisy machine); then
 * the site at 1,000 properties with 1 and with 30 photos each, which must cost the same: no image
 * work and no photo download at build time. Prints wall time, peak memory (the build's whole
 * process tree) and the site / bare ratio; checks the targets of performance-budget.json.
 * Builds run in copies under the system's temp folder, so public/ and .cache/ stay as they are.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { copySite } from '../../publisher/stage'
import { writeBareSite } from './bareSite'
import {
  bin,
  build,
  fmtMb,
  fmtS,
  mb,
  type Measure,
  peakOf,
  readBudgets,
  root,
  secondsOf,
  stopGroup,
  waitForUrl,
} from './support'

const sizes = (process.env.BENCH_SIZES || '1000,5000').split(',').map(Number)
const runs = Math.max(1, Number(process.env.BENCH_RUNS || 3))
const PHOTO_SIZE = sizes[0] ?? 1000
const scratch = mkdtempSync(path.join(tmpdir(), 'bench-'))

/**
 * One emulator for one agency, counting the property photos it serves (a build must ask for
 * none) apart from the news pictures (a cold build fetches each once, to make the cards' copies).
 */
async function emulator(port: number, env: Record<string, string>) {
  const child = spawn(bin('tsx'), ['emulator/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      EMULATOR_DATA_DIR: path.join(scratch, `emulator-${port}`),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  })
  let photoRequests = 0
  let newsPictureRequests = 0
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (/^GET \/demo-media\/news\//.test(line)) newsPictureRequests++
    else if (/^GET \/demo-media\//.test(line)) photoRequests++
  })
  const origin = `http://127.0.0.1:${port}`
  await waitForUrl(`${origin}/__submissions`, 120_000)
  return {
    origin,
    photoRequests: () => photoRequests,
    newsPictureRequests: () => newsPictureRequests,
    stop: () => stopGroup(child),
  }
}

async function main(): Promise<number> {
  const budgets = readBudgets().build
  const site = copySite(path.join(scratch, 'site'))
  const agencies = [
    ...sizes.map((size) => ({ key: `site-${size}`, env: { DEMO_PROPERTIES: String(size) } })),
    ...[1, 30].map((photos) => ({
      key: `photos-${photos}`,
      env: { DEMO_PROPERTIES: String(PHOTO_SIZE), DEMO_PHOTOS: String(photos) },
    })),
  ]
  const services = new Map<string, Awaited<ReturnType<typeof emulator>>>()
  const results = new Map<string, Measure[]>()
  const record = (key: string, measure: Measure) =>
    results.set(key, [...(results.get(key) ?? []), measure])
  try {
    let port = 4030
    for (const agency of agencies) services.set(agency.key, await emulator(port++, agency.env))
    const bare = new Map(
      sizes.map((size) => [size, writeBareSite(path.join(scratch, `bare-${size}`), size).dir]),
    )
    for (let run = 1; run <= runs; run++) {
      for (const agency of agencies) {
        const service = services.get(agency.key)!
        const measure = await build(site, {
          GATSBY_API_PROXY: service.origin,
          GATSBY_BROKER_API: service.origin,
          GATSBY_BACKEND_API: service.origin,
          // Each agency is another catalogue: the shrink guard must not compare them.
          BUILD_STATE_DIR: path.join(scratch, `state-${agency.key}`),
          ALLOW_SHRINK: '1',
        })
        record(agency.key, measure)
        console.log(
          `corrida ${run}/${runs} · sitio ${agency.key}: ${fmtS(measure.seconds)}, ${fmtMb(measure.peakBytes)}`,
        )
        const size = Number(agency.env.DEMO_PROPERTIES)
        if (!agency.key.startsWith('site-')) continue
        const bareMeasure = await build(bare.get(size)!)
        record(`bare-${size}`, bareMeasure)
        console.log(
          `corrida ${run}/${runs} · Gatsby vacío ${size}: ${fmtS(bareMeasure.seconds)}, ${fmtMb(bareMeasure.peakBytes)}`,
        )
      }
    }
  } finally {
    for (const service of services.values()) await service.stop()
  }

  console.log(`\nConstrucción (mediana de ${runs} corridas; memoria: pico del árbol de procesos)\n`)
  console.log(
    `${'propiedades'.padEnd(12)} ${'sitio'.padStart(9)} ${'memoria'.padStart(9)} ${'vacío'.padStart(9)} ${'memoria'.padStart(9)} ${'razón'.padStart(6)}`,
  )
  const ratios = new Map<number, number>()
  for (const size of sizes) {
    const siteRuns = results.get(`site-${size}`)!
    const bareRuns = results.get(`bare-${size}`)!
    const ratio = secondsOf(siteRuns) / secondsOf(bareRuns)
    ratios.set(size, ratio)
    console.log(
      `${String(size).padEnd(12)} ${fmtS(secondsOf(siteRuns)).padStart(9)} ${fmtMb(peakOf(siteRuns)).padStart(9)} ${fmtS(secondsOf(bareRuns)).padStart(9)} ${fmtMb(peakOf(bareRuns)).padStart(9)} ${ratio.toFixed(2).padStart(6)}`,
    )
  }
  const [smallest, largest] = [sizes[0]!, sizes[sizes.length - 1]!]
  if (largest > smallest) {
    const perThousand =
      ((secondsOf(results.get(`site-${largest}`)!) - secondsOf(results.get(`site-${smallest}`)!)) /
        (largest - smallest)) *
      1000
    console.log(`\nCada 1.000 propiedades más cuestan ${fmtS(perThousand)} de construcción.`)
  }
  const one = secondsOf(results.get('photos-1')!)
  const thirty = secondsOf(results.get('photos-30')!)
  const photoShare = Math.abs(thirty - one) / one
  const downloads = [...services.values()].reduce(
    (total, service) => total + service.photoRequests(),
    0,
  )
  const newsPictures = [...services.values()].reduce(
    (total, service) => total + service.newsPictureRequests(),
    0,
  )
  console.log(
    `${PHOTO_SIZE} propiedades con 1 foto: ${fmtS(one)}; con 30 fotos: ${fmtS(thirty)} (${(photoShare * 100).toFixed(1)} %). ` +
      `Fotos de propiedades pedidas al emulador durante las construcciones: ${downloads}; ` +
      `imágenes de novedades (una vez por imagen y construcción en frío, para sus copias): ${newsPictures}.`,
  )

  const peak = Math.max(...[...results.values()].flat().map((m) => m.peakBytes))
  const checks = [
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
      ok: photoShare <= budgets.maxPhotoCostShare,
      value: `${(photoShare * 100).toFixed(1)} % (máx. ${budgets.maxPhotoCostShare * 100} %)`,
    },
    { name: 'fotos de propiedades descargadas', ok: downloads === 0, value: String(downloads) },
  ]
  console.log('')
  for (const check of checks)
    console.log(`${check.ok ? 'ok   ' : 'FALLA'} ${check.name}: ${check.value}`)
  return checks.every((check) => check.ok) ? 0 : 1
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
