/**
 * `npm run bench:browser` (and the second half of `npm run bench`): what a visitor waits for in
 * the browser, measured in Chromium with the Performance API on the built demo.
 * - A search of 50 results: from a change of order on /venta to the 50 new cards on screen (the
 *   live search through the proxy and the render), split into network and render time.
 * - Favourites with 4 properties: from navigation to the 4 cards fetched live and shown, and from
 *   ticking the 4th "Comparar" to the comparison table of 4 on screen.
 * Each figure is the median of BENCH_BROWSER_RUNS (10) after two warm-up rounds, unthrottled and
 * with the CPU slowed 4× (a mid-range phone, as Lighthouse assumes).
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, VIEWPORTS } from '../../__tests__/e2e/support/browser'
import { ensureEmulator } from '../emulator-process.mjs'
import { median, pageContext, root, serveBuild } from './support'

const runs = Math.max(1, Number(process.env.BENCH_BROWSER_RUNS || 10))
const WARM_UP = 2

interface SearchTiming {
  total: number
  network: number
  render: number
}

/** Runs in the page: changes the order and waits for 50 different cards to be painted. */
function changeOrder(value: string): Promise<SearchTiming> {
  const select = Array.from(document.querySelectorAll('select')).find(
    (element) => element.labels?.[0]?.textContent === 'Ordenar por',
  )
  if (!select) throw new Error('No se encontró "Ordenar por".')
  const main = document.querySelector('main') as HTMLElement
  const titles = () =>
    Array.from(main.querySelectorAll('article h2'), (heading) => heading.textContent).join('|')
  const before = titles()
  performance.clearResourceTimings()
  performance.mark('busqueda:inicio')
  const start = performance.now()
  select.value = value
  select.dispatchEvent(new Event('change', { bubbles: true }))
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (main.querySelectorAll('article').length !== 50 || titles() === before) return
      observer.disconnect()
      // The next frame: the new cards are painted.
      requestAnimationFrame(() =>
        setTimeout(() => {
          performance.mark('busqueda:fin')
          const total = performance.measure('busqueda', 'busqueda:inicio', 'busqueda:fin').duration
          const search = performance
            .getEntriesByType('resource')
            .find((entry) => entry.name.includes('/properties/search')) as
            PerformanceResourceTiming | undefined
          const network = search ? search.responseEnd - start : Number.NaN
          resolve({ total, network, render: total - network })
        }, 0),
      )
    })
    observer.observe(main, { childList: true, subtree: true, characterData: true })
  })
}

/** Runs in the page: ticks the last unticked "Comparar" and waits for the table of 4 painted. */
function compareFourth(): Promise<number> {
  const boxes = Array.from(document.querySelectorAll<HTMLInputElement>('main input[type=checkbox]'))
  const box = boxes[3]
  if (!box) throw new Error('No hay 4 favoritos para comparar.')
  const main = document.querySelector('main') as HTMLElement
  performance.mark('comparar:inicio')
  box.click()
  return new Promise((resolve) => {
    const done = () => main.querySelectorAll('table thead th').length === 4
    const finish = () =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          performance.mark('comparar:fin')
          resolve(performance.measure('comparar', 'comparar:inicio', 'comparar:fin').duration)
        }, 0),
      )
    if (done()) return finish()
    const observer = new MutationObserver(() => {
      if (!done()) return
      observer.disconnect()
      finish()
    })
    observer.observe(main, { childList: true, subtree: true })
  })
}

/**
 * A context whose pages accept the functions this script sends them: tsx keeps function names
 * with an `__name` helper that only exists here, so the page gets a stand-in.
 */
async function newContext(browser: Browser, slowdown: number) {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'es-AR' })
  await context.addInitScript({ content: 'window.__name = (target) => target' })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
  return { context, page }
}

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main')
    return !!main && Object.keys(main).some((key) => key.startsWith('__react'))
  })
}

async function searchBench(browser: Browser, origin: string, slowdown: number) {
  const { context, page } = await newContext(browser, slowdown)
  await page.goto(`${origin}/venta/`, { waitUntil: 'networkidle' })
  await hydrated(page)
  const timings: SearchTiming[] = []
  for (let round = 0; round < runs + WARM_UP; round++) {
    const timing = await page.evaluate(changeOrder, round % 2 ? 'mayor-precio' : 'menor-precio')
    if (round >= WARM_UP) timings.push(timing)
  }
  await context.close()
  return {
    total: median(timings.map((t) => t.total)),
    network: median(timings.map((t) => t.network)),
    render: median(timings.map((t) => t.render)),
  }
}

async function compareBench(browser: Browser, origin: string, slowdown: number) {
  const cards = (await pageContext(origin, '/venta')).cards as { id: number }[]
  const saved = cards.slice(0, 4).map((card) => ({ id: card.id, operation: 1 }))
  const { context, page } = await newContext(browser, slowdown)
  await context.addInitScript({
    content: `localStorage.setItem('inmobiliaria:favoritos', ${JSON.stringify(JSON.stringify(saved))})`,
  })
  const loads: number[] = []
  const opens: number[] = []
  for (let round = 0; round < runs + WARM_UP; round++) {
    await page.goto(`${origin}/favoritos/`)
    // From navigation start to the 4 saved properties, fetched live, on screen.
    const loaded = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const ready = () => document.querySelectorAll('main input[type=checkbox]').length === 4
          const finish = () =>
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0))
          if (ready()) return finish()
          const observer = new MutationObserver(() => {
            if (!ready()) return
            observer.disconnect()
            finish()
          })
          observer.observe(document.body, { childList: true, subtree: true })
        }),
    )
    await page.evaluate(() => {
      const boxes = document.querySelectorAll<HTMLInputElement>('main input[type=checkbox]')
      for (const box of Array.from(boxes).slice(0, 3)) box.click()
    })
    await page.waitForFunction(() => document.querySelectorAll('main table thead th').length === 3)
    const opened = await page.evaluate(compareFourth)
    if (round >= WARM_UP) {
      loads.push(loaded)
      opens.push(opened)
    }
  }
  await context.close()
  return { load: median(loads), open: median(opens) }
}

const ms = (value: number) => `${Math.round(value)} ms`.padStart(8)

async function main(): Promise<void> {
  if (!existsSync(path.join(root, 'public/index.html'))) {
    throw new Error('No hay un sitio construido en public/: ejecutá `npm run build` antes.')
  }
  const stopEmulator = await ensureEmulator()
  const server = await serveBuild(Number(process.env.BENCH_BROWSER_PORT || 9302))
  const browser = await launchBrowser()
  try {
    console.log(`\nNavegador (Chromium, mediana de ${runs} corridas)\n`)
    console.log(`${'medición'.padEnd(44)} ${'CPU 1×'.padStart(8)} ${'CPU 4×'.padStart(8)}`)
    const search = [
      await searchBench(browser, server.origin, 1),
      await searchBench(browser, server.origin, 4),
    ]
    const compare = [
      await compareBench(browser, server.origin, 1),
      await compareBench(browser, server.origin, 4),
    ]
    const row = (name: string, values: number[]) =>
      console.log(`${name.padEnd(44)} ${values.map(ms).join(' ')}`)
    row(
      'búsqueda de 50 resultados: total',
      search.map((s) => s.total),
    )
    row(
      '  red (búsqueda en el proxy)',
      search.map((s) => s.network),
    )
    row(
      '  render de las 50 tarjetas',
      search.map((s) => s.render),
    )
    row(
      'favoritos: 4 propiedades en vivo en pantalla',
      compare.map((c) => c.load),
    )
    row(
      'comparar 4: tabla en pantalla',
      compare.map((c) => c.open),
    )
  } finally {
    await browser.close()
    await server.stop()
    await stopEmulator()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
