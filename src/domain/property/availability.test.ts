import { makeProperty } from '../../../__tests__/support/factories'
import { availabilityOf, isOnOffer, offeredSummary } from './availability'
import type { SearchSummary } from '../types'

describe('isOnOffer', () => {
  it('offers an available or reserved listing, never a sold or rented one (status 4)', () => {
    expect([2, 3, 4].map((status) => isOnOffer({ status: status as 2 | 3 | 4 }))).toEqual([
      true,
      true,
      false,
    ])
  })
})

describe('availabilityOf', () => {
  it('marks a reservation (3) and takes anything else on offer as available', () => {
    expect(availabilityOf({ status: 3 })).toBe('reserved')
    expect(availabilityOf({ status: 2 })).toBe('available')
  })
})

describe('offeredSummary', () => {
  const summary: SearchSummary = {
    total: 10,
    operations: { venta: 8, alquiler: 3, temporario: 0 },
    property_types: [
      { id: 2, name: 'Departamento', count: 6 },
      { id: 3, name: 'Casa', count: 4 },
    ],
    locations: [
      { id: 24728, name: 'Palermo', parent_id: 1, parent_name: 'Capital Federal', count: 1 },
      { id: 25000, name: 'Belgrano', parent_id: 1, parent_name: 'Capital Federal', count: 9 },
    ],
    tags: [
      { id: 7, name: 'Balcón', tag_type: 2, count: 5 },
      { id: 9, name: 'Pileta', tag_type: 3, count: 2 },
    ],
    bedrooms: [
      { amount: 1, count: 4 },
      { amount: 2, count: 6 },
    ],
  }
  const balcony = { id: 7, name: 'Balcón', tag_type: 2 as const }
  const sold = makeProperty({
    id: 1,
    status: 4,
    tags: [balcony],
    operations: [
      { operation_id: 1, operation_type: 'Venta', prices: [] },
      { operation_id: 2, operation_type: 'Alquiler', prices: [] },
    ],
  })

  it('takes each sold listing out of every facet it counts in, and drops what comes to none', () => {
    expect(offeredSummary(summary, [sold])).toEqual({
      total: 9,
      operations: { venta: 7, alquiler: 2, temporario: 0 },
      property_types: [
        { id: 2, name: 'Departamento', count: 5 },
        { id: 3, name: 'Casa', count: 4 },
      ],
      locations: [summary.locations[1]],
      tags: [{ ...balcony, count: 4 }, summary.tags[1]],
      bedrooms: [
        { amount: 1, count: 4 },
        { amount: 2, count: 5 },
      ],
    })
  })

  it("leaves an operation's summary alone for a listing not offered for it", () => {
    const rental = makeProperty({
      status: 4,
      operations: [{ operation_id: 2, operation_type: 'Alquiler', prices: [] }],
    })
    expect(offeredSummary(summary, [rental], 1)).toEqual(summary)
    expect(offeredSummary(summary, [rental], 2).operations).toEqual({
      venta: 8,
      alquiler: 2,
      temporario: 0,
    })
  })

  it('takes out only listings not on offer, and never counts below none', () => {
    expect(offeredSummary(summary, [makeProperty({ status: 3 })])).toEqual(summary)
    const empty = { ...summary, total: 0, operations: { venta: 0, alquiler: 0, temporario: 0 } }
    expect(offeredSummary(empty, [sold]).operations).toEqual({
      venta: 0,
      alquiler: 0,
      temporario: 0,
    })
  })
})
