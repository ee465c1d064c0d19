import { defaultSearchFilters } from '../domain/search'
import filters, {
  filtersChanged,
  filtersLoaded,
  initialFiltersState,
  moreRequested,
} from './filtersSlice'

describe('filters slice', () => {
  it('grows the offset by 50 for each "Ver más"', () => {
    let state = filters(initialFiltersState, moreRequested())
    state = filters(state, moreRequested())
    expect(state.offset).toBe(100)
  })

  it('starts again from offset 0 when a filter changes', () => {
    const scrolled = { ...initialFiltersState, offset: 150 }
    const state = filters(scrolled, filtersChanged({ type: [2], order_by: 'price', order: 'asc' }))
    expect(state.offset).toBe(0)
    expect(state.filters).toEqual({
      ...defaultSearchFilters(1),
      type: [2],
      order_by: 'price',
      order: 'asc',
    })
  })

  it('takes filters read from the address as they are, from offset 0', () => {
    const fromAddress = { ...defaultSearchFilters(3), location: [24728] }
    const state = filters({ ...initialFiltersState, offset: 50 }, filtersLoaded(fromAddress))
    expect(state).toEqual({ filters: fromAddress, offset: 0 })
  })

  it('starts on venta, ordered desc by id', () => {
    expect(initialFiltersState.filters.operation).toBe(1)
    expect(initialFiltersState.filters.order).toBe('desc')
    expect(initialFiltersState.filters.order_by).toBe('id')
  })
})
