/** Dates as visitors read them in Argentina ("12 de marzo de 2026", "diciembre de 2026"). */

const DAY = new Intl.DateTimeFormat('es-AR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const MONTH = new Intl.DateTimeFormat('es-AR', { month: 'long', year: 'numeric', timeZone: 'UTC' })
// Made on first use: only the build writes these, so no page pays for it when its script loads.
let numericDay: Intl.DateTimeFormat | null = null

/** "12 de marzo de 2026" from "2026-03-12" (or a timestamp); '' when it is not a date. */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate)
  if (!match) return ''
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return Number.isNaN(date.getTime()) ? '' : DAY.format(date)
}

/** "12/11/2026" from a timestamp (ISO), the day it was in Buenos Aires; '' when it is not one. */
export function formatNumericDate(timestamp: string): string {
  const date = new Date(timestamp)
  if (timestamp === '' || Number.isNaN(date.getTime())) return ''
  numericDay ??= new Intl.DateTimeFormat('es-AR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'America/Argentina/Buenos_Aires',
  })
  return numericDay.format(date)
}

/**
 * "diciembre de 2026" from "2026-12" or a full date, "2026" from a bare year: developments give
 * their delivery as loosely as that. Anything else is returned as written, or '' when empty.
 */
export function formatMonthYear(text: string): string {
  const trimmed = text.trim()
  const month = /^(\d{4})-(\d{1,2})(?:-\d{1,2})?$/.exec(trimmed)
  if (month && Number(month[2]) >= 1 && Number(month[2]) <= 12) {
    return MONTH.format(new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1)))
  }
  return trimmed
}

/** The visitor's local calendar date, YYYY-MM-DD (toISOString would give the UTC one). */
export function localIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}
