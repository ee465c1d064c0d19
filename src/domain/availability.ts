/**
 * How a listing is offered, from its `status` (api-contract.md): a reserved one (3) is shown,
 * marked so. Apart from the live check's rule, so a built page needs only this much of it.
 */
import type { Property } from './types'

export const availabilityOf = (property: Pick<Property, 'status'>): 'available' | 'reserved' =>
  property.status === 3 ? 'reserved' : 'available'
