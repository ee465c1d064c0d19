import { makePrice, makeProperty } from '../../../__tests__/support/factories'
import { monthlyCost, monthlyFigures, rentText } from './monthlyCost'
import { monthlyCostText } from './monthlyCostText'
import type { Operation, Price } from '../types'

const rent = (price: Partial<Price>): Operation => ({
  operation_id: 2,
  operation_type: 'Alquiler',
  prices: [makePrice({ currency: 'ARS', ...price })],
})
const sale: Operation = { operation_id: 1, operation_type: 'Venta', prices: [makePrice()] }
const temporary: Operation = {
  operation_id: 3,
  operation_type: 'Alquiler temporario',
  prices: [makePrice({ price: 900, period: 3 })],
}

describe('monthlyCost', () => {
  it('sums a rent in pesos and its expensas: 800.000 + 80.000 = 880.000', () => {
    const property = makeProperty({
      operations: [rent({ price: 800_000 })],
      expenses: 80_000,
    })
    expect(monthlyCost(property, 2)).toEqual({
      rent: { amount: 800_000, currency: 'ARS' },
      expenses: 80_000,
      total: 880_000,
    })
  })

  it('never sums a rent in dollars with expensas in pesos', () => {
    const property = makeProperty({
      operations: [rent({ price: 700, currency: 'USD' })],
      expenses: 80_000,
    })
    expect(monthlyCost(property, 2)).toEqual({
      rent: { amount: 700, currency: 'USD' },
      expenses: 80_000,
      total: null,
    })
  })

  it('has no total when the expensas are unknown', () => {
    for (const expenses of [null, 0, Number.NaN]) {
      const property = makeProperty({ operations: [rent({ price: 650_000 })], expenses })
      expect(monthlyCost(property, 2)).toEqual({
        rent: { amount: 650_000, currency: 'ARS' },
        expenses: null,
        total: null,
      })
    }
  })

  it('is for visible ordinary rents only: not sales, temporary rents or hidden prices', () => {
    const both = makeProperty({ operations: [sale, rent({ price: 800_000 }), temporary] })
    expect(monthlyCost(both, 1)).toBeNull()
    // A temporary rent's price is taken as all-in (see the module's comment).
    expect(monthlyCost(both, 3)).toBeNull()
    expect(monthlyCost(both, 2)?.total).toBe(895_000)
    expect(monthlyCost({ ...both, web_price: false }, 2)).toBeNull()
    expect(monthlyCost(makeProperty({ operations: [rent({ price: null })] }), 2)).toBeNull()
    expect(monthlyCost(makeProperty({ operations: [sale] }), 2)).toBeNull()
  })
})

describe('monthly cost texts', () => {
  const summed = { rent: { amount: 800_000, currency: 'ARS' as const }, expenses: 80_000 }

  it('writes a summed cost compact on cards and in full on the page', () => {
    const cost = { ...summed, total: 880_000 }
    expect(monthlyCostText(rentText(cost, 'compact'), monthlyFigures(cost, 'compact'))).toEqual({
      amount: 'ARS\u00a0880K',
      label: 'por mes con expensas',
      detail: 'Alquiler ARS\u00a0800K + expensas ARS\u00a080K',
    })
    expect(monthlyCostText(rentText(cost, 'full'), monthlyFigures(cost, 'full'))).toEqual({
      amount: 'ARS\u00a0880.000',
      label: 'por mes con expensas',
      detail: 'Alquiler ARS\u00a0800.000 + expensas ARS\u00a080.000',
    })
  })

  it('rounds a total past a million as prices do: 1.234.000 + 95.000 = ARS 1.33M', () => {
    const cost = {
      rent: { amount: 1_234_000, currency: 'ARS' as const },
      expenses: 95_000,
      total: 1_329_000,
    }
    expect(monthlyCostText(rentText(cost, 'compact'), monthlyFigures(cost, 'compact'))).toEqual({
      amount: 'ARS\u00a01.33M',
      label: 'por mes con expensas',
      detail: 'Alquiler ARS\u00a01.23M + expensas ARS\u00a095K',
    })
  })

  it('keeps a card’s price (written with a plain space) from breaking in the parts’ line', () => {
    const figures = { total: 'ARS\u00a0880K', expenses: 'ARS\u00a080K' }
    expect(monthlyCostText('ARS 800K', figures).detail).toBe(
      'Alquiler ARS\u00a0800K + expensas ARS\u00a080K',
    )
  })

  it('shows both currencies, unsummed, for a rent in dollars', () => {
    const cost = { rent: { amount: 700, currency: 'USD' as const }, expenses: 80_000, total: null }
    expect(monthlyCostText(rentText(cost, 'compact'), monthlyFigures(cost, 'compact'))).toEqual({
      amount: 'USD\u00a0700',
      label: 'por mes + expensas ARS\u00a080K',
      detail: '',
    })
  })

  it('says when the expensas are unknown', () => {
    const cost = {
      rent: { amount: 650_000, currency: 'ARS' as const },
      expenses: null,
      total: null,
    }
    expect(monthlyCostText(rentText(cost, 'full'), monthlyFigures(cost, 'full'))).toEqual({
      amount: 'ARS\u00a0650.000',
      label: 'por mes',
      detail: 'Expensas sin informar',
    })
  })
})
