import type { Browser } from 'playwright-core'
import { launchBrowser, openPage, saveScreenshot, VIEWPORTS } from './support/browser'

describe('home page in Chromium', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser.close()
  })

  it.each(Object.entries(VIEWPORTS))(
    'shows the Spanish home page on a %s without console errors',
    async (name, viewport) => {
      const { page, errors } = await openPage(browser, '/', viewport)
      expect(await page.getAttribute('html', 'lang')).toBe('es')
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(
        'Encontrá',
      )
      expect(await page.title()).not.toBe('')
      await saveScreenshot(page, `home-${name}`)
      expect(errors).toEqual([])
      await page.context().close()
    },
  )

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

  it('answers an unknown address with the Spanish 404 page', async () => {
    const { page } = await openPage(browser, '/no-existe-esta-pagina')
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'No encontramos esta página',
    )
    await expect(
      page.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href'),
    ).resolves.toBe('/')
    await page.context().close()
  })
})
