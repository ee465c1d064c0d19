import type { Browser } from 'playwright-core'
import { launchBrowser, openPage } from './support/browser'

describe('home page in Chromium', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser.close()
  })

  it('lets a keyboard user skip straight to the content', async () => {
    const { page, errors } = await openPage(browser, '/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Saltar al contenido' })
    await expect(skip.evaluate((element) => element === document.activeElement)).resolves.toBe(true)
    await page.keyboard.press('Enter')
    // The hash changes after the key event is handled, not within it.
    await page.waitForURL(/#contenido$/, { timeout: 5_000 })
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('sends a quick search to the listing of its operation with the filters in the address', async () => {
    const { page } = await openPage(browser, '/')
    const search = page.getByRole('search', { name: 'Buscar propiedades' })
    await search.getByText('Alquiler', { exact: true }).click()
    await search.getByLabel('Tipo').selectOption({ label: 'Departamento' })
    await search.getByRole('button', { name: 'Buscar' }).click()
    await page.waitForURL(/\/alquiler\?tipo=2$/)
    await page.context().close()
  })

  it('keeps the theme a visitor picked on the next page', async () => {
    const { page, errors } = await openPage(browser, '/')
    await page.getByRole('button', { name: 'Usar tema oscuro' }).click()
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark')
    await page.goto(page.url().replace(/\/$/, '/contacto'), { waitUntil: 'networkidle' })
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark')
    await expect(page.getByRole('button', { name: 'Usar tema claro' }).isVisible()).resolves.toBe(
      true,
    )
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('brings the counters up to date with the live summary, and says so when it cannot', async () => {
    const { page } = await openPage(browser, '/')
    const counters = page.getByRole('navigation', { name: 'Propiedades por operación' })
    const built = await counters.getByRole('link').allTextContents()
    // The catalogue "grew" since the build: the live summary counts 1000 more of each operation.
    await page.route(/\/api\/summary$/, async (route) => {
      const response = await route.fetch()
      const summary = (await response.json()) as { operations: Record<string, number> }
      for (const name of Object.keys(summary.operations))
        summary.operations[name] = (summary.operations[name] ?? 0) + 1000
      await route.fulfill({ response, json: summary })
    })
    await page.reload({ waitUntil: 'networkidle' })
    const grown = built.map((label) =>
      label.replace(/^\d+/, (count) => String(Number(count) + 1000)),
    )
    await page.waitForFunction(
      (first) =>
        document.querySelector('[aria-label="Propiedades por operación"] a')?.textContent === first,
      grown[0],
    )
    expect(await counters.getByRole('link').allTextContents()).toEqual(grown)
    expect(await counters.getAttribute('aria-busy')).toBe('false')

    await page.unroute(/\/api\/summary$/)
    await page.route(/\/api\/summary$/, (route) => route.abort())
    await page.reload({ waitUntil: 'networkidle' })
    await page.getByText('No pudimos actualizar las cifras.').waitFor()
    expect(await counters.getByRole('link').allTextContents()).toEqual(built)
    await page.context().close()
  })
})
