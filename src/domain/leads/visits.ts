/**
 * Visits (issue 45: "Coordinar una visita"): the agency's visiting hours, the times a visitor
 * may choose from them, and how those times are written for the visitor and the agent. A time
 * is the agency's wall clock, "2026-12-09T10:00" in Argentina (UTC−3 all year, see dates.ts),
 * whatever the visitor's own zone: the agency visits in its own.
 */
import { MONTH_NAMES } from '../site/formats'

export type VisitMode = 'presencial' | 'videollamada'
export const VISIT_MODES: readonly VisitMode[] = ['presencial', 'videollamada']
export const isVisitMode = (value: unknown): value is VisitMode =>
  (VISIT_MODES as readonly unknown[]).includes(value)

/** How a visit is taken, in the visitor's words and as the CRM's tag. */
export const VISIT_MODE_LABELS: Record<VisitMode, string> = {
  presencial: 'En persona',
  videollamada: 'Por videollamada',
}
export const VISIT_MODE_TAGS: Record<VisitMode, string> = {
  presencial: 'Visita',
  videollamada: 'Videollamada',
}

/** A visit takes up to an hour, so a time is offered when the hour fits in the day's hours. */
export const VISIT_MINUTES = 60
/** The times a visitor chooses: at least two, so the agency can make one of them. */
export const MIN_VISIT_TIMES = 2
export const MAX_VISIT_TIMES = 3
/** How far ahead a visit can be asked for, and how soon: the agency needs time to confirm. */
export const VISIT_DAYS_AHEAD = 14
export const VISIT_NOTICE_MS = 2 * 60 * 60_000

/** Minutes since midnight: [start, end) of the hours a weekday has (0 Sunday … 6 Saturday). */
export type VisitRange = readonly [start: number, end: number]
export type VisitHours = readonly (readonly VisitRange[])[]

const DAY_NAMES = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado']
const DAY_ABBREVIATIONS = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb']

/** What an agency in Buenos Aires usually shows: weekdays 9 to 18, Saturday morning. */
export const DEFAULT_VISIT_HOURS_TEXT = 'lun-vie 9-18; sáb 10-13'

const dayIndex = (name: string) =>
  DAY_ABBREVIATIONS.findIndex(
    (abbreviation) =>
      abbreviation.normalize('NFD').replace(/[\u0300-\u036f]/g, '') ===
      name.normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
  )

/** "9", "9:30", "18:00" as minutes since midnight, or null. */
function clockMinutes(text: string): number | null {
  const match = /^(\d{1,2})(?::([0-5]\d))?$/.exec(text)
  if (!match) return null
  const minutes = Number(match[1]) * 60 + Number(match[2] ?? 0)
  return minutes <= 24 * 60 ? minutes : null
}

/**
 * The visiting hours as an agency writes them, "lun-vie 9-18; sáb 10-13" ("9:30-13, 15-19" for
 * a day with a break), or the problem in Spanish. Days are dom lun mar mié jue vie sáb.
 */
export function parseVisitHours(
  text: string,
): { ok: true; hours: VisitHours } | { ok: false; problem: string } {
  const hours: VisitRange[][] = DAY_NAMES.map(() => [])
  const problem = (part: string) => ({
    ok: false as const,
    problem: `No se entiende «${part}»: escribí días y horarios como «${DEFAULT_VISIT_HOURS_TEXT}».`,
  })
  for (const part of text.split(';').map((item) => item.trim().toLowerCase())) {
    if (!part) continue
    const match = /^([a-záéíóú]+)(?:-([a-záéíóú]+))?\s+(.+)$/.exec(part)
    if (!match) return problem(part)
    const first = dayIndex(match[1]!)
    const last = match[2] ? dayIndex(match[2]) : first
    if (first < 0 || last < 0) return problem(part)
    const ranges: VisitRange[] = []
    for (const range of match[3]!.split(',').map((item) => item.trim())) {
      const [start, end] = range.split('-').map((item) => clockMinutes(item.trim()))
      if (start == null || end == null || end - start < VISIT_MINUTES) return problem(part)
      ranges.push([start, end])
    }
    // "vie-lun" runs through the weekend, as people write it.
    for (let day = first; ; day = (day + 1) % 7) {
      hours[day]!.push(...ranges)
      if (day === last) break
    }
  }
  if (hours.every((ranges) => ranges.length === 0))
    return { ok: false, problem: 'Los horarios de visita no tienen ningún día.' }
  return { ok: true, hours }
}

/** The default hours, parsed once. */
export const DEFAULT_VISIT_HOURS = (
  parseVisitHours(DEFAULT_VISIT_HOURS_TEXT) as { ok: true; hours: VisitHours }
).hours

/** The hours a setting names (GATSBY_VISIT_HOURS), the default when it names none. */
export function visitHoursSetting(text: string | undefined): ReturnType<typeof parseVisitHours> {
  return text?.trim() ? parseVisitHours(text) : { ok: true, hours: DEFAULT_VISIT_HOURS }
}

const ARGENTINA_OFFSET_MS = -3 * 60 * 60_000
const pad = (value: number) => String(value).padStart(2, '0')

/** A moment on the agency's clock: its day "2026-12-09", weekday and minutes since midnight. */
function agencyClock(ms: number) {
  const clock = new Date(ms + ARGENTINA_OFFSET_MS)
  return {
    date: `${clock.getUTCFullYear()}-${pad(clock.getUTCMonth() + 1)}-${pad(clock.getUTCDate())}`,
    weekday: clock.getUTCDay(),
    minutes: clock.getUTCHours() * 60 + clock.getUTCMinutes(),
  }
}

const timeText = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`

/** The times a weekday's hours offer, "10:00", every hour from the start of each range. */
function timesOf(ranges: readonly VisitRange[]): string[] {
  const times = new Set<number>()
  for (const [start, end] of ranges)
    for (let at = start; at + VISIT_MINUTES <= end; at += VISIT_MINUTES) times.add(at)
  return [...times].sort((a, b) => a - b).map(timeText)
}

/** A visit time "2026-12-09T10:00" read: the moment it is (ms), its day, weekday and time. */
export function readVisitTime(value: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value)
  if (!match) return null
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as number[]
  const ms = Date.UTC(year!, month! - 1, day!, hour!, minute!) - ARGENTINA_OFFSET_MS
  const clock = agencyClock(ms)
  // Date.UTC rolls 31/11 over to 1/12: such a value names no real day.
  if (clock.date !== value.slice(0, 10) || timeText(clock.minutes) !== value.slice(11)) return null
  return { ms, ...clock, time: value.slice(11) }
}

export interface VisitDay {
  /** "2026-12-09" */
  date: string
  /** "mié 9/12" */
  label: string
  /** "10:00", … */
  times: string[]
}

/**
 * The days and times a visitor can choose now: the next VISIT_DAYS_AHEAD days that have hours,
 * each with its times at least VISIT_NOTICE_MS away.
 */
export function visitDays(hours: VisitHours, now: number): VisitDay[] {
  const days: VisitDay[] = []
  const today = agencyClock(now).date
  for (let offset = 0; offset <= VISIT_DAYS_AHEAD; offset++) {
    const date = new Date(`${today}T12:00:00Z`)
    date.setUTCDate(date.getUTCDate() + offset)
    const iso = date.toISOString().slice(0, 10)
    const times = timesOf(hours[date.getUTCDay()] ?? []).filter(
      (time) => readVisitTime(`${iso}T${time}`)!.ms >= now + VISIT_NOTICE_MS,
    )
    if (times.length === 0) continue
    const label = `${DAY_ABBREVIATIONS[date.getUTCDay()]} ${date.getUTCDate()}/${date.getUTCMonth() + 1}`
    days.push({ date: iso, label, times })
  }
  return days
}

/**
 * Whether a time is one the agency's hours offer and still ahead (the server's check, with the
 * slack of a visitor who took a while to send): a time the form offered passes.
 */
export function isOfferedVisitTime(value: string, hours: VisitHours, now: number): boolean {
  const time = readVisitTime(value)
  if (!time) return false
  if (time.ms < now || time.ms > now + (VISIT_DAYS_AHEAD + 1) * 24 * 60 * 60_000) return false
  return timesOf(hours[time.weekday] ?? []).includes(time.time)
}

/** "miércoles 9 de diciembre, 10:00": a visit time as the agent and the visitor read it. */
export function visitTimeText(value: string): string {
  const time = readVisitTime(value)
  if (!time) return value
  const [, month, day] = time.date.split('-').map(Number) as number[]
  return `${DAY_NAMES[time.weekday]} ${day} de ${MONTH_NAMES[month! - 1]}, ${time.time}`
}

/** The hours as one line for the visitor: "lunes a viernes de 9:00 a 18:00; sábado de 10:00 a 13:00". */
export function visitHoursText(hours: VisitHours): string {
  const clock = (minutes: number) => `${Math.floor(minutes / 60)}:${pad(minutes % 60)}`
  const rangesText = (ranges: readonly VisitRange[]) =>
    ranges.map(([start, end]) => `de ${clock(start)} a ${clock(end)}`).join(' y ')
  // Monday first, as the week reads in Argentina; consecutive days with the same hours grouped.
  const order = [1, 2, 3, 4, 5, 6, 0]
  const groups: { first: number; last: number; text: string }[] = []
  for (const day of order) {
    const ranges = hours[day] ?? []
    if (ranges.length === 0) continue
    const text = rangesText(ranges)
    const previous = groups[groups.length - 1]
    if (
      previous &&
      previous.text === text &&
      order.indexOf(day) === order.indexOf(previous.last) + 1
    )
      previous.last = day
    else groups.push({ first: day, last: day, text })
  }
  return groups
    .map(({ first, last, text }) => {
      const days =
        first === last
          ? DAY_NAMES[first]
          : `${DAY_NAMES[first]} ${order.indexOf(last) - order.indexOf(first) > 1 ? 'a' : 'y'} ${DAY_NAMES[last]}`
      return `${days} ${text}`
    })
    .join('; ')
}

/**
 * What the agent reads first of a visit request, in the CRM and the inbox alike: how, the
 * times in the visitor's order, and that none is confirmed yet.
 */
export function visitRequestText(mode: VisitMode, times: readonly string[]): string {
  return [
    `Pedido de visita ${mode === 'presencial' ? 'en persona' : 'por videollamada'}, pendiente de confirmación.`,
    'Horarios preferidos (hora de Argentina):',
    ...times.map((time, index) => `${index + 1}. ${visitTimeText(time)}`),
  ].join('\n')
}
