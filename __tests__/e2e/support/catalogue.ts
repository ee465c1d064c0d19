import type { Browser } from 'playwright-core'
import { launchBrowser } from './browser'
import { BASE_URL } from './server'
import { EMULATOR } from './submissions'

/** A card of a built listing, as its page data gives it. */
export interface ListedCard {
  id: number
  path: string
  title: string
}

/** The cards of the sale listing, as the built site lists them (at least 3), all on offer. */
export async function saleCards(): Promise<ListedCard[]> {
  const response = await fetch(`${BASE_URL}/page-data/venta/page-data.json`)
  const data = (await response.json()) as { result: { pageContext: { cards: ListedCard[] } } }
  const cards = data.result.pageContext.cards
  if (cards.length < 3) throw new Error('La página /venta lista menos de 3 propiedades.')
  return cards
}

/** The first entry of a built listing page (its page data, as the site lists it). */
export async function firstPath(listing: string, list: 'cards' | 'developments'): Promise<string> {
  const response = await fetch(`${BASE_URL}/page-data/${listing}/page-data.json`)
  const data = (await response.json()) as {
    result: { pageContext: Record<string, { path: string }[] | undefined> }
  }
  const path = data.result.pageContext[list]?.[0]?.path
  if (!path) throw new Error(`La página /${listing} no lista nada.`)
  return path
}

/** A property as the emulator's proxy answers it: what a journey checks the site against. */
export interface EmulatorProperty {
  id: number
  /** 2 Disponible, 3 Reservada, 4 No disponible (api-contract.md). */
  status: number
  operations: { operation_id: number }[]
  fake_address?: string | null
}

/** Every property the emulator publishes, sold units (status 4) included. */
export async function emulatorProperties(): Promise<EmulatorProperty[]> {
  // Tastypie's limit 0: every property in one answer.
  const response = await fetch(`${EMULATOR}/api/v1/tokko/properties/search?limit=0`, {
    headers: { 'X-TOKKO-KEY': process.env.TOKKO_KEY || 'demo-tokko-key' },
  })
  if (!response.ok) throw new Error(`El emulador respondió ${response.status} a la búsqueda.`)
  return ((await response.json()) as { objects: EmulatorProperty[] }).objects
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
