import { defaultSearchFilters } from '../domain/listing/search'
import type { SearchFilters } from '../domain/types'
import {
  backendHomeSearchParams,
  homeSearchParams,
  listingSearchParams,
  rangeText,
} from './searchQuery'
import { toQueryString } from './transport'

const query = (filters: Partial<SearchFilters>, offset = 0) =>
  Object.fromEntries(
    new URLSearchParams(
      toQueryString(listingSearchParams({ ...defaultSearchFilters(), ...filters }, { offset })),
    ),
  )

describe('rangeText', () => {
  it('writes ranges with either end open, negative ages included', () => {
    expect(rangeText({ min: 2, max: null })).toBe('2-')
    expect(rangeText({ min: null, max: 150000 })).toBe('-150000')
    expect(rangeText({ min: -1, max: 0 })).toBe('-1-0')
    expect(rangeText({ min: 3, max: 3 })).toBe('3-3')
    expect(rangeText({ min: null, max: null })).toBeUndefined()
  })
})

describe('listingSearchParams', () => {
  it('sends only the operation, the page and the default order when nothing is chosen', () => {
    expect(query({})).toEqual({
      limit: '50',
      offset: '0',
      operation: '1',
      'order-by': 'id',
      order: 'desc',
    })
  })

  it('maps every filter of the spec to the proxy parameters', () => {
    expect(
      query(
        {
          operation: 2,
          location: [24728, 24682],
          type: [2, 13],
          environments: { min: 2, max: 3 },
          bedrooms: { min: 1, max: null },
          age: { min: -1, max: 0 },
          address: '  Gorriti ',
          producer_id: 5021,
          price: { type: 'ARS', priceMin: 100000, priceMax: 900000, is_off: false },
          surface: { type: 'roofed', surfaceMin: 40, surfaceMax: null },
          environments_types: [20],
          generals: [34, 40],
          services: [1],
          specials: [881],
          order: 'asc',
          order_by: 'price',
        },
        100,
      ),
    ).toEqual({
      limit: '50',
      offset: '100',
      operation: '2',
      'localization-divisions': '24728,24682',
      'localization-type': 'division',
      tipo: '2,13',
      fake_address: 'Gorriti',
      rooms: '2-3',
      bedrooms: '1-',
      age: '-1-0',
      currency: 'ars',
      price: '100000-900000',
      'surface-type': 'roofed',
      surface: '40-',
      tags: '20,34,40,1',
      custom_tags: '881',
      producer_id: '5021',
      'order-by': 'price',
      order: 'asc',
    })
  })

  it('leaves the price out when the price filter is off, and repeated tag ids once', () => {
    const params = query({
      price: { type: 'USD', priceMin: 1, priceMax: 2, is_off: true },
      generals: [34],
      services: [34],
    })
    expect(params).not.toHaveProperty('price')
    expect(params).not.toHaveProperty('currency')
    expect(params.tags).toBe('34')
  })
})

describe('home search params', () => {
  it('asks the proxy for 24 cached results with the quick-search fields', () => {
    expect(
      homeSearchParams({ operation: 3, location: [24728], type: [3], address: 'Gorriti' }),
    ).toEqual({
      cache: 1,
      save: 1,
      limit: 24,
      offset: 0,
      operation: 3,
      'localization-divisions': '24728',
      'localization-type': 'division',
      tipo: '3',
      fake_address: 'Gorriti',
    })
  })

  it('leaves out what the visitor did not choose', () => {
    const params = Object.fromEntries(
      new URLSearchParams(
        toQueryString(homeSearchParams({ operation: 1, location: [], type: [], address: ' ' })),
      ),
    )
    expect(params).toEqual({ cache: '1', save: '1', limit: '24', offset: '0', operation: '1' })
  })

  it('has a backend variant with the backend names', () => {
    expect(
      backendHomeSearchParams({ operation: 2, location: [1, 2], type: [2], address: 'Soler' }),
    ).toEqual({
      operation_type: 2,
      neighborhood: '1,2',
      tipo: '2',
      address: 'Soler',
    })
  })
})
