/**
 * How a listing is offered, from its `status` (api-contract.md): a reserved one (3) is shown,
 * marked so; a sold or rented one (4) is no longer offered, though Tokko keeps a development's
 * units listed so its board can show them. Apart from the live check's rule, so a built page
 * needs only this much of it.
 */
import type { Property } from './types'

/**
 * Whether a visitor may be offered the listing: anything but status 4 (No disponible). The one
 * home of this fact: listings, counts, similar properties, favourites and the live check ask it.
 */
export const isOnOffer = (property: Pick<Property, 'status'>): boolean => property.status !== 4

export const availabilityOf = (property: Pick<Property, 'status'>): 'available' | 'reserved' =>
  property.status === 3 ? 'reserved' : 'available'
