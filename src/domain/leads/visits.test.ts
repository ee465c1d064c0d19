import {
  DEFAULT_VISIT_HOURS,
  isOfferedVisitTime,
  parseVisitHours,
  readVisitTime,
  visitDays,
  visitHoursText,
  visitRequestText,
  visitTimeText,
} from './visits'

/** Monday 7 December 2026, 10:30 in Buenos Aires (13:30 UTC). */
const MONDAY_MORNING = Date.parse('2026-12-07T13:30:00Z')

describe('parseVisitHours', () => {
  it('reads days, ranges of days and a day with a break', () => {
    const read = parseVisitHours('lun-vie 9:30-13, 15-19; SAB 10-13')
    expect(read).toEqual({
      ok: true,
      hours: [
        [],
        [
          [570, 780],
          [900, 1140],
        ],
        [
          [570, 780],
          [900, 1140],
        ],
        [
          [570, 780],
          [900, 1140],
        ],
        [
          [570, 780],
          [900, 1140],
        ],
        [
          [570, 780],
          [900, 1140],
        ],
        [[600, 780]],
      ],
    })
  })

  it('runs a range of days through the weekend, with or without accents', () => {
    const read = parseVisitHours('vie-lun 10-12; mie 9-10')
    expect(read.ok && read.hours.map((ranges) => ranges.length)).toEqual([1, 1, 0, 1, 0, 1, 1])
  })

  it('says in Spanish what it cannot read', () => {
    for (const text of ['lunes 9-18', 'lun 9', 'lun 18-9', 'lun 9-9:30', 'lun 25-26', ''])
      expect(parseVisitHours(text)).toEqual({
        ok: false,
        problem: expect.stringMatching(/^(No se entiende|Los horarios)/),
      })
  })
})

describe('visitDays', () => {
  it('offers the next two weeks of the default hours, every hour that fits, two hours ahead', () => {
    const days = visitDays(DEFAULT_VISIT_HOURS, MONDAY_MORNING)
    // Today from 13:00 (10:30 plus two hours, on the hour), then weekdays and Saturdays.
    expect(days[0]).toEqual({
      date: '2026-12-07',
      label: 'lun 7/12',
      times: ['13:00', '14:00', '15:00', '16:00', '17:00'],
    })
    expect(days[1]!.times[0]).toBe('09:00')
    expect(days.find((day) => day.date === '2026-12-12')).toEqual({
      date: '2026-12-12',
      label: 'sáb 12/12',
      times: ['10:00', '11:00', '12:00'],
    })
    expect(days.some((day) => day.date === '2026-12-13')).toBe(false)
    expect(days[days.length - 1]!.date).toBe('2026-12-21')
  })

  it('counts days on the agency’s clock: at 22:00 in Buenos Aires it is already the next day in UTC', () => {
    const days = visitDays(DEFAULT_VISIT_HOURS, Date.parse('2026-12-08T01:00:00Z'))
    expect(days[0]!.date).toBe('2026-12-08')
  })
})

describe('isOfferedVisitTime', () => {
  it('takes a time the hours offer that is still ahead', () => {
    expect(isOfferedVisitTime('2026-12-09T10:00', DEFAULT_VISIT_HOURS, MONDAY_MORNING)).toBe(true)
    // The form offered it two hours ahead; the visitor took a while to send.
    expect(isOfferedVisitTime('2026-12-07T11:00', DEFAULT_VISIT_HOURS, MONDAY_MORNING)).toBe(true)
  })

  it('refuses the past, beyond two weeks, out of hours, off the hour, a Sunday and a non-date', () => {
    for (const value of [
      '2026-12-07T10:00',
      '2026-12-28T10:00',
      '2026-12-09T18:00',
      '2026-12-09T08:00',
      '2026-12-09T10:30',
      '2026-12-13T10:00',
      '2026-11-31T10:00',
      '2026-12-09 10:00',
      '',
    ])
      expect([value, isOfferedVisitTime(value, DEFAULT_VISIT_HOURS, MONDAY_MORNING)]).toEqual([
        value,
        false,
      ])
  })
})

describe('texts', () => {
  it('writes a time as the agent reads it', () => {
    expect(visitTimeText('2026-12-09T10:00')).toBe('miércoles 9 de diciembre, 10:00')
    expect(readVisitTime('2026-12-09T10:00')?.ms).toBe(Date.parse('2026-12-09T13:00:00Z'))
  })

  it('writes the hours grouping days that share them', () => {
    expect(visitHoursText(DEFAULT_VISIT_HOURS)).toBe(
      'lunes a viernes de 9:00 a 18:00; sábado de 10:00 a 13:00',
    )
    const split = parseVisitHours('lun 9-13, 15-19; mar 9-13, 15-19; jue 10-12')
    expect(split.ok && visitHoursText(split.hours)).toBe(
      'lunes y martes de 9:00 a 13:00 y de 15:00 a 19:00; jueves de 10:00 a 12:00',
    )
  })
})

describe('visitRequestText', () => {
  it('says how, the times in order and that none is confirmed', () => {
    expect(visitRequestText('videollamada', ['2026-12-10T16:00', '2026-12-09T10:00'])).toBe(
      [
        'Pedido de visita por videollamada, pendiente de confirmación.',
        'Horarios preferidos (hora de Argentina):',
        '1. jueves 10 de diciembre, 16:00',
        '2. miércoles 9 de diciembre, 10:00',
      ].join('\n'),
    )
  })
})
