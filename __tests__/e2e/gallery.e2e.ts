import path from 'node:path'
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core'
import { launchBrowser, openPage, pageHydrated, SCREENSHOT_DIR, VIEWPORTS } from './support/browser'
import { BASE_URL } from './support/server'
import { cardLink } from './support/listing'

interface Listing {
  path: string
  title: string
  photos: { original: string }[]
  videos: { player_url: string }[]
  blueprints: unknown[]
}

/** The sale listing's property with the most photos among those with a video and plans, as built. */
async function listingWithManyPhotos(): Promise<Listing> {
  const pageData = async <T>(sitePath: string): Promise<T> => {
    const response = await fetch(
      `${BASE_URL}/page-data${sitePath.replace(/\/$/, '')}/page-data.json`,
    )
    return ((await response.json()) as { result: { pageContext: T } }).result.pageContext
  }
  const { cards } = await pageData<{ cards: { path: string }[] }>('/venta')
  const listings = await Promise.all(
    cards.map(async ({ path: cardPath }) => {
      const { property } = await pageData<{
        property: Omit<Listing, 'path'>
      }>(cardPath)
      return { path: cardPath, ...property }
    }),
  )
  const [best] = listings
    .filter(
      ({ photos, videos, blueprints }) =>
        photos.length >= 8 && videos.length > 0 && blueprints.length > 0,
    )
    .sort((a, b) => b.photos.length - a.photos.length)
  if (!best) throw new Error('Ninguna propiedad en venta tiene 8 fotos, un video y planos.')
  return best
}

/** The newest built sale listing whose property has `field` (tours, videos). */
async function saleListingWith(
  field: 'tour_360',
): Promise<{ path: string; tour_360: { player_url: string }[] }> {
  const pageData = async <T>(sitePath: string): Promise<T> => {
    const response = await fetch(`${BASE_URL}/page-data${sitePath}/page-data.json`)
    return ((await response.json()) as { result: { pageContext: T } }).result.pageContext
  }
  const { cards } = await pageData<{ cards: { path: string }[] }>('/venta')
  for (const { path: cardPath } of cards) {
    const { property } = await pageData<{ property: { tour_360: { player_url: string }[] } }>(
      cardPath,
    )
    if (property[field].length > 0) return { path: cardPath, ...property }
  }
  throw new Error('Ninguna propiedad en venta tiene un recorrido 360°.')
}

/**
 * Waits until React has hydrated the gallery: a press on the server-rendered button before that
 * does nothing, and networkidle alone does not rule it out on a busy machine.
 */
async function galleryHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const button = document.querySelector('button[aria-haspopup="dialog"]')
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'))
  })
}

/** Opens the listing once React has hydrated its gallery. */
async function openListing(
  browser: Browser,
  sitePath: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  options: BrowserContextOptions = {},
) {
  const opened = await openPage(browser, sitePath, viewport, options)
  await galleryHydrated(opened.page)
  return opened
}

/** Answers every request that would leave this machine with an empty page, and lists them. */
async function stubOutside(page: Page): Promise<string[]> {
  const asked: string[] = []
  await page.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => {
      asked.push(route.request().url())
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>x</title>' })
    },
  )
  return asked
}

/** A viewport screenshot (the dialog is fixed to it), fades finished, in test-results/screenshots. */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled' })
}

const counterOf = (dialog: Locator) => dialog.locator('p[aria-live]')

/** The aria-label of the focused element, and whether it is inside the dialog. */
const focused = (page: Page) =>
  page.evaluate(() => ({
    label: document.activeElement?.getAttribute('aria-label') ?? null,
    inDialog: Boolean(document.activeElement?.closest('[role="dialog"]')),
  }))

describe('gallery in Chromium', () => {
  let browser: Browser
  let listing: Listing

  beforeAll(async () => {
    browser = await launchBrowser()
    listing = await listingWithManyPhotos()
  })

  afterAll(async () => {
    await browser.close()
  })

  it('opens the lightbox, moves with the keyboard, keeps the focus inside and closes with Escape', async () => {
    const { page, errors } = await openListing(browser, listing.path)
    const count = listing.photos.length
    const next = page.waitForRequest(listing.photos[1]?.original ?? '')
    await page.getByRole('button', { name: `Ampliar foto 1 de ${count}` }).click()
    const dialog = page.getByRole('dialog', { name: `Fotos de ${listing.title}` })
    // The lightbox's code loads apart, on the way to the first click.
    await dialog.waitFor()
    await expect(dialog.getAttribute('aria-modal')).resolves.toBe('true')
    await expect(counterOf(dialog).textContent()).resolves.toBe(`Foto 1 de ${count}`)
    // The large picture is the CDN original at 1366 px, and the next one is fetched ahead.
    const picture = dialog.locator('img[srcset]')
    await picture.evaluate((image: HTMLImageElement) => image.decode())
    await expect(picture.evaluate((image: HTMLImageElement) => image.currentSrc)).resolves.toBe(
      listing.photos[0]?.original,
    )
    await next

    await page.keyboard.press('ArrowRight')
    await expect(counterOf(dialog).textContent()).resolves.toBe(`Foto 2 de ${count}`)
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(counterOf(dialog).textContent()).resolves.toBe(`Foto ${count} de ${count}`)
    await page.keyboard.press('Home')
    await expect(counterOf(dialog).textContent()).resolves.toBe(`Foto 1 de ${count}`)
    await page.keyboard.press('End')
    await expect(counterOf(dialog).textContent()).resolves.toBe(`Foto ${count} de ${count}`)

    // Close, previous, next and the current thumbnail, round and round; never the page.
    const stops: (string | null)[] = []
    for (let i = 0; i < 9; i += 1) {
      await page.keyboard.press('Tab')
      const { label, inDialog } = await focused(page)
      expect(inDialog).toBe(true)
      stops.push(label)
    }
    expect(new Set(stops)).toEqual(
      new Set(['Cerrar', 'Foto anterior', 'Foto siguiente', `Ver foto ${count} de ${count}`]),
    )

    // The page behind does not scroll.
    const scrollY = await page.evaluate(() => window.scrollY)
    await page.mouse.wheel(0, 800)
    await page.waitForTimeout(200)
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(scrollY)

    await page.keyboard.press('Escape')
    await expect(dialog.count()).resolves.toBe(0)
    await expect(focused(page)).resolves.toEqual({
      label: `Ampliar foto ${count} de ${count}`,
      inDialog: false,
    })
    await expect(page.getByText(`Foto ${count} de ${count}`).isVisible()).resolves.toBe(true)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('steps with a finger swipe on a touch screen', async () => {
    const { page, errors } = await openListing(browser, listing.path, VIEWPORTS.phone, {
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 3,
    })
    const count = listing.photos.length
    await page.getByRole('button', { name: `Ampliar foto 1 de ${count}` }).tap()
    const dialog = page.getByRole('dialog', { name: `Fotos de ${listing.title}` })
    await expect(counterOf(dialog).textContent()).resolves.toBe(`Foto 1 de ${count}`)

    // Real touch input through the DevTools protocol: Chromium turns it into pointer events.
    const cdp = await page.context().newCDPSession(page)
    const box = await dialog.locator('img[srcset]').boundingBox()
    if (!box) throw new Error('La foto ampliada no se ve.')
    const y = box.y + box.height / 2
    const swipe = async (fromX: number, toX: number) => {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x: fromX, y }],
      })
      for (let step = 1; step <= 5; step += 1) {
        const x = fromX + ((toX - fromX) * step) / 5
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] })
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    }

    await swipe(330, 80)
    await expect(counterOf(dialog).textContent()).resolves.toBe(`Foto 2 de ${count}`)
    await swipe(80, 330)
    await swipe(80, 330)
    await expect(counterOf(dialog).textContent()).resolves.toBe(`Foto ${count} de ${count}`)
    await swipe(200, 190)
    await expect(counterOf(dialog).textContent()).resolves.toBe(`Foto ${count} de ${count}`)

    await dialog.getByRole('button', { name: 'Cerrar' }).tap()
    await expect(dialog.count()).resolves.toBe(0)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('loads the video player only when asked, and removes it when its tab is left', async () => {
    const { page, errors } = await openListing(browser, listing.path)
    const outside = await stubOutside(page)
    await page.getByRole('tab', { name: /Videos/ }).click()
    await expect(page.locator('iframe').count()).resolves.toBe(0)
    expect(outside).toEqual([])

    const playerUrl = listing.videos[0]?.player_url ?? ''
    const playerAsked = page.waitForRequest(playerUrl)
    await page.getByRole('button', { name: 'Ver video' }).click()
    const player = page.locator('iframe')
    await player.waitFor()
    await expect(player.getAttribute('src')).resolves.toBe(playerUrl)
    await playerAsked
    // Playwright fires the request event before it runs the route that records it.
    for (let tries = 0; tries < 100 && outside.length === 0; tries++)
      await new Promise((resolve) => setTimeout(resolve, 20))
    expect(outside).toEqual([playerUrl])

    await page.getByRole('tab', { name: /Fotos/ }).click()
    await expect(page.locator('iframe').count()).resolves.toBe(0)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('lets a 360° tour open itself at its provider in a new tab that leaves the sandbox', async () => {
    const tour = await saleListingWith('tour_360')
    const { page, errors } = await openListing(browser, tour.path)
    // The provider, as this machine cannot reach it: a page with its "open in" link, and that
    // link's page with a form, which only a tab outside the frame's sandbox may send.
    const providerPage = `${new URL(tour.tour_360[0]!.player_url).origin}/abierto`
    await page.context().route(
      (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
      (route) => {
        const url = new URL(route.request().url())
        const body =
          url.pathname === '/abierto'
            ? '<!doctype html><title>abierto</title><form action="/enviado"><button>Enviar</button></form>'
            : url.pathname === '/enviado'
              ? '<!doctype html><title>enviado</title>'
              : `<!doctype html><title>tour</title><a href="${providerPage}" target="_blank">Open in</a>`
        return route.fulfill({ contentType: 'text/html', body })
      },
    )
    await page.getByRole('tab', { name: /Tour 360°/ }).click()
    await page.getByRole('button', { name: 'Ver recorrido 360°' }).click()
    const frame = page.locator('iframe')
    await expect(frame.getAttribute('sandbox')).resolves.toBe(
      'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox',
    )
    await screenshot(page, 'recorrido-360-abierto-desktop')
    const popup = page.waitForEvent('popup')
    await page.frameLocator('iframe').getByRole('link', { name: 'Open in' }).click()
    const opened = await popup
    await opened.waitForURL(providerPage)
    await opened.getByRole('button', { name: 'Enviar' }).click()
    await opened.waitForURL(/\/enviado/)
    // The page's own link, beside the tour's name, does the same.
    const ownLink = page.waitForEvent('popup')
    await page
      .locator('figcaption')
      .getByRole('link', { name: /^Abrir en .+ \(se abre en otra pestaña\)$/ })
      .click()
    await (await ownLink).waitForURL(tour.tour_360[0]!.player_url)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('closes the lightbox with the back button, and leaves the listing with it once closed', async () => {
    // A page before the listing, reached from it as a visitor does, for Back to leave to.
    const { page, errors } = await openPage(browser, '/venta')
    await pageHydrated(page)
    await (await cardLink(page, listing.path)).click()
    await page.waitForURL((url) => url.pathname === listing.path)
    await galleryHydrated(page)
    const count = listing.photos.length
    const opener = page.getByRole('button', { name: `Ampliar foto 1 de ${count}` })
    const dialog = page.getByRole('dialog', { name: `Fotos de ${listing.title}` })

    await opener.click()
    await dialog.waitFor()
    await page.goBack()
    await dialog.waitFor({ state: 'detached' })
    await expect(page.evaluate(() => window.location.pathname)).resolves.toBe(listing.path)
    await expect(focused(page)).resolves.toEqual({
      label: `Ampliar foto 1 de ${count}`,
      inDialog: false,
    })
    await expect(page.evaluate(() => document.documentElement.style.overflow)).resolves.toBe('')

    await opener.click()
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Cerrar' }).click()
    await dialog.waitFor({ state: 'detached' })
    // Closed, the lightbox steps back over its entry a moment later; the address never shows it.
    await page.waitForFunction(() => window.history.state?.lightbox === undefined)
    await page.goBack()
    await page.waitForURL(/\/venta\/?$/)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("starts the next listing's gallery afresh, and a jump back in the history leaves the lightbox", async () => {
    const { page, errors } = await openListing(browser, listing.path)
    await page.getByRole('tab', { name: /Planos/ }).click()
    const similar = page.getByRole('region', { name: 'Propiedades similares' })
    await similar.getByRole('link').first().click()
    // Gatsby changes the address first and draws the other listing once its data has arrived.
    await page.waitForFunction(
      (title) => document.querySelector('h1')?.textContent !== title,
      listing.title,
    )
    await expect(page.getByRole('tab', { selected: true }).textContent()).resolves.toMatch(/^Fotos/)
    await expect(page.getByText(/^Foto 1 de \d+$/).isVisible()).resolves.toBe(true)

    await page.getByRole('button', { name: /^Ampliar foto 1 de/ }).click()
    await page.getByRole('dialog').waitFor()
    await page.keyboard.press('ArrowRight')
    // Back's menu skips the lightbox's entry to the listing before: the lightbox closes and steps
    // back no further, and Gatsby draws that listing.
    await page.evaluate(() => window.history.go(-2))
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.waitForFunction(
      (title) => document.querySelector('h1')?.textContent === title,
      listing.title,
    )
    await expect(page.evaluate(() => window.location.pathname)).resolves.toBe(listing.path)
    await expect(page.evaluate(() => document.documentElement.style.overflow)).resolves.toBe('')
    await expect(page.locator('[inert]').count()).resolves.toBe(0)
    await expect(page.getByText(`Foto 1 de ${listing.photos.length}`).isVisible()).resolves.toBe(
      true,
    )
    expect(errors).toEqual([])
    await page.context().close()
  })

  it.each([
    ['no-preference', true],
    ['reduce', false],
  ] as const)(
    'fades the lightbox in only without a reduced-motion wish (%s)',
    async (reducedMotion, fades) => {
      const { page, errors } = await openListing(browser, listing.path, VIEWPORTS.desktop, {
        reducedMotion,
      })
      await page.getByRole('button', { name: /^Ampliar foto 1 de/ }).click()
      const dialog = page.getByRole('dialog')
      await dialog.waitFor()
      const animations = await dialog.evaluate((element) =>
        [element, element.querySelector('img[srcset]')].map(
          (animated) => getComputedStyle(animated as Element).animationName !== 'none',
        ),
      )
      expect(animations).toEqual([fades, fades])
      expect(errors).toEqual([])
      await page.context().close()
    },
  )

  it.each([
    ['telefono-claro', VIEWPORTS.phone, 'light'],
    ['telefono-oscuro', VIEWPORTS.phone, 'dark'],
    ['escritorio-claro', VIEWPORTS.desktop, 'light'],
    ['escritorio-oscuro', VIEWPORTS.desktop, 'dark'],
  ] as const)('draws the lightbox on a %s screen', async (name, viewport, colorScheme) => {
    const { page, errors } = await openListing(browser, listing.path, viewport, { colorScheme })
    await page.getByRole('button', { name: /^Ampliar foto 1 de/ }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    const picture = dialog.locator('img[srcset]')
    await picture.evaluate((image: HTMLImageElement) => image.decode())
    await page.waitForLoadState('networkidle')
    await screenshot(page, `lightbox-${name}`)
    // A long title must not push the controls off a narrow screen.
    for (const control of ['Cerrar', 'Foto siguiente']) {
      const box = await dialog.getByRole('button', { name: control }).boundingBox()
      expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width)
    }
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe(
      colorScheme,
    )
    expect(errors).toEqual([])
    await page.context().close()
  })
})
