import {
  DEFAULT_CREDIT_SETTINGS,
  estimateCredit,
  estimateNotice,
  frenchInstalment,
  minimumDownPayment,
  valuesDate,
} from './credit'

describe('frenchInstalment', () => {
  it('gives the textbook instalments', () => {
    // 100.000 at 1 % a month over 12 months: 8.884,88 (any loan table; =PMT(1%;12;-100000)).
    expect(frenchInstalment(100_000, 0.01, 12)).toBeCloseTo(8_884.88, 2)
    // 200.000 at 6 % a year over 30 years: 1.199,10 a month (=PMT(0,5%;360;-200000)).
    expect(frenchInstalment(200_000, 0.06 / 12, 360)).toBeCloseTo(1_199.1, 2)
  })

  it('splits a loan without interest into equal parts', () => {
    expect(frenchInstalment(120_000, 0, 240)).toBe(500)
  })
})

describe('minimumDownPayment', () => {
  it('keeps the loan at the loan-to-value limit', () => {
    expect(minimumDownPayment(185_000, 0.75)).toBe(46_250)
    // 1 − 0.7 is 0.30000000000000004 in floating point: still 55.500, not 55.501.
    expect(minimumDownPayment(185_000, 0.7)).toBe(55_500)
    // A fraction of a unit is rounded up, so the loan never exceeds the limit.
    expect(minimumDownPayment(100_001, 0.75)).toBe(25_001)
  })
})

describe('estimateCredit', () => {
  it('estimates a sale in dollars (worked example)', () => {
    // USD 185.000 at $ 1.200 = $ 222.000.000; down USD 46.250 leaves USD 138.750 = $ 166.500.000;
    // at $ 1.987,42 per UVA that is 83.776,957 UVA. TNA 4,8 %: i = 0,004, n = 240;
    // 83.776,957 × 0,004 ÷ (1 − 1,004^−240) = 543,677 UVA = $ 1.080.514,19; ÷ 0,25 = $ 4.322.056,75.
    // (Computed apart with Python: L*i/(1-(1+i)**-n).)
    const estimate = estimateCredit(
      {
        price: 185_000,
        currency: 'USD',
        usd_ars: 1_200,
        down_payment: 46_250,
        years: 20,
        tna: 0.048,
      },
      { uva_value: 1_987.42, income_ratio: 0.25 },
    )
    expect(estimate.price_ars).toBe(222_000_000)
    expect(estimate.loan_ars).toBe(166_500_000)
    expect(estimate.loan_uva).toBeCloseTo(83_776.957, 3)
    expect(estimate.months).toBe(240)
    expect(estimate.instalment_uva).toBeCloseTo(543.677, 3)
    expect(estimate.instalment_ars).toBeCloseTo(1_080_514.19, 2)
    expect(estimate.min_income_ars).toBeCloseTo(4_322_056.75, 2)
  })

  it('takes a price in pesos as it is, whatever the exchange rate (worked example)', () => {
    // $ 150.000.000 − $ 50.000.000 = $ 100.000.000 = 51.282,05 UVA at $ 1.950; TNA 5 %, 30 years:
    // 275,293 UVA = $ 536.821,62 a month; ÷ 0,25 = $ 2.147.286,49.
    const estimate = estimateCredit(
      {
        price: 150_000_000,
        currency: 'ARS',
        usd_ars: 9_999,
        down_payment: 50_000_000,
        years: 30,
        tna: 0.05,
      },
      { uva_value: 1_950, income_ratio: 0.25 },
    )
    expect(estimate.loan_ars).toBe(100_000_000)
    expect(estimate.loan_uva).toBeCloseTo(51_282.05, 2)
    expect(estimate.instalment_uva).toBeCloseTo(275.293, 3)
    expect(estimate.instalment_ars).toBeCloseTo(536_821.62, 2)
    expect(estimate.min_income_ars).toBeCloseTo(2_147_286.49, 2)
  })
})

describe('the estimate’s date', () => {
  it('writes the date the values hold for', () => {
    expect(valuesDate('2026-11-15')).toBe('15/11/2026')
    expect(valuesDate('15/11/2026')).toBe('')
    expect(estimateNotice({ uva_date: '2026-11-15' })).toBe(
      'Estimación con valores al 15/11/2026; consultá con tu banco.',
    )
    expect(estimateNotice({ uva_date: '' })).toBe(
      'Estimación con valores de referencia; consultá con tu banco.',
    )
  })

  it('has defaults with a date', () => {
    expect(valuesDate(DEFAULT_CREDIT_SETTINGS.uva_date)).not.toBe('')
  })
})
