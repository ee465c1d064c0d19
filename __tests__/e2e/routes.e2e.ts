/**
 * Every route of spec §2 on the built demo, in Chromium: real content, Spanish, one h1, and no
 * console error, failed request or dialog (so no script from broker data ran).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { listingPath } from '../../src/domain/site/urls'
import type { OperationId } from '../../src/domain/types'
import { hydrated, launchBrowser, openPage, saveScreenshot, VIEWPORTS } from './support/browser'
import { emulatorProperties } from './support/catalogue'
import { moreResults, searchDone } from './support/listing'
import { BASE_URL } from './support/server'

const EMULATOR = process.env.GATSBY_API_PROXY || 'http://127.0.0.1:4010'

/** Site paths from the built sitemap, so the test follows whatever the demo holds. */
function sitemapPaths(): string[] {
  const xml = readFileSync(path.resolve(__dirname, '../../public/sitemap.xml'), 'utf8')
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    decodeURI(new URL(match[1]!).pathname),
  )
}

const first = (paths: string[], pattern: RegExp): string => {
  const found = paths.find((candidate) => pattern.test(candidate))
  if (!found) throw new Error(`El sitemap no tiene ninguna página ${pattern}`)
  return found
}

async function expectPage(page: Page, errors: string[], heading: RegExp): Promise<void> {
  expect(await page.getAttribute('html', 'lang')).toBe('es')
  const headings = page.getByRole('heading', { level: 1 })
  expect(await headings.count()).toBe(1)
  expect(await headings.textContent()).toMatch(heading)
  expect(await page.title()).not.toBe('')
  expect(errors).toEqual([])
}

describe('every route of the demo', () => {
  let browser: Browser
  const paths = sitemapPaths()

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  const routes: [string, () => string, RegExp][] = [
    ['home', () => '/', /Encontrá/],
    ['venta', () => '/venta', /venta/i],
    ['alquiler', () => '/alquiler', /alquiler/i],
    ['temporario', () => '/temporario', /temporari/i],
    ['a sub-path of a listing', () => '/venta/palermo/departamentos', /venta/i],
    ['a property', () => first(paths, /^\/propiedad\/venta\//), /\S/],
    [
      'a property for temporary rent',
      () => first(paths, /^\/propiedad\/alquiler-temporario\//),
      /\S/,
    ],
    ['the developments', () => '/emprendimientos/', /Emprendimientos/],
    ['a development tag', () => first(paths, /^\/emprendimientos\/[^/]+$/), /Emprendimientos/],
    ['a development', () => first(paths, /^\/emprendimientos\/[^/]+\/\d+$/), /\S/],
    ['the news', () => '/novedades/', /Novedades/],
    ['a news entry', () => first(paths, /^\/novedades\/\d+\/[^/]+$/), /\S/],
    ['favourites', () => '/favoritos', /Favoritos/],
    ['contact', () => '/contacto', /Contacto/],
    ['about', () => '/nosotros', /\S/],
    ['services', () => '/servicios', /Servicios/],
    ['join us', () => '/sumate', /Sumate/],
    ['the privacy policy', () => '/privacidad/', /Privacidad/],
    ['the server error page', () => '/500', /problema/],
  ]

  it.each(routes)('shows %s', async (name, route, heading) => {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const { page, errors } = await openPage(browser, route(), viewport)
      page.on('dialog', (dialog) => {
        errors.push(`diálogo: ${dialog.message()}`)
        void dialog.dismiss()
      })
      await expectPage(page, errors, heading)
      await saveScreenshot(page, `ruta-${name.replace(/\W+/g, '-')}-${size}`)
      await page.context().close()
    }
  })

  it('sends /tokko/{id} of a built property to its page', async () => {
    const property = first(paths, /^\/propiedad\/venta\//)
    const id = property.split('/').pop()
    const { page, errors } = await openPage(browser, `/tokko/${id}`)
    await page.waitForURL(`**${encodeURI(property)}`)
    await expectPage(page, errors, /\S/)
    await page.context().close()
  })

  it('opens a property whose broker address holds %, # and " from its listing card', async () => {
    // emulator/data/messy.ts types notes into one address; the page's address drops what hosts
    // would decode, so the static page is found (not the 404 page rendering the record live).
    const hostile = (await emulatorProperties()).find(
      (property) => property.status === 2 && /[%#"]/.test(property.fake_address ?? ''),
    )
    expect(hostile).toBeDefined()
    const { id, operations } = hostile!
    // Gatsby's loader fetches the page data when the card shows, or at the latest on the click.
    const pageData: number[] = []
    const { page, errors } = await openPage(
      browser,
      listingPath(operations[0]!.operation_id as OperationId),
      VIEWPORTS.desktop,
      {},
      async (opened) =>
        opened.on('response', (response) => {
          const { pathname } = new URL(response.url())
          if (
            /^\/page-data\/propiedad\/.+\/page-data\.json$/.test(pathname) &&
            pathname.includes(`/${id}/`)
          )
            pageData.push(response.status())
        }),
    )
    const cards = page.locator('main article')
    const card = page.locator(
      `main article h2 a[href$="/${id}"], main article h2 a[href$="/${id}/"]`,
    )
    // The newest listings come first: "Ver más" until its card is there.
    for (let shown = await cards.count(); (await card.count()) === 0; shown = await cards.count()) {
      const more = moreResults(page)
      if ((await more.count()) === 0) throw new Error(`El listado no muestra la propiedad ${id}.`)
      const answered = searchDone(page, (params) => params.has('desde'))
      await (await hydrated(more)).click()
      await answered
      await cards.nth(shown).waitFor()
    }
    const href = (await card.getAttribute('href'))!
    expect(href).not.toMatch(/[%#?"]/)
    const title = (await card.textContent())!.trim()
    await card.click()
    await page.waitForURL(
      (url) => decodeURI(url.pathname).replace(/\/$/, '') === href.replace(/\/$/, ''),
    )
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor()
    await expectPage(page, errors, /\S/)
    expect(pageData.length).toBeGreaterThan(0)
    expect(pageData.every((status) => status === 200)).toBe(true)
    // As a shared link: the address itself answers with the static page.
    const direct = await page.goto(`${BASE_URL}${href}`, { waitUntil: 'networkidle' })
    expect(direct?.status()).toBe(200)
    await expectPage(page, errors, /\S/)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(title)
    await saveScreenshot(page, 'ruta-direccion-hostil-desktop')
    await page.context().close()
  })

  it('looks up an unknown /tokko/{id} live and says when it does not exist', async () => {
    const { page } = await openPage(browser, '/tokko/999999999')
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'No encontramos esta propiedad',
    )
    await page.context().close()
  })

  it('answers an unknown address with the Spanish 404 page', async () => {
    const response = await fetch(`${BASE_URL}/no-existe-esta-pagina`)
    expect(response.status).toBe(404)
    const { page } = await openPage(browser, '/no-existe-esta-pagina')
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'No encontramos esta página',
    )
    await page.context().close()
  })

  it('never runs the scripts agents paste into descriptions', async () => {
    const answer = await fetch(`${EMULATOR}/api/v1/tokko/properties/search?limit=0`, {
      headers: { 'X-TOKKO-KEY': process.env.TOKKO_KEY || 'demo-tokko-key' },
    })
    const { objects } = (await answer.json()) as {
      objects: { id: number; rich_description?: string }[]
    }
    const hostile = objects.find((item) => item.rich_description?.includes('<script>'))
    expect(hostile).toBeDefined()
    const { page, errors } = await openPage(browser, `/tokko/${hostile!.id}`)
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.waitForURL('**/propiedad/**')
    await page.waitForLoadState('networkidle')
    // Gatsby's own image loader is an inline script; the agent's HTML must bring none.
    const description = await page.getByRole('region', { name: 'Descripción' }).innerHTML()
    expect(description).not.toMatch(/<script|<img|<iframe/i)
    expect(await page.locator('main [onerror], main [onclick], main [onload]').count()).toBe(0)
    expect(dialogs).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })
})
