/** Dates as visitors read them in Argentina ("12 de marzo de 2026", "diciembre de 2026"). */

const DAY = new Intl.DateTimeFormat('es-AR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const MONTH = new Intl.DateTimeFormat('es-AR', { month: 'long', year: 'numeric', timeZone: 'UTC' })
// Made on first use: few pages show a day and time of the agency's clock, so no page pays for
// building it when its script loads.
let argentinaClock: Intl.DateTimeFormat | null = null

/** A moment as the agency's clock shows it, every part two digits (four for the year). */
export interface ArgentinaTime {
  day: string
  month: string
  year: string
  hour: string
  minute: string
}

/**
 * The day and time a timestamp (ISO) was in Buenos Aires, whatever the visitor's zone (Argentina
 * has one), or null when it is not a timestamp. Padded here: es-AR writes "1/3" even when asked
 * for two digits.
 */
export function argentinaTime(timestamp: string): ArgentinaTime | null {
  const date = new Date(timestamp)
  if (timestamp === '' || Number.isNaN(date.getTime())) return null
  argentinaClock ??= new Intl.DateTimeFormat('es-AR', {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
    timeZone: 'America/Argentina/Buenos_Aires',
  })
  const parts = argentinaClock.formatToParts(date)
  const part = (type: keyof ArgentinaTime) =>
    (parts.find((item) => item.type === type)?.value ?? '').padStart(2, '0')
  return {
    day: part('day'),
    month: part('month'),
    year: part('year'),
    hour: part('hour'),
    minute: part('minute'),
  }
}

/** "12 de marzo de 2026" from "2026-03-12" (or a timestamp); '' when it is not a date. */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate)
  if (!match) return ''
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return Number.isNaN(date.getTime()) ? '' : DAY.format(date)
}

/** "12/11/2026" from a timestamp (ISO), the day it was in Buenos Aires; '' when it is not one. */
export function formatNumericDate(timestamp: string): string {
  const at = argentinaTime(timestamp)
  return at ? `${at.day}/${at.month}/${at.year}` : ''
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
