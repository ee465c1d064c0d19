/**
 * The estimate of a UVA mortgage for a property on sale (issue 19): the loan in pesos and in
 * UVA, the first instalment of the French system and the income a bank would ask for it.
 *
 *   loan in UVA = loan in pesos ÷ UVA value
 *   i = TNA ÷ 12, n = years × 12
 *   instalment = loan × i ÷ (1 − (1 + i)^−n)      (in UVA; × UVA value for pesos)
 *   minimum income = instalment ÷ income ratio
 *
 * The instalment in UVA stays the same for the whole loan; in pesos it follows the UVA, so the
 * figure in pesos is the first one, at the UVA value of the settings' date.
 */

/** The market figures an estimate rests on (the settings' optional `modules.credit`). */
export interface CreditSettings {
  /** Pesos per UVA on `uva_date`. */
  uva_value: number
  /** The day the values hold for, "AAAA-MM-DD". */
  uva_date: string
  /** Annual nominal rate (TNA) as a fraction: 0.045 is 4.5 %. */
  tna: number
  /** Pesos per dollar, for prices in USD. */
  usd_ars: number
  /** The largest share of the price a bank lends (loan-to-value): 0.75. */
  max_ltv: number
  /** The largest share of the household's income the instalment may take: 0.25. */
  income_ratio: number
}

/**
 * What an estimate uses when the backend sends no `modules.credit`: illustrative figures for
 * November 2026, not market data. A real agency sets `modules.credit` in its backend (read at
 * each build) and keeps it current; these are edited here.
 */
export const DEFAULT_CREDIT_SETTINGS: CreditSettings = {
  uva_value: 1_950,
  uva_date: '2026-11-02',
  tna: 0.05,
  usd_ars: 1_450,
  max_ltv: 0.75,
  income_ratio: 0.25,
}

/** Terms banks offer for UVA mortgages, in years. */
export const TERM_YEARS = { min: 5, max: 30, initial: 20 } as const

/** The highest TNA the estimate accepts, in percent: UVA loans are priced far below it. */
export const MAX_TNA_PERCENT = 30

/** "15/11/2026" from "2026-11-15"; '' when it is not such a date. */
export function valuesDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  return match ? `${match[3]}/${match[2]}/${match[1]}` : ''
}

/** "Estimación con valores al 15/11/2026; consultá con tu banco." */
export function estimateNotice(settings: Pick<CreditSettings, 'uva_date'>): string {
  const date = valuesDate(settings.uva_date)
  return `Estimación con valores ${date ? `al ${date}` : 'de referencia'}; consultá con tu banco.`
}

/**
 * The French system's constant instalment of a loan at monthly rate i over n months;
 * without interest, the loan in n equal parts.
 */
export function frenchInstalment(loan: number, monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return loan / months
  return (loan * monthlyRate) / (1 - (1 + monthlyRate) ** -months)
}

/** The smallest down payment that keeps the loan within the loan-to-value limit (whole units). */
export function minimumDownPayment(price: number, maxLtv: number): number {
  // Rounded to cents before rounding up: 0.3000000000000001 of a price is not one more peso.
  return Math.ceil(Math.round(price * (1 - maxLtv) * 100) / 100)
}

/** One estimate's inputs, every figure already checked. */
export interface CreditInput {
  /** In the property's currency. */
  price: number
  currency: 'USD' | 'ARS'
  /** Pesos per dollar; only read for a price in USD. */
  usd_ars: number
  /** In the property's currency. */
  down_payment: number
  years: number
  /** As a fraction. */
  tna: number
}

export interface CreditEstimate {
  price_ars: number
  loan_ars: number
  loan_uva: number
  months: number
  instalment_uva: number
  /** The first instalment in pesos, at the settings' UVA value. */
  instalment_ars: number
  min_income_ars: number
}

/** The estimate for these inputs and market figures. */
export function estimateCredit(
  input: CreditInput,
  settings: Pick<CreditSettings, 'uva_value' | 'income_ratio'>,
): CreditEstimate {
  const rate = input.currency === 'USD' ? input.usd_ars : 1
  const loanArs = (input.price - input.down_payment) * rate
  const loanUva = loanArs / settings.uva_value
  const months = input.years * 12
  const instalmentUva = frenchInstalment(loanUva, input.tna / 12, months)
  const instalmentArs = instalmentUva * settings.uva_value
  return {
    price_ars: input.price * rate,
    loan_ars: loanArs,
    loan_uva: loanUva,
    months,
    instalment_uva: instalmentUva,
    instalment_ars: instalmentArs,
    min_income_ars: instalmentArs / settings.income_ratio,
  }
}
