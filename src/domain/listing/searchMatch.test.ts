import { makePrice, makeProperty } from '../../../__tests__/support/factories'
import { defaultSearchFilters } from './search'
import { matchesSearch, offeredTotal, type ParentOf } from './searchMatch'
import type { SearchFilters } from '../types'

// Palermo (24728) is in Capital Federal (1), in Argentina (0).
const parents: Record<number, number> = { 24728: 1, 1: 0 }
const parentOf: ParentOf = (id) => parents[id] ?? null
const sale = defaultSearchFilters(1)
const withFilters = (overrides: Partial<SearchFilters>): SearchFilters => ({
  ...sale,
  ...overrides,
})
// Gorriti al 4300, Palermo: a 3-room flat for sale, 2 bedrooms, 12 years, 74 m² (68 roofed), USD 185.000.
const flat = makeProperty({
  tags: [{ id: 7, name: 'Balcón', tag_type: 2 }],
  custom_tags: [{ id: 881, name: 'Torre Norte', group_name: 'Emprendimientos' }],
  producer: { id: 12, name: 'Laura', email: '', phone: '', cellphone: '', picture: '' },
})
const matches = (filters: SearchFilters, property = flat) =>
  matchesSearch(property, filters, parentOf)

describe('matchesSearch: the proxy search rules of api-contract.md', () => {
  it('matches on the operation, and on any of the chosen types', () => {
    expect(matches(sale)).toBe(true)
    expect(matches(defaultSearchFilters(2))).toBe(false)
    expect(matches(withFilters({ type: [3, 2] }))).toBe(true)
    expect(matches(withFilters({ type: [3] }))).toBe(false)
    expect(
      matches(withFilters({ type: [2] }), makeProperty({ type: { id: null, name: '' } })),
    ).toBe(false)
  })

  it('matches a place by the listing’s own location or any ancestor the summary names', () => {
    expect(matches(withFilters({ location: [24728] }))).toBe(true)
    expect(matches(withFilters({ location: [1] }))).toBe(true)
    expect(matches(withFilters({ location: [0] }))).toBe(true)
    expect(matches(withFilters({ location: [25000] }))).toBe(false)
    // A cycle in broker data ends the walk instead of looping.
    expect(
      matchesSearch(flat, withFilters({ location: [5] }), (id) => (id === 1 ? 24728 : 1)),
    ).toBe(false)
  })

  it('matches the address text in either address, without case or accents', () => {
    expect(matches(withFilters({ address: '  GORRITI ' }))).toBe(true)
    expect(matches(withFilters({ address: '4321' }))).toBe(true)
    expect(matches(withFilters({ address: 'córdoba' }))).toBe(false)
    expect(
      matches(
        withFilters({ address: 'cordoba' }),
        makeProperty({ fake_address: 'Av. Córdoba 900' }),
      ),
    ).toBe(true)
  })

  it('matches rooms, bedrooms and age ranges, either end open; an unknown value fails a range', () => {
    expect(matches(withFilters({ environments: { min: 3, max: null } }))).toBe(true)
    expect(matches(withFilters({ environments: { min: 4, max: null } }))).toBe(false)
    expect(matches(withFilters({ bedrooms: { min: null, max: 2 } }))).toBe(true)
    expect(matches(withFilters({ bedrooms: { min: 3, max: null } }))).toBe(false)
    expect(matches(withFilters({ age: { min: -1, max: 0 } }))).toBe(false)
    expect(matches(withFilters({ age: { min: -1, max: 0 } }), makeProperty({ age: -1 }))).toBe(true)
    expect(matches(withFilters({ age: { min: 5, max: null } }), makeProperty({ age: null }))).toBe(
      false,
    )
  })

  it('matches a price in the chosen currency of the searched operation, unless it is off', () => {
    const price = (priceMin: number | null, priceMax: number | null, type: 'USD' | 'ARS' = 'USD') =>
      withFilters({ price: { type, priceMin, priceMax, is_off: false } })
    expect(matches(price(150_000, 200_000))).toBe(true)
    expect(matches(price(190_000, null))).toBe(false)
    expect(matches(price(null, 200_000, 'ARS'))).toBe(false)
    expect(
      matches({ ...price(190_000, null), price: { ...price(190_000, null).price, is_off: true } }),
    ).toBe(true)
    const rentAndSale = makeProperty({
      operations: [
        { operation_id: 1, operation_type: 'Venta', prices: [makePrice()] },
        {
          operation_id: 2,
          operation_type: 'Alquiler',
          prices: [makePrice({ price: 900_000, currency: 'ARS' })],
        },
      ],
    })
    // The rent's price does not answer a sale search.
    expect(matches(price(800_000, 1_000_000, 'ARS'), rentAndSale)).toBe(false)
    expect(matches({ ...price(800_000, 1_000_000, 'ARS'), operation: 2 }, rentAndSale)).toBe(true)
    expect(
      matches(
        price(1, null),
        makeProperty({
          operations: [
            { operation_id: 1, operation_type: 'Venta', prices: [makePrice({ price: null })] },
          ],
        }),
      ),
    ).toBe(false)
  })

  it('matches the total or roofed surface in square metres, hectares converted', () => {
    const surface = (type: 'roofed' | 'total', surfaceMin: number | null) =>
      withFilters({ surface: { type, surfaceMin, surfaceMax: null } })
    expect(matches(surface('total', 70))).toBe(true)
    expect(matches(surface('roofed', 70))).toBe(false)
    const field = makeProperty({ total_surface: '2', total_surface_measurement: 'Ha' })
    expect(matches(surface('total', 15_000), field)).toBe(true)
  })

  it('requires every chosen tag, special and the agent', () => {
    expect(matches(withFilters({ environments_types: [7] }))).toBe(true)
    expect(matches(withFilters({ environments_types: [7], generals: [9] }))).toBe(false)
    expect(matches(withFilters({ services: [9] }))).toBe(false)
    expect(matches(withFilters({ specials: [881] }))).toBe(true)
    expect(matches(withFilters({ specials: [882] }))).toBe(false)
    expect(matches(withFilters({ producer_id: 12 }))).toBe(true)
    expect(matches(withFilters({ producer_id: 13 }))).toBe(false)
  })
})

describe('offeredTotal', () => {
  it('takes out the listings not on offer that the search matches, and no others', () => {
    const sold = (id: number, overrides = {}) => makeProperty({ id, status: 4, ...overrides })
    const notOffered = [
      sold(1),
      sold(2, { type: { id: 3, name: 'Casa' } }),
      makeProperty({ id: 3, status: 3 }),
    ]
    expect(offeredTotal(10, sale, notOffered, parentOf)).toBe(8)
    expect(offeredTotal(10, withFilters({ type: [2] }), notOffered, parentOf)).toBe(9)
    expect(offeredTotal(1, sale, notOffered, parentOf)).toBe(0)
  })
})
