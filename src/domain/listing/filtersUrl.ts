/**
 * Search filters in the address bar (style anchors §8): the URL is the source of truth, so a
 * search can be bookmarked, shared and restored with the back button. Defaults are left out and
 * names are short and stable; the operation is the listing's path, not a parameter.
 */
import { defaultSearchFilters } from './search'
import type { NumberRange, OperationId, SearchFilters, SortField, SortOrder } from '../types'

/** The sort options a visitor can pick, in menu order (the first is the default). */
export const SORT_OPTIONS: readonly {
  value: string
  label: string
  order_by: SortField
  order: SortOrder
}[] = [
  { value: 'recientes', label: 'Más recientes', order_by: 'id', order: 'desc' },
  { value: 'menor-precio', label: 'Menor precio', order_by: 'price', order: 'asc' },
  { value: 'mayor-precio', label: 'Mayor precio', order_by: 'price', order: 'desc' },
  {
    value: 'mayor-superficie',
    label: 'Mayor superficie',
    order_by: 'total_surface',
    order: 'desc',
  },
  { value: 'menor-superficie', label: 'Menor superficie', order_by: 'total_surface', order: 'asc' },
  { value: 'mas-ambientes', label: 'Más ambientes', order_by: 'room_amount', order: 'desc' },
  { value: 'antiguas', label: 'Publicadas hace más tiempo', order_by: 'id', order: 'asc' },
]

/** The sort option of these filters' order, or null for an order the menu does not offer. */
export function sortValue(filters: Pick<SearchFilters, 'order_by' | 'order'>): string | null {
  return (
    SORT_OPTIONS.find(
      (option) => option.order_by === filters.order_by && option.order === filters.order,
    )?.value ?? null
  )
}

const RANGES = [
  ['environments', 'amb'],
  ['bedrooms', 'dorm'],
  ['age', 'antig'],
] as const

const ID_LISTS = [
  ['location', 'ubicacion'],
  ['type', 'tipo'],
  ['environments_types', 'ambientes'],
  ['generals', 'adicionales'],
  ['services', 'servicios'],
  ['specials', 'especiales'],
] as const

function readNumber(value: string | null): number | null {
  if (value === null || value.trim() === '') return null
  const number = Number(value)
  return Number.isFinite(number) ? number : null
}

function readIds(value: string | null): number[] {
  if (!value) return []
  const ids = value
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0)
  return [...new Set(ids)]
}

function readRange(params: URLSearchParams, name: string): NumberRange {
  return { min: readNumber(params.get(`${name}Min`)), max: readNumber(params.get(`${name}Max`)) }
}

function writeRange(params: URLSearchParams, name: string, range: NumberRange): void {
  if (range.min !== null) params.set(`${name}Min`, String(range.min))
  if (range.max !== null) params.set(`${name}Max`, String(range.max))
}

/** The filters a query string holds, for a listing of `operation`; anything unreadable is ignored. */
export function parseFilters(search: string, operation: OperationId): SearchFilters {
  const params = new URLSearchParams(search)
  const filters = defaultSearchFilters(operation)
  for (const [field, name] of RANGES) filters[field] = readRange(params, name)
  for (const [field, name] of ID_LISTS) filters[field] = readIds(params.get(name))
  filters.address = params.get('q')?.trim() ?? ''
  const producer = readNumber(params.get('agente'))
  filters.producer_id =
    producer !== null && Number.isInteger(producer) && producer > 0 ? producer : null
  const price = readRange(params, 'precio')
  filters.price = {
    type: params.get('moneda')?.toUpperCase() === 'ARS' ? 'ARS' : 'USD',
    priceMin: price.min,
    priceMax: price.max,
    is_off: params.get('precioOff') === '1',
  }
  const surface = readRange(params, 'sup')
  filters.surface = {
    type: params.get('supTipo') === 'cubierta' ? 'roofed' : 'total',
    surfaceMin: surface.min,
    surfaceMax: surface.max,
  }
  const sort =
    SORT_OPTIONS.find((option) => option.value === params.get('orden')) ?? SORT_OPTIONS[0]
  if (sort) {
    filters.order_by = sort.order_by
    filters.order = sort.order
  }
  return filters
}

/** The query string (without '?') for these filters; '' when nothing is chosen. */
export function serialiseFilters(filters: SearchFilters): string {
  const params = new URLSearchParams()
  for (const [field, name] of ID_LISTS) {
    if (filters[field].length > 0) params.set(name, filters[field].join(','))
  }
  if (filters.address.trim()) params.set('q', filters.address.trim())
  for (const [field, name] of RANGES) writeRange(params, name, filters[field])
  writeRange(params, 'precio', { min: filters.price.priceMin, max: filters.price.priceMax })
  if (filters.price.type === 'ARS') params.set('moneda', 'ars')
  if (filters.price.is_off) params.set('precioOff', '1')
  writeRange(params, 'sup', { min: filters.surface.surfaceMin, max: filters.surface.surfaceMax })
  if (filters.surface.type === 'roofed') params.set('supTipo', 'cubierta')
  if (filters.producer_id !== null) params.set('agente', String(filters.producer_id))
  const sort = sortValue(filters)
  if (sort && sort !== SORT_OPTIONS[0]?.value) params.set('orden', sort)
  return params.toString()
}
