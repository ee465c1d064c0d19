import { parseFilters } from './filtersUrl'
import { listingQuery, parseResultsDisplay } from './resultsDisplay'
import { defaultSearchFilters } from './search'

describe('how the results are shown', () => {
  it('is the list unless the address asks for the map', () => {
    expect(parseResultsDisplay('')).toBe('list')
    expect(parseResultsDisplay('?tipo=2&vista=mapa')).toBe('map')
    expect(parseResultsDisplay('?vista=lista')).toBe('list')
  })

  it('writes the map after the filters, and nothing for the list', () => {
    const filters = { ...defaultSearchFilters(1), type: [2] }
    expect(listingQuery(filters, 'map')).toBe('tipo=2&vista=mapa')
    expect(listingQuery(filters, 'list')).toBe('tipo=2')
    expect(listingQuery(defaultSearchFilters(1), 'map')).toBe('vista=mapa')
    expect(listingQuery(defaultSearchFilters(1), 'list')).toBe('')
  })

  it('is no filter: the same search either way', () => {
    expect(parseFilters('?tipo=2&vista=mapa', 1)).toEqual(parseFilters('?tipo=2', 1))
  })
})
