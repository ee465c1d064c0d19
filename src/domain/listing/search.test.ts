import {
  defaultHomeSearch,
  defaultSearchFilters,
  isAddressSearchable,
  LOAD_MORE_STEP,
} from './search'

describe('search rules', () => {
  it('searches an address only from 3 characters, not counting surrounding spaces', () => {
    expect(isAddressSearchable('')).toBe(false)
    expect(isAddressSearchable('Go')).toBe(false)
    expect(isAddressSearchable('  Go  ')).toBe(false)
    expect(isAddressSearchable('Gor')).toBe(true)
  })

  it('loads 50 more at a time', () => {
    expect(LOAD_MORE_STEP).toBe(50)
  })

  it('starts with nothing chosen, ordered desc by id', () => {
    const filters = defaultSearchFilters(2)
    expect(filters.operation).toBe(2)
    expect(filters.order).toBe('desc')
    expect(filters.order_by).toBe('id')
    expect(filters.location).toEqual([])
    expect(filters.price.is_off).toBe(false)
    expect(defaultSearchFilters().operation).toBe(1)
  })

  it('starts the home search on venta', () => {
    expect(defaultHomeSearch()).toEqual({ operation: 1, location: [], type: [], address: '' })
  })
})
