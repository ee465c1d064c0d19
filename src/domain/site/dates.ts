/** Dates as visitors read them in Argentina ("12 de marzo de 2026", "diciembre de 2026"). */
import { longDay, longMonth } from './formats'

// Argentina keeps UTC−3 all year (no summer time since March 2009). Written out rather than
// asked of Intl, whose first use loads ICU's data into the page; dates.test.ts compares it with
// the time zone database, so a change of the law shows up there.
const ARGENTINA_OFFSET_MS = -3 * 60 * 60 * 1000

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
 * has one), or null when it is not a timestamp.
 */
export function argentinaTime(timestamp: string): ArgentinaTime | null {
  const date = new Date(timestamp)
  if (timestamp === '' || Number.isNaN(date.getTime())) return null
  const clock = new Date(date.getTime() + ARGENTINA_OFFSET_MS)
  const pad = (value: number) => String(value).padStart(2, '0')
  return {
    day: pad(clock.getUTCDate()),
    month: pad(clock.getUTCMonth() + 1),
    year: pad(clock.getUTCFullYear()),
    hour: pad(clock.getUTCHours()),
    minute: pad(clock.getUTCMinutes()),
  }
}

/** "12 de marzo de 2026" from "2026-03-12" (or a timestamp); '' when it is not a date. */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate)
  if (!match) return ''
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return Number.isNaN(date.getTime()) ? '' : longDay(date)
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
    return longMonth(new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1)))
  }
  return trimmed
}

/** The visitor's local calendar date, YYYY-MM-DD (toISOString would give the UTC one). */
export function localIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}
