import { defaultSearchFilters } from '../listing/search'
import {
  MAX_FEATURED,
  MAX_IDS,
  MAX_OFFSET,
  MAX_SEARCH_TEXT,
  parseId,
  parsePropertyQuery,
  propertyQueryString,
  type PropertyQuery,
} from './liveApi'

describe('property queries between the browser and the server', () => {
  it('round-trips a listing search with filters and an offset', () => {
    const filters = {
      ...defaultSearchFilters(2),
      location: [24728, 24729],
      type: [2],
      address: 'Thames',
      environments: { min: 2, max: 3 },
      price: { type: 'ARS' as const, priceMin: 100_000, priceMax: 900_000, is_off: false },
      order_by: 'price' as const,
      order: 'asc' as const,
    }
    const query: PropertyQuery = { view: 'listing', filters, offset: 50 }
    expect(parsePropertyQuery(propertyQueryString(query))).toEqual(query)
  })

  it('round-trips the home search and the featured', () => {
    const home: PropertyQuery = {
      view: 'home',
      search: { operation: 3, location: [1], type: [2, 3], address: 'Palermo' },
    }
    expect(parsePropertyQuery(propertyQueryString(home))).toEqual(home)
    expect(parsePropertyQuery('vista=destacadas&limite=6')).toEqual({ view: 'featured', limit: 6 })
  })

  it('round-trips the total of a search, leaving out its order, which changes no total', () => {
    const filters = {
      ...defaultSearchFilters(1),
      location: [24728],
      type: [3],
      environments: { min: 3, max: null },
    }
    const query: PropertyQuery = { view: 'total', filters }
    expect(propertyQueryString(query)).toBe(
      'vista=total&operacion=1&ubicacion=24728&tipo=3&ambMin=3',
    )
    expect(parsePropertyQuery(propertyQueryString(query))).toEqual(query)
    expect(
      propertyQueryString({
        view: 'total',
        filters: { ...filters, order_by: 'price', order: 'asc' },
      }),
    ).toBe(propertyQueryString(query))
  })

  it('bounds the total of a search as it bounds the listing', () => {
    const parsed = parsePropertyQuery(
      `vista=total&operacion=2&desde=50&key=robada&q=${'x'.repeat(500)}&precioMin=-5`,
    )
    expect(parsed).toEqual({
      view: 'total',
      filters: { ...defaultSearchFilters(2), address: 'x'.repeat(MAX_SEARCH_TEXT) },
    })
    expect(parsePropertyQuery('vista=total')).toBeNull()
  })

  it('reads no parameter outside the list, and bounds the ones it reads', () => {
    const parsed = parsePropertyQuery(
      `operacion=1&key=robada&desde=99999999&limit=5000&q=${'x'.repeat(500)}&tipo=${Array.from(
        { length: 80 },
        (_, i) => i + 1,
      ).join(',')}&precioMin=-5&ambMin=99999`,
    )
    expect(parsed?.view).toBe('listing')
    if (parsed?.view !== 'listing') return
    expect(parsed.offset).toBe(MAX_OFFSET)
    expect(parsed.filters.address).toHaveLength(MAX_SEARCH_TEXT)
    expect(parsed.filters.type).toHaveLength(MAX_IDS)
    expect(parsed.filters.price.priceMin).toBeNull()
    expect(parsed.filters.environments.min).toBeNull()
    expect(JSON.stringify(parsed)).not.toContain('robada')
    expect(parsePropertyQuery('vista=destacadas&limite=1000')).toEqual({
      view: 'featured',
      limit: MAX_FEATURED,
    })
  })

  it('refuses a search without a valid operation or of an unknown view', () => {
    expect(parsePropertyQuery('')).toBeNull()
    expect(parsePropertyQuery('operacion=9')).toBeNull()
    expect(parsePropertyQuery('operacion=1&vista=todo')).toBeNull()
  })

  it('reads only plain positive ids', () => {
    expect(parseId('7104123')).toBe(7104123)
    for (const bad of ['0', '-1', '1e3', '12abc', '../1', '', undefined, '99999999999999999'])
      expect(parseId(bad)).toBeNull()
  })
})
