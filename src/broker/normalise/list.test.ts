import { normaliseList, readTastypieMeta } from './list'
import { normaliseTokkoProperty } from './property'

describe('normaliseList', () => {
  it('keeps the good records and reports the bad ones with their place and reason', () => {
    const { items, rejected } = normaliseList(
      [{ id: 1 }, { id: 'abc' }, null, { id: '4' }],
      normaliseTokkoProperty,
    )
    expect(items.map((item) => item.id)).toEqual([1, 4])
    expect(rejected).toEqual([
      { index: 1, id: 'abc', reason: 'Propiedad sin id válido (id: "abc")' },
      {
        index: 2,
        id: undefined,
        reason: 'Propiedad con formato inválido: se esperaba un objeto y llegó null',
      },
    ])
  })

  it('gives nothing for something that is not a list', () => {
    expect(normaliseList({ objects: [{ id: 1 }] }, normaliseTokkoProperty)).toEqual({
      items: [],
      rejected: [],
    })
    expect(normaliseList(undefined, normaliseTokkoProperty)).toEqual({ items: [], rejected: [] })
  })

  it('lets errors other than a bad record through, since they are bugs', () => {
    const broken = () => {
      throw new TypeError('bug')
    }
    expect(() => normaliseList([{ id: 1 }], broken)).toThrow(TypeError)
  })
})

describe('readTastypieMeta', () => {
  it('reads the paging of an envelope, numbers as text included', () => {
    expect(
      readTastypieMeta({
        meta: { total_count: '37', limit: 12, offset: '24', next: null },
        objects: [],
      }),
    ).toEqual({ total: 37, limit: 12, offset: 24 })
  })

  it('infers what is missing from the page itself', () => {
    expect(readTastypieMeta({ objects: [{}, {}, {}] })).toEqual({ total: 3, limit: 3, offset: 0 })
    expect(
      readTastypieMeta({ meta: { offset: 40, limit: 'x', total_count: -1 }, objects: [{}] }),
    ).toEqual({
      total: 41,
      limit: 1,
      offset: 40,
    })
  })

  it.each([null, 'x', [], {}])('reads %p as an empty page', (raw) => {
    expect(readTastypieMeta(raw)).toEqual({ total: 0, limit: 0, offset: 0 })
  })
})
