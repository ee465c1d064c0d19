import { freshnessText } from './freshnessText'

describe('freshnessText', () => {
  it("says the day and time in Argentina's time zone, whatever the visitor's", () => {
    // 17:05 UTC is 14:05 in Buenos Aires (UTC−3, no daylight saving).
    expect(freshnessText({ published_at: '2026-11-23T17:05:42.000Z' })).toBe(
      'Datos actualizados el 23/11 a las 14:05',
    )
    // Past midnight UTC it is still the evening before there.
    expect(freshnessText({ published_at: '2026-03-02T01:30:00.000Z' })).toBe(
      'Datos actualizados el 01/03 a las 22:30',
    )
  })

  it('says nothing for a file it cannot read', () => {
    for (const value of [null, 'texto', {}, { published_at: 12 }, { published_at: 'ayer' }])
      expect(freshnessText(value)).toBeNull()
  })
})
