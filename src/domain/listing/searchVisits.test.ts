import { parseFilters } from './filtersUrl'
import {
  listedAfter,
  parseSearchVisits,
  searchKey,
  SEARCH_VISITS_LIMIT,
  SITTING_GAP_MS,
  withVisit,
} from './searchVisits'

const HOUR = 60 * 60_000
const T0 = Date.UTC(2026, 10, 20, 15, 0, 0)

describe('searchKey', () => {
  it('names the search, whatever its order and the order of its address', () => {
    expect(searchKey(parseFilters('ubicacion=24728&dormMin=2&orden=menor-precio', 1))).toBe(
      searchKey(parseFilters('dormMin=2&ubicacion=24728', 1)),
    )
    expect(searchKey(parseFilters('ubicacion=24728', 1))).not.toBe(
      searchKey(parseFilters('ubicacion=24728', 2)),
    )
    expect(searchKey(parseFilters('', 3))).toBe('3?')
  })
})

describe('withVisit', () => {
  it('marks nothing new on a first visit, and remembers it', () => {
    expect(withVisit([], '1?', T0)).toEqual({
      visits: [{ key: '1?', since: null, seen: T0 }],
      since: null,
    })
  })

  it('compares a later sitting with the end of the previous one', () => {
    const first = withVisit([], '1?', T0).visits
    const sameSitting = withVisit(first, '1?', T0 + 10 * 60_000)
    expect(sameSitting.since).toBeNull()
    const later = withVisit(sameSitting.visits, '1?', T0 + 10 * 60_000 + SITTING_GAP_MS + 1)
    expect(later.since).toBe(T0 + 10 * 60_000)
    // Within that next sitting the baseline stays, so "Nueva" does not vanish on going back.
    const back = T0 + 10 * 60_000 + SITTING_GAP_MS + 1 + 20 * 60_000
    expect(withVisit(later.visits, '1?', back).since).toBe(T0 + 10 * 60_000)
  })

  it('keeps each search apart, the latest first, at most 20', () => {
    let visits = withVisit([], 'a', T0).visits
    for (let index = 0; index < 25; index++)
      visits = withVisit(visits, `s${index}`, T0 + index).visits
    visits = withVisit(visits, 's10', T0 + HOUR).visits
    expect(visits).toHaveLength(SEARCH_VISITS_LIMIT)
    expect(visits[0]).toEqual({ key: 's10', since: T0 + 10, seen: T0 + HOUR })
    // The oldest searches were forgotten: a visit to one of them is a first visit again.
    expect(visits.map((visit) => visit.key)).not.toContain('a')
    expect(withVisit(visits, 's3', T0 + 2 * HOUR).since).toBeNull()
  })
})

describe('parseSearchVisits', () => {
  it('reads back what was kept and drops what is not a visit', () => {
    const good = { key: '1?ubicacion=24728', since: T0, seen: T0 + HOUR }
    const raw = JSON.stringify([
      good,
      { ...good, key: 'other', since: null },
      { ...good },
      { key: 5, since: null, seen: T0 },
      { key: 'x', since: T0 + 2 * HOUR, seen: T0 },
      { key: 'y', since: null, seen: -1 },
      { key: 'z', since: 'ayer', seen: T0 },
      'texto',
      null,
    ])
    expect(parseSearchVisits(raw)).toEqual([good, { ...good, key: 'other', since: null }])
    for (const broken of [null, '', '{', '{}', '42']) expect(parseSearchVisits(broken)).toEqual([])
  })
})

describe('listedAfter', () => {
  it("reads the broker's zone-less time as Argentina's", () => {
    // 12:00 in Buenos Aires is 15:00 UTC.
    expect(listedAfter('2026-11-20T12:00:01', T0)).toBe(true)
    expect(listedAfter('2026-11-20T12:00:00', T0)).toBe(false)
    expect(listedAfter('2026-11-20T11:59:59', T0)).toBe(false)
  })

  it('is false for a card without a listing date', () => {
    expect(listedAfter('', 0)).toBe(false)
    expect(listedAfter('ayer', 0)).toBe(false)
  })
})
