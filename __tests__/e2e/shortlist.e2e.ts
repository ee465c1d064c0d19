import { axeViolations } from './support/axe'
import { openPage, PHONE_AND_DESKTOP, saveScreenshot } from './support/browser'
import { chromiumWithSaleCards, type ListedCard } from './support/catalogue'
import { BASE_URL } from './support/server'

describe('a shared selection in Chromium', () => {
  const chromium = chromiumWithSaleCards()

  it.each(PHONE_AND_DESKTOP)(
    'shares the favourites as an address that opens them for someone else, who saves them (%s)',
    async (name, viewport) => {
      const [first, second] = chromium.cards as [ListedCard, ListedCard]
      // One visitor with two favourites.
      const mine = await openPage(chromium.browser, '/', viewport)
      await mine.page.evaluate(
        (ids) =>
          localStorage.setItem(
            'inmobiliaria:favoritos',
            JSON.stringify(ids.map((id) => ({ id, operation: 1 }))),
          ),
        [first.id, second.id],
      )
      await mine.page.goto(`${BASE_URL}/favoritos/`, { waitUntil: 'networkidle' })
      await mine.page.getByRole('button', { name: 'Compartir mi selección' }).click()
      const field = mine.page.getByRole('textbox', { name: 'Enlace a tu selección (2)' })
      const address = await field.inputValue()
      expect(address).toBe(
        `${BASE_URL}/favoritos/?seleccion=${first.id},${second.id}&utm_source=enlace&utm_medium=share`,
      )
      await saveScreenshot(mine.page, `seleccion-compartir-${name}`)
      expect(await axeViolations(mine.page)).toEqual([])
      expect(mine.errors).toEqual([])
      await mine.page.context().close()

      // Someone else opens it: read-only, live, and saved in one step.
      const theirs = await openPage(
        chromium.browser,
        new URL(address).pathname + new URL(address).search,
        viewport,
      )
      const { page } = theirs
      await page
        .getByRole('heading', { level: 2, name: 'Selección compartida · 2 propiedades' })
        .waitFor()
      const list = page.getByRole('list', { name: 'Propiedades compartidas' })
      await list.getByRole('link', { name: first.title }).waitFor()
      await list.getByRole('link', { name: second.title }).waitFor()
      // Their visit came by a shared link: a lead they send later says so.
      const origin = await page.evaluate(() => localStorage.getItem('inmobiliaria:origen'))
      expect(JSON.parse(origin!).last).toMatchObject({
        source: 'enlace',
        medium: 'share',
        landing: '/favoritos/',
      })
      expect(await page.getByRole('button', { name: 'Vaciar favoritos' }).count()).toBe(0)
      await saveScreenshot(page, `seleccion-compartida-${name}`)
      expect(await axeViolations(page)).toEqual([])

      await page.getByRole('button', { name: 'Guardar en mis favoritos' }).click()
      await page.getByText('Guardamos 2 propiedades en tus favoritos.', { exact: false }).waitFor()
      const stored = await page.evaluate(() => localStorage.getItem('inmobiliaria:favoritos'))
      expect(JSON.parse(stored!).map((entry: { id: number }) => entry.id)).toEqual([
        first.id,
        second.id,
      ])
      // Their own favourites now hold both.
      await page.goto(`${BASE_URL}/favoritos/`, { waitUntil: 'networkidle' })
      await page
        .getByRole('list', { name: 'Propiedades guardadas' })
        .getByRole('link', { name: second.title })
        .waitFor()
      expect(theirs.errors).toEqual([])
      await page.context().close()
    },
  )
})
