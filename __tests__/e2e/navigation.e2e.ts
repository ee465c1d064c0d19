/**
 * Navigation when things go wrong (spec §8, §9): a slow page says so after 1 s, a page whose data
 * cannot load is reached by a full page load instead, and the menu follows the live counts.
 */
import type { Browser } from 'playwright-core'
import { launchBrowser, openPage } from './support/browser'

describe('navigation in Chromium', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('tells the visitor when the next page takes more than a second', async () => {
    const { page, errors } = await openPage(browser, '/')
    await page.route('**/page-data/contacto/page-data.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_800))
      await route.continue()
    })
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'CONTACTO' })
      .click()
    const notice = page.getByRole('status').filter({ hasText: 'Cargando la página…' })
    await notice.waitFor({ state: 'visible', timeout: 1_700 })
    await page.waitForURL('**/contacto')
    await notice.waitFor({ state: 'detached' })
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('reaches a page whose data cannot load by a full page load', async () => {
    const { page } = await openPage(browser, '/')
    await page.evaluate(() => Object.assign(window, { sinRecargar: true }))
    await page.route('**/page-data/nosotros/page-data.json', (route) => route.abort())
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'NOSOTROS' })
      .click()
    await page.waitForURL('**/nosotros')
    await page.getByRole('heading', { level: 1 }).waitFor()
    // The flag set on the old document is gone: the browser loaded the page from scratch.
    expect(
      await page.evaluate(() => (window as { sinRecargar?: boolean }).sinRecargar),
    ).toBeUndefined()
    await page.context().close()
  })
})
