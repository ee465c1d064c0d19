/**
 * How the site writes numbers and dates for Argentina ("1.234,5", "12 de marzo de 2026"), and
 * the order it sorts names in. Numbers and long dates are written here, the same as es-AR's
 * Intl output (the tests compare them), and names are ordered as Intl.Collator('es') orders
 * them, because the first Intl object a page makes loads the locale's data, on a phone's main
 * thread while it hydrates.
 */

/**
 * The digits of |value| rounded to `digits` decimals as Intl rounds: half away from zero, on the
 * shortest decimal that reads back as the double ("1.005" → "1.01", where toFixed gives "1.00").
 */
function roundedDigits(value: number, digits: number): { whole: string; fraction: string } {
  const text = Math.abs(value).toString()
  // Below 1e-6 the shortest form is exponential; with at most a few decimals it rounds to 0.
  if (text.includes('e')) return { whole: '0', fraction: '' }
  const [whole = '0', fraction = ''] = text.split('.')
  if (fraction.length <= digits) return { whole, fraction }
  let kept = BigInt(whole + fraction.slice(0, digits))
  if (fraction[digits]! >= '5') kept += 1n
  const joined = kept.toString().padStart(digits + 1, '0')
  return {
    whole: joined.slice(0, joined.length - digits),
    fraction: joined.slice(joined.length - digits),
  }
}

function esArNumber(value: number, maximumFractionDigits: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) {
    return new Intl.NumberFormat('es-AR', { maximumFractionDigits }).format(value)
  }
  const { whole, fraction } = roundedDigits(value, maximumFractionDigits)
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, '.')
  const decimals = fraction.replace(/0+$/, '')
  const sign = value < 0 || Object.is(value, -0) ? '-' : ''
  return `${sign}${grouped}${decimals ? `,${decimals}` : ''}`
}

/** A whole number, es-AR ("1.250"). */
export const wholeNumber = (value: number) => esArNumber(value, 0)
/** Up to one decimal ("1,5"). */
export const oneDecimal = (value: number) => esArNumber(value, 1)
/** Up to two decimals ("79,25"). */
export const twoDecimals = (value: number) => esArNumber(value, 2)

export const MONTH_NAMES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const

/** "12 de marzo de 2026": the day of a date held in UTC. */
export function longDay(date: Date): string {
  return `${date.getUTCDate()} de ${MONTH_NAMES[date.getUTCMonth()]} de ${date.getUTCFullYear()}`
}

/** "diciembre de 2026": the month of a date held in UTC. */
export function longMonth(date: Date): string {
  return `${MONTH_NAMES[date.getUTCMonth()]} de ${date.getUTCFullYear()}`
}

/**
 * A name as Spanish order compares it at base strength: case and accents dropped, ñ a letter of
 * its own after n (the \u007f that stands for its tilde sorts after every letter).
 */
function orderKey(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/n\u0303/g, 'n\u007f')
    .replace(/[\u0300-\u036f]/g, '')
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Names in Spanish order, ignoring case and accents (Intl.Collator('es') at base strength). */
export function compareNames(a: string, b: string): number {
  return byCodeUnits(orderKey(a), orderKey(b))
}

/** Runs of digits compare by their value: "Piso 2" before "Piso 10". */
function compareRuns(a: string, b: string): number {
  const digits = /^\d/
  if (digits.test(a) && digits.test(b)) {
    const x = a.replace(/^0+(?=\d)/, '')
    const y = b.replace(/^0+(?=\d)/, '')
    return x.length - y.length || byCodeUnits(x, y)
  }
  return byCodeUnits(a, b)
}

/** Names with numbers in numeric order (Intl.Collator('es', { numeric: true }) at base strength). */
export function compareNamesNumerically(a: string, b: string): number {
  const runsA = orderKey(a).split(/(\d+)/).filter(Boolean)
  const runsB = orderKey(b).split(/(\d+)/).filter(Boolean)
  for (let index = 0; index < Math.min(runsA.length, runsB.length); index++) {
    const order = compareRuns(runsA[index]!, runsB[index]!)
    if (order !== 0) return Math.sign(order)
  }
  return Math.sign(runsA.length - runsB.length)
}
