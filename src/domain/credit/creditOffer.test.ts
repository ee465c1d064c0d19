import { makePrice, makeProperty } from '../../../__tests__/support/factories'
import { creditPrice } from './creditOffer'
import type { Operation } from '../types'

const sale = (price: number | null, currency: 'USD' | 'ARS' = 'USD'): Operation => ({
  operation_id: 1,
  operation_type: 'Venta',
  prices: [makePrice({ price, currency })],
})
const rent: Operation = {
  operation_id: 2,
  operation_type: 'Alquiler',
  prices: [makePrice({ price: 800_000, currency: 'ARS' })],
}

describe('creditPrice', () => {
  it('offers the estimate on a sale’s page, at its price and currency', () => {
    expect(creditPrice(makeProperty({ operations: [sale(185_000)] }), 1)).toEqual({
      amount: 185_000,
      currency: 'USD',
    })
    expect(creditPrice(makeProperty({ operations: [sale(90_000_000, 'ARS')] }), 1)).toEqual({
      amount: 90_000_000,
      currency: 'ARS',
    })
  })

  it('offers none on a rent’s page, nor for a hidden or missing price', () => {
    const both = makeProperty({ operations: [sale(185_000), rent] })
    expect(creditPrice(both, 2)).toBeNull()
    expect(creditPrice({ ...both, web_price: false }, 1)).toBeNull()
    expect(creditPrice(makeProperty({ operations: [sale(null)] }), 1)).toBeNull()
  })
})
