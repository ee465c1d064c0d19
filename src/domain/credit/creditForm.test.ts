import { DEFAULT_CREDIT_SETTINGS } from './credit'
import {
  initialCreditFields,
  parseTypedNumber,
  readCreditFields,
  type CreditFields,
} from './creditForm'

describe('parseTypedNumber', () => {
  it.each([
    ['185000', 185_000],
    ['185.000', 185_000],
    ['1.250.000', 1_250_000],
    ['USD 185.000', 185_000],
    ['$ 1.200', 1_200],
    ['4,5', 4.5],
    ['4.5', 4.5],
    ['4,5 %', 4.5],
    ['1.234,56', 1_234.56],
    [' 20 ', 20],
    ['0', 0],
  ])('reads %p as %p', (text, value) => {
    expect(parseTypedNumber(text)).toBe(value)
  })

  it.each(['veinte', '12a', '-5', '1,2,3', '1..2', '4.5.6,1'])('refuses %p', (text) => {
    expect(parseTypedNumber(text)).toBeNull()
  })

  it('tells an empty field apart', () => {
    expect(parseTypedNumber('   ')).toBeUndefined()
  })
})

const settings = { ...DEFAULT_CREDIT_SETTINGS, usd_ars: 1_200, tna: 0.048, max_ltv: 0.75 }

describe('initialCreditFields', () => {
  it('opens with the price, the settings and the smallest down payment the limit allows', () => {
    expect(initialCreditFields(185_000, 'USD', settings)).toEqual({
      price: '185.000',
      usd_ars: '1.200',
      down_payment: '46.250',
      years: '20',
      tna: '4,8',
    })
    expect(initialCreditFields(150_000_000, 'ARS', settings)).toMatchObject({
      usd_ars: '',
      down_payment: '37.500.000',
    })
  })
})

describe('readCreditFields', () => {
  const fields = initialCreditFields(185_000, 'USD', settings)
  const read = (changes: Partial<CreditFields>, currency: 'USD' | 'ARS' = 'USD') =>
    readCreditFields({ ...fields, ...changes }, currency, settings)

  it('reads the opening form', () => {
    expect(read({})).toEqual({
      input: {
        price: 185_000,
        currency: 'USD',
        usd_ars: 1_200,
        down_payment: 46_250,
        years: 20,
        tna: 0.048,
      },
      errors: {},
    })
  })

  it('says what is wrong with each field, in Spanish', () => {
    expect(read({ price: '', years: 'veinte', tna: '' })).toEqual({
      input: null,
      errors: {
        price: 'Ingresá el precio de la propiedad.',
        years: 'Escribí solo números, por ejemplo 20.',
        tna: 'Ingresá la tasa anual (TNA).',
      },
    })
    expect(read({ usd_ars: 'mil', down_payment: 'x' }).errors).toEqual({
      usd_ars: 'Escribí solo números, por ejemplo 1.200.',
      down_payment: 'Escribí solo números, por ejemplo 50.000.',
    })
    expect(read({ price: '0' }).errors.price).toBe('El precio tiene que ser mayor que cero.')
  })

  it('refuses a down payment above the price, equal to it or under the limit', () => {
    expect(read({ down_payment: '200.000' }).errors.down_payment).toBe(
      'El anticipo no puede superar el precio (USD 185.000).',
    )
    expect(read({ down_payment: '185000' }).errors.down_payment).toBe(
      'Con ese anticipo pagás todo: no hace falta crédito.',
    )
    expect(read({ down_payment: '40.000' }).errors.down_payment).toBe(
      'Los bancos prestan hasta el 75 % del precio: el anticipo mínimo es USD 46.250.',
    )
    expect(read({ down_payment: '100.000' }).input?.down_payment).toBe(100_000)
  })

  it('keeps the term within 5 to 30 whole years and the rate within 0 to 30 %', () => {
    const term = 'El plazo va de 5 a 30 años, en años enteros.'
    expect(read({ years: '4' }).errors.years).toBe(term)
    expect(read({ years: '31' }).errors.years).toBe(term)
    expect(read({ years: '12,5' }).errors.years).toBe(term)
    expect(read({ years: '30' }).errors).toEqual({})
    expect(read({ tna: '45' }).errors.tna).toBe('La tasa tiene que estar entre 0 y 30 %.')
    expect(read({ tna: '0' }).input?.tna).toBe(0)
  })

  it('asks no exchange rate for a price in pesos', () => {
    const reading = readCreditFields(
      initialCreditFields(150_000_000, 'ARS', settings),
      'ARS',
      settings,
    )
    expect(reading.errors).toEqual({})
    expect(reading.input).toMatchObject({
      price: 150_000_000,
      usd_ars: 1,
      down_payment: 37_500_000,
    })
  })
})
