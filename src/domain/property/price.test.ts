import {
  compactAmount,
  findOperation,
  formatFullPrice,
  formatPrice,
  mainPrice,
  periodLabel,
  previousPriceText,
} from './price'
import type { Operation, Price } from '../types'

const price = (
  amount: number | null,
  currency: Price['currency'] = 'USD',
  extra: Partial<Price> = {},
): Price => ({
  price: amount,
  currency,
  period: 0,
  period_number: null,
  previous_price: null,
  is_less_than_previous_price: false,
  ...extra,
})

describe('compactAmount', () => {
  it.each([
    [1_250_000, '1.25M'],
    [1_000_000, '1M'],
    [2_000_000, '2M'],
    [1_500_000, '1.50M'],
    [1_234_567, '1.23M'],
    [1_999_999, '2M'],
    [999_999, '1M'],
    [850_000, '850K'],
    [1_000, '1K'],
    [1_500, '1.50K'],
    [185_000, '185K'],
    [123_456, '123.46K'],
    [999, '999'],
    [950.5, '950.50'],
    [0, '0'],
    [-2_500_000, '-2.50M'],
  ])('writes %p as %p', (amount, text) => {
    expect(compactAmount(amount)).toBe(text)
  })
})

describe('formatPrice', () => {
  it('prefixes the currency', () => {
    expect(formatPrice(price(1_250_000))).toBe('USD 1.25M')
    expect(formatPrice(price(850_000, 'ARS'))).toBe('ARS 850K')
    expect(formatPrice(price(1_000_000))).toBe('USD 1M')
  })

  it('reads "Precio a consultar" when the price is hidden, whatever the amount', () => {
    expect(formatPrice(price(185_000), { visible: false })).toBe('Precio a consultar')
    expect(formatPrice(price(185_000), { visible: false, short: true })).toBe('CONSULTAR')
  })

  it('reads the on-request text when there is no usable amount', () => {
    expect(formatPrice(null)).toBe('Precio a consultar')
    expect(formatPrice(undefined, { short: true })).toBe('CONSULTAR')
    expect(formatPrice(price(null))).toBe('Precio a consultar')
    expect(formatPrice(price(0))).toBe('Precio a consultar')
    expect(formatPrice(price(Number.NaN))).toBe('Precio a consultar')
  })
})

describe('formatFullPrice', () => {
  it('writes the whole amount with es-AR thousands', () => {
    expect(formatFullPrice(price(185_000))).toBe('USD 185.000')
    expect(formatFullPrice(price(1_250_000, 'ARS'))).toBe('ARS 1.250.000')
    expect(formatFullPrice(price(950.5))).toBe('USD 950,5')
  })

  it('hides the amount like formatPrice', () => {
    expect(formatFullPrice(price(185_000), { visible: false })).toBe('Precio a consultar')
    expect(formatFullPrice(null, { short: true })).toBe('CONSULTAR')
  })
})

describe('periodLabel', () => {
  it('names the temporary-rent periods of Tokko', () => {
    expect(periodLabel(1)).toBe('por día')
    expect(periodLabel(3)).toBe('por semana')
    expect(periodLabel(5)).toBe('por mes')
    expect(periodLabel(12)).toBe('por enero')
    expect(periodLabel(15)).toBe('por abril')
    expect(periodLabel(17)).toBe('por mayo')
    expect(periodLabel(24)).toBe('por diciembre')
    expect(periodLabel(25)).toBe('por temporada')
  })

  it('is empty for sales, ordinary rents and unknown codes', () => {
    expect(periodLabel(0)).toBe('')
    expect(periodLabel(16)).toBe('')
    expect(periodLabel(99)).toBe('')
    expect(periodLabel(null)).toBe('')
  })
})

describe('findOperation and mainPrice', () => {
  const sale: Operation = {
    operation_id: 1,
    operation_type: 'Venta',
    prices: [price(null), price(200_000)],
  }
  const rent: Operation = {
    operation_id: 2,
    operation_type: 'Alquiler',
    prices: [price(900_000, 'ARS')],
  }

  it('finds the operation asked for, or the first one', () => {
    expect(findOperation({ operations: [sale, rent] }, 2)).toBe(rent)
    expect(findOperation({ operations: [sale, rent] })).toBe(sale)
    expect(findOperation({ operations: [sale] }, 3)).toBeNull()
    expect(findOperation({ operations: [] })).toBeNull()
  })

  it('prefers the first price that has an amount', () => {
    expect(mainPrice(sale)?.price).toBe(200_000)
    expect(mainPrice({ ...sale, prices: [price(null)] })?.price).toBeNull()
    expect(mainPrice({ ...sale, prices: [] })).toBeNull()
    expect(mainPrice(null)).toBeNull()
  })
})

describe('previousPriceText', () => {
  it('shows the earlier price of a price that dropped', () => {
    const dropped = price(180_000, 'USD', {
      previous_price: 200_000,
      is_less_than_previous_price: true,
    })
    expect(previousPriceText(dropped)).toBe('USD 200K')
  })

  it('is null when the price did not drop or the data contradicts itself', () => {
    expect(previousPriceText(price(180_000))).toBeNull()
    expect(previousPriceText(price(180_000, 'USD', { previous_price: 200_000 }))).toBeNull()
    expect(
      previousPriceText(
        price(180_000, 'USD', { previous_price: 150_000, is_less_than_previous_price: true }),
      ),
    ).toBeNull()
    expect(
      previousPriceText(
        price(null, 'USD', { previous_price: 1, is_less_than_previous_price: true }),
      ),
    ).toBeNull()
  })
})
