import { readOperations, readPrice, toCurrency } from './operations'

const price = (extra: Record<string, unknown> = {}) => ({
  currency: 'USD',
  price: 185000,
  period: 0,
  ...extra,
})

describe('toCurrency', () => {
  it.each([
    ['USD', 'USD'],
    [' usd ', 'USD'],
    ['U$S', 'USD'],
    ['US$', 'USD'],
    ['u$s', 'USD'],
    ['dolares', 'USD'],
    ['Dólares', 'USD'],
    ['ARS', 'ARS'],
    ['$', 'ARS'],
    ['pesos', 'ARS'],
  ])('reads %p as %p', (input, expected) => {
    expect(toCurrency(input)).toBe(expected)
  })

  it.each(['PYG', 'UYU', 'EUR', 'ANY', '', null, 1])('refuses %p', (input) => {
    expect(toCurrency(input)).toBeNull()
  })
})

describe('readPrice', () => {
  it('reads a Tokko price with defaults for what Tokko does not send', () => {
    expect(readPrice(price())).toEqual({
      price: 185000,
      currency: 'USD',
      period: 0,
      period_number: null,
      previous_price: null,
      is_less_than_previous_price: false,
    })
  })

  it('reads amounts and periods sent as strings, and an empty period as 0', () => {
    expect(readPrice(price({ price: '185000.00', period: '5' }))).toMatchObject({
      price: 185000,
      period: 5,
    })
    expect(readPrice(price({ period: '' }))?.period).toBe(0)
    expect(readPrice(price({ period: null }))?.period).toBe(0)
    expect(readPrice(price({ period: -2 }))?.period).toBe(0)
  })

  it('keeps a price without a usable amount as null, so that it reads "a consultar"', () => {
    for (const amount of [null, '', 'consultar', 0, -10, undefined]) {
      expect(readPrice(price({ price: amount }))).toMatchObject({ price: null, currency: 'USD' })
    }
  })

  it('drops a price whose currency cannot be shown', () => {
    expect(readPrice(price({ currency: 'PYG' }))).toBeNull()
    expect(readPrice(price({ currency: null }))).toBeNull()
    expect(readPrice(null)).toBeNull()
  })

  it('reads the backend fields and works out a price drop from the two amounts', () => {
    expect(
      readPrice({ currency: 'ARS', price: 900, period_number: '2', previous_price: '1000' }),
    ).toMatchObject({ period_number: 2, previous_price: 1000, is_less_than_previous_price: true })
    // The amounts contradict the flag: the amounts win.
    expect(
      readPrice({ ...price(), previous_price: 100000, is_less_than_previous_price: true }),
    ).toMatchObject({ previous_price: 100000, is_less_than_previous_price: false })
    // Without a previous amount only the flag can tell.
    expect(readPrice({ ...price(), is_less_than_previous_price: 'true' })).toMatchObject({
      previous_price: null,
      is_less_than_previous_price: true,
    })
    expect(readPrice({ ...price(), previous_price: 0, period_number: 0 })).toMatchObject({
      previous_price: null,
      period_number: null,
    })
  })
})

describe('readOperations', () => {
  it('reads Tokko operations with their Spanish names', () => {
    expect(
      readOperations([{ operation_id: 1, operation_type: 'Venta', prices: [price()] }]),
    ).toEqual([{ operation_id: 1, operation_type: 'Venta', prices: [readPrice(price())] }])
  })

  it('takes the id from English or Spanish names when operation_id is missing', () => {
    const operations = readOperations([
      { operation_type: 'Temporary rent', prices: [] },
      { operation_type: 'Sale', prices: [] },
      { operation_id: '2', operation_type: 'Rent' },
    ])
    expect(operations.map((op) => [op.operation_id, op.operation_type])).toEqual([
      [1, 'Venta'],
      [2, 'Alquiler'],
      [3, 'Alquiler temporario'],
    ])
  })

  it('reads backend operation types given as codes or names', () => {
    const operations = readOperations([
      { operation_type: 2, prices: [price({ currency: 'ARS', price: 650000 })] },
      { operation_type: 'Venta', prices: [price()] },
      { operation_type: '3', prices: [] },
    ])
    expect(operations.map((op) => op.operation_id)).toEqual([1, 2, 3])
  })

  it('merges repeated operations without repeating their prices', () => {
    const operations = readOperations([
      { operation_id: 1, prices: [price()] },
      { operation_id: 1, prices: [price(), price({ currency: 'ARS', price: 222000000 })] },
    ])
    expect(operations).toHaveLength(1)
    expect(operations[0]?.prices.map((entry) => entry.currency)).toEqual(['USD', 'ARS'])
  })

  it('drops unknown operations and unusable prices but keeps an operation without prices', () => {
    const operations = readOperations([
      { operation_id: 7, operation_type: 'Permuta', prices: [price()] },
      { operation_type: null },
      null,
      'Venta',
      { operation_id: 2, prices: [price({ currency: 'EUR' }), 'x', null] },
    ])
    expect(operations).toEqual([{ operation_id: 2, operation_type: 'Alquiler', prices: [] }])
  })

  it('gives no operations for a missing or malformed list', () => {
    expect(readOperations(undefined)).toEqual([])
    expect(readOperations({ operation_id: 1 })).toEqual([])
  })
})
