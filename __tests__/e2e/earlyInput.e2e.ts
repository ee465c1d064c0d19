import type { Browser, Page } from 'playwright-core'
import { EARLY_INPUT_REPLAYED } from '../../src/earlyInput'
import { launchBrowser, VIEWPORTS, visitorAddress } from './support/browser'
import { BASE_URL } from './support/server'

// How long the page's scripts are held back: the visitor acts on the server's HTML meanwhile.
const SCRIPT_DELAY_MS = 2_500

const isHydrated = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('onInitialClientRender').length > 0)

/**
 * A page whose scripts arrive late, as on a slow phone network: its HTML is there and can be
 * used, React is not. Resolves once the document has been parsed.
 */
async function openWithLateScripts(
  browser: Browser,
  sitePath: string,
  viewport: { width: number; height: number } = VIEWPORTS.phone,
): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    locale: 'es-AR',
    extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
  })
  const page = await context.newPage()
  await page.route(/\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS))
    await route.continue()
  })
  await page.goto(`${BASE_URL}${sitePath}`, { waitUntil: 'domcontentloaded' })
  return page
}

/** Until React has hydrated the page and been handed what the visitor did before. */
async function untilCaughtUp(page: Page): Promise<void> {
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    EARLY_INPUT_REPLAYED,
    { timeout: 20_000 },
  )
}

describe('what a visitor does before the scripts run (Chromium)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('keeps a press on a favourite heart made before hydration', async () => {
    const page = await openWithLateScripts(browser, '/venta/')
    const heart = page.getByRole('button', { name: /^Guardar en favoritos: / }).first()
    const title = (await heart.getAttribute('aria-label'))!.replace(/^Guardar en favoritos: /, '')
    await heart.click()
    expect(await isHydrated(page)).toBe(false)

    await untilCaughtUp(page)
    const saved = page.getByRole('button', { name: `Quitar de favoritos: ${title}` })
    await saved.waitFor({ timeout: 10_000 })
    expect(await saved.getAttribute('aria-pressed')).toBe('true')
    // Kept on the device: saved after a reload too.
    await page.unrouteAll()
    await page.reload({ waitUntil: 'networkidle' })
    await saved.waitFor({ timeout: 10_000 })
    expect(await saved.getAttribute('aria-pressed')).toBe('true')
    await page.context().close()
  })

  it('shows the options of a filter group opened before hydration', async () => {
    const page = await openWithLateScripts(browser, '/venta/', VIEWPORTS.desktop)
    const filters = page.getByRole('region', { name: 'Filtros' })
    await filters.getByText('Ambientes', { exact: true }).click()
    expect(await isHydrated(page)).toBe(false)

    await untilCaughtUp(page)
    const rooms = filters.getByRole('group', { name: 'Ambientes' })
    await rooms.getByRole('checkbox').first().waitFor({ timeout: 10_000 })
    await page.context().close()
  })

  it('keeps a search typed and chosen before hydration, and submits it', async () => {
    const page = await openWithLateScripts(browser, '/')
    const search = page.getByRole('search', { name: 'Buscar propiedades' })
    await search.getByRole('radio', { name: 'Alquiler', exact: true }).check()
    const type = search.getByLabel('Tipo')
    const typeOption = (await type.locator('option').nth(1).getAttribute('value'))!
    await type.selectOption(typeOption)
    await search.getByLabel('Dirección').pressSequentially('Santa Fe')
    expect(await isHydrated(page)).toBe(false)

    await untilCaughtUp(page)
    // Hydration left the visitor's text and choices in place, and React knows them.
    expect(await search.getByLabel('Dirección').inputValue()).toBe('Santa Fe')
    expect(await type.inputValue()).toBe(typeOption)
    expect(await search.getByRole('radio', { name: 'Alquiler', exact: true }).isChecked()).toBe(
      true,
    )
    await search.getByRole('button', { name: 'Buscar' }).click()
    await page.waitForURL(/\/alquiler\/?\?/, { timeout: 10_000 })
    const query = new URL(page.url()).searchParams
    expect([...query.values()].join(' ')).toContain('Santa Fe')
    expect([...query.values()]).toContain(typeOption)
    await page.context().close()
  })
})
