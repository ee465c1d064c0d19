/**
 * The calendar file (iCalendar, RFC 5545) a visitor may keep after asking for a visit: one event
 * per time asked for, each marked TENTATIVE, since the agency confirms one of them later.
 * Written here rather than with a library: these are a few fixed lines, and the packages that
 * write them validate with a schema library that would ship several times this code.
 */
import { readVisitTime, VISIT_MINUTES, type VisitMode } from './visits'

export interface VisitCalendarRequest {
  agency: string
  /** The listing's title, as its page shows it. */
  title: string
  /** The public address the page shows (never an owner's exact one). */
  address: string
  url: string
  mode: VisitMode
  times: readonly string[]
  /** Unique to this request: each event's UID is made from it. */
  id: string
  now: number
}

/** "20261209T130000Z": a moment in UTC, as the calendar's DTSTART and DTEND write it. */
const utcStamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** A text value: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/**
 * A content line folded at 75 octets (§3.1): the continuation starts with a space. Cut between
 * characters, never inside one's UTF-8 bytes.
 */
function fold(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const character of line) {
    const size = encoder.encode(character).length
    // The first line has 75 octets; each continuation 74 besides its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += character
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export function visitCalendar(request: VisitCalendarRequest): string {
  const { agency, title, address, url, mode, times, id, now } = request
  const how = mode === 'presencial' ? 'en persona' : 'por videollamada'
  const events = times.flatMap((value, index) => {
    const time = readVisitTime(value)
    if (!time) return []
    const description = [
      `Pedido de visita ${how} a ${agency}: pendiente de confirmación.`,
      `Es la opción ${index + 1} de ${times.length}; la inmobiliaria te confirma una.`,
      url,
    ].join('\n')
    return [
      'BEGIN:VEVENT',
      `UID:${id}-${index + 1}@sitio-inmobiliaria`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART:${utcStamp(time.ms)}`,
      `DTEND:${utcStamp(time.ms + VISIT_MINUTES * 60_000)}`,
      'STATUS:TENTATIVE',
      `SUMMARY:${escapeText(`Visita a confirmar: ${title}`)}`,
      `LOCATION:${escapeText(mode === 'presencial' ? address : 'Videollamada')}`,
      `DESCRIPTION:${escapeText(description)}`,
      `URL:${url}`,
      'END:VEVENT',
    ]
  })
  return (
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      `PRODID:-//${escapeText(agency)}//Sitio web//ES`,
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      ...events,
      'END:VCALENDAR',
    ]
      .map(fold)
      .join('\r\n') + '\r\n'
  )
}
