/**
 * The "ya no disponible" pages: every listing that left the catalogue within WITHDRAWN_KEEP_DAYS
 * keeps its address (noindex), with its last card, similar properties of its operation from the
 * catalogue now and a way on. Which listings: gatsby/withdrawnState.ts, by src/domain/property/withdrawn.ts.
 */
import { isOnOffer } from '../../src/domain/property/availability'
import { toPropertyCard } from '../../src/domain/listing/cards'
import { formatNumericDate } from '../../src/domain/site/dates'
import { relatedFinder } from '../../src/domain/property/related'
import type { WithdrawnListing } from '../../src/domain/property/withdrawn'
import type { WithdrawnPropertyContext } from '../../src/domain/contracts/pageContexts'
import { getTemplate, type PageFamily } from './shared'

export function withdrawnPages(withdrawn: readonly WithdrawnListing[]): PageFamily {
  return ({ properties }, createPage) => {
    if (withdrawn.length === 0) return
    const related = relatedFinder(properties.filter(isOnOffer))
    for (const listing of withdrawn) {
      const subject = {
        id: listing.id,
        location: { id: listing.location_id },
        type: { id: listing.type_id },
      }
      createPage<WithdrawnPropertyContext>({
        path: listing.path,
        component: getTemplate('WithdrawnPropertyPage'),
        context: {
          card: listing.card,
          operationId: listing.operation_id,
          withdrawnOn: formatNumericDate(listing.withdrawn_at),
          related: related(subject, listing.operation_id).map((other) =>
            toPropertyCard(other, listing.operation_id),
          ),
        },
      })
    }
  }
}
