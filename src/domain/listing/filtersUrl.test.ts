import { parseFilters, serialiseFilters, SORT_OPTIONS, sortValue } from './filtersUrl'
import { defaultSearchFilters } from './search'
import type { SearchFilters } from '../types'

const everything: SearchFilters = {
  location: [24728, 24682],
  type: [2, 13],
  operation: 2,
  environments: { min: 2, max: 3 },
  bedrooms: { min: 1, max: null },
  age: { min: -1, max: 0 },
  address: 'Gorriti',
  producer_id: 5021,
  price: { type: 'ARS', priceMin: 100000, priceMax: 900000, is_off: true },
  surface: { type: 'roofed', surfaceMin: 40, surfaceMax: null },
  environments_types: [20],
  generals: [34, 40],
  services: [1],
  specials: [881],
  order: 'asc',
  order_by: 'price',
}

describe('filters in the URL', () => {
  it('round-trips every filter', () => {
    expect(parseFilters(serialiseFilters(everything), 2)).toEqual(everything)
  })

  it('round-trips each sort option', () => {
    for (const option of SORT_OPTIONS) {
      const filters = { ...defaultSearchFilters(1), order_by: option.order_by, order: option.order }
      expect(parseFilters(serialiseFilters(filters), 1)).toEqual(filters)
    }
  })

  it('leaves defaults out, so an untouched search has a clean address', () => {
    expect(serialiseFilters(defaultSearchFilters(3))).toBe('')
  })

  it('writes short readable names', () => {
    expect(
      serialiseFilters({
        ...defaultSearchFilters(1),
        location: [24728],
        environments: { min: 2, max: null },
      }),
    ).toBe('ubicacion=24728&ambMin=2')
  })

  it('ignores what it cannot read instead of failing', () => {
    const filters = parseFilters(
      'ubicacion=abc,12,-3,12&ambMin=dos&orden=raro&moneda=eur&agente=x',
      1,
    )
    expect(filters.location).toEqual([12])
    expect(filters.environments).toEqual({ min: null, max: null })
    expect(filters.order_by).toBe('id')
    expect(filters.price.type).toBe('USD')
    expect(filters.producer_id).toBeNull()
  })

  it('takes the operation from the listing, not the query', () => {
    expect(parseFilters('operacion=1', 3).operation).toBe(3)
  })

  it('names only the orders the menu offers', () => {
    expect(sortValue({ order_by: 'created_at', order: 'asc' })).toBeNull()
    expect(sortValue({ order_by: 'price', order: 'asc' })).toBe('menor-precio')
  })
})
