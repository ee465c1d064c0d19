import { makePrice, makeProperty } from '../../../__tests__/support/factories'
import { checkProperty } from './liveCheck'
import type { Property } from '../types'

const forSale = (amount: number, overrides: Partial<Property> = {}) =>
  makeProperty({
    operations: [
      { operation_id: 1, operation_type: 'Venta', prices: [makePrice({ price: amount })] },
    ],
    ...overrides,
  })

describe('checkProperty', () => {
  it('has nothing to say when price and availability are as built', () => {
    expect(checkProperty(forSale(185_000), forSale(185_000), 1)).toBeNull()
  })

  it('gives a lower price with what it dropped, in amount and share', () => {
    expect(checkProperty(forSale(160_000), forSale(150_000), 1)).toEqual({
      availability: 'available',
      price: {
        amount: 'USD 150.000',
        period: '',
        was: 'USD 160.000',
        drop: 'Bajó USD 10K (6 %)',
        monthly: null,
      },
    })
  })

  it('gives a higher price without a drop', () => {
    expect(checkProperty(forSale(150_000), forSale(152_500), 1)?.price).toEqual({
      amount: 'USD 152.500',
      period: '',
      was: 'USD 150.000',
      drop: null,
      monthly: null,
    })
  })

  it('never compares amounts of two currencies', () => {
    const pesos = makeProperty({
      operations: [
        {
          operation_id: 1,
          operation_type: 'Venta',
          prices: [makePrice({ price: 90_000_000, currency: 'ARS' })],
        },
      ],
    })
    expect(checkProperty(forSale(150_000), pesos, 1)?.price).toEqual({
      amount: 'ARS 90.000.000',
      period: '',
      was: 'USD 150.000',
      drop: null,
      monthly: null,
    })
  })

  it('says when a shown price became hidden, and when a hidden one is shown', () => {
    expect(
      checkProperty(forSale(150_000), forSale(150_000, { web_price: false }), 1)?.price,
    ).toEqual({
      amount: 'Precio a consultar',
      period: '',
      was: 'USD 150.000',
      drop: null,
      monthly: null,
    })
    expect(
      checkProperty(forSale(150_000, { web_price: false }), forSale(150_000), 1)?.price,
    ).toEqual({
      amount: 'USD 150.000',
      period: '',
      was: 'Precio a consultar',
      drop: null,
      monthly: null,
    })
  })

  it('gives a changed rent its monthly cost with the expensas the record has now', () => {
    const rent = (amount: number, expenses: number) =>
      makeProperty({
        expenses,
        operations: [
          {
            operation_id: 2,
            operation_type: 'Alquiler',
            prices: [makePrice({ price: amount, currency: 'ARS' })],
          },
        ],
      })
    expect(checkProperty(rent(800_000, 80_000), rent(850_000, 90_000), 2)?.price).toEqual({
      amount: 'ARS 850.000',
      period: '',
      was: 'ARS 800.000',
      drop: null,
      monthly: {
        amount: 'ARS\u00a0940.000',
        label: 'por mes con expensas',
        detail: 'Alquiler ARS\u00a0850.000 + expensas ARS\u00a090.000',
      },
    })
  })

  it('ignores a price change of a hidden price (the visitor sees neither)', () => {
    expect(
      checkProperty(
        forSale(150_000, { web_price: false }),
        forSale(140_000, { web_price: false }),
        1,
      ),
    ).toBeNull()
  })

  it("compares this page's operation only", () => {
    const both = (rent: number) =>
      makeProperty({
        operations: [
          { operation_id: 1, operation_type: 'Venta', prices: [makePrice({ price: 150_000 })] },
          {
            operation_id: 2,
            operation_type: 'Alquiler',
            prices: [makePrice({ price: rent, currency: 'ARS' })],
          },
        ],
      })
    expect(checkProperty(both(800_000), both(900_000), 1)).toBeNull()
    expect(checkProperty(both(800_000), both(900_000), 2)?.price?.amount).toBe('ARS 900.000')
  })

  it('counts as withdrawn: unknown now, not available (4), or no longer for this operation', () => {
    const built = forSale(150_000)
    expect(checkProperty(built, null, 1)).toEqual({ availability: 'withdrawn', price: null })
    expect(checkProperty(built, forSale(150_000, { status: 4 }), 1)).toEqual({
      availability: 'withdrawn',
      price: null,
    })
    expect(checkProperty(built, built, 2)).toEqual({ availability: 'withdrawn', price: null })
  })

  it('says when it was reserved since the build, and when the reservation fell through', () => {
    expect(checkProperty(forSale(150_000), forSale(150_000, { status: 3 }), 1)).toEqual({
      availability: 'reserved',
      price: null,
    })
    expect(checkProperty(forSale(150_000, { status: 3 }), forSale(150_000), 1)).toEqual({
      availability: 'available',
      price: null,
    })
    expect(
      checkProperty(forSale(150_000, { status: 3 }), forSale(150_000, { status: 3 }), 1),
    ).toBeNull()
  })
})
