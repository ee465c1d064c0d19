import type { Browser, Page } from 'playwright-core'
import { toPropertyCard, type PropertyCardData } from '../../src/domain/listing/cards'
import { resultsOnMap, unplacedLine } from '../../src/domain/listing/resultsMap'
import type { Property } from '../../src/domain/types'
import { axeViolations } from './support/axe'
import {
  hydrated,
  launchBrowser,
  openPage,
  PHONE_AND_DESKTOP,
  saveScreenshot,
  VIEWPORTS,
} from './support/browser'
import { recordPolicyBreaches } from './support/policy'
import { moreResults } from './support/listing'
import { BASE_URL } from './support/server'

// The listing's results on the map, in Chromium on the built site: Leaflet arrives only when the
// map is asked for, its markers are the list's cards, the keyboard reaches them, and the list
// stays when the tiles or the map's own code cannot load. The build's tiles come from the
// emulator (GATSBY_MAP_TILES, set by scripts/test-all.mjs).

/** The cards of the sale listing as the build wrote them. */
async function builtSaleCards(): Promise<PropertyCardData[]> {
  const response = await fetch(`${BASE_URL}/page-data/venta/page-data.json`)
  const data = (await response.json()) as { result: { pageContext: { cards: PropertyCardData[] } } }
  return data.result.pageContext.cards
}

/** The cards of the next sale search answered whose query passes `check`. */
function searchedCards(
  page: Page,
  check: (params: URLSearchParams) => boolean,
): Promise<PropertyCardData[]> {
  return page
    .waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/properties' &&
        check(new URL(response.url()).searchParams),
    )
    .then(async (response) => {
      const { items } = (await response.json()) as { items: Property[] }
      return items.map((item) => toPropertyCard(item, 1))
    })
}

/** Every script and stylesheet the page fetched, with what it says. */
function recordCode(page: Page): Map<string, Promise<string>> {
  const code = new Map<string, Promise<string>>()
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type === 'script' || type === 'stylesheet')
      code.set(
        response.url(),
        response.text().catch(() => ''),
      )
  })
  return code
}

/** The addresses of the fetched code that holds `text`. */
async function holding(code: Map<string, Promise<string>>, text: string): Promise<string[]> {
  const found: string[] = []
  for (const [url, body] of code) if ((await body).includes(text)) found.push(url)
  return found
}

const mapRegion = (page: Page) => page.getByRole('region', { name: 'Mapa de los resultados' })
/** The names of the map's icons, markers and clusters, in the order Tab walks them. */
const iconNames = (page: Page) =>
  mapRegion(page)
    .locator('.leaflet-marker-icon')
    .evaluateAll((icons) =>
      icons.map((icon) => icon.querySelector('.visually-hidden')?.textContent ?? ''),
    )
/** The names of the icons whose point is within the map's frame, not merely kept near it. */
const iconNamesInSight = (page: Page) =>
  mapRegion(page)
    .locator('.leaflet-marker-icon')
    .evaluateAll((icons) => {
      const frame = icons[0]?.closest('.leaflet-container')?.getBoundingClientRect()
      return icons
        .filter((icon) => {
          const box = icon.getBoundingClientRect()
          const x = box.x + box.width / 2
          const y = box.y + box.height / 2
          return frame && x >= frame.left && x <= frame.right && y >= frame.top && y <= frame.bottom
        })
        .map((icon) => icon.querySelector('.visually-hidden')?.textContent ?? '')
    })
/** A cluster's name: "12 propiedades en Palermo: acercar el mapa". */
const CLUSTER_NAME = /^(\d+) propiedades(?: en .+)?: (?:acercar el mapa|mostrarlas por separado)$/
const isCluster = (name: string) => CLUSTER_NAME.test(name)
/** How many cards the icons stand for: "6 propiedades en …", a marker or a cluster, is six. */
const placedCount = (names: string[]) =>
  names.reduce((sum, name) => sum + Number(/^(\d+) propiedades/.exec(name)?.[1] ?? 1), 0)
/** The name of the focused element, when it is an icon of the map; null otherwise. */
const focusedIcon = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement
    if (!focused?.classList.contains('leaflet-marker-icon')) return null
    return focused.querySelector('.visually-hidden')?.textContent ?? ''
  })

/**
 * Waits until the map shows these cards: its markers and clusters stand for every card with a
 * point, and each marker is one of the points these cards make.
 */
async function expectMarkersOf(page: Page, cards: PropertyCardData[]): Promise<void> {
  const { spots, unplaced } = resultsOnMap(cards)
  await page.waitForFunction(
    (count) =>
      [...document.querySelectorAll('.leaflet-marker-icon .visually-hidden')].reduce(
        (sum, name) => sum + Number(/^(\d+) propiedades/.exec(name.textContent ?? '')?.[1] ?? 1),
        0,
      ) === count && !document.querySelector('.leaflet-cluster-anim'),
    cards.length - unplaced,
  )
  const names = await iconNames(page)
  expect(placedCount(names)).toBe(cards.length - unplaced)
  const labels = new Set(spots.map((spot) => spot.label))
  expect(names.filter((name) => !isCluster(name) && !labels.has(name))).toEqual([])
  expect(names.length).toBeLessThanOrEqual(spots.length)
  const line = page.getByText(/sin ubicación en el mapa$/)
  if (unplaced) await expect(line.textContent()).resolves.toBe(unplacedLine(unplaced))
  else await expect(line.count()).resolves.toBe(0)
}

/** Presses Tab until an icon of the map (a marker or a cluster) has the focus: how many presses. */
async function tabToMarker(page: Page, until = (_name: string) => true): Promise<number> {
  for (let presses = 1; presses <= 40; presses++) {
    await page.keyboard.press('Tab')
    const name = await focusedIcon(page)
    if (name !== null && until(name)) return presses
  }
  throw new Error('Tab no llegó a ningún marcador del mapa.')
}

/**
 * Presses Enter on the focused cluster and waits until the map has settled and the focus has moved
 * on to another of its icons; returns that icon's name.
 */
async function openFocusedCluster(page: Page): Promise<string> {
  await page.evaluate(() => Object.assign(window, { pressedIcon: document.activeElement }))
  await page.keyboard.press('Enter')
  await page.waitForFunction(() => {
    const focused = document.activeElement
    return (
      focused?.classList.contains('leaflet-marker-icon') &&
      focused !== Reflect.get(window, 'pressedIcon') &&
      !document.querySelector('.leaflet-cluster-anim, .leaflet-zoom-anim')
    )
  })
  return (await focusedIcon(page))!
}

/** From a focused icon, opens clusters with Enter until the marker named `label` has the focus. */
async function openClustersTo(page: Page, label: string): Promise<void> {
  for (let opened = 0; opened < 10; opened++) {
    const name = (await focusedIcon(page))!
    if (name === label) return
    expect(name).toMatch(CLUSTER_NAME)
    await openFocusedCluster(page)
  }
  throw new Error(`Enter no llegó al marcador «${label}».`)
}

const settled = (page: Page) => page.waitForLoadState('networkidle')

describe('the results map in Chromium', () => {
  let browser: Browser
  let built: PropertyCardData[]

  beforeAll(async () => {
    browser = await launchBrowser()
    built = await builtSaleCards()
  })

  afterAll(async () => {
    await browser.close()
  })

  it('shows the list on the map, loaded on demand, by keyboard too, filters and "Ver más" included', async () => {
    let breaches: string[] = []
    let code = new Map<string, Promise<string>>()
    const { page, errors } = await openPage(browser, '/venta', VIEWPORTS.desktop, {}, async (p) => {
      breaches = await recordPolicyBreaches(p)
      code = recordCode(p)
    })
    const tiles: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/tiles/')) tiles.push(request.url())
    })

    // The first load holds no Leaflet nor its cluster plugin, and no stylesheet of them.
    expect(await holding(code, 'leaflet-container')).toEqual([])
    expect(await holding(code, 'leaflet-cluster-anim')).toEqual([])
    const firstLoad = new Set(code.keys())
    expect((await page.locator('style').allTextContents()).join('')).not.toContain('leaflet')

    const toMap = await hydrated(page.getByRole('button', { name: 'Ver mapa' }))
    await toMap.click()
    await page.waitForURL(/\/venta\/?\?vista=mapa$/)
    await mapRegion(page).waitFor()
    await expectMarkersOf(page, built)
    await settled(page)
    // Leaflet's code and stylesheet came with the press, from the site itself: the stylesheet is
    // the map chunk's own, linked when the chunk loaded.
    const linked = await page.evaluate(() =>
      [...document.styleSheets]
        .filter((sheet) => sheet.href)
        .map((sheet) => ({
          href: sheet.href!,
          rules: [...sheet.cssRules].map((rule) => rule.cssText).join(''),
        })),
    )
    const mapSheets = linked.filter(({ rules }) => rules.includes('.leaflet-pane'))
    expect(mapSheets).toHaveLength(1)
    expect(mapSheets[0]!.rules).toContain('.leaflet-cluster-anim')
    expect(firstLoad.has(mapSheets[0]!.href)).toBe(false)
    const leaflet = await holding(code, 'leaflet-container')
    expect(leaflet.length).toBeGreaterThanOrEqual(2)
    const clusters = await holding(code, 'leaflet-cluster-anim')
    expect(clusters.length).toBeGreaterThanOrEqual(1)
    for (const url of [...leaflet, ...clusters]) {
      expect(firstLoad.has(url)).toBe(false)
      expect(url.startsWith(BASE_URL)).toBe(true)
    }
    expect(tiles.length).toBeGreaterThan(0)
    expect(await toMap.getAttribute('aria-pressed')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Ver mapa')
    expect(await page.getByRole('list', { name: 'Resultados' }).count()).toBe(0)
    await expect(
      page.getByText('No se pudo cargar el mapa de fondo', { exact: false }).count(),
    ).resolves.toBe(0)

    // "Ver más" adds its 50 to the map.
    const next = searchedCards(page, (params) => params.get('desde') === '50')
    await moreResults(page).click()
    await expectMarkersOf(page, [...built, ...(await next)])

    // A filter while the map is open: the markers follow the new search, the map stays.
    const flats = searchedCards(
      page,
      (params) => params.get('tipo') === '2' && !params.has('desde'),
    )
    const types = page.getByRole('group', { name: 'Tipo de propiedad' })
    await types.getByRole('checkbox', { name: /^Departamento/ }).click()
    await page.waitForURL(/\/venta\/?\?tipo=2&vista=mapa$/)
    const departments = await flats
    await expectMarkersOf(page, departments)
    // "Ver más" until every flat is on the map. Offsets go by the broker's positions, 50 at a
    // time: the sold units among them are paged past, never shown.
    const more = moreResults(page)
    for (let offset = 50; await more.count(); offset += 50) {
      const nextPage = searchedCards(page, (params) => params.get('desde') === String(offset))
      await more.click()
      departments.push(...(await nextPage))
      await expectMarkersOf(page, departments)
    }
    // The demo has sale flats without a point: the line counts them.
    expect(resultsOnMap(departments).unplaced).toBeGreaterThan(0)
    await settled(page)

    // By keyboard: from the toggle, Tab reaches the map and then its first icon, the first card's
    // marker or the cluster that holds it; Enter opens clusters down to the marker, and the marker.
    await page.getByRole('button', { name: 'Ver mapa' }).focus()
    expect(await tabToMarker(page)).toBeLessThanOrEqual(4)
    const first = resultsOnMap(departments).spots[0]!
    await openClustersTo(page, first.label)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('title'))).toBe(
      first.label,
    )
    await page.keyboard.press('Enter')
    const panel = page.getByRole('region', {
      name: first.cards.length === 1 ? 'Propiedad en el mapa' : first.label,
    })
    await panel.waitFor()
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H2')
    const link = panel.getByRole('link', { name: first.cards[0]!.title })
    expect(await link.getAttribute('href')).toBe(first.cards[0]!.path)
    expect(await axeViolations(page)).toEqual([])
    await saveScreenshot(page, 'mapa-venta-escritorio')
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.activeElement?.getAttribute('title'))).toBe(
      first.label,
    )
    expect(await axeViolations(page)).toEqual([])

    // Its card leads to the property; Back finds the map and the same search again.
    await page.keyboard.press('Enter')
    await link.click()
    await page.waitForURL(new RegExp(`${encodeURI(first.cards[0]!.path)}/?$`))
    await page.goBack()
    await page.waitForURL(/\/venta\/?\?tipo=2&vista=mapa$/)
    await expectMarkersOf(page, departments)

    // "Ver lista" returns to the same cards as a list, keeping the filter.
    await page.getByRole('button', { name: 'Ver lista' }).click()
    await page.waitForURL(/\/venta\/?\?tipo=2$/)
    const list = page.getByRole('list', { name: 'Resultados' })
    await list.waitFor()
    await expect(list.locator('article').count()).resolves.toBe(departments.length)
    await expect(mapRegion(page).count()).resolves.toBe(0)
    expect(breaches).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('fits a phone, in the dark theme, with the toggle and a marker within reach', async () => {
    const { page, errors } = await openPage(browser, '/venta?vista=mapa', VIEWPORTS.phone, {
      colorScheme: 'dark',
    })
    await mapRegion(page).waitFor()
    await expectMarkersOf(page, built)
    const box = (await mapRegion(page).boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width)
    expect(box.height).toBeLessThanOrEqual(VIEWPORTS.phone.height)
    await settled(page)
    await saveScreenshot(page, 'mapa-venta-telefono-oscuro')
    // A tap on a marker opens its cards over the map (scrolled whole into view below the
    // header; close points overlap on a small map, so one that nothing covers).
    await mapRegion(page).evaluate((map) => map.scrollIntoView({ block: 'end' }))
    // Markers have a title; clusters do not.
    const markers = mapRegion(page).locator('.leaflet-marker-icon[title]')
    const free = await markers.evaluateAll((all) =>
      all.findIndex((marker) => {
        const box = marker.getBoundingClientRect()
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
        return hit !== null && marker.contains(hit)
      }),
    )
    expect(free).toBeGreaterThanOrEqual(0)
    const title = (await markers.nth(free).getAttribute('title'))!
    // Two points may have the same name (same type, place and price): either is right.
    const named = resultsOnMap(built).spots.filter((spot) => spot.label === title)
    expect(named.length).toBeGreaterThan(0)
    await markers.nth(free).click()
    const panel = page.getByRole('region', {
      name: named[0]!.cards.length === 1 ? 'Propiedad en el mapa' : title,
    })
    await panel.waitFor()
    const heading = panel.getByRole('heading', { level: 3 }).first()
    expect(named.map((spot) => spot.cards[0]!.title)).toContain(await heading.textContent())
    await settled(page)
    expect(await axeViolations(page)).toEqual([])
    await saveScreenshot(page, 'mapa-venta-telefono-oscuro-tarjeta')
    const toList = page.getByRole('button', { name: 'Ver lista' })
    await toList.click()
    await page.getByRole('list', { name: 'Resultados' }).waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })

  it.each(PHONE_AND_DESKTOP)(
    'gathers close markers into clusters with their count, opened by keyboard (%s)',
    async (device, viewport) => {
      const { page, errors } = await openPage(browser, '/venta?vista=mapa', viewport)
      await mapRegion(page).waitFor()
      await expectMarkersOf(page, built)
      await settled(page)
      // Every cluster (an icon without a title, which markers have) shows how many properties it
      // holds, as its name says.
      const clusters = mapRegion(page).locator('.leaflet-marker-icon:not([title])')
      expect(await clusters.count()).toBeGreaterThan(0)
      let largest = 0
      for (const cluster of await clusters.all()) {
        const name = (await cluster.locator('.visually-hidden').textContent())!
        expect(name).toMatch(CLUSTER_NAME)
        const count = cluster.locator('[aria-hidden="true"]')
        expect(await count.isVisible()).toBe(true)
        expect(await count.textContent()).toBe(CLUSTER_NAME.exec(name)![1])
        largest = Math.max(largest, Number(CLUSTER_NAME.exec(name)![1]))
      }
      await saveScreenshot(page, `mapa-grupos-${device}`)

      // Tab reaches the largest cluster; Enter zooms in on it and hands the focus on to the icon
      // that holds its first card.
      await page.getByRole('button', { name: 'Ver mapa' }).focus()
      await tabToMarker(page, (name) => CLUSTER_NAME.exec(name)?.[1] === String(largest))
      const pressed = (await focusedIcon(page))!
      expect(await axeViolations(page)).toEqual([])
      await saveScreenshot(page, `mapa-grupo-enfocado-${device}`)
      // Clusters inside it open the same way, down to a marker: each time, the icons in sight
      // hold at least as many properties as the cluster pressed.
      let reached = pressed
      do {
        const held = Number(CLUSTER_NAME.exec(reached)![1])
        const next = await openFocusedCluster(page)
        expect(placedCount([next])).toBeLessThan(held)
        expect(placedCount(await iconNamesInSight(page))).toBeGreaterThanOrEqual(held)
        reached = next
      } while (isCluster(reached))
      await saveScreenshot(page, `mapa-grupo-abierto-${device}`)
      // Tab goes on to another icon of the map, and Shift+Tab back.
      const isReached = () =>
        page.evaluate(() => document.activeElement === Reflect.get(window, 'reachedIcon'))
      await page.evaluate(() => Object.assign(window, { reachedIcon: document.activeElement }))
      await page.keyboard.press('Tab')
      expect(await focusedIcon(page)).not.toBeNull()
      expect(await isReached()).toBe(false)
      await page.keyboard.press('Shift+Tab')
      expect(await isReached()).toBe(true)
      // And the marker opens its cards, as ever.
      await page.keyboard.press('Enter')
      const named = resultsOnMap(built).spots.filter((spot) => spot.label === reached)
      expect(named.length).toBeGreaterThan(0)
      const panel = page.getByRole('region', {
        name: named[0]!.cards.length === 1 ? 'Propiedad en el mapa' : reached,
      })
      await panel.waitFor()
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H2')
      await settled(page)
      expect(await axeViolations(page)).toEqual([])
      await saveScreenshot(page, `mapa-grupo-tarjeta-${device}`)
      expect(errors).toEqual([])
      await page.context().close()
    },
  )

  it('keeps the markers and says so once when the tiles cannot load', async () => {
    const { page, errors } = await openPage(browser, '/venta', VIEWPORTS.desktop, {}, (p) =>
      p.route(/\/tiles\//, (route) => route.abort()),
    )
    await (await hydrated(page.getByRole('button', { name: 'Ver mapa' }))).click()
    await mapRegion(page).waitFor()
    await expectMarkersOf(page, built)
    const message = page.getByText(
      'No se pudo cargar el mapa de fondo; las propiedades siguen en la lista.',
    )
    await message.waitFor()
    await settled(page)
    await expect(message.count()).resolves.toBe(1)
    expect(await axeViolations(page)).toEqual([])
    await saveScreenshot(page, 'mapa-sin-teselas-escritorio')
    await page.getByRole('button', { name: 'Ver lista' }).click()
    const list = page.getByRole('list', { name: 'Resultados' })
    await list.waitFor()
    await expect(list.locator('article').count()).resolves.toBe(built.length)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('says so and keeps the list when the map itself cannot load', async () => {
    const { page, errors } = await openPage(browser, '/venta')
    const toMap = await hydrated(page.getByRole('button', { name: 'Ver mapa' }))
    // Whatever code the page has not fetched yet cannot be fetched now.
    await page.route(/\.(js|css)(\?|$)/, (route) => route.abort())
    await toMap.click()
    await page
      .getByRole('alert')
      .filter({ hasText: 'No se pudo cargar el mapa; las propiedades siguen en la lista.' })
      .waitFor()
    await expect(
      page.getByRole('list', { name: 'Resultados' }).locator('article').count(),
    ).resolves.toBe(built.length)
    expect(await axeViolations(page)).toEqual([])
    expect(errors.filter((error) => !/^mapa: no se pudo cargar su código/.test(error))).toEqual([])
    await page.context().close()
  })
})
