/**
 * Pages that are never stale, end to end: the published site (npm run publish, functions and
 * headers) against an emulator that changes, visited in Chromium. Between two builds a built
 * page shows a new price and a withdrawal, and a property newer than the build is served at its
 * canonical address; after the rebuild the new one is static and the withdrawn one a
 * "ya no disponible" page out of the sitemap and the listings, and a withdrawn news entry's page
 * is gone.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { CHROMIUM_ARGS, saveScreenshot, VIEWPORTS } from '../../__tests__/e2e/support/browser'
import { groupMembers } from '../../scripts/process-group.mjs'
import { startStage, type Stage } from '../stage'

const scratch = mkdtempSync(path.join(tmpdir(), 'publish-freshness-'))
let stage: Stage
let browser: Browser

interface RawProperty {
  id: number
  publication_title: string
  development?: unknown
  operations: { operation_id: number; prices: { currency: string; price: number }[] }[]
}

/** Listings for sale in dollars that are no development's unit, newest first. */
async function listingsForSale(): Promise<RawProperty[]> {
  const answer = await fetch(
    `${stage.emulatorOrigin}/api/v1/tokko/properties/search?operation=1&limit=200&currency=usd`,
    { headers: { 'x-tokko-key': 'demo-tokko-key' } },
  )
  const { objects } = (await answer.json()) as { objects: RawProperty[] }
  return objects.filter(
    (raw) =>
      !raw.development &&
      raw.operations.length === 1 &&
      raw.operations[0]?.operation_id === 1 &&
      raw.operations[0].prices[0]?.currency === 'USD',
  )
}

/** The property's canonical page, from its /tokko/{id} redirect. */
async function canonicalPath(id: number): Promise<string> {
  const { text } = await stage.page(`/tokko/${id}/`)
  const target = /data-to="([^"]+)"/.exec(text)?.[1]
  if (!target) throw new Error(`/tokko/${id} no redirige a ninguna página.`)
  return target
}

/** A page opened as a phone (or desktop) visitor would; uncaught errors are collected. */
async function visit(
  sitePath: string,
  viewport: keyof typeof VIEWPORTS = 'phone',
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], locale: 'es-AR' })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  await page.goto(`${stage.origin}${sitePath}`)
  return { page, errors }
}

const usd = (amount: number) => `USD ${amount.toLocaleString('es-AR')}`

beforeAll(async () => {
  stage = await startStage({ scratch, properties: 60 })
  const first = await stage.nextBuild(null, 10 * 60_000)
  expect(first).toMatchObject({ ok: true })
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
}, 12 * 60_000)

afterAll(async () => {
  await browser?.close()
  const pid = stage?.publisherPid()
  await stage?.stop()
  if (pid) expect(groupMembers(pid)).toEqual([])
  rmSync(scratch, { recursive: true, force: true })
}, 60_000)

describe('pages that are never stale', () => {
  let repriced: RawProperty
  let withdrawn: RawProperty
  let withdrawnPath: string
  let added: { id: number }
  let addedPath: string
  const newPrice = 87_650

  it('shows, between builds, a new price, a withdrawal and a property newer than the build', async () => {
    const [first, second] = await listingsForSale()
    repriced = first!
    withdrawn = second!
    const repricedPath = await canonicalPath(repriced.id)
    withdrawnPath = await canonicalPath(withdrawn.id)
    await stage.admin(`properties/${repriced.id}/price`, { price: newPrice })
    await stage.admin(`properties/${withdrawn.id}/withdraw`)
    added = await stage.admin<{ id: number }>('properties', { operation: 1, price: 123_456 })

    // The built page, then the truth once the browser is idle.
    const price = await visit(repricedPath)
    await price.page.getByText('Precio actualizado').waitFor()
    expect(await price.page.getByText(usd(newPrice), { exact: true }).count()).toBe(1)
    expect(await price.page.locator('del').first().textContent()).toBe(
      usd(repriced.operations[0]!.prices[0]!.price),
    )
    // Every page says when its data was published.
    await price.page.getByText(/^Datos actualizados el \d\d\/\d\d a las \d\d:\d\d$/).waitFor()
    expect(price.errors).toEqual([])
    await saveScreenshot(price.page, 'frescura-precio-telefono')
    const priceDesktop = await visit(repricedPath, 'desktop')
    await priceDesktop.page.getByText('Precio actualizado').waitFor()
    await saveScreenshot(priceDesktop.page, 'frescura-precio-escritorio')

    const gone = await visit(withdrawnPath)
    await gone.page.getByText('Esta propiedad ya no está disponible').waitFor()
    expect(
      await gone.page.getByRole('heading', { name: 'Consultá por esta propiedad' }).count(),
    ).toBe(0)
    expect(gone.errors).toEqual([])
    await saveScreenshot(gone.page, 'frescura-retirada-telefono')
    const goneDesktop = await visit(withdrawnPath, 'desktop')
    await goneDesktop.page.getByText('Esta propiedad ya no está disponible').waitFor()
    await saveScreenshot(goneDesktop.page, 'frescura-retirada-escritorio')

    // The broker id's address leads to the new property's canonical one, rendered live.
    const fresh = await visit(`/tokko/${added.id}`)
    await fresh.page.waitForURL(new RegExp(`/propiedad/venta/[^/]+/${added.id}/?$`))
    addedPath = new URL(fresh.page.url()).pathname
    const title = (await (await fetch(`${stage.origin}/api/properties/${added.id}`)).json()) as {
      title: string
    }
    await fresh.page.getByRole('heading', { level: 1, name: title.title }).waitFor()
    await fresh.page.waitForFunction((expected) => document.title.startsWith(expected), title.title)
    expect(await fresh.page.locator('link[rel="canonical"]').last().getAttribute('href')).toMatch(
      new RegExp(`/propiedad/venta/[^/]+/${added.id}$`),
    )
    expect(fresh.errors).toEqual([])

    // Opened directly, the canonical address renders it too (the server answers with its 404 page).
    const direct = await visit(addedPath, 'desktop')
    await direct.page.getByRole('heading', { level: 1, name: title.title }).waitFor()
    expect(direct.errors).toEqual([])
    await saveScreenshot(fresh.page, 'frescura-nueva-telefono')
    await saveScreenshot(direct.page, 'frescura-nueva-escritorio')
  })

  it('makes the new property static and the withdrawn one a "ya no disponible" page after the rebuild', async () => {
    // A news entry gone from the broker takes its page with it (its Gatsby page is not made again).
    const newsList = (await stage.page('/page-data/novedades/page-data.json')).text
    const newsPath = /"path":"(\/novedades\/(\d+)\/[^"]+)"/.exec(newsList)
    if (!newsPath) throw new Error('La lista de novedades publicada no enlaza ninguna novedad.')
    const [, goneNewsPath, goneNewsId] = newsPath
    expect((await stage.page(goneNewsPath!)).status).toBe(200)
    await stage.admin(`news/${goneNewsId}/withdraw`)
    const before = (await stage.status()).last_build!.finished_at
    expect(await stage.hook('cambios del broker')).toBe(202)
    expect(await stage.nextBuild(before)).toMatchObject({ ok: true })

    const fresh = await stage.page(addedPath)
    expect(fresh.status).toBe(200)
    expect(fresh.text).toContain(`/${added.id}`)

    const gone = await stage.page(withdrawnPath)
    expect(gone.status).toBe(200)
    expect(gone.text).toContain('Esta propiedad ya no está disponible')
    expect(gone.text).toMatch(/<meta name="robots" content="noindex"/)
    // Its broker id leads there while it is kept.
    expect(await canonicalPath(withdrawn.id)).toBe(withdrawnPath)
    const sitemap = (await stage.page('/sitemap.xml')).text
    expect(sitemap).toContain(`/${added.id}</loc>`)
    expect(sitemap).not.toContain(`/${withdrawn.id}</loc>`)
    expect((await stage.page(goneNewsPath!)).status).toBe(404)
    expect(sitemap).toContain('/novedades/')
    expect(sitemap).not.toContain(`/novedades/${goneNewsId}/`)
    expect((await stage.page('/page-data/novedades/page-data.json')).text).not.toContain(
      `"path":"${goneNewsPath}"`,
    )
    for (const listing of ['/venta/', '/']) {
      const data = (
        await stage.page(
          `/page-data${listing === '/' ? '/index' : listing.replace(/\/$/, '')}/page-data.json`,
        )
      ).text
      expect(data).not.toContain(`"id":${withdrawn.id},`)
    }
    const summary = (await (
      await fetch(`${stage.origin}/api/properties/${withdrawn.id}`)
    ).json()) as object
    expect(summary).toEqual({ error: 'No encontramos lo que buscabas.' })

    for (const viewport of ['phone', 'desktop'] as const) {
      const left = await visit(withdrawnPath, viewport)
      await left.page
        .getByRole('heading', { level: 1, name: 'Esta propiedad ya no está disponible' })
        .waitFor()
      expect(left.errors).toEqual([])
      await saveScreenshot(
        left.page,
        `frescura-no-disponible-${viewport === 'phone' ? 'telefono' : 'escritorio'}`,
      )
    }

    const repriced_ = await stage.page(await canonicalPath(repriced.id))
    expect(repriced_.text.replace(/<!-- -->/g, '')).toContain(usd(newPrice))
  })
})
