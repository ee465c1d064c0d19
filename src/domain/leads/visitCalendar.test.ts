import { visitCalendar } from './visitCalendar'

const request = {
  agency: 'Inmobiliaria Demo',
  title: 'Casa en Palermo, 4 ambientes; con jardín',
  address: 'Gorriti al 4300',
  url: 'https://inmobiliaria.example/propiedad/7',
  mode: 'presencial' as const,
  times: ['2026-12-09T10:00', '2026-12-12T11:00'],
  id: 'a1b2c3',
  now: Date.parse('2026-12-07T13:30:00Z'),
}

/** The calendar's lines, folded lines joined back (RFC 5545 §3.1). */
const unfolded = (calendar: string) => calendar.replace(/\r\n /g, '').split('\r\n')

describe('visitCalendar', () => {
  it('writes one tentative hour per time asked for, in UTC, with CRLF line ends', () => {
    const calendar = visitCalendar(request)
    expect(calendar.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(calendar.replace(/\r\n/g, '')).not.toMatch(/\n/)
    const lines = unfolded(calendar)
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2)
    expect(lines.filter((line) => line === 'STATUS:TENTATIVE')).toHaveLength(2)
    // 10:00 in Buenos Aires is 13:00 UTC.
    expect(lines).toContain('DTSTART:20261209T130000Z')
    expect(lines).toContain('DTEND:20261209T140000Z')
    expect(lines).toContain('DTSTART:20261212T140000Z')
    expect(lines).toContain('UID:a1b2c3-2@sitio-inmobiliaria')
    expect(lines).toContain('DTSTAMP:20261207T133000Z')
  })

  it('escapes text values and folds long lines at 75 octets without splitting a character', () => {
    const calendar = visitCalendar(request)
    const lines = unfolded(calendar)
    expect(lines).toContain(
      'SUMMARY:Visita a confirmar: Casa en Palermo\\, 4 ambientes\\; con jardín',
    )
    const description = lines.find((line) => line.startsWith('DESCRIPTION:'))!
    expect(description).toContain('pendiente de confirmación.\\nEs la opción 1 de 2')
    for (const line of calendar.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(calendar).not.toContain('\uFFFD')
  })

  it('puts the public address for a visit in person, and no address for a video call', () => {
    expect(unfolded(visitCalendar(request))).toContain('LOCATION:Gorriti al 4300')
    expect(unfolded(visitCalendar({ ...request, mode: 'videollamada' }))).toContain(
      'LOCATION:Videollamada',
    )
  })
})
