/**
 * `npm run weight`: what the first load of a page ships, measured in Chromium on the built site.
 * Every script the page fetches until the network is idle (hydration, the live summary and the
 * lazy live-data code included) is gzipped here as `gatsby serve` would send it, and so is the
 * HTML; the page's own bundle (what its first paint and hydration need) is also summed apart from
 * the code it loads on demand (live checks when the browser is idle). Every page type must stay within performance-budget.json. Writes
 * test-results/weight.json for `npm test`.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { launchBrowser, VIEWPORTS } from '../../__tests__/e2e/support/browser'
import { firstListed, kb, readBudgets, resultsDir, serveBuild } from './support'

interface Shipped {
  url: string
  raw: number
  gzip: number
  /**
   * Not part of the page's own bundle (Gatsby's runtime, framework and app, and its template's
   * chunks): code loaded on demand, as live checks are when the browser is idle.
   */
  onDemand: boolean
}

interface PageWeight {
  name: string
  path: string
  html: Shipped
  scripts: Shipped[]
}

const gzipSize = (body: Buffer) => gzipSync(body).length
const sum = (items: readonly Shipped[], key: 'raw' | 'gzip') =>
  items.reduce((total, item) => total + item[key], 0)
const ownBundle = (items: readonly Shipped[]) => items.filter((item) => !item.onDemand)

/**
 * The scripts a page needs to render and hydrate: those its HTML loads, and every asset of its
 * template's chunk group in webpack's stats (the page data names the template).
 */
async function pageBundle(origin: string, sitePath: string, html: string): Promise<Set<string>> {
  const files = new Set([...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((match) => match[1]!))
  const dataPath = `/page-data${sitePath === '/' ? '/index' : sitePath.replace(/\/$/, '')}/page-data.json`
  const data = (await (await fetch(`${origin}${encodeURI(dataPath)}`)).json()) as {
    componentChunkName: string
  }
  const stats = (await (await fetch(`${origin}/webpack.stats.json`)).json()) as {
    namedChunkGroups: Record<string, { assets: { name: string }[] }>
  }
  for (const asset of stats.namedChunkGroups[data.componentChunkName]?.assets ?? [])
    files.add(`/${asset.name}`)
  return files
}

async function weigh(origin: string, name: string, sitePath: string): Promise<PageWeight> {
  const browser = await launchBrowser()
  try {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'es-AR' })
    const page = await context.newPage()
    const pending: Promise<Shipped | null>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      pending.push(
        response.body().then(
          (body) => ({
            url: response.url(),
            raw: body.length,
            gzip: gzipSize(body),
            onDemand: false,
          }),
          () => null,
        ),
      )
    })
    const document = await page.goto(`${origin}${sitePath}`, { waitUntil: 'networkidle' })
    if (!document?.ok()) throw new Error(`${sitePath} respondió ${document?.status()}`)
    const html = await document.body()
    const bundle = await pageBundle(origin, sitePath, html.toString('utf8'))
    const scripts = (await Promise.all(pending))
      .filter((item): item is Shipped => item !== null)
      .map((item) => ({ ...item, onDemand: !bundle.has(new URL(item.url).pathname) }))
    await context.close()
    return {
      name,
      path: sitePath,
      html: { url: document.url(), raw: html.length, gzip: gzipSize(html), onDemand: false },
      scripts,
    }
  } finally {
    await browser.close()
  }
}

const fmt = (bytes: number) => `${kb(bytes).toFixed(1)} KB`

async function main(): Promise<number> {
  const budgets = readBudgets().weight
  const server = await serveBuild(Number(process.env.WEIGHT_PORT || 9301))
  let pages: PageWeight[]
  try {
    const property = await firstListed(server.origin, '/venta', 'cards')
    const development = await firstListed(server.origin, '/emprendimientos', 'developments')
    const newsEntry = await firstListed(server.origin, '/novedades', 'entries')
    const pageTypes: [string, string][] = [
      ['Inicio', '/'],
      ['Listado', '/venta/'],
      ['Propiedad', property],
      ['Emprendimientos', '/emprendimientos/'],
      ['Emprendimiento', development],
      ['Novedades', '/novedades/'],
      ['Novedad', newsEntry],
      ['Favoritos', '/favoritos/'],
      ['Contacto', '/contacto/'],
      ['Servicios', '/servicios/'],
      ['Sumate', '/sumate/'],
      ['Nosotros', '/nosotros/'],
      ['Privacidad', '/privacidad/'],
    ]
    pages = []
    for (const [name, sitePath] of pageTypes) pages.push(await weigh(server.origin, name, sitePath))
  } finally {
    await server.stop()
  }

  console.log('\nPeso de la primera carga (gzip, en Chromium hasta que la red queda quieta)\n')
  console.log(
    `${'página'.padEnd(16)} ${'JS gzip'.padStart(10)} ${'propio'.padStart(10)} ${'JS'.padStart(10)}  archivos  ${'HTML gzip'.padStart(10)}`,
  )
  for (const page of pages) {
    console.log(
      `${page.name.padEnd(16)} ${fmt(sum(page.scripts, 'gzip')).padStart(10)} ${fmt(sum(ownBundle(page.scripts), 'gzip')).padStart(10)} ${fmt(sum(page.scripts, 'raw')).padStart(10)}  ${String(page.scripts.length).padStart(8)}  ${fmt(page.html.gzip).padStart(10)}`,
    )
  }
  const property = pages.find((page) => page.name === 'Propiedad') as PageWeight
  console.log(`\nScripts de ${property.path}:`)
  for (const script of [...property.scripts].sort((a, b) => b.gzip - a.gzip)) {
    const when = script.onDemand ? '  (a pedido)' : ''
    console.log(`  ${fmt(script.gzip).padStart(9)}  ${new URL(script.url).pathname}${when}`)
  }

  const checks = [
    ...pages.map((page) => ({
      name: `JS de la primera carga: ${page.name}`,
      value: kb(sum(page.scripts, 'gzip')),
      limit: budgets.pageJsGzipKb,
    })),
    {
      name: 'HTML de una propiedad',
      value: kb(property.html.gzip),
      limit: budgets.propertyHtmlGzipKb,
    },
  ].map((check) => ({ ...check, ok: check.value <= check.limit }))
  console.log('')
  for (const check of checks) {
    console.log(
      `${check.ok ? 'ok   ' : 'FALLA'} ${check.name}: ${check.value.toFixed(1)} KB gzip (límite ${check.limit} KB)`,
    )
  }
  mkdirSync(resultsDir, { recursive: true })
  writeFileSync(path.join(resultsDir, 'weight.json'), JSON.stringify({ pages, checks }, null, 2))
  return checks.every((check) => check.ok) ? 0 : 1
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
