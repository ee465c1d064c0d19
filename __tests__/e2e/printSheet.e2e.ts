import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openPage, VIEWPORTS } from './support/browser'
import { saleCards } from './support/catalogue'
import { BASE_URL } from './support/server'
import { EMULATOR } from './support/submissions'
import { operationPrices } from '../../src/domain/property/propertyDetail'
import type { Property } from '../../src/domain/types'

const RESULTS = path.resolve(__dirname, '../../test-results')
const READ_PDF = path.join(__dirname, 'support/readPdf.mjs')

interface ReadPdf {
  pages: number
  text: string[]
}

/** The property as its page data gives it: what the sheet must carry. */
async function pageContext(sitePath: string) {
  const response = await fetch(`${BASE_URL}/page-data${sitePath}/page-data.json`)
  const data = (await response.json()) as { result: { pageContext: { property: Property } } }
  return data.result.pageContext.property
}

/** The agency's settings as the build read them from the backend. */
async function agency(): Promise<{ name: string; contact: { phone: string; mail: string } }> {
  const response = await fetch(`${EMULATOR}/api/site/configuracion/?client=6`)
  return (await response.json()) as { name: string; contact: { phone: string; mail: string } }
}

/** Waits until every picture the printed sheet shows has arrived. */
async function picturesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => image.getClientRects().length > 0)
      .every((image) => image.complete && image.naturalWidth > 0),
  )
}

describe('printed sheet of a property in Chromium', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser.close()
  })

  it('prints one or two A4 pages with the photos, price, address, QR code, agency and agent', async () => {
    const [card] = await saleCards()
    const property = await pageContext(card!.path)
    const settings = await agency()
    // The price of the sale page, written as the page writes it ("USD 185.000").
    const price = operationPrices(property, 1)[0]!.lines[0]!.amount
    const { page, errors } = await openPage(browser, card!.path, VIEWPORTS.desktop)

    // No button pressed: the sheet is what the browser's own print command gives.
    await page.emulateMedia({ media: 'print' })
    // The sheet's own block arrives once the page is idle.
    const qr = page.getByRole('img', { name: 'Código QR de esta ficha' })
    await qr.waitFor({ state: 'visible' })
    await picturesLoaded(page)
    expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    // The photos: the main one and the next two.
    expect(
      await page
        .locator('img')
        .filter({ visible: true })
        .evaluateAll((images) => images.length),
    ).toBe(4)

    mkdirSync(RESULTS, { recursive: true })
    const pdfFile = path.join(RESULTS, 'ficha.pdf')
    writeFileSync(pdfFile, await page.pdf({ format: 'A4' }))
    const read = JSON.parse(
      execFileSync('node', [READ_PDF, pdfFile, path.join(RESULTS, 'screenshots', 'ficha-pdf')], {
        encoding: 'utf8',
      }),
    ) as ReadPdf
    expect(read.pages).toBeGreaterThanOrEqual(1)
    expect(read.pages).toBeLessThanOrEqual(2)
    const text = read.text.join('\n').replace(/\s+/g, ' ')
    expect(text).toContain(price)
    expect(text).toContain(property.fake_address || property.address)
    // Figures compared without spaces: a line may break inside them in the PDF's text.
    const squeezed = text.replace(/\s+/g, '')
    for (const figure of [settings.name, settings.contact.phone, settings.contact.mail])
      expect(squeezed).toContain(figure.replace(/\s+/g, ''))
    if (property.producer?.name) expect(text).toContain(property.producer.name)
    expect(text).toContain('Escaneá el código')
    // Nothing of the screen's navigation, forms or controls.
    for (const absent of [
      'EMPRENDIMIENTOS',
      'Enviar consulta',
      'Imprimir ficha',
      'Compartir',
      'Simular crédito UVA',
    ])
      expect(text).not.toContain(absent)

    // A picture of the sheet as the print stylesheet lays it out, for a person to look at.
    await page.screenshot({
      path: path.join(RESULTS, 'screenshots', 'ficha-impresa.png'),
      fullPage: true,
    })
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('prints the whole sheet, QR code and contacts included, before any script ran', async () => {
    const [card] = await saleCards()
    const settings = await agency()
    // No script at all: what the browser's print command has in the first moment of a visit.
    const { page, errors } = await openPage(browser, card!.path, VIEWPORTS.desktop, {
      javaScriptEnabled: false,
    })
    await page.emulateMedia({ media: 'print' })
    const sheet = page.getByRole('complementary', { name: 'Datos de contacto de la ficha' })
    await expect(sheet.isVisible()).resolves.toBe(true)
    await picturesLoaded(page)
    const qr = sheet.getByRole('img', { name: 'Código QR de esta ficha' })
    expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    const text = (await sheet.innerText()).replace(/\s+/g, ' ')
    expect(text).toContain('Escaneá el código')
    expect(text).toContain(settings.name)
    // On screen it stays hidden.
    await page.emulateMedia({ media: 'screen' })
    await expect(sheet.isVisible()).resolves.toBe(false)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("opens the print dialog from 'Imprimir ficha' with the sheet's QR code already drawn", async () => {
    const [card] = await saleCards()
    const { page, errors } = await openPage(browser, card!.path, VIEWPORTS.phone)
    // What the page had when it asked for the dialog (headless Chromium opens none).
    await page.evaluate(() => {
      const seen = window as unknown as { printedWith?: string }
      window.print = () => {
        const qr = document.querySelector<HTMLImageElement>('img[data-sheet-qr]')
        seen.printedWith = qr?.complete && qr.naturalWidth > 0 ? 'qr' : 'no-qr'
      }
    })
    await page.getByRole('button', { name: 'Imprimir ficha' }).click()
    await page.waitForFunction(() => (window as { printedWith?: string }).printedWith)
    expect(await page.evaluate(() => (window as { printedWith?: string }).printedWith)).toBe('qr')
    expect(errors).toEqual([])
    await page.context().close()
  })
})
