/**
 * The listing pages /venta, /alquiler and /temporario, each also answering every sub-path
 * (spec §2). The static HTML holds the first page of results; the live search takes over after.
 */
import { toPropertyCard } from '../../src/domain/cards'
import {
  customTagOptions,
  locationOptions,
  producerOptions,
  tagOptions,
  typeOptions,
} from '../../src/domain/catalog'
import { OPERATIONS } from '../../src/domain/operations'
import { LOAD_MORE_STEP } from '../../src/domain/search'
import type { ListingContext } from '../../src/templates/contexts'
import { getTemplate, type PageFamily } from './shared'

export const listingPages: PageFamily = ({ properties }, createPage) => {
  for (const operation of OPERATIONS) {
    const offered = properties.filter((property) =>
      property.operations.some((item) => item.operation_id === operation.id),
    )
    createPage<ListingContext>({
      path: operation.path,
      matchPath: `${operation.path}/*`,
      component: getTemplate('ListingPage'),
      context: {
        operationId: operation.id,
        cards: offered
          .slice(0, LOAD_MORE_STEP)
          .map((property) => toPropertyCard(property, operation.id)),
        total: offered.length,
        locations: locationOptions(offered),
        types: typeOptions(offered),
        tags: tagOptions(offered),
        specials: customTagOptions(offered),
        producers: producerOptions(offered),
      },
    })
  }
}
