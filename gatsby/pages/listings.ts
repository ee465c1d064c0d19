/**
 * The listing pages /venta, /alquiler and /temporario, each also answering every sub-path
 * (spec §2). The static HTML holds the first page of results; the live search takes over after.
 * Sold or rented units (status 4) are in the catalogue for their own pages and their
 * development's board, never in a listing's cards, count or filter options. Past the first 50
 * positions, the default results have built pages of their own (resultsPages.ts).
 */
import { isOnOffer } from '../../src/domain/property/availability'
import { toPropertyCard } from '../../src/domain/listing/cards'
import {
  customTagOptions,
  locationOptions,
  producerOptions,
  tagOptions,
  typeOptions,
} from '../../src/domain/listing/catalogueFacts'
import { OPERATIONS } from '../../src/domain/site/operations'
import { LOAD_MORE_STEP } from '../../src/domain/listing/search'
import {
  resultsPageCount,
  resultsPagePath,
  resultsPageSpan,
} from '../../src/domain/listing/resultsPages'
import type { ListingContext, ResultsPageContext } from '../../src/domain/contracts/pageContexts'
import { getTemplate, type PageFamily } from './shared'

export const listingPages: PageFamily = ({ properties }, createPage) => {
  for (const operation of OPERATIONS) {
    // Every property of the operation in the build's order (newest first), the order and the
    // positions of the live default search ("Ver más" asks it from offset 50).
    const positions = properties.filter((property) =>
      property.operations.some((item) => item.operation_id === operation.id),
    )
    const offered = positions.filter(isOnOffer)
    createPage<ListingContext>({
      path: operation.path,
      matchPath: `${operation.path}/*`,
      component: getTemplate('ListingPage'),
      context: {
        operationId: operation.id,
        // The first 50 positions with the sold ones taken out, not the first 50 on offer: page
        // two starts at position 50, so a card past it here would be listed twice.
        cards: positions
          .slice(0, LOAD_MORE_STEP)
          .filter(isOnOffer)
          .map((property) => toPropertyCard(property, operation.id)),
        total: offered.length,
        positions: positions.length,
        locations: locationOptions(offered),
        types: typeOptions(offered),
        tags: tagOptions(offered),
        specials: customTagOptions(offered),
        producers: producerOptions(offered),
      },
    })
    const pageCount = resultsPageCount(positions.length)
    for (let page = 2; page <= pageCount; page++) {
      const { start, end } = resultsPageSpan(page)
      createPage<ResultsPageContext>({
        path: resultsPagePath(operation, page),
        component: getTemplate('ResultsPage'),
        context: {
          operationId: operation.id,
          page,
          pageCount,
          cards: positions
            .slice(start, end)
            .filter(isOnOffer)
            .map((property) => toPropertyCard(property, operation.id)),
          total: offered.length,
        },
      })
    }
  }
}
