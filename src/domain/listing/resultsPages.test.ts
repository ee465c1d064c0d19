import { resultsPageCount, resultsPagePath, resultsPageSpan } from './resultsPages'

describe("the built pages of a listing's results", () => {
  it('counts 50 positions a page, one page at least', () => {
    expect(resultsPageCount(0)).toBe(1)
    expect(resultsPageCount(50)).toBe(1)
    expect(resultsPageCount(51)).toBe(2)
    expect(resultsPageCount(126)).toBe(3)
  })

  it('addresses the first page as the listing and the next ones under it', () => {
    const venta = { path: '/venta' as const }
    expect(resultsPagePath(venta, 1)).toBe('/venta')
    expect(resultsPagePath(venta, 2)).toBe('/venta/pagina/2')
  })

  it('gives each page the positions after the previous one', () => {
    expect(resultsPageSpan(1)).toEqual({ start: 0, end: 50 })
    expect(resultsPageSpan(3)).toEqual({ start: 100, end: 150 })
  })
})
