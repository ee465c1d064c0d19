import { storedList } from './storedList'

describe('storedList', () => {
  it('gives the items of a kept JSON list', () => {
    expect(storedList('[1,{"id":2},"x"]')).toEqual([1, { id: 2 }, 'x'])
  })

  it('gives [] for nothing kept, broken JSON or what is not a list', () => {
    for (const raw of [null, '', '[1,', '{"0":1}', '"[]"', 'null', '7'])
      expect(storedList(raw)).toEqual([])
  })
})
