/**
 * The listing a benchmark changes the price of, through the emulator, and how a built page shows
 * that price: what the rebuild and scale benchmarks share to check a change reached the site.
 */

export interface RawProperty {
  id: number
  development?: unknown
  is_starred_on_web?: boolean
  operations: { operation_id: number; prices: { currency: string; price: number }[] }[]
}

/** Text as a visitor reads it: React's separators between adjacent texts left out. */
export const visible = (html: string) => html.replace(/<!-- -->/g, '')

/** A price in dollars as the site prints it. */
export const priceText = (amount: number) => `USD ${amount.toLocaleString('es-AR')}`

/**
 * Featured listings for sale in dollars, from the emulator at `origin`: their change may show on
 * the home.
 */
export async function featuredForSale(origin: string): Promise<RawProperty[]> {
  const answer = await fetch(
    `${origin}/api/v1/tokko/properties/search?operation=1&destacados=true&limit=0`,
    { headers: { 'x-tokko-key': 'demo-tokko-key' } },
  )
  const { objects } = (await answer.json()) as { objects: RawProperty[] }
  // Units too: in a large agency the newest listings, shown on the home and the listing's first
  // page and as similar, are mostly development units.
  const found = objects.filter(
    (raw) => raw.operations.length === 1 && raw.operations[0]?.prices[0]?.currency === 'USD',
  )
  if (!found.length) throw new Error('No hay una propiedad destacada en venta en dólares.')
  return found
}
