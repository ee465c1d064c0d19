import { useId, useState } from 'react'
import {
  estimateCredit,
  estimateNotice,
  minimumDownPayment,
  TERM_YEARS,
  type CreditEstimate as Estimate,
  type CreditSettings,
} from '../../domain/credit/credit'
import {
  initialCreditFields,
  parseTypedNumber,
  readCreditFields,
  type CreditField,
  type CreditFields,
} from '../../domain/credit/creditForm'
import type { CreditPrice } from '../../domain/credit/creditOffer'
import { twoDecimals, wholeNumber } from '../../domain/site/formats'
import { TextField } from '../forms/TextField'
import * as styles from './CreditEstimate.module.css'

export interface CreditEstimateProps {
  price: CreditPrice
  settings: CreditSettings
}

const pesos = (amount: number) => `$\u00a0${wholeNumber(amount)}`
const pesosWithCents = (amount: number) => `$\u00a0${twoDecimals(amount)}`

interface EstimateFiguresProps {
  estimate: Estimate
  /** The share of the household's income the instalment may take (0.25). */
  incomeRatio: number
}

/** The estimate once every field reads: the first instalment, the income it needs and the loan. */
function EstimateFigures({ estimate, incomeRatio }: EstimateFiguresProps) {
  return (
    <>
      <p className={styles.label}>Primera cuota estimada</p>
      <p className={styles.instalment}>
        {pesos(estimate.instalment_ars)} <span>por mes</span>
      </p>
      <p className={styles.detail}>
        {twoDecimals(estimate.instalment_uva)} UVA por mes durante {estimate.months} meses
      </p>
      <dl className={styles.figures}>
        <div>
          <dt>Ingreso mínimo del hogar</dt>
          <dd>{pesos(estimate.min_income_ars)} por mes</dd>
        </div>
        <div>
          <dt>Préstamo</dt>
          <dd>
            {pesos(estimate.loan_ars)} ({twoDecimals(estimate.loan_uva)} UVA)
          </dd>
        </div>
      </dl>
      <p className={styles.detail}>
        La cuota no puede superar el {Math.round(incomeRatio * 100)} % del ingreso. En UVA es fija;
        en pesos sube con la UVA.
      </p>
    </>
  )
}

/**
 * The UVA mortgage estimate: price, exchange rate (for a price in dollars), down payment, term
 * and rate, recomputed as the visitor types. A field with a problem keeps what was typed and
 * says what is wrong beside it; the figures wait until every field reads.
 */
export function CreditEstimate({ price, settings }: CreditEstimateProps) {
  const id = useId()
  const { currency } = price
  const [fields, setFields] = useState<CreditFields>(() =>
    initialCreditFields(price.amount, currency, settings),
  )
  // Until the visitor sets a down payment, it follows the price at the loan-to-value limit.
  const [downPaymentSet, setDownPaymentSet] = useState(false)
  const { input, errors } = readCreditFields(fields, currency, settings)
  const estimate = input && estimateCredit(input, settings)
  const ltv = Math.round(settings.max_ltv * 100)

  const change = (field: CreditField) => (value: string) => {
    setFields((current) => {
      const next = { ...current, [field]: value }
      const typedPrice = field === 'price' ? parseTypedNumber(value) : null
      if (!downPaymentSet && typeof typedPrice === 'number' && typedPrice > 0) {
        next.down_payment = wholeNumber(minimumDownPayment(typedPrice, settings.max_ltv))
      }
      return next
    })
    if (field === 'down_payment') setDownPaymentSet(true)
  }
  const field = (name: CreditField, label: string, hint?: string) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      value={fields[name]}
      onChange={change(name)}
      error={errors[name]}
      hint={hint}
      inputMode="decimal"
      autoComplete="off"
      required
    />
  )

  return (
    <div className={styles.estimate}>
      <div className={styles.fields}>
        {field('price', `Precio (${currency})`)}
        {currency === 'USD' &&
          field('usd_ars', 'Tipo de cambio (pesos por dólar)', 'El crédito se da en pesos.')}
        {field('down_payment', `Anticipo (${currency})`, `Al menos el ${100 - ltv} % del precio.`)}
        {field('years', 'Plazo (años)', `Entre ${TERM_YEARS.min} y ${TERM_YEARS.max} años.`)}
        {field('tna', 'Tasa nominal anual, TNA (%)', 'La que ofrece el banco, sin la UVA.')}
      </div>
      <div className={styles.result} role="status">
        {estimate ? (
          <EstimateFigures estimate={estimate} incomeRatio={settings.income_ratio} />
        ) : (
          <p className={styles.waiting}>Corregí los datos marcados para ver la cuota.</p>
        )}
      </div>
      <p className={styles.notice}>
        {estimateNotice(settings)} Valor UVA: {pesosWithCents(settings.uva_value)}.
      </p>
    </div>
  )
}
