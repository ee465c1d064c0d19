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
})
