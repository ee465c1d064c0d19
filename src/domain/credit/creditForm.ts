/**
 * The credit estimate's form: what a visitor types, read as es-AR numbers, checked field by
 * field with a Spanish message for each problem. The texts typed are never rewritten: a field
 * with a problem keeps what was typed and says what is wrong beside it.
 */
import {
  MAX_TNA_PERCENT,
  minimumDownPayment,
  TERM_YEARS,
  type CreditInput,
  type CreditSettings,
} from './credit'
import { twoDecimals, wholeNumber } from '../site/formats'

export type CreditField = 'price' | 'usd_ars' | 'down_payment' | 'years' | 'tna'

export type CreditFields = Record<CreditField, string>

export type CreditErrors = Partial<Record<CreditField, string>>

/**
 * A number as people in Argentina type it: "185.000" and "1.250.000" (dots group thousands),
 * "4,5" (comma for decimals), "4.5" (a lone dot followed by other than three digits is a decimal
 * point), spaces, "$", "USD" and "%" ignored. null when it is not a number; undefined when empty.
 */
export function parseTypedNumber(text: string): number | null | undefined {
  const cleaned = text.replace(/\s|\$|%|usd|u\$s|ars/gi, '')
  if (cleaned === '') return undefined
  let normalised: string
  if (cleaned.includes(',')) {
    if (!/^\d{1,3}(\.\d{3})*(,\d+)?$|^\d+(,\d+)?$/.test(cleaned)) return null
    normalised = cleaned.replace(/\./g, '').replace(',', '.')
  } else if (/^\d{1,3}(\.\d{3})+$/.test(cleaned)) {
    normalised = cleaned.replace(/\./g, '')
  } else {
    if (!/^\d+(\.\d+)?$/.test(cleaned)) return null
    normalised = cleaned
  }
  const value = Number(normalised)
  return Number.isFinite(value) ? value : null
}

/** The form as it opens: the listing's price, the settings' figures, the largest loan allowed. */
export function initialCreditFields(
  price: number,
  currency: 'USD' | 'ARS',
  settings: CreditSettings,
): CreditFields {
  return {
    price: wholeNumber(price),
    usd_ars: currency === 'USD' ? twoDecimals(settings.usd_ars) : '',
    down_payment: wholeNumber(minimumDownPayment(price, settings.max_ltv)),
    years: String(TERM_YEARS.initial),
    tna: twoDecimals(Math.round(settings.tna * 10_000) / 100),
  }
}

const money = (currency: string, amount: number) => `${currency} ${wholeNumber(amount)}`

type Reading = { value: number } | { error: string }

function required(text: string, empty: string, example: string): Reading {
  const value = parseTypedNumber(text)
  if (value === undefined) return { error: empty }
  if (value === null) return { error: `Escribí solo números, por ejemplo ${example}.` }
  return { value }
}

export interface CreditFormReading {
  /** Every figure, when none has a problem. */
  input: CreditInput | null
  errors: CreditErrors
}

/** The estimate's inputs from what was typed, or a message for each field with a problem. */
export function readCreditFields(
  fields: CreditFields,
  currency: 'USD' | 'ARS',
  settings: Pick<CreditSettings, 'max_ltv'>,
): CreditFormReading {
  const errors: CreditErrors = {}
  const check = (field: CreditField, reading: Reading, rule?: (value: number) => string | null) => {
    if ('error' in reading) {
      errors[field] = reading.error
      return null
    }
    const problem = rule?.(reading.value) ?? null
    if (problem) errors[field] = problem
    return problem ? null : reading.value
  }

  const price = check(
    'price',
    required(fields.price, 'Ingresá el precio de la propiedad.', '185.000'),
    (value) => (value > 0 ? null : 'El precio tiene que ser mayor que cero.'),
  )
  const usdArs =
    currency === 'USD'
      ? check(
          'usd_ars',
          required(fields.usd_ars, 'Ingresá cuántos pesos vale un dólar.', '1.200'),
          (value) => (value > 0 ? null : 'El tipo de cambio tiene que ser mayor que cero.'),
        )
      : 1
  const downPayment = check(
    'down_payment',
    required(fields.down_payment, 'Ingresá el anticipo que pagarías.', '50.000'),
    (value) => {
      if (price === null) return null
      if (value > price)
        return `El anticipo no puede superar el precio (${money(currency, price)}).`
      if (value === price) return 'Con ese anticipo pagás todo: no hace falta crédito.'
      const minimum = minimumDownPayment(price, settings.max_ltv)
      if (value < minimum) {
        const share = Math.round(settings.max_ltv * 100)
        return `Los bancos prestan hasta el ${share} % del precio: el anticipo mínimo es ${money(currency, minimum)}.`
      }
      return null
    },
  )
  const years = check(
    'years',
    required(fields.years, 'Ingresá el plazo en años.', String(TERM_YEARS.initial)),
    (value) =>
      Number.isInteger(value) && value >= TERM_YEARS.min && value <= TERM_YEARS.max
        ? null
        : `El plazo va de ${TERM_YEARS.min} a ${TERM_YEARS.max} años, en años enteros.`,
  )
  const tna = check('tna', required(fields.tna, 'Ingresá la tasa anual (TNA).', '4,5'), (value) =>
    value >= 0 && value <= MAX_TNA_PERCENT
      ? null
      : `La tasa tiene que estar entre 0 y ${MAX_TNA_PERCENT} %.`,
  )

  if (price === null || usdArs === null || downPayment === null || years === null || tna === null)
    return { input: null, errors }
  return {
    input: {
      price,
      currency,
      usd_ars: usdArs,
      down_payment: downPayment,
      years,
      tna: tna / 100,
    },
    errors,
  }
}
