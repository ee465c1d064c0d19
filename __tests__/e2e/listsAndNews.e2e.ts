import type { Browser } from 'playwright-core'
import { launchBrowser, openPage, saveScreenshot, VIEWPORTS } from './support/browser'

// These pages read their filter from the address after hydration, and /novedad fetches from the
// backend: only a real browser on the built site shows both work without console errors.
describe('developments and news in Chromium', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser.close()
  })

  it('keeps the development status filter in the address and finds it again on return', async () => {
    const { page, errors } = await openPage(browser, '/emprendimientos/', VIEWPORTS.phone)
    await page.getByRole('radio', { name: /^En pozo/ }).click()
    await page.waitForURL(/\/emprendimientos\/\?estado=3$/)
    const names = () => page.locator('main h2').allTextContents()
    const shown = await names()
    expect(shown.length).toBeGreaterThan(0)

    await page.locator('main h2 a').first().click()
    await page.waitForURL((url) => !url.search.includes('estado'))
    await page.goBack()
    await page.waitForURL(/\?estado=3$/)
    // The filter is read from the address after hydration: wait for it rather than race it.
    await page.getByRole('radio', { name: /^En pozo/, checked: true }).waitFor()
    await expect(names()).resolves.toEqual(shown)
    await saveScreenshot(page, 'emprendimientos-en-pozo-phone')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('opens the news list narrowed to the topic of a shared address', async () => {
    const { page, errors } = await openPage(browser, '/novedades/?tema=Cr%C3%A9ditos')
    await page.getByRole('radio', { name: /^Créditos/, checked: true }).waitFor()
    await expect(page.getByRole('status').textContent()).resolves.toMatch(/^Mostrando \d+ de/)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('shows a news entry fetched live by /novedad?id=', async () => {
    const { page, errors } = await openPage(browser, '/novedad?id=1', VIEWPORTS.phone)
    const article = page.getByRole('article').first()
    await article.waitFor()
    await expect(page.locator('h1').count()).resolves.toBe(1)
    await expect(
      article.getByRole('link', { name: /^\/novedades\/1\// }).getAttribute('href'),
    ).resolves.toMatch(/^\/novedades\/1\/[a-z0-9-]+$/)
    await saveScreenshot(page, 'novedad-en-vivo-phone')
    expect(errors).toEqual([])
    await page.context().close()
  })
})
