import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import type { CreditSettings } from '../../src/domain/credit/credit'
import { axeViolations } from './support/axe'
import {
  launchBrowser,
  openPage,
  saveScreenshot,
  SCREENSHOT_DIR,
  VIEWPORTS,
} from './support/browser'
import { BASE_URL } from './support/server'
import { EMULATOR } from './support/submissions'

interface Card {
  path: string
  title: string
  price: string
  monthly?: { total: string | null; expenses: string | null } | null
}

interface BuiltPrice {
  price: number
  currency: 'USD' | 'ARS'
}

async function pageContext<T>(sitePath: string): Promise<T> {
  const dataPath = `/page-data${sitePath.replace(/\/$/, '')}/page-data.json`
  const response = await fetch(`${BASE_URL}${encodeURI(dataPath)}`)
  return ((await response.json()) as { result: { pageContext: T } }).result.pageContext
}

/** The demo agency's credit figures, as the backend serves them to the build. */
async function creditSettings(): Promise<CreditSettings> {
  const response = await fetch(`${EMULATOR}/api/site/configuracion/?client=6`)
  return ((await response.json()) as { modules: { credit: CreditSettings } }).modules.credit
}

// Computed here apart from the site's code, and written as es-AR writes pesos (Node's Intl).
const pmt = (loan: number, rate: number, months: number) =>
  (loan * rate) / (1 - (1 + rate) ** -months)
const pesos = (amount: number) =>
  `$ ${new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 }).format(amount)}`
const typed = (amount: number) =>
  new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 }).format(amount)

/** The first instalment and the income asked, in pesos, for this loan. */
function expected(
  loanInPrice: number,
  price: BuiltPrice,
  credit: CreditSettings,
  years: number,
  tna: number,
) {
  const loanArs = loanInPrice * (price.currency === 'USD' ? credit.usd_ars : 1)
  const instalment = pmt(loanArs / credit.uva_value, tna / 12, years * 12) * credit.uva_value
  return { instalment: pesos(instalment), income: pesos(instalment / credit.income_ratio) }
}

async function replace(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true })
  await field.fill('')
  await field.type(text)
}

/** The estimate's figures as read aloud, spaces plain (the site writes "$ 1.000" unbroken). */
const figures = async (page: Page) =>
  (await page.locator('[role="status"]').filter({ hasText: /cuota/i }).textContent())?.replace(
    /\u00a0/g,
    ' ',
  )

describe('monthly cost and mortgage estimate in Chromium', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser.close()
  })

  it('shows a rental’s rent plus expensas on its card and on its page', async () => {
    const { cards } = await pageContext<{ cards: Card[] }>('/alquiler/')
    const card = cards.find((item) => item.monthly?.total && item.monthly.expenses)
    if (!card?.monthly?.total)
      throw new Error('/alquiler no lista alquileres en pesos con expensas.')
    const { page, errors } = await openPage(browser, '/alquiler/', VIEWPORTS.phone)
    const shown = page
      .locator('article')
      .filter({ has: page.getByRole('link', { name: card.title }) })
    await expect(shown.locator('p').first().textContent()).resolves.toBe(
      `${card.monthly.total} por mes con expensas`,
    )
    expect(
      await shown
        .getByText(`Alquiler ${card.price} + expensas ${card.monthly.expenses}`, { exact: true })
        .count(),
    ).toBe(1)
    // The card alone: the listing's full page is fifty cards long.
    await shown.screenshot({ path: path.join(SCREENSHOT_DIR, 'alquiler-tarjeta-telefono.png') })
    await shown.getByRole('link', { name: card.title }).click()
    await page.waitForURL(`**${card.path}`)
    // The address changes before the new page is drawn.
    await page.getByRole('heading', { level: 1, name: card.title }).waitFor()
    const header = page.locator('header').filter({ has: page.locator('h1') })
    await expect(header.getByText('por mes con expensas').count()).resolves.toBe(1)
    await expect(
      header.getByText(/^Alquiler ARS\s[\d.]+ \+ expensas ARS\s[\d.]+$/).count(),
    ).resolves.toBe(1)
    // No estimate on a rent's page.
    expect(await page.getByRole('button', { name: 'Simular crédito UVA' }).count()).toBe(0)
    await saveScreenshot(page, 'alquiler-costo-mensual-telefono')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it.each(Object.entries(VIEWPORTS))(
    'estimates a UVA mortgage on a sale’s page on a %s, recomputing as the visitor types',
    async (name, viewport) => {
      const { cards } = await pageContext<{ cards: Card[] }>('/venta/')
      const card = cards.find((item) => item.price.startsWith('USD'))
      if (!card) throw new Error('/venta no lista propiedades en dólares.')
      const { property } = await pageContext<{
        property: { operations: { operation_id: number; prices: BuiltPrice[] }[] }
      }>(card.path)
      const price = property.operations.find((operation) => operation.operation_id === 1)!
        .prices[0]!
      const credit = await creditSettings()
      const { page, errors } = await openPage(browser, card.path, viewport)

      // The estimate's code arrives only at the press.
      const requested: string[] = []
      page.on('request', (request) => requested.push(request.url()))
      await page.getByRole('button', { name: 'Simular crédito UVA' }).click()
      await page.getByLabel('Plazo (años)').waitFor()
      expect(requested.some((url) => url.endsWith('.js'))).toBe(true)

      // It opens at the loan-to-value limit (the down payment rounded up to a whole dollar),
      // 20 years and the settings' rate.
      const smallestDown = Math.ceil(Math.round(price.price * (1 - credit.max_ltv) * 100) / 100)
      const opening = expected(price.price - smallestDown, price, credit, 20, credit.tna)
      await expect(figures(page)).resolves.toContain(`${opening.instalment} por mes`)
      await expect(figures(page)).resolves.toContain(`${opening.income} por mes`)
      const [year, month, day] = credit.uva_date.split('-')
      const notice = `Estimación con valores al ${day}/${month}/${year}; consultá con tu banco.`
      expect(await page.getByText(notice).count()).toBe(1)

      // Half down, 30 years, 5 %.
      const down = Math.round(price.price / 2)
      await replace(page, 'Anticipo (USD)', typed(down))
      await replace(page, 'Plazo (años)', '30')
      await replace(page, 'Tasa nominal anual, TNA (%)', '5')
      const changed = expected(price.price - down, price, credit, 30, 0.05)
      await expect(figures(page)).resolves.toContain(`${changed.instalment} por mes`)
      await expect(figures(page)).resolves.toContain(`${changed.income} por mes`)

      // A term out of range: said beside the field, what was typed kept, no figure meanwhile.
      await replace(page, 'Plazo (años)', '45')
      await page.getByText('El plazo va de 5 a 30 años, en años enteros.').waitFor()
      expect(await page.getByLabel('Plazo (años)').inputValue()).toBe('45')
      expect(await page.getByLabel('Plazo (años)').getAttribute('aria-invalid')).toBe('true')
      await expect(figures(page)).resolves.toBe('Corregí los datos marcados para ver la cuota.')
      expect(await axeViolations(page)).toEqual([])
      await page.getByLabel('Plazo (años)').scrollIntoViewIfNeeded()
      await saveScreenshot(page, `credito-uva-error-${name}`)

      await replace(page, 'Plazo (años)', '30')
      await expect(figures(page)).resolves.toContain(`${changed.instalment} por mes`)
      expect(await axeViolations(page)).toEqual([])
      await saveScreenshot(page, `credito-uva-${name}`)
      expect(errors).toEqual([])
      await page.context().close()
    },
  )
})
