import {
  argentinaTime,
  formatDate,
  formatMonthYear,
  formatNumericDate,
  localIsoDate,
} from './dates'

describe('dates', () => {
  it('writes a day in Spanish', () => {
    expect(formatDate('2026-03-12')).toBe('12 de marzo de 2026')
    expect(formatDate('2026-03-12T23:30:00')).toBe('12 de marzo de 2026')
    expect(formatDate('')).toBe('')
    expect(formatDate('12/03/2026')).toBe('')
  })

  it('writes a delivery month, and keeps looser text as written', () => {
    expect(formatMonthYear('2026-12')).toBe('diciembre de 2026')
    expect(formatMonthYear('2027-1')).toBe('enero de 2027')
    expect(formatMonthYear('2026-12-01')).toBe('diciembre de 2026')
    expect(formatMonthYear(' 2026 ')).toBe('2026')
    expect(formatMonthYear('Segundo semestre 2027')).toBe('Segundo semestre 2027')
    expect(formatMonthYear('2026-13')).toBe('2026-13')
    expect(formatMonthYear('')).toBe('')
  })
})

describe('formatNumericDate', () => {
  it("writes a moment as day/month/year of Buenos Aires' clock", () => {
    expect(formatNumericDate('2026-11-12T15:00:00.000Z')).toBe('12/11/2026')
    // 01:30 UTC is still the evening before in Argentina (UTC−3).
    expect(formatNumericDate('2026-11-13T01:30:00.000Z')).toBe('12/11/2026')
    expect(formatNumericDate('2026-03-05T12:00:00Z')).toBe('05/03/2026')
    expect(formatNumericDate('')).toBe('')
    expect(formatNumericDate('ayer')).toBe('')
  })
})

describe('localIsoDate', () => {
  it('gives the local calendar date, not the UTC one', () => {
    // 23:30 local on 31 December: in UTC it may already be 1 January.
    expect(localIsoDate(new Date(2026, 11, 31, 23, 30))).toBe('2026-12-31')
    expect(localIsoDate(new Date(2026, 0, 5, 0, 10))).toBe('2026-01-05')
  })
})

describe('argentinaTime', () => {
  it("agrees with the time zone database's Buenos Aires from 2010 to 2035", () => {
    const database = new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'America/Argentina/Buenos_Aires',
    })
    // Every 7 h 13 min over 25 years: each hour of the day, each day of the year, several times.
    for (let at = Date.UTC(2010, 0, 1); at < Date.UTC(2035, 0, 1); at += 433 * 60_000) {
      const iso = new Date(at).toISOString()
      const time = argentinaTime(iso)!
      expect([iso, `${time.day}/${time.month}/${time.year}, ${time.hour}:${time.minute}`]).toEqual([
        iso,
        database.format(at),
      ])
    }
  })

  it('is null for what is not a moment', () => {
    expect(argentinaTime('')).toBeNull()
    expect(argentinaTime('ayer')).toBeNull()
  })
})
