import { makePropertyCard } from '../../../__tests__/support/factories'
import type { PropertyCardData } from '../listing/cards'
import { NO_IMAGE_PHOTO } from '../detail/photos'
import { parseRecentlyViewed, RECENTLY_VIEWED_LIMIT, withViewed } from './recentlyViewed'

const photo = (n: number) => ({
  thumb: `https://static.tokkobroker.com/thumbs/${n}.jpg`,
  image: `https://static.tokkobroker.com/pictures/${n}.jpg`,
  original: `https://static.tokkobroker.com/original/${n}.jpg`,
  description: 'Frente',
  is_front_cover: n === 1,
  is_blueprint: false,
})

const card = (id: number, changes: Partial<PropertyCardData> = {}) =>
  makePropertyCard(id, { photos: [photo(1), photo(2), photo(3)], ...changes })

describe('withViewed', () => {
  it('puts the visited card first, once, with its cover photo only', () => {
    const list = withViewed(
      [card(1), card(2)].map((item) => withViewed([], item)[0]!),
      card(2),
    )
    expect(list.map((item) => item.id)).toEqual([2, 1])
    expect(list[0]!.photos).toEqual([photo(1)])
  })

  it('keeps the newest 12', () => {
    let list: PropertyCardData[] = []
    for (let id = 1; id <= 15; id++) list = withViewed(list, card(id))
    expect(list.map((item) => item.id)).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4])
    expect(list).toHaveLength(RECENTLY_VIEWED_LIMIT)
  })
})

describe('parseRecentlyViewed', () => {
  const stored = (items: unknown) => JSON.stringify(items)

  it('reads back what was stored', () => {
    const list = withViewed(withViewed([], card(1)), card(2, { photos: [NO_IMAGE_PHOTO] }))
    expect(parseRecentlyViewed(stored(list))).toEqual(list)
  })

  it('ignores what is not a list of cards', () => {
    for (const raw of [null, '', 'no es json', '{}', '"texto"', '42', stored({ id: 1 })])
      expect(parseRecentlyViewed(raw)).toEqual([])
  })

  it('drops each entry with a wrong field and keeps the rest', () => {
    const good = withViewed([], card(7))[0]!
    const wrong: unknown[] = [
      null,
      { ...good, id: -1 },
      { ...good, id: 1.5 },
      { ...good, path: 'javascript:alert(1)' },
      { ...good, path: 'https://otro-sitio.example/propiedad/1' },
      { ...good, title: 42 },
      { ...good, title: 'x'.repeat(301) },
      { ...good, operation: 'Permuta' },
      { ...good, rooms: -2 },
      { ...good, featured: 'sí' },
      { ...good, photos: 'foto' },
      { ...good, photos: [{ ...photo(1), image: 'javascript:alert(1)' }] },
      { ...good, photos: [{ ...photo(1), thumb: '//otro-sitio.example/a.jpg' }] },
      { ...good, previous_price: 5 },
    ]
    expect(parseRecentlyViewed(stored([...wrong, good]))).toEqual([good])
  })

  it('reads a card kept before it had a point and a listing date, without them', () => {
    const { geo, created_at, ...older } = withViewed([], card(5))[0]!
    expect(geo).not.toBeNull()
    expect(created_at).not.toBe('')
    const read = parseRecentlyViewed(stored([older, { ...older, id: 6, geo: { lat: 'x' } }]))
    expect(read.map((item) => [item.id, item.geo, item.created_at])).toEqual([
      [5, null, ''],
      [6, null, ''],
    ])
  })

  it('reads back a rent’s monthly cost, and none from a card kept before it or a malformed one', () => {
    const monthly = { total: 'ARS 880K', expenses: 'ARS 80K' }
    const rent = withViewed([], card(7, { monthly }))[0]!
    const { monthly: _kept, ...older } = rent
    const read = parseRecentlyViewed(
      stored([rent, { ...older, id: 8 }, { ...rent, id: 9, monthly: { total: 880 } }]),
    )
    expect(read.map((item) => [item.id, item.monthly])).toEqual([
      [7, monthly],
      [8, null],
      [9, null],
    ])
  })

  it('keeps only checked fields, the first of a repeated id and at most 12', () => {
    const good = { ...withViewed([], card(3))[0]!, extra: '<script>' }
    const many = Array.from({ length: 20 }, (_, index) => withViewed([], card(index + 10))[0])
    const read = parseRecentlyViewed(stored([good, { ...good, title: 'Otra' }, ...many]))
    expect(read[0]).not.toHaveProperty('extra')
    expect(read.filter((item) => item.id === 3)).toHaveLength(1)
    expect(read[0]!.title).toBe('Departamento 3')
    expect(read).toHaveLength(RECENTLY_VIEWED_LIMIT)
  })
})
