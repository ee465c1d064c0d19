import type { Browser } from 'playwright-core'
import { launchBrowser } from './browser'
import { BASE_URL } from './server'

/** A card of a built listing, as its page data gives it. */
export interface ListedCard {
  id: number
  path: string
  title: string
}

/**
 * The cards of the sale listing whose property is on offer (at least 3): a development's sold
 * unit (status 4) is listed as well, and a journey about favourites or enquiries needs ones on
 * offer. Each card's status is read from its page's data.
 */
export async function saleCards(): Promise<ListedCard[]> {
  const response = await fetch(`${BASE_URL}/page-data/venta/page-data.json`)
  const data = (await response.json()) as { result: { pageContext: { cards: ListedCard[] } } }
  const statuses = await Promise.all(
    data.result.pageContext.cards.map(async (card) => {
      const page = await fetch(`${BASE_URL}/page-data${card.path}/page-data.json`)
      const read = (await page.json()) as {
        result: { pageContext: { property: { status: number } } }
      }
      return read.result.pageContext.property.status
    }),
  )
  const cards = data.result.pageContext.cards.filter((_, index) => statuses[index] === 2)
  if (cards.length < 3) throw new Error('La página /venta lista menos de 3 propiedades en oferta.')
  return cards
}

/**
 * Chromium and the sale listing's cards for a describe block's journeys: opened before them,
 * the browser closed after them.
 */
export function chromiumWithSaleCards(): { browser: Browser; cards: ListedCard[] } {
  const held = {} as { browser: Browser; cards: ListedCard[] }
  beforeAll(async () => {
    held.browser = await launchBrowser()
    held.cards = await saleCards()
  })
  afterAll(async () => {
    await held.browser?.close()
  })
  return held
}
