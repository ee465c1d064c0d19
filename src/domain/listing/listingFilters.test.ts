import {
  activeFilters,
  AGE_CHOICES,
  ageRangeLabel,
  clearedFilters,
  customTagGroups,
  formatAmount,
  parseAmount,
  isDefaultSearch,
  isSameSearch,
  rangeChoices,
  rangeLabel,
  resultsSummary,
  searchInWords,
  TAG_FILTERS,
  tagsOfType,
  toggledId,
  withRangeEnd,
  type FilterNames,
} from './listingFilters'
import { ageLabel } from '../property/age'
import { defaultSearchFilters } from './search'
import type { SearchFilters } from '../types'

const filters = (overrides: Partial<SearchFilters> = {}): SearchFilters => ({
  ...defaultSearchFilters(1),
  ...overrides,
})

const names: FilterNames = {
  locations: [{ id: 24728, name: 'Palermo', count: 12 }],
  types: [{ id: 2, name: 'Departamento', count: 63 }],
  tags: [
    { id: 20, name: 'Balcón', count: 33 },
    { id: 42, name: 'Ascensor', count: 51 },
    { id: 2, name: 'Gas natural', count: 115 },
  ],
  specials: [{ id: 906, name: 'Recoleta Plaza', count: 5 }],
  producers: [{ id: 5026, name: 'Diego Acosta', count: 31 }],
}

describe('tag filters', () => {
  it('sends room types, amenities and services as environments_types, generals, services', () => {
    expect(TAG_FILTERS.map(({ field, tagType, label }) => [field, tagType, label])).toEqual([
      ['environments_types', 2, 'Ambientes'],
      ['generals', 3, 'Adicionales'],
      ['services', 1, 'Servicios'],
    ])
  })

  it('picks the options of one tag type', () => {
    const options = [
      { id: 20, name: 'Balcón', tag_type: 2 as const, count: 3 },
      { id: 2, name: 'Gas natural', tag_type: 1 as const, count: 9 },
    ]
    expect(tagsOfType(options, 1)).toEqual([options[1]])
  })

  it('groups custom tags as the agency filed them, the ungrouped last', () => {
    const groups = customTagGroups([
      { id: 1, name: 'Apto permuta', group: '', count: 1 },
      { id: 2, name: 'Torre Aurora', group: 'Emprendimientos', count: 6 },
      { id: 3, name: 'Oportunidad', group: 'Destacados', count: 7 },
      { id: 4, name: 'Con renta', group: 'Destacados', count: 12 },
    ])
    expect(groups.map(({ group, options }) => [group, options.map((o) => o.id)])).toEqual([
      ['Destacados', [3, 4]],
      ['Emprendimientos', [2]],
      ['', [1]],
    ])
  })
})

describe('ranges', () => {
  it('offers the age choices from under construction up, with their labels', () => {
    expect(rangeChoices(AGE_CHOICES, null, ageLabel).slice(0, 3)).toEqual([
      { value: -1, label: 'En construcción' },
      { value: 0, label: 'A estrenar' },
      { value: 1, label: '1 año' },
    ])
  })

  it('adds a value from the address that the choices lack, in order', () => {
    expect(rangeChoices([1, 2, 6], 4, String).map((choice) => choice.value)).toEqual([1, 2, 4, 6])
  })

  it('drops the other end when a new end would cross it', () => {
    expect(withRangeEnd({ min: 2, max: 4 }, 'max', 3)).toEqual({ min: 2, max: 3 })
    expect(withRangeEnd({ min: 2, max: 4 }, 'min', 5)).toEqual({ min: 5, max: null })
    expect(withRangeEnd({ min: 3, max: 4 }, 'max', 1)).toEqual({ min: null, max: 1 })
    expect(withRangeEnd({ min: 3, max: null }, 'min', null)).toEqual({ min: null, max: null })
  })

  it('writes amounts with es-AR thousands and reads back whatever digits were typed', () => {
    expect(formatAmount(150_000)).toBe('150.000')
    expect(formatAmount(null)).toBe('')
    expect(parseAmount('150.000')).toBe(150_000)
    expect(parseAmount(' USD 90000 ')).toBe(90_000)
    expect(parseAmount('')).toBeNull()
    expect(parseAmount('mucho')).toBeNull()
  })

  it('names room ranges in Spanish, singular for one', () => {
    expect(rangeLabel({ min: 2, max: 4 }, 'ambiente', 'ambientes')).toBe('2 a 4 ambientes')
    expect(rangeLabel({ min: 2, max: null }, 'ambiente', 'ambientes')).toBe('Desde 2 ambientes')
    expect(rangeLabel({ min: null, max: 1 }, 'dormitorio', 'dormitorios')).toBe(
      'Hasta 1 dormitorio',
    )
    expect(rangeLabel({ min: 3, max: 3 }, 'ambiente', 'ambientes')).toBe('3 ambientes')
    expect(rangeLabel({ min: null, max: null }, 'ambiente', 'ambientes')).toBe('')
  })

  it('names age ranges with the under-construction and brand-new words', () => {
    expect(ageRangeLabel({ min: -1, max: -1 })).toBe('En construcción')
    expect(ageRangeLabel({ min: 0, max: 0 })).toBe('A estrenar')
    expect(ageRangeLabel({ min: -1, max: 0 })).toBe('En construcción o a estrenar')
    expect(ageRangeLabel({ min: 0, max: 10 })).toBe('Antigüedad: a estrenar a 10 años')
    expect(ageRangeLabel({ min: null, max: 10 })).toBe('Antigüedad: hasta 10 años')
    expect(ageRangeLabel({ min: 20, max: null })).toBe('Antigüedad: desde 20 años')
    expect(ageRangeLabel({ min: 5, max: 5 })).toBe('Antigüedad: 5 años')
    expect(ageRangeLabel({ min: null, max: null })).toBe('')
  })
})

describe('choosing and clearing', () => {
  it('adds an id, or takes it out when it was chosen', () => {
    expect(toggledId([2, 3], 5)).toEqual([2, 3, 5])
    expect(toggledId([2, 3], 2)).toEqual([3])
  })

  it('clears every filter but keeps the operation and the order', () => {
    const cleared = clearedFilters(
      filters({ operation: 2, type: [2], address: 'Gorriti', order_by: 'price', order: 'asc' }),
    )
    expect(cleared).toEqual({
      ...defaultSearchFilters(2),
      order_by: 'price',
      order: 'asc',
    })
  })

  it('tells two filters of the same search apart from another operation or filter', () => {
    expect(isSameSearch(filters({ type: [2, 3] }), filters({ type: [2, 3] }))).toBe(true)
    expect(isSameSearch(filters({ operation: 2 }), filters())).toBe(false)
    expect(isSameSearch(filters({ type: [2] }), filters())).toBe(false)
  })

  it('knows the build search: newest first and nothing chosen', () => {
    expect(isDefaultSearch(filters())).toBe(true)
    expect(isDefaultSearch(filters({ type: [2] }))).toBe(false)
    expect(isDefaultSearch(filters({ order_by: 'price', order: 'asc' }))).toBe(false)
  })
})

describe('activeFilters', () => {
  it('lists every chosen filter with a label and the filters without it', () => {
    const chosen = filters({
      location: [24728],
      type: [2],
      address: ' Gorriti ',
      environments: { min: 2, max: null },
      bedrooms: { min: 1, max: 2 },
      age: { min: -1, max: -1 },
      price: { type: 'USD', priceMin: 100_000, priceMax: 250_000, is_off: false },
      surface: { type: 'roofed', surfaceMin: 50, surfaceMax: null },
      environments_types: [20],
      generals: [42],
      services: [2],
      specials: [906],
      producer_id: 5026,
    })
    const active = activeFilters(chosen, names)
    expect(active.map((filter) => filter.label)).toEqual([
      'Palermo',
      'Departamento',
      'Dirección: Gorriti',
      'Desde 2 ambientes',
      '1 a 2 dormitorios',
      'En construcción',
      'Precio: USD 100K a USD 250K',
      'Superficie cubierta: desde 50 m²',
      'Balcón',
      'Ascensor',
      'Gas natural',
      'Recoleta Plaza',
      'Agente: Diego Acosta',
    ])
    expect(new Set(active.map((filter) => filter.key)).size).toBe(active.length)
    expect(active.map((filter) => filter.field)).toEqual([
      'location',
      'type',
      'address',
      'environments',
      'bedrooms',
      'age',
      'price',
      'surface',
      'environments_types',
      'generals',
      'services',
      'specials',
      'producer_id',
    ])
    const withoutPrice = active.find((filter) => filter.key === 'price')?.without
    expect(withoutPrice?.price).toEqual({
      type: 'USD',
      priceMin: null,
      priceMax: null,
      is_off: false,
    })
    expect(withoutPrice?.type).toEqual([2])
    const withoutPalermo = active.find((filter) => filter.key === 'location-24728')?.without
    expect(withoutPalermo?.location).toEqual([])
  })

  it('names ids it has no option for, and leaves out a price switched off', () => {
    const active = activeFilters(
      filters({
        type: [77],
        producer_id: 9,
        price: { type: 'ARS', priceMin: null, priceMax: 90_000, is_off: true },
      }),
      names,
    )
    expect(active.map((filter) => filter.label)).toEqual(['Tipo 77', 'Agente: n.º 9'])
  })

  it('has nothing to list for the default search', () => {
    expect(activeFilters(filters(), names)).toEqual([])
  })
})

describe('searchInWords', () => {
  it('names the listing and then each chosen filter as its chip does', () => {
    const chosen = filters({
      location: [24728],
      bedrooms: { min: 2, max: null },
      price: { type: 'USD', priceMin: null, priceMax: 200_000, is_off: false },
    })
    expect(searchInWords('Propiedades en venta', activeFilters(chosen, names))).toBe(
      'Propiedades en venta · Palermo · Desde 2 dormitorios · Precio: hasta USD 200K',
    )
    expect(searchInWords('Alquileres temporarios', [])).toBe('Alquileres temporarios')
  })
})

describe('resultsSummary', () => {
  it('counts the results and says how many are shown, newest first', () => {
    expect(resultsSummary(126, 50, filters())).toBe(
      '126 propiedades · mostrando las 50 más recientes',
    )
    expect(resultsSummary(1, 1, filters({ type: [2] }))).toBe('1 propiedad')
    expect(resultsSummary(80, 50, filters({ order_by: 'price', order: 'asc' }))).toBe(
      '80 propiedades · mostrando 50',
    )
  })

  it('explains an empty list: nothing published, or nothing for these filters', () => {
    expect(resultsSummary(0, 0, filters())).toBe('No hay propiedades publicadas por ahora.')
    expect(resultsSummary(0, 0, filters({ type: [2] }))).toBe(
      'No encontramos propiedades con estos filtros.',
    )
  })
})
