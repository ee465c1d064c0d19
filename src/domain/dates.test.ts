import { formatDate, formatMonthYear } from './dates'

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
