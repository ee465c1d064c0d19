/**
 * How a listing is offered, from its `status` (api-contract.md): a reserved one (3) is shown,
 * marked so; a sold or rented one (4) is no longer offered, though Tokko keeps a development's
 * units listed so its board can show them. Apart from the live check's rule, so a built page
 * needs only this much of it; the server also takes such listings out of the broker's counts.
 */
import { operationById } from '../site/operations'
import type { OperationId, Property, SearchSummary } from '../types'

/**
 * Whether a visitor may be offered the listing: anything but status 4 (No disponible). The one
 * home of this fact: listings, counts, similar properties, favourites and the live check ask it.
 */
export const isOnOffer = (property: Pick<Property, 'status'>): boolean => property.status !== 4

export const availabilityOf = (property: Pick<Property, 'status'>): 'available' | 'reserved' =>
  property.status === 3 ? 'reserved' : 'available'

/** The summary's facets less one listing's: entries brought to nothing leave the list. */
const less = <T extends { count: number }>(entries: readonly T[], hit: (entry: T) => boolean) =>
  entries
    .map((entry) => (hit(entry) ? { ...entry, count: entry.count - 1 } : entry))
    .filter((entry) => entry.count > 0)

/**
 * The broker's summary of `operation` (or of all) with the listings not on offer taken out: Tokko
 * counts a sold unit in every facet, as it keeps it listed, and its summary has no filter on
 * status. `notOffered` are the listings the server found with status 4.
 */
export function offeredSummary(
  summary: SearchSummary,
  notOffered: readonly Property[],
  operation?: OperationId,
): SearchSummary {
  let offered = summary
  for (const listing of notOffered) {
    if (isOnOffer(listing)) continue
    const operations = listing.operations
      .map((entry) => entry.operation_id)
      .filter((id) => operation === undefined || id === operation)
    if (operations.length === 0) continue
    const counts = { ...offered.operations }
    for (const id of operations) {
      const key = operationById(id).countKey
      counts[key] = Math.max(0, counts[key] - 1)
    }
    offered = {
      total: Math.max(0, offered.total - 1),
      operations: counts,
      property_types: less(offered.property_types, (type) => type.id === listing.type.id),
      locations: less(offered.locations, (location) => location.id === listing.location.id),
      tags: less(offered.tags, (tag) => listing.tags.some((own) => own.id === tag.id)),
      bedrooms: less(offered.bedrooms, (entry) => entry.amount === listing.suite_amount),
    }
  }
  return offered
}
