/**
 * Rules of the listing's filter panel (spec §3): which tag type feeds which filter, the choices of
 * the range selects, how a range end changes, and the active filters as removable labels for the
 * chips over the results and the empty state's way to widen the search.
 */
import { ageLabel, BRAND_NEW_AGE, UNDER_CONSTRUCTION_AGE } from '../property/age'
import type { CustomTagOption, FacetOption, TagOption } from './catalogueFacts'
import { serialiseFilters } from './filtersUrl'
import { compactAmount } from '../property/price'
import { defaultSearchFilters } from './search'
import type { NumberRange, SearchFilters, TagType } from '../types'
import { compareNames, wholeNumber } from '../site/formats'

export type TagFilterField = 'environments_types' | 'generals' | 'services'

/** Tag ids of type 2, 3 and 1 go to these filters, shown under these names. */
export const TAG_FILTERS: readonly { field: TagFilterField; tagType: TagType; label: string }[] = [
  { field: 'environments_types', tagType: 2, label: 'Ambientes' },
  { field: 'generals', tagType: 3, label: 'Adicionales' },
  { field: 'services', tagType: 1, label: 'Servicios' },
]

/** The filters that hold lists of ids, each a group of checkboxes. */
export type IdListField = 'location' | 'type' | 'specials' | TagFilterField

export interface RangeChoice {
  value: number
  label: string
}

/** Ambientes and dormitorios: 1 to 6. */
export const ROOM_CHOICES: readonly number[] = [1, 2, 3, 4, 5, 6]

/** Antigüedad: under construction, brand new, then years. */
export const AGE_CHOICES: readonly number[] = [
  UNDER_CONSTRUCTION_AGE,
  BRAND_NEW_AGE,
  1,
  2,
  5,
  10,
  15,
  20,
  30,
  50,
]

/** The choices of a range select, with the address's value added when it is not among them. */
export function rangeChoices(
  values: readonly number[],
  current: number | null,
  label: (value: number) => string,
): RangeChoice[] {
  const all = current === null || values.includes(current) ? values : [...values, current]
  return [...all].sort((a, b) => a - b).map((value) => ({ value, label: label(value) }))
}

/** A range with one end set; the other end is dropped when the two would cross. */
export function withRangeEnd(
  range: NumberRange,
  end: 'min' | 'max',
  value: number | null,
): NumberRange {
  const next = { ...range, [end]: value }
  if (next.min !== null && next.max !== null && next.min > next.max) {
    return end === 'min' ? { min: next.min, max: null } : { min: null, max: next.max }
  }
  return next
}

/** An amount as a field shows it, es-AR thousands ("150.000"); '' for none. */
export function formatAmount(amount: number | null): string {
  return amount === null ? '' : wholeNumber(amount)
}

/** The whole amount a visitor typed ("150.000", "USD 150000"), or null when there is none. */
export function parseAmount(text: string): number | null {
  const digits = text.replace(/[^\d]/g, '')
  return digits === '' ? null : Number(digits)
}

/** The ids with `id` added, or taken out when it was there. */
export function toggledId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((item) => item !== id) : [...ids, id]
}

/** Nothing chosen but the operation and the order: what "Limpiar filtros" leaves. */
export function clearedFilters(filters: SearchFilters): SearchFilters {
  return {
    ...defaultSearchFilters(filters.operation),
    order: filters.order,
    order_by: filters.order_by,
  }
}

/** True for the build's own search (newest first, nothing chosen): the static page shows it. */
export function isDefaultSearch(filters: SearchFilters): boolean {
  return serialiseFilters(filters) === ''
}

/** True when two filters ask for the same search (same operation, same address query). */
export function isSameSearch(a: SearchFilters, b: SearchFilters): boolean {
  return a.operation === b.operation && serialiseFilters(a) === serialiseFilters(b)
}

/** Custom tags grouped as the agency filed them, groups by name and '' ("Otras") last. */
export function customTagGroups(
  options: readonly CustomTagOption[],
): { group: string; options: CustomTagOption[] }[] {
  const groups = new Map<string, CustomTagOption[]>()
  for (const option of options)
    groups.set(option.group, [...(groups.get(option.group) ?? []), option])
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : compareNames(a, b)))
    .map(([group, grouped]) => ({ group, options: grouped }))
}

/** Tag options of one tag type. */
export function tagsOfType(options: readonly TagOption[], tagType: TagType): TagOption[] {
  return options.filter((option) => option.tag_type === tagType)
}

/** "2 a 4 ambientes", "Desde 2 ambientes", "Hasta 1 ambiente", "3 ambientes". */
export function rangeLabel(range: NumberRange, singular: string, plural: string): string {
  const { min, max } = range
  const noun = (value: number) => (value === 1 ? singular : plural)
  if (min !== null && max !== null) {
    return min === max ? `${min} ${noun(min)}` : `${min} a ${max} ${plural}`
  }
  if (min !== null) return `Desde ${min} ${noun(min)}`
  return max !== null ? `Hasta ${max} ${noun(max)}` : ''
}

/** "En construcción", "A estrenar", "Antigüedad: hasta 10 años", "Antigüedad: 5 a 20 años". */
export function ageRangeLabel({ min, max }: NumberRange): string {
  if (min === UNDER_CONSTRUCTION_AGE && max === BRAND_NEW_AGE) return 'En construcción o a estrenar'
  if (min !== null && min === max && min <= BRAND_NEW_AGE) return ageLabel(min)
  const age = (value: number) => ageLabel(value).toLowerCase()
  if (min !== null && max !== null) {
    return min === max ? `Antigüedad: ${age(min)}` : `Antigüedad: ${age(min)} a ${age(max)}`
  }
  if (min !== null) return `Antigüedad: desde ${age(min)}`
  return max !== null ? `Antigüedad: hasta ${age(max)}` : ''
}

function amountRangeText(min: number | null, max: number | null, unit: (n: number) => string) {
  if (min !== null && max !== null) return `${unit(min)} a ${unit(max)}`
  if (min !== null) return `desde ${unit(min)}`
  return max !== null ? `hasta ${unit(max)}` : ''
}

/**
 * Wider searches an empty listing counts at most (one request each, the first filters chosen).
 * Here rather than in filterSuggestions.ts: the listing's own bundle reads it for the
 * placeholders, and that module loads only when a search finds nothing.
 */
export const MAX_SUGGESTIONS = 8

/** The visitor's names for the ids in the filters, from the panel's options. */
export interface FilterNames {
  locations: readonly FacetOption[]
  types: readonly FacetOption[]
  tags: readonly FacetOption[]
  specials: readonly FacetOption[]
  producers: readonly FacetOption[]
}

/** The filters a visitor chooses (the operation is the page's, the order is no filter). */
export type FilterField = Exclude<keyof SearchFilters, 'operation' | 'order' | 'order_by'>

export interface ActiveFilter {
  /** Stable and unique among the active filters (React key). */
  key: string
  /** Which filter it is: the wording of a wider search depends on it (filterSuggestions.ts). */
  field: FilterField
  label: string
  /** The filters with this one taken out. */
  without: SearchFilters
}

const nameOf = (options: readonly FacetOption[], id: number, fallback: string) =>
  options.find((option) => option.id === id)?.name ?? fallback

/** Every filter the visitor chose, as a label and the filters without it (not the order). */
export function activeFilters(filters: SearchFilters, names: FilterNames): ActiveFilter[] {
  const active: ActiveFilter[] = []
  const add = (field: FilterField, key: string, label: string, change: Partial<SearchFilters>) =>
    active.push({ key, field, label, without: { ...filters, ...change } })
  const ids = (field: IdListField, options: readonly FacetOption[], fallback: string) => {
    for (const id of filters[field]) {
      add(field, `${field}-${id}`, nameOf(options, id, `${fallback} ${id}`), {
        [field]: filters[field].filter((item) => item !== id),
      })
    }
  }
  const open = { min: null, max: null }
  ids('location', names.locations, 'Ubicación')
  ids('type', names.types, 'Tipo')
  if (filters.address.trim())
    add('address', 'address', `Dirección: ${filters.address.trim()}`, { address: '' })
  const rooms = rangeLabel(filters.environments, 'ambiente', 'ambientes')
  if (rooms) add('environments', 'environments', rooms, { environments: open })
  const bedrooms = rangeLabel(filters.bedrooms, 'dormitorio', 'dormitorios')
  if (bedrooms) add('bedrooms', 'bedrooms', bedrooms, { bedrooms: open })
  const age = ageRangeLabel(filters.age)
  if (age) add('age', 'age', age, { age: open })
  const { price, surface } = filters
  const prices = amountRangeText(
    price.priceMin,
    price.priceMax,
    (n) => `${price.type} ${compactAmount(n)}`,
  )
  if (prices && !price.is_off) {
    add('price', 'price', `Precio: ${prices}`, {
      price: { ...price, priceMin: null, priceMax: null },
    })
  }
  const surfaces = amountRangeText(surface.surfaceMin, surface.surfaceMax, (n) => `${n} m²`)
  if (surfaces) {
    const kind = surface.type === 'roofed' ? 'cubierta' : 'total'
    add('surface', 'surface', `Superficie ${kind}: ${surfaces}`, {
      surface: { ...surface, surfaceMin: null, surfaceMax: null },
    })
  }
  for (const { field } of TAG_FILTERS) ids(field, names.tags, 'Etiqueta')
  ids('specials', names.specials, 'Etiqueta')
  if (filters.producer_id !== null) {
    const agent = nameOf(names.producers, filters.producer_id, `n.º ${filters.producer_id}`)
    add('producer_id', 'producer', `Agente: ${agent}`, { producer_id: null })
  }
  return active
}

/**
 * A search in the visitor's words, as the page names it and its filters: "Propiedades en
 * venta · Palermo · 2 dormitorios · Precio: hasta USD 200K".
 */
export function searchInWords(heading: string, active: readonly ActiveFilter[]): string {
  return [heading, ...active.map((filter) => filter.label)].join(' · ')
}

/**
 * The results line: "126 propiedades · mostrando las 50 más recientes" while newest first,
 * "37 propiedades · mostrando 20" in another order, or why there are none.
 */
export function resultsSummary(total: number, shown: number, filters: SearchFilters): string {
  if (total === 0) {
    return isDefaultSearch(filters)
      ? 'No hay propiedades publicadas por ahora.'
      : 'No encontramos propiedades con estos filtros.'
  }
  const count = `${total} ${total === 1 ? 'propiedad' : 'propiedades'}`
  if (shown >= total) return count
  const newestFirst = filters.order_by === 'id' && filters.order === 'desc'
  return newestFirst
    ? `${count} · mostrando las ${shown} más recientes`
    : `${count} · mostrando ${shown}`
}
