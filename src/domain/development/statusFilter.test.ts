import {
  developmentsDescription,
  developmentsSummary,
  developmentsTitle,
  filterByStatus,
  noDevelopmentsText,
  parseStatusFilter,
  statusFilterOptions,
  statusFilterSearch,
} from './statusFilter'
import type { ConstructionStatus } from '../types'

const developments: { id: number; status: ConstructionStatus | null }[] = [
  { id: 1, status: 3 },
  { id: 2, status: 4 },
  { id: 3, status: 3 },
  { id: 4, status: null },
  { id: 5, status: 6 },
]

describe('parseStatusFilter', () => {
  it('reads the three status codes from ?estado', () => {
    expect(parseStatusFilter('?estado=3')).toBe(3)
    expect(parseStatusFilter('?estado=4')).toBe(4)
    expect(parseStatusFilter('?utm_source=x&estado=6')).toBe(6)
  })

  it('shows everything for a missing, unknown or malformed code', () => {
    expect(parseStatusFilter('')).toBeNull()
    expect(parseStatusFilter('?estado=5')).toBeNull()
    expect(parseStatusFilter('?estado=3.0')).toBeNull()
    expect(parseStatusFilter('?estado=pozo')).toBeNull()
    expect(parseStatusFilter('?estado=-3')).toBeNull()
  })

  it('round-trips every choice through the query string', () => {
    for (const status of [null, 3, 4, 6] as const) {
      expect(parseStatusFilter(statusFilterSearch('', status))).toBe(status)
    }
  })
})

describe('statusFilterSearch', () => {
  it('writes the code and leaves it out for all', () => {
    expect(statusFilterSearch('', 4)).toBe('?estado=4')
    expect(statusFilterSearch('?estado=4', null)).toBe('')
  })

  it('keeps other parameters', () => {
    expect(statusFilterSearch('?utm_source=mail', 3)).toBe('?utm_source=mail&estado=3')
  })
})

describe('filterByStatus', () => {
  it('keeps the developments of the status, in order', () => {
    expect(filterByStatus(developments, 3).map((d) => d.id)).toEqual([1, 3])
    expect(filterByStatus(developments, 6).map((d) => d.id)).toEqual([5])
  })

  it('keeps all of them, unknown statuses included, without a status', () => {
    expect(filterByStatus(developments, null).map((d) => d.id)).toEqual([1, 2, 3, 4, 5])
  })

  it('returns a new list, never the given one', () => {
    expect(filterByStatus(developments, null)).not.toBe(developments)
  })
})

describe('statusFilterOptions', () => {
  it('offers Todos and the three statuses with their counts', () => {
    expect(statusFilterOptions(developments)).toEqual([
      { value: null, label: 'Todos', count: 5 },
      { value: 3, label: 'En pozo', count: 2 },
      { value: 4, label: 'En Construcción', count: 1 },
      { value: 6, label: 'Construcción Terminada', count: 1 },
    ])
  })

  it('counts zero for every status of an empty list', () => {
    expect(statusFilterOptions([]).map((option) => option.count)).toEqual([0, 0, 0, 0])
  })
})

describe('noDevelopmentsText', () => {
  it('says in Spanish what is missing', () => {
    expect(noDevelopmentsText(null)).toBe('Todavía no hay emprendimientos publicados.')
    expect(noDevelopmentsText(3)).toBe('No hay emprendimientos en pozo por ahora.')
    expect(noDevelopmentsText(4)).toBe('No hay emprendimientos en construcción por ahora.')
    expect(noDevelopmentsText(6)).toBe(
      'No hay emprendimientos con la construcción terminada por ahora.',
    )
    expect(noDevelopmentsText(null, 'Frente al río')).toBe(
      'No hay emprendimientos en «Frente al río» por ahora.',
    )
    expect(noDevelopmentsText(4, 'Frente al río')).toBe(
      'No hay emprendimientos en construcción por ahora.',
    )
  })
})

describe('list texts', () => {
  it('titles the list and each tag page', () => {
    expect(developmentsTitle(null)).toBe('Emprendimientos')
    expect(developmentsTitle('Frente al río')).toBe('Emprendimientos: Frente al río')
  })

  it('describes the list for search engines', () => {
    expect(developmentsDescription(7, null)).toBe(
      '7 emprendimientos en pozo, en construcción y terminados: ubicación, fecha de entrega, unidades y precios.',
    )
    expect(developmentsDescription(1, 'Frente al río')).toBe(
      '1 emprendimiento en «Frente al río»: ubicación, fecha de entrega, unidades y precios.',
    )
  })

  it('sums up what the list shows, or why it is empty', () => {
    expect(developmentsSummary(7, 7, null, null)).toBe('7 emprendimientos')
    expect(developmentsSummary(1, 7, 6, null)).toBe('Mostrando 1 de 7 emprendimientos')
    expect(developmentsSummary(0, 7, 4, null)).toBe(
      'No hay emprendimientos en construcción por ahora.',
    )
    expect(developmentsSummary(0, 0, null, null)).toBe('Todavía no hay emprendimientos publicados.')
  })
})
