import type { Page } from 'playwright-core'
import { axeViolations } from './support/axe'
import path from 'node:path'
import { openPage, saveScreenshot, SCREENSHOT_DIR, PHONE_AND_DESKTOP } from './support/browser'
import { chromiumWithSaleCards, type ListedCard } from './support/catalogue'
import { BASE_URL } from './support/server'

const storedCount = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('inmobiliaria:vistas') ?? '[]') as unknown[]).length,
  )

/** Opens a property and waits until the visit is kept (it is written once the page is idle). */
async function visit(page: Page, card: ListedCard, count: number): Promise<void> {
  await page.goto(`${BASE_URL}${card.path}`, { waitUntil: 'networkidle' })
  await page.waitForFunction(
    (expected) =>
      (JSON.parse(localStorage.getItem('inmobiliaria:vistas') ?? '[]') as unknown[]).length ===
      expected,
    count,
  )
}

const viewedTitles = (page: Page) =>
  page
    .getByRole('list', { name: 'Propiedades vistas' })
    .getByRole('heading', { level: 3 })
    .allTextContents()

describe('recently viewed in Chromium', () => {
  const chromium = chromiumWithSaleCards()

  it.each(PHONE_AND_DESKTOP)(
    'keeps the last properties opened, shows them on the home and on /favoritos, and forgets them (%s)',
    async (name, viewport) => {
      const [first, second, third] = chromium.cards as [ListedCard, ListedCard, ListedCard]
      const { page, errors } = await openPage(chromium.browser, '/', viewport)
      // Nothing viewed yet: the home has no such section.
      expect(await page.getByRole('heading', { name: 'Vistas recientemente' }).count()).toBe(0)

      await visit(page, first, 1)
      await visit(page, second, 2)
      await visit(page, third, 3)
      await visit(page, first, 3)

      await page.goto(`${BASE_URL}/`, { waitUntil: 'networkidle' })
      const section = page.getByRole('region', { name: 'Vistas recientemente' })
      await section.waitFor()
      expect(await viewedTitles(page)).toEqual([first.title, third.title, second.title])
      // The heading at the top, clear of the sticky header; twice, as cards above it take their
      // real height once painted (content-visibility: auto) and move it.
      const heading = section.getByRole('heading', { name: 'Vistas recientemente' })
      for (let pass = 0; pass < 2; pass++) {
        await heading.evaluate((element) =>
          window.scrollTo({
            top: element.getBoundingClientRect().top + window.scrollY - 140,
            behavior: 'instant',
          }),
        )
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        )
      }
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `vistas-inicio-${name}.png`) })
      expect(await axeViolations(page)).toEqual([])

      // The same list on /favoritos, where a card opens its property.
      await page.goto(`${BASE_URL}/favoritos/`, { waitUntil: 'networkidle' })
      await section.waitFor()
      expect(await viewedTitles(page)).toEqual([first.title, third.title, second.title])
      await saveScreenshot(page, `vistas-favoritos-${name}`)

      // Forgetting them says so, and they stay forgotten.
      await page.getByRole('button', { name: 'Borrar historial' }).click()
      const done = page.getByRole('status').filter({ hasText: 'Borramos tu historial' })
      await done.waitFor()
      expect(await done.evaluate((element) => element === document.activeElement)).toBe(true)
      expect(await storedCount(page)).toBe(0)
      await page.reload({ waitUntil: 'networkidle' })
      expect(await section.count()).toBe(0)

      expect(errors).toEqual([])
      await page.context().close()
    },
  )
})
