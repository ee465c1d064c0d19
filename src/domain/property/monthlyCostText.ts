/**
 * The words of a rental's monthly cost (monthlyCost.ts): a headline figure, what it covers and
 * its parts. Apart from the figures so that pages that only build cards (the live lists) do not
 * carry the wording.
 */
import type { MonthlyFigures } from './monthlyCost'

// A card's price is written with a plain space; in the parts' line it must not break either.
const unbroken = (amount: string) => amount.replace(' ', '\u00a0')

export const EXPENSES_UNKNOWN = 'Expensas sin informar'

/** The words a visitor reads: a headline figure, what it covers, and its parts. */
export interface MonthlyCostText {
  /** "ARS 880K" (the total), or the rent alone when there is no total. */
  amount: string
  /** "por mes con expensas", "por mes + expensas ARS 80K" or "por mes". */
  label: string
  /** "Alquiler ARS 800K + expensas ARS 80K", 'Expensas sin informar', or '' (all said above). */
  detail: string
}

/**
 * "ARS 880K por mes con expensas · Alquiler ARS 800K + expensas ARS 80K"; with a rent in dollars,
 * "USD 700 por mes + expensas ARS 80K"; with unknown expensas, "ARS 800K por mes · Expensas sin
 * informar".
 */
export function monthlyCostText(rent: string, figures: MonthlyFigures): MonthlyCostText {
  if (figures.total !== null && figures.expenses !== null) {
    return {
      amount: figures.total,
      label: 'por mes con expensas',
      detail: `Alquiler ${unbroken(rent)} + expensas ${figures.expenses}`,
    }
  }
  if (figures.expenses !== null) {
    return { amount: rent, label: `por mes + expensas ${figures.expenses}`, detail: '' }
  }
  return { amount: rent, label: 'por mes', detail: EXPENSES_UNKNOWN }
}
