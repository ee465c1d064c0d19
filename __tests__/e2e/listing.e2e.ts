import type { Browser, Page, Request } from 'playwright-core'
import { hydrated, launchBrowser, openPage, saveScreenshot, VIEWPORTS } from './support/browser'
import { emulatorProperties, saleCards } from './support/catalogue'
import { moreResults, searchDone, tickFilter } from './support/listing'

// The listing's filters live in the address and its results come from the live search; the home
// suggests properties as an address is typed. Only a real browser on the built site shows that
// hydration, history, cancelled requests and the network behave as they should.

/** Every property search the page sends from now on, as URLs. */
function recordSearches(page: Page): URL[] {
  const seen: URL[] = []
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    // The home's featured refresh is no search.
    if (url.pathname === '/api/properties' && url.searchParams.get('vista') !== 'destacadas')
      seen.push(url)
  })
  return seen
}

const cards = (page: Page) => page.locator('main article')
const titles = (page: Page) => page.locator('main article h2').allTextContents()
/** The ids of the properties the cards link to (the last segment of a property's address). */
const cardIds = async (page: Page) =>
  (
    await page
      .locator('main article h2 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  ).map((href) => Number(href.replace(/\/$/, '').split('/').pop()))
const statusText = (page: Page) => page.getByRole('status').first().textContent()

describe('listings and the quick search in Chromium', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser.close()
  })

  it('filters, loads more, and finds the search again after visiting a property', async () => {
    // The emulator keeps sold units (status 4) listed, some among the newest for sale.
    const forSale = (await emulatorProperties())
      .filter((property) => property.operations.some((operation) => operation.operation_id === 1))
      .sort((a, b) => b.id - a.id)
    const sold = new Set(forSale.filter((property) => property.status === 4).map(({ id }) => id))
    expect(forSale.slice(0, 50).some((property) => sold.has(property.id))).toBe(true)

    const { page, errors } = await openPage(browser, '/venta')
    const searches = recordSearches(page)
    const before = await statusText(page)
    // Only what is on offer counted; the build's first 50 positions less the sold units shown.
    const firstShown = forSale.slice(0, 50).filter((property) => !sold.has(property.id)).length
    expect(before).toBe(
      `${forSale.length - sold.size} propiedades · mostrando las ${firstShown} más recientes`,
    )
    const listed = await cardIds(page)
    expect(listed.length).toBeGreaterThan(0)
    expect(listed.filter((id) => sold.has(id))).toEqual([])

    const types = page.getByRole('group', { name: 'Tipo de propiedad' })
    const byType = searchDone(page, (params) => params.get('tipo') === '2')
    await tickFilter(await hydrated(types.getByRole('checkbox', { name: /^Departamento/ })))
    await byType
    await page.waitForURL(/\/venta\/?\?tipo=2$/)

    const rooms = page.getByRole('group', { name: 'Cantidad de ambientes' })
    const byRooms = searchDone(page, (params) => params.get('ambMin') === '2')
    await rooms.getByLabel('Desde').selectOption('2')
    await byRooms
    await page.waitForURL(/\/venta\/?\?tipo=2&ambMin=2$/)
    // The answer has arrived; wait for the count it renders rather than read it mid-render.
    await page
      .getByRole('status')
      .first()
      .filter({ hasText: /^\d+ propiedad/ })
      .filter({ hasNotText: before ?? '' })
      .waitFor()
    const filtered = (await statusText(page)) ?? ''
    expect(filtered).not.toBe(before)
    // Until the last page, the count may include sold units not paged past yet.
    const counted = Number(filtered.match(/^(\d+) propiedad/)?.[1])
    const firstPage = await cards(page).count()
    expect(firstPage).toBeLessThanOrEqual(50)
    expect(counted).toBeGreaterThan(firstPage)
    expect(counted).toBeLessThan(100)

    const more = searchDone(page, (params) => params.get('desde') === '50')
    await moreResults(page).click()
    await more
    // Every position read: the count is exactly the cards shown, and "Ver más" is gone.
    await page
      .getByRole('status')
      .first()
      .filter({ hasText: /^\d+ propiedades$/ })
      .waitFor()
    const total = Number((await statusText(page))?.match(/^(\d+)/)?.[1])
    expect(total).toBeLessThanOrEqual(counted)
    await expect(cards(page).count()).resolves.toBe(total)
    await expect(moreResults(page).count()).resolves.toBe(0)
    const ids = await cardIds(page)
    expect(new Set(ids).size).toBe(total)
    expect(ids.filter((id) => sold.has(id))).toEqual([])
    expect(searches.map((url) => url.searchParams.get('desde') ?? '0')).toEqual(['0', '0', '50'])
    const shown = await titles(page)
    await saveScreenshot(page, 'venta-filtrada-desktop')

    await page.locator('main article h2 a').last().click()
    await page.waitForURL(/\/propiedad\/venta\//)
    await page.goBack()
    await page.waitForURL(/\/venta\/?\?tipo=2&ambMin=2$/)
    await expect(types.getByRole('checkbox', { name: /^Departamento/ }).isChecked()).resolves.toBe(
      true,
    )
    await expect(rooms.getByLabel('Desde').inputValue()).resolves.toBe('2')
    await expect(titles(page)).resolves.toEqual(shown)
    await expect(statusText(page)).resolves.toBe(`${total} propiedades`)
    // The store still held the search: coming back asks for nothing again.
    expect(searches).toHaveLength(3)

    // Back again is the previous search, type only.
    const typeOnly = searchDone(
      page,
      (params) => params.get('tipo') === '2' && !params.has('ambMin'),
    )
    await page.goBack()
    await page.waitForURL(/\/venta\/?\?tipo=2$/)
    await typeOnly
    await expect(rooms.getByLabel('Desde').inputValue()).resolves.toBe('')
    await expect(statusText(page)).resolves.not.toBe(`${total} propiedades`)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('holds the first 20 results in its HTML and shows all of them, in order, to a visitor who scrolls', async () => {
    const built = (await saleCards()).map((card) => card.path)
    expect(built.length).toBeGreaterThan(20)
    const { page, errors } = await openPage(browser, '/venta', VIEWPORTS.phone)
    const hrefs = () =>
      page
        .locator('main article h2 a')
        .evaluateAll((links) => links.map((link) => decodeURI(link.getAttribute('href') ?? '')))
    await expect(hrefs()).resolves.toEqual(built.slice(0, 20).map((path) => decodeURI(path)))
    // Down the page as a thumb does, until the cards stop coming.
    for (let shown = 0; shown < built.length;) {
      await page.mouse.wheel(0, 1200)
      await page.waitForTimeout(150)
      const now = (await hrefs()).length
      if (now === shown && now > 20) break
      shown = now
    }
    await expect(hrefs()).resolves.toEqual(built.map((path) => decodeURI(path)))
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('links a browser without scripts to every result its HTML does not hold', async () => {
    const built = (await saleCards()).map((card) => decodeURI(card.path))
    const { page } = await openPage(browser, '/venta', VIEWPORTS.phone, {
      javaScriptEnabled: false,
    })
    const cardLinks = await page
      .locator('main article h2 a')
      .evaluateAll((links) => links.map((link) => decodeURI(link.getAttribute('href') ?? '')))
    // Playwright's text queries skip <noscript>, which a browser without scripts shows.
    const rest = page.locator('main noscript')
    await expect(rest.locator('p').textContent()).resolves.toBe('Más resultados:')
    expect((await rest.boundingBox())?.height).toBeGreaterThan(0)
    const linked = await rest
      .locator('a')
      .evaluateAll((links) => links.map((link) => decodeURI(link.getAttribute('href') ?? '')))
    expect([...cardLinks, ...linked]).toEqual(built)
    await saveScreenshot(page, 'venta-sin-scripts-phone')
    await page.context().close()
  })

  it('pages a browser without scripts through every property on sale', async () => {
    const onSale = (await emulatorProperties()).filter(
      (property) =>
        property.status !== 4 && property.operations.some((item) => item.operation_id === 1),
    )
    expect(onSale.length).toBeGreaterThan(50)
    const { page } = await openPage(browser, '/venta', VIEWPORTS.phone, {
      javaScriptEnabled: false,
    })
    const listed = new Set<string>()
    const pagesSeen = ['/venta']
    for (;;) {
      const links = await page
        .locator('main article h2 a, main noscript a')
        .evaluateAll((found) => found.map((link) => link.getAttribute('href') ?? ''))
      for (const href of links) listed.add(href)
      const next = page.locator(
        'a:text-is("Ver más propiedades"), nav[aria-label="Páginas de resultados"] a[rel="next"]',
      )
      if ((await next.count()) === 0) break
      await Promise.all([page.waitForNavigation(), next.first().click()])
      pagesSeen.push(new URL(page.url()).pathname.replace(/\/$/, ''))
    }
    expect(pagesSeen.slice(0, 2)).toEqual(['/venta', '/venta/pagina/2'])
    const ids = new Set([...listed].map((href) => Number(href.split('/').pop())))
    expect([...ids].sort()).toEqual(onSale.map((property) => property.id).sort())
    await saveScreenshot(page, 'venta-pagina-sin-scripts-phone')
    await page.context().close()
  })

  it('cancels a search that a newer one replaces', async () => {
    const { page, errors } = await openPage(browser, '/venta')
    // Hold the first search back so that the second is asked for while it is still running.
    await page.route(/\/api\/properties\?.*tipo=2(&|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue().catch(() => undefined)
    })
    const cancelled: string[] = []
    page.on('requestfailed', (request) => {
      if (request.failure()?.errorText === 'net::ERR_ABORTED') cancelled.push(request.url())
    })
    const types = page.getByRole('group', { name: 'Tipo de propiedad' })
    await hydrated(types.getByRole('checkbox', { name: /^Departamento/ }))
    const tick = (name: RegExp) => tickFilter(types.getByRole('checkbox', { name }))
    await tick(/^Departamento/)
    const both = searchDone(page, (params) => params.get('tipo') === '2,3')
    await tick(/^Casa/)
    await both
    await page.waitForTimeout(1800)
    expect(cancelled).toHaveLength(1)
    expect(new URL(cancelled[0]!).searchParams.get('tipo')).toBe('2')
    await expect(
      page.locator('main article', { hasText: 'Casa' }).count(),
    ).resolves.toBeGreaterThan(0)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('opens the filters on a phone, applies one and goes back to the results', async () => {
    const { page, errors } = await openPage(browser, '/alquiler', VIEWPORTS.phone)
    const toggle = await hydrated(page.getByRole('button', { name: 'Filtros' }))
    await expect(page.getByRole('group', { name: 'Ubicación' }).isVisible()).resolves.toBe(false)
    await toggle.click()
    await saveScreenshot(page, 'alquiler-filtros-phone')
    const byPalermo = searchDone(page, (params) => params.has('ubicacion'))
    await tickFilter(
      page.getByRole('group', { name: 'Ubicación' }).getByRole('checkbox', { name: /^Palermo/ }),
    )
    await byPalermo
    await page.waitForURL(/\/alquiler\/?\?ubicacion=\d+$/)
    // The answer has arrived; wait for the count it renders rather than read it mid-render.
    await page
      .getByRole('status')
      .first()
      .filter({ hasText: /^\d+ propiedad/ })
      .waitFor()
    const count = Number((await statusText(page))?.match(/^(\d+)/)?.[1])
    await page.getByRole('button', { name: new RegExp(`^Ver ${count} propiedad`) }).click()
    await expect(page.getByRole('group', { name: 'Ubicación' }).isVisible()).resolves.toBe(false)
    await expect(
      page.getByRole('button', { name: /Filtros/ }).evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true)
    await expect(cards(page).count()).resolves.toBe(Math.min(count, 50))
    await saveScreenshot(page, 'alquiler-palermo-phone')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('suggests nothing for 2 characters and properties from the 3rd, then opens one', async () => {
    const { page, errors } = await openPage(browser, '/', VIEWPORTS.phone)
    const searches = recordSearches(page)
    const address = await hydrated(page.getByRole('combobox', { name: 'Dirección' }))
    await address.pressSequentially('Av')
    await page.waitForTimeout(800)
    expect(searches).toEqual([])
    await expect(address.getAttribute('aria-expanded')).resolves.toBe('false')

    const answered = searchDone(page, () => true)
    await address.pressSequentially('.')
    await answered
    expect(searches).toHaveLength(1)
    // The site's own endpoint, which asks the proxy (the key stays on the server).
    expect(Object.fromEntries(searches[0]!.searchParams)).toEqual({
      vista: 'inicio',
      operacion: '1',
      q: 'Av.',
    })
    const list = page.getByRole('listbox', { name: 'Propiedades sugeridas' })
    await list.waitFor()
    const options = list.getByRole('option')
    expect(await options.count()).toBeGreaterThan(0)
    await expect(options.first().textContent()).resolves.toMatch(/Av\. .+(USD|ARS|CONSULTAR)/)
    await saveScreenshot(page, 'inicio-sugerencias-phone')

    await address.press('ArrowDown')
    await expect(options.first().getAttribute('aria-selected')).resolves.toBe('true')
    await address.press('Enter')
    await page.waitForURL(/\/propiedad\/venta\/.+\/\d+$/)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
