import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openPage, saveScreenshot, VIEWPORTS } from './support/browser'
import { BASE_URL } from './support/server'

/** The first property of the sale listing, as the built site lists it. */
async function firstSalePath(): Promise<string> {
  const response = await fetch(`${BASE_URL}/page-data/venta/page-data.json`)
  const data = (await response.json()) as {
    result: { pageContext: { cards: { path: string }[] } }
  }
  const path = data.result.pageContext.cards[0]?.path
  if (!path) throw new Error('La página /venta no lista propiedades.')
  return path
}

/** Requests that leave this machine: none may happen before the visitor asks. */
function recordOutside(page: Page): string[] {
  const outside: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith('http') && !['127.0.0.1', 'localhost'].includes(url.hostname)) {
      outside.push(request.url())
    }
  })
  return outside
}

describe('property page in Chromium', () => {
  let browser: Browser
  let path: string

  beforeAll(async () => {
    browser = await launchBrowser()
    path = await firstSalePath()
  })

  afterAll(async () => {
    await browser.close()
  })

  it.each(Object.entries(VIEWPORTS))(
    'shows a property on a %s with nothing loaded from outside and no console errors',
    async (name, viewport) => {
      const { page, errors } = await openPage(browser, path, viewport)
      // openPage has loaded it once; the reload is the load watched for outside requests.
      const outside = recordOutside(page)
      await page.reload({ waitUntil: 'networkidle' })
      expect(await page.locator('h1').count()).toBe(1)
      expect(await page.locator('iframe').count()).toBe(0)
      expect(outside).toEqual([])
      const whatsapp = await page
        .getByRole('link', { name: /Consultar por WhatsApp/ })
        .getAttribute('href')
      const host = viewport.width < 992 ? 'api.whatsapp.com' : 'web.whatsapp.com'
      expect(new URL(whatsapp ?? '').host).toBe(host)
      await saveScreenshot(page, `propiedad-${name}`)
      expect(errors).toEqual([])
      await page.context().close()
    },
  )

  it('loads the map only when asked', async () => {
    const { page, errors } = await openPage(browser, path)
    await page.getByRole('button', { name: 'Ver mapa' }).click()
    const map = page.locator('iframe[title^="Mapa de"]')
    await expect(map.getAttribute('src')).resolves.toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/,
    )
    expect(errors).toEqual([])
    await page.context().close()
  })
})
