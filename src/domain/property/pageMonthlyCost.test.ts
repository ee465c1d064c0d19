import { makePrice, makeProperty } from '../../../__tests__/support/factories'
import { EXPENSES_UNKNOWN } from './monthlyCostText'
import { pageMonthlyCost } from './pageMonthlyCost'
import type { Operation } from '../types'

const rent: Operation = {
  operation_id: 2,
  operation_type: 'Alquiler',
  prices: [makePrice({ price: 800_000, currency: 'ARS' })],
}
const sale: Operation = { operation_id: 1, operation_type: 'Venta', prices: [makePrice()] }

describe('pageMonthlyCost', () => {
  it('writes a rent page’s cost in full amounts, with its parts', () => {
    const property = makeProperty({ operations: [sale, rent], expenses: 80_000 })
    expect(pageMonthlyCost(property, 2)).toEqual({
      amount: 'ARS\u00a0880.000',
      label: 'por mes con expensas',
      detail: 'Alquiler ARS\u00a0800.000 + expensas ARS\u00a080.000',
    })
  })

  it('says when the expensas are unknown', () => {
    const property = makeProperty({ operations: [rent], expenses: null })
    expect(pageMonthlyCost(property, 2)).toMatchObject({
      label: 'por mes',
      detail: EXPENSES_UNKNOWN,
    })
  })

  it('gives nothing on the sale page of the same property, or for a hidden rent', () => {
    expect(
      pageMonthlyCost(makeProperty({ operations: [sale, rent], expenses: 80_000 }), 1),
    ).toBeNull()
    expect(pageMonthlyCost(makeProperty({ operations: [rent], web_price: false }), 2)).toBeNull()
  })
})
