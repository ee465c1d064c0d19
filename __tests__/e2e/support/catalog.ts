import type { Browser } from 'playwright-core'
import { launchBrowser } from './browser'
import { BASE_URL } from './server'

/** A card of a built listing, as its page data gives it. */
export interface ListedCard {
  id: number
  path: string
  title: string
}

/** The cards of the sale listing, as the built site lists them (at least 3). */
export async function saleCards(): Promise<ListedCard[]> {
  const response = await fetch(`${BASE_URL}/page-data/venta/page-data.json`)
  const data = (await response.json()) as { result: { pageContext: { cards: ListedCard[] } } }
  const cards = data.result.pageContext.cards
  if (cards.length < 3) throw new Error('La página /venta lista menos de 3 propiedades.')
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
