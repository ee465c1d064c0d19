import type { Browser, Page } from 'playwright-core'
import { axeViolations } from './support/axe'
import { hydrated, launchBrowser, openPage, saveScreenshot, VIEWPORTS } from './support/browser'
import { searchDone, tickFilter } from './support/listing'

// Issue 18, "no dead ends": a search that finds nothing offers the searches with one filter
// fewer, counted live by the site's server. Only the built site in a real browser shows that
// the numbers offered are the numbers the listing then shows, and that counts are cancelled.

/** With the demo agency for sale: houses in Palermo with 3 rooms or more, none. */
const NOTHING = '/venta?ubicacion=24728&tipo=3&ambMin=3'
/** The search each suggestion stands for, by its wording. */
const COUNTED = {
  'Cualquier ubicación': 'vista=total&operacion=1&tipo=3&ambMin=3',
  'Cualquier tipo de propiedad': 'vista=total&operacion=1&ubicacion=24728&ambMin=3',
  'Cualquier cantidad de ambientes': 'vista=total&operacion=1&ubicacion=24728&tipo=3',
} as const

const isCount = (url: URL) =>
  url.pathname === '/api/properties' && url.searchParams.get('vista') === 'total'

/** The totals the site answered to the page's count requests, by query string. */
function recordCounts(page: Page): Map<string, number> {
  const totals = new Map<string, number>()
  page.on('response', async (response) => {
    const url = new URL(response.url())
    if (!isCount(url)) return
    const body = (await response.json().catch(() => null)) as { total?: number } | null
    if (typeof body?.total === 'number') totals.set(url.search.slice(1), body.total)
  })
  return totals
}

/**
 * Holds every count request back until `release()`, so that the page is seen counting (or can
 * cancel them). Set after the page has loaded: the load waits for the network to be idle.
 */
async function holdCounts(page: Page): Promise<() => void> {
  let release = () => undefined as void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(
    (url) => isCount(url),
    async (route) => {
      await released
      // A request the page has cancelled meanwhile cannot go on.
      await route.continue().catch(() => undefined)
    },
  )
  return release
}

/** In Palermo with 3 rooms or more there are some; houses among them, none. */
const SOME = '/venta?ubicacion=24728&ambMin=3'

/** Ticks "Casa": the search from SOME then finds nothing. */
async function tickHouses(page: Page): Promise<void> {
  const byType = searchDone(page, (params) => params.get('tipo') === '3' && !params.has('vista'))
  await tickFilter(
    await hydrated(
      page
        .getByRole('group', { name: 'Tipo de propiedad' })
        .getByRole('checkbox', { name: /^Casa/ }),
    ),
  )
  await byType
}

const offers = (page: Page) => page.getByRole('button', { name: /: \d+ propiedad/ })
const statusLine = (page: Page) => page.getByRole('status').first()
const numberIn = (text: string) => Number(text.match(/: (\d+) propiedad/)?.[1])

describe('an empty listing in Chromium', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser.close()
  })

  it('offers the searches with one filter fewer, and each finds the number it offered', async () => {
    const { page, errors } = await openPage(browser, '/venta')
    const totals = recordCounts(page)
    const rooms = page.getByRole('group', { name: 'Cantidad de ambientes' })
    const byRooms = searchDone(page, (params) => params.get('ambMin') === '3')
    await (await hydrated(rooms.getByLabel('Desde'))).selectOption('3')
    await byRooms
    const byPlace = searchDone(page, (params) => params.has('ubicacion'))
    await tickFilter(
      page.getByRole('group', { name: 'Ubicación' }).getByRole('checkbox', { name: /^Palermo/ }),
    )
    await byPlace
    await tickHouses(page)
    await page.waitForURL(new RegExp(`${NOTHING.replace('?', '/?\\?')}$`))
    await statusLine(page)
      .filter({ hasText: 'No encontramos propiedades con estos filtros.' })
      .waitFor()
    await offers(page).first().waitFor()
    await page.waitForFunction(() => !document.body.textContent?.includes('Buscando alternativas'))

    // One count per filter, each the search without it; a search with none is not offered.
    expect([...totals.keys()].sort()).toEqual(Object.values(COUNTED).sort())
    const labels = await offers(page).allTextContents()
    expect(labels.length).toBe([...totals.values()].filter((total) => total > 0).length)
    expect(labels.length).toBeGreaterThan(0)
    for (const label of labels) {
      const wording = label.split(':')[0] as keyof typeof COUNTED
      expect(numberIn(label)).toBe(totals.get(COUNTED[wording]))
    }
    const numbers = labels.map(numberIn)
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a))
    // The chips are still there to take out any filter.
    await expect(page.getByRole('button', { name: /^Quitar filtro: / }).count()).resolves.toBe(3)
    await expect(axeViolations(page)).resolves.toEqual([])
    await saveScreenshot(page, 'sin-resultados-alternativas-desktop')

    const [first] = labels
    const promised = numberIn(first!)
    const widened = searchDone(page, (params) => !params.has('vista'))
    await page.getByRole('button', { name: first }).click()
    await widened
    await statusLine(page)
      .filter({ hasText: new RegExp(`^${promised} propiedad(es)?$`) })
      .waitFor()
    await expect(page.locator('main article').count()).resolves.toBe(Math.min(promised, 50))
    await expect(offers(page).count()).resolves.toBe(0)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('offers a count without the sold units the broker still lists, and keeps it', async () => {
    const { page, errors } = await openPage(browser, NOTHING)
    await offers(page).first().waitFor()
    const anyType = page.getByRole('button', { name: /^Cualquier tipo de propiedad: / })
    const promised = numberIn((await anyType.textContent()) ?? '')
    // The listing's answer says how many positions the broker has: more, as it counts sold units.
    const answered = page.waitForResponse((response) => {
      const url = new URL(response.url())
      return url.pathname === '/api/properties' && !url.searchParams.has('vista')
    })
    await anyType.click()
    const { total: positions, offered } = (await (await answered).json()) as {
      total: number
      offered: number
    }
    expect(positions).toBeGreaterThan(promised)
    expect(offered).toBe(promised)
    await statusLine(page)
      .filter({ hasText: new RegExp(`^${promised} propiedad(es)?$`) })
      .waitFor()
    await expect(page.locator('main article').count()).resolves.toBe(promised)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('shows that it is counting on a phone, without moving the chips', async () => {
    const { page, errors } = await openPage(browser, SOME, VIEWPORTS.phone)
    const release = await holdCounts(page)
    await (await hydrated(page.getByRole('button', { name: /^Filtros/ }))).click()
    await tickHouses(page)
    await page.getByRole('button', { name: 'Ver 0 propiedades' }).click()
    const counting = page.getByText('Buscando alternativas…')
    await counting.waitFor()
    const chip = page.getByRole('button', { name: 'Quitar filtro: Palermo' })
    const before = await chip.boundingBox()
    await saveScreenshot(page, 'sin-resultados-buscando-phone')
    release()
    await offers(page).first().waitFor()
    await expect(counting.count()).resolves.toBe(0)
    const after = await chip.boundingBox()
    // The suggestions take the placeholders' rows or fewer: the chips never move down.
    expect(after!.y).toBeLessThanOrEqual(before!.y)
    await saveScreenshot(page, 'sin-resultados-alternativas-phone')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('cancels the counts of filters the visitor has left', async () => {
    const { page, errors } = await openPage(browser, SOME)
    const release = await holdCounts(page)
    const cancelled: string[] = []
    page.on('requestfailed', (request) => {
      const url = new URL(request.url())
      if (isCount(url) && request.failure()?.errorText === 'net::ERR_ABORTED')
        cancelled.push(url.search.slice(1))
    })
    await tickHouses(page)
    await page.getByText('Buscando alternativas…').waitFor()
    // Houses in Palermo with any number of rooms: still none, so two new counts.
    const chip = await hydrated(
      page.getByRole('button', { name: 'Quitar filtro: Desde 3 ambientes' }),
    )
    await chip.click()
    await page.waitForURL(/\/venta\/?\?ubicacion=24728&tipo=3$/)
    await page.getByText('Buscando alternativas…').waitFor()
    release()
    await offers(page).first().waitFor()
    // Chromium reports a cancelled request once its held route lets go of it.
    for (let waited = 0; cancelled.length < 3 && waited < 5000; waited += 100)
      await page.waitForTimeout(100)
    expect(cancelled.sort()).toEqual(Object.values(COUNTED).sort())
    const labels = await offers(page).allTextContents()
    expect(labels.map((label) => label.split(':')[0]).sort()).toEqual([
      'Cualquier tipo de propiedad',
      'Cualquier ubicación',
    ])
    expect(errors).toEqual([])
    await page.context().close()
  })
})
