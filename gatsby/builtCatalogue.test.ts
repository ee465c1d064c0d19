import { makeDevelopment, makeProperty, makeSettings } from '../__tests__/support/factories'
import { normaliseNewsEntry } from '../src/broker/normalise'
import { publicCatalogue } from './builtCatalogue'

describe('publicCatalogue', () => {
  const catalogue = {
    settings: makeSettings(),
    properties: [
      makeProperty({ id: 10, real_address: 'Thames 812 3B' }),
      makeProperty({ id: 30, real_address: 'Gorriti 4500 PB' }),
      makeProperty({ id: 20 }),
    ],
    developments: [makeDevelopment({ id: 1 }), makeDevelopment({ id: 2 })],
    news: [
      normaliseNewsEntry({ id: 1, date_published: '2026-10-01' }),
      normaliseNewsEntry({ id: 2, date_published: '2026-11-01' }),
      normaliseNewsEntry({ id: 3, date_published: '2026-10-01' }),
    ],
  }

  it('lists everything newest first, news by date and then by id', () => {
    const built = publicCatalogue(catalogue)
    expect(built.properties.map((property) => property.id)).toEqual([30, 20, 10])
    expect(built.developments.map((development) => development.id)).toEqual([2, 1])
    expect(built.news.map((entry) => entry.id)).toEqual([2, 3, 1])
  })

  it('leaves no owner’s exact address in what pages are made of', () => {
    const built = publicCatalogue(catalogue)
    expect(built.properties.map((property) => property.real_address)).toEqual(['', '', ''])
    expect(JSON.stringify(built)).not.toMatch(/Thames 812|Gorriti 4500/)
  })

  it('does not reorder the lists sourcing fetched', () => {
    publicCatalogue(catalogue)
    expect(catalogue.news.map((entry) => entry.id)).toEqual([1, 2, 3])
    expect(catalogue.properties.map((property) => property.id)).toEqual([10, 30, 20])
  })
})
