import { parseSharedSelection, SHARED_SELECTION_LIMIT, sharedSelectionUrl } from './shortlist'

describe('sharedSelectionUrl', () => {
  it('names the ids once each, in order, on /favoritos', () => {
    expect(sharedSelectionUrl('https://inmobiliaria.example/', [12, 34, 12, 5])).toBe(
      'https://inmobiliaria.example/favoritos/?seleccion=12,34,5',
    )
  })

  it('carries at most 30', () => {
    const ids = Array.from({ length: 40 }, (_, index) => index + 1)
    const url = new URL(sharedSelectionUrl('https://x.example', ids))
    expect(url.searchParams.get('seleccion')!.split(',')).toHaveLength(SHARED_SELECTION_LIMIT)
  })
})

describe('parseSharedSelection', () => {
  it('is null for the visitor’s own favourites (no selection in the address)', () => {
    expect(parseSharedSelection('')).toBeNull()
    expect(parseSharedSelection('?tema=Mercado')).toBeNull()
  })

  it('reads the ids back, dropping repeats and whatever is not an id', () => {
    expect(parseSharedSelection('?seleccion=12,34,12, 5')).toEqual([12, 34, 5])
    expect(parseSharedSelection('?seleccion=0,-3,1.5,abc,<script>,99999999999999999,7')).toEqual([
      7,
    ])
    expect(parseSharedSelection('?seleccion=')).toEqual([])
  })

  it('reads at most 30', () => {
    const list = Array.from({ length: 50 }, (_, index) => index + 1).join(',')
    expect(parseSharedSelection(`?seleccion=${list}`)).toHaveLength(SHARED_SELECTION_LIMIT)
  })
})
