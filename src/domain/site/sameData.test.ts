import { sameData, unlessChanged } from './sameData'

describe('sameData', () => {
  it('compares plain data by value, whatever the order of the keys', () => {
    expect(sameData({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true)
    expect(sameData([null, 'a'], [null, 'a'])).toBe(true)
    expect(sameData(Number.NaN, Number.NaN)).toBe(true)
  })

  it('tells apart what differs anywhere', () => {
    expect(sameData({ a: 1 }, { a: 2 })).toBe(false)
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false)
    expect(sameData({ a: undefined }, { b: undefined })).toBe(false)
    expect(sameData([1, 2], [2, 1])).toBe(false)
    expect(sameData([], {})).toBe(false)
    expect(sameData({ 0: 'a' }, ['a'])).toBe(false)
    expect(sameData(null, {})).toBe(false)
    expect(sameData({ a: { b: [1] } }, { a: { b: [1, 2] } })).toBe(false)
  })
})

describe('unlessChanged', () => {
  it('keeps the built object when the live one holds the same data', () => {
    const built = [{ id: 1, price: 'USD 100K' }]
    expect(unlessChanged(built, [{ price: 'USD 100K', id: 1 }])).toBe(built)
  })

  it('takes the live object when anything changed', () => {
    const live = [{ id: 1, price: 'USD 95K' }]
    expect(unlessChanged([{ id: 1, price: 'USD 100K' }], live)).toBe(live)
  })
})
