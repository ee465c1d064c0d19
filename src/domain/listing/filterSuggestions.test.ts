import { suggestionsOutcome, suggestionText, widerSearches } from './filterSuggestions'
import { activeFilters, MAX_SUGGESTIONS, type FilterNames } from './listingFilters'
import { defaultSearchFilters } from './search'
import type { SearchFilters } from '../types'

const filters = (overrides: Partial<SearchFilters> = {}): SearchFilters => ({
  ...defaultSearchFilters(1),
  ...overrides,
})

const names: FilterNames = {
  locations: [
    { id: 24728, name: 'Palermo', count: 12 },
    { id: 24682, name: 'Belgrano', count: 11 },
  ],
  types: [
    { id: 2, name: 'Departamento', count: 63 },
    { id: 3, name: 'Casa', count: 10 },
  ],
  tags: [
    { id: 20, name: 'Balcón', count: 33 },
    { id: 42, name: 'Ascensor', count: 51 },
    { id: 2, name: 'Gas natural', count: 115 },
  ],
  specials: [{ id: 906, name: 'Apto crédito', count: 5 }],
  producers: [{ id: 5026, name: 'Diego Acosta', count: 31 }],
}

const everything = filters({
  location: [24728],
  type: [2],
  address: 'Gorriti',
  environments: { min: 2, max: null },
  bedrooms: { min: 1, max: 2 },
  age: { min: -1, max: 0 },
  price: { type: 'USD', priceMin: null, priceMax: 150_000, is_off: false },
  surface: { type: 'total', surfaceMin: 50, surfaceMax: null },
  environments_types: [20],
  generals: [42],
  services: [2],
  specials: [906],
  producer_id: 5026,
})

describe('suggestionText', () => {
  it('words each kind of filter as the wider search it leaves', () => {
    const active = activeFilters(everything, names)
    expect(active.map((filter) => suggestionText(filter, active))).toEqual([
      'Cualquier ubicación',
      'Cualquier tipo de propiedad',
      'Cualquier dirección',
      'Cualquier cantidad de ambientes',
      'Cualquier cantidad de dormitorios',
      'Cualquier antigüedad',
      'Cualquier precio',
      'Cualquier superficie',
      'Con o sin «Balcón»',
      'Con o sin «Ascensor»',
      'Con o sin «Gas natural»',
      'Con o sin «Apto crédito»',
      'Cualquier agente',
    ])
  })

  it('names the place or type taken out when others stay chosen', () => {
    const active = activeFilters(filters({ location: [24728, 24682], type: [2, 3] }), names)
    expect(active.map((filter) => suggestionText(filter, active))).toEqual([
      'Sin «Palermo»',
      'Sin «Belgrano»',
      'Sin «Departamento»',
      'Sin «Casa»',
    ])
  })
})

describe('widerSearches', () => {
  it('is each active filter taken out, the first 8 at most, keyed as the chips are', () => {
    const searches = widerSearches(everything)
    const active = activeFilters(everything, names)
    expect(searches).toHaveLength(MAX_SUGGESTIONS)
    expect(searches).toEqual(
      active.slice(0, MAX_SUGGESTIONS).map(({ key, without }) => ({ key, filters: without })),
    )
    expect(searches[0]).toEqual({ key: 'location-24728', filters: { ...everything, location: [] } })
  })

  it('is none for the default search', () => {
    expect(widerSearches(filters())).toEqual([])
  })
})

describe('suggestionsOutcome', () => {
  const chosen = filters({
    location: [24728],
    type: [3],
    environments: { min: 3, max: null },
  })
  const active = activeFilters(chosen, names)

  it('lists the searches with results, the most first, and leaves out those with none', () => {
    const outcome = suggestionsOutcome(active, {
      'location-24728': 10,
      'type-3': 7,
      environments: 0,
    })
    expect(outcome).toEqual({
      kind: 'some',
      suggestions: [
        {
          key: 'location-24728',
          text: 'Cualquier ubicación',
          count: '10 propiedades',
          total: 10,
          filters: { ...chosen, location: [] },
        },
        {
          key: 'type-3',
          text: 'Cualquier tipo de propiedad',
          count: '7 propiedades',
          total: 7,
          filters: { ...chosen, type: [] },
        },
      ],
    })
  })

  it('keeps the filters’ order between equal counts, and says "1 propiedad"', () => {
    const outcome = suggestionsOutcome(active, {
      'location-24728': 1,
      'type-3': 1,
      environments: 1,
    })
    expect(outcome.kind === 'some' && outcome.suggestions.map((s) => [s.key, s.count])).toEqual([
      ['location-24728', '1 propiedad'],
      ['type-3', '1 propiedad'],
      ['environments', '1 propiedad'],
    ])
  })

  it('shows what it could count when some counts failed', () => {
    const outcome = suggestionsOutcome(active, { 'location-24728': null, 'type-3': 4 })
    expect(outcome.kind === 'some' && outcome.suggestions.map((s) => s.key)).toEqual(['type-3'])
  })

  it('says "none" only when every search counted came to 0', () => {
    expect(
      suggestionsOutcome(active, { 'location-24728': 0, 'type-3': 0, environments: 0 }),
    ).toEqual({ kind: 'none' })
  })

  it('says nothing it cannot know: failures without results, or nothing counted', () => {
    expect(suggestionsOutcome(active, { 'location-24728': 0, 'type-3': null })).toEqual({
      kind: 'unknown',
    })
    expect(suggestionsOutcome(active, {})).toEqual({ kind: 'unknown' })
  })
})
