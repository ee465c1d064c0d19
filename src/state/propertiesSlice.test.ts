import { queryOf, setupMswServer } from '../../__tests__/support/msw'
import { makeTestStore } from '../../__tests__/support/render'
import { serviceHandlers } from '../../__tests__/support/services'
import { makeProperty } from '../../__tests__/support/factories'
import { toPropertyCard } from '../domain/cards'
import { defaultSearchFilters } from '../domain/search'
import { listingSearched, selectListing, staticResultsShown } from './propertiesSlice'

const { requests } = setupMswServer(...serviceHandlers())
const sale = defaultSearchFilters(1)
const built = [toPropertyCard(makeProperty({ id: 1 }))]

describe('propertiesSlice: the listing', () => {
  it('shows the build page as the listing, so "Ver más" continues from it', async () => {
    const store = makeTestStore()
    store.dispatch(staticResultsShown({ cards: built, total: 126 }))
    expect(selectListing(store.getState())).toMatchObject({
      cards: built,
      total: 126,
      offset: 0,
      status: 'succeeded',
    })
    await store.dispatch(listingSearched({ filters: sale, offset: 50 }))
    expect(queryOf(requests[0]!)).toMatchObject({ offset: '50', limit: '50' })
    const listing = selectListing(store.getState())
    expect(listing.cards[0]).toBe(built[0])
    expect(listing.cards).toHaveLength(51)
    expect(listing.offset).toBe(50)
  })

  it('replaces the results with a new search from offset 0', async () => {
    const store = makeTestStore()
    store.dispatch(staticResultsShown({ cards: built, total: 126 }))
    await store.dispatch(listingSearched({ filters: { ...sale, type: [2] }, offset: 0 }))
    const listing = selectListing(store.getState())
    expect(listing.cards.every((card) => card.type === 'Departamento')).toBe(true)
    expect(listing.total).toBeLessThan(126)
  })

  it('takes no answer of a search started before the build page was shown again', async () => {
    const store = makeTestStore()
    const search = store.dispatch(listingSearched({ filters: { ...sale, type: [2] }, offset: 0 }))
    store.dispatch(staticResultsShown({ cards: built, total: 126 }))
    await search
    expect(selectListing(store.getState()).cards).toEqual(built)
  })
})
