import type { Locator, Page } from 'playwright-core'
import { openPage, saveScreenshot, VIEWPORTS } from './support/browser'
import { chromiumWithSaleCards, type ListedCard } from './support/catalogue'
import { BASE_URL } from './support/server'

/** Waits until the condition holds in the page (hydration and the live calls take a moment). */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`No se cumplió: ${what}`)
}

const pressed = (button: Locator) => button.getAttribute('aria-pressed')
const menuLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: /^FAVORITOS/ })
const cardLinks = (page: Page) =>
  page.getByRole('list', { name: 'Propiedades guardadas' }).getByRole('heading').getByRole('link')

describe('favourites in Chromium', () => {
  const chromium = chromiumWithSaleCards()

  it('saves from a property and a listing, keeps them on reload, compares, removes and clears', async () => {
    const [first, second] = chromium.cards as [ListedCard, ListedCard]
    const { page, errors } = await openPage(chromium.browser, first.path)

    // The property page: its heart saves it, and it stays saved after a reload.
    const heart = page.getByRole('button', { name: 'Guardar en favoritos', exact: true })
    await heart.click()
    const saved = page.getByRole('button', { name: 'Quitar de favoritos', exact: true })
    expect(await pressed(saved)).toBe('true')
    await page.reload({ waitUntil: 'networkidle' })
    await until(async () => (await saved.count()) === 1, 'el corazón sigue marcado')
    expect(await pressed(saved)).toBe('true')
    expect(await menuLink(page).getAttribute('href')).toBe('/favoritos/')
    expect(await menuLink(page).textContent()).toContain('(1 propiedad guardada)')

    // A second one from the sale listing, by the heart on its card.
    await page.goto(`${BASE_URL}/venta/`, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: `Guardar en favoritos: ${second.title}` }).click()
    await until(
      async () => ((await menuLink(page).textContent()) ?? '').includes('(2 propiedades'),
      'el contador dice 2',
    )

    // /favoritos fetches both live and compares them.
    await page.goto(`${BASE_URL}/favoritos/`, { waitUntil: 'networkidle' })
    await until(async () => (await cardLinks(page).count()) === 2, 'se ven los dos favoritos')
    expect(await cardLinks(page).allTextContents()).toEqual([first.title, second.title])
    await page.getByRole('checkbox', { name: `Comparar ${first.title}` }).check()
    await page.getByRole('checkbox', { name: `Comparar ${second.title}` }).check()
    const table = page.getByRole('table', { name: 'Comparación de 2 propiedades guardadas' })
    expect(await table.getByRole('columnheader').count()).toBe(2)
    expect(await table.getByRole('rowheader').count()).toBe(11)
    await saveScreenshot(page, 'favoritos-comparacion-escritorio')

    // Removing one takes it out of the list and of the comparison.
    // (The same property's heart is also under "Vistas recientemente": it was opened.)
    await page
      .getByRole('list', { name: 'Propiedades guardadas' })
      .getByRole('button', { name: `Quitar de favoritos: ${first.title}` })
      .click()
    await until(async () => (await cardLinks(page).count()) === 1, 'queda un favorito')
    expect(await table.count()).toBe(0)
    expect(await menuLink(page).textContent()).toContain('(1 propiedad guardada)')

    // Clearing asks first, then empties the list and the counter.
    await page.getByRole('button', { name: 'Vaciar favoritos' }).click()
    await page.getByRole('button', { name: 'Sí, vaciar' }).click()
    await page.getByRole('heading', { name: 'Todavía no guardaste propiedades' }).waitFor()
    expect(await menuLink(page).textContent()).toBe('FAVORITOS/COMPARAR')
    await page.reload({ waitUntil: 'networkidle' })
    await page.getByRole('heading', { name: 'Todavía no guardaste propiedades' }).waitFor()

    expect(errors).toEqual([])
    await page.context().close()
  })

  it('scrolls the comparison sideways on a phone, in the dark theme, under a sticky first column', async () => {
    const { page, errors } = await openPage(chromium.browser, '/', VIEWPORTS.phone)
    const saved = chromium.cards.slice(0, 3).map((card) => ({ id: card.id, operation: 1 }))
    await page.evaluate((entries) => {
      window.localStorage.setItem('inmobiliaria:favoritos', JSON.stringify(entries))
      window.localStorage.setItem('inmobiliaria:tema', 'dark')
    }, saved)
    await page.goto(`${BASE_URL}/favoritos/`, { waitUntil: 'networkidle' })
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark')
    await until(async () => (await cardLinks(page).count()) === 3, 'se ven los tres favoritos')
    for (const card of chromium.cards.slice(0, 3)) {
      await page.getByRole('checkbox', { name: `Comparar ${card.title}` }).check()
    }
    const scroller = page.getByRole('group', { name: 'Comparación de 3 propiedades guardadas' })
    const sizes = await scroller.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
    }))
    expect(sizes.scroll).toBeGreaterThan(sizes.client)
    const price = page.getByRole('rowheader', { name: /^Precio Mejor/ })
    const before = await price.boundingBox()
    await scroller.evaluate((element) => element.scrollBy(200, 0))
    const after = await price.boundingBox()
    expect(after?.x).toBe(before?.x)
    // The page itself does not scroll sideways: only the table does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
      VIEWPORTS.phone.width,
    )
    await saveScreenshot(page, 'favoritos-comparacion-telefono-oscuro')
    expect(errors).toEqual([])
    await page.context().close()
  })
})
