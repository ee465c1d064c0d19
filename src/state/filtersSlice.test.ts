import { makeTestStore } from '../../__tests__/support/render'
import { defaultSearchFilters } from '../domain/listing/search'
import { filtersLoaded, selectFilters } from './filtersSlice'

const inPalermo = { ...defaultSearchFilters(1), location: [24728] }

describe('filters slice', () => {
  it('offers each listing its operation with nothing chosen until it reads its address', () => {
    const store = makeTestStore()
    expect(selectFilters(store.getState(), 2)).toEqual(defaultSearchFilters(2))
    // The same object on every read, so a component reading it does not re-render for nothing.
    expect(selectFilters(store.getState(), 2)).toBe(selectFilters(store.getState(), 2))
    store.dispatch(filtersLoaded(inPalermo))
    expect(selectFilters(store.getState(), 1)).toEqual(inPalermo)
    // Another operation's listing does not take venta's filters.
    expect(selectFilters(store.getState(), 3)).toEqual(defaultSearchFilters(3))
  })
})
