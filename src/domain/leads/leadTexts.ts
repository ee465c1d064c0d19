/**
 * The texts an agent reads in the CRM and the backend's inbox for the leads the server composes
 * itself: a visitor's selection (each property with its code, address, price and link, from the
 * catalogue as it is now, never from what the browser claims) and a search alert (the search in
 * words and its address on the site).
 */
import { availabilityOf, isOnOffer } from '../property/availability'
import { serialiseFilters } from '../listing/filtersUrl'
import { formatFullPrice, mainPrice, periodLabel } from '../property/price'
import type { OperationId, Property, SearchFilters } from '../types'
import { absoluteUrl, listingPath, propertyPath, tokkoPath } from '../site/urls'

/** A property of a selection as the server found it in the catalogue. */
export type SelectionEntry =
  | { id: number; property: Property }
  /** No longer published (the broker answered 404), or not readable right now. */
  | { id: number; property: null; reason: 'withdrawn' | 'unreadable' }

const MISSING = {
  withdrawn: 'ya no está publicada',
  unreadable: 'no pudimos leer sus datos en este momento',
} as const

/** "Venta USD 185.000 · Alquiler ARS 900.000 por mes", every operation it is offered for. */
function pricesText(property: Property): string {
  const prices = property.operations.map((operation) => {
    const price = mainPrice(operation)
    const period = property.web_price ? periodLabel(price?.period) : ''
    const amount = formatFullPrice(price, { visible: property.web_price })
    return [operation.operation_type, amount, period].filter(Boolean).join(' ')
  })
  return prices.length > 0 ? prices.join(' / ') : 'Sin operación publicada'
}

/**
 * Whether the agent can still offer it, by the site's one rule: a sold or rented one (status 4)
 * is named so in place of its prices, and a reserved one after them.
 */
function offerText(property: Property): string {
  if (!isOnOffer(property)) return 'No disponible: vendida o alquilada'
  const prices = pricesText(property)
  return availabilityOf(property) === 'reserved' ? `${prices} · Reservada` : prices
}

/** One numbered line per property, in the visitor's order. */
function selectionLine(entry: SelectionEntry, index: number, siteUrl: string): string {
  const number = `${index + 1}.`
  if (!entry.property) {
    const link = absoluteUrl(siteUrl, tokkoPath(entry.id))
    return `${number} Propiedad ${entry.id}: ${MISSING[entry.reason]} · ${link}`
  }
  const property = entry.property
  const code = property.reference_code.trim()
  // The display address, as on its page: the catalogue's records have no other, and a record
  // that did would not lend it to a lead.
  const address = property.fake_address.trim() || property.address.trim()
  const place = [address, property.location.full_name.trim()].filter(Boolean).join(', ')
  return [
    `${number} ${code ? `Cód. ${code}` : `Id ${property.id}`}`,
    place || 'Sin dirección publicada',
    offerText(property),
    absoluteUrl(siteUrl, propertyPath(property)),
  ].join(' · ')
}

/** The selection as the agent reads it, under the visitor's own message. */
export function selectionText(
  entries: readonly SelectionEntry[],
  siteUrl: string,
  message: string,
): string {
  const count = entries.length === 1 ? '1 propiedad' : `${entries.length} propiedades`
  return [
    message.trim(),
    '',
    `Selección de favoritos del sitio (${count}):`,
    ...entries.map((entry, index) => selectionLine(entry, index, siteUrl)),
  ].join('\n')
}

/** The listing's address for these filters on the public site. */
export function searchUrl(siteUrl: string, operation: OperationId, filters: SearchFilters): string {
  const query = serialiseFilters(filters)
  return absoluteUrl(siteUrl, `${listingPath(operation)}${query ? `?${query}` : ''}`)
}

/** What an alert asks of the agency, the search in words and where to see it. */
export function alertText(
  search: { words: string; filters: SearchFilters },
  siteUrl: string,
): string {
  return [
    'Pide que le avisen cuando se publiquen propiedades nuevas para esta búsqueda.',
    `Búsqueda: ${search.words.trim()}`,
    `Dirección: ${searchUrl(siteUrl, search.filters.operation, search.filters)}`,
  ].join('\n')
}
