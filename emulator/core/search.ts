/**
 * Search over the demo's listings: one index, one filter, one order, one pager. The proxy
 * search, the backend template, development units and the broker's summary all go through
 * here, so a count in one place always matches a list in another.
 */
import type { TokkoProperty } from '../../src/broker/wireTypes'
import { lineage } from '../data/locations'
import { ARS_PER_USD } from '../data/shapes'
import type { Range } from './params'

export interface IndexedPrice {
  currency: string
  amount: number
}

export interface IndexedProperty {
  id: number
  record: TokkoProperty
  typeId: number | null
  leafId: number | null
  /** The leaf location and all its ancestors. */
  locations: number[]
  operations: { id: number; prices: IndexedPrice[] }[]
  rooms: number | null
  suites: number | null
  age: number | null
  /** In square metres, whatever unit the listing uses. */
  totalSurface: number | null
  roofedSurface: number | null
  tags: number[]
  customTags: number[]
  producerId: number | null
  featured: boolean
  developmentId: number | null
  createdAt: number | null
  /** Address and display address, lower case and without accents. */
  text: string
}

export type SortField =
  'id' | 'price' | 'total_surface' | 'roofed_surface' | 'room_amount' | 'created_at'
export const SORT_FIELDS: readonly SortField[] = [
  'id',
  'price',
  'total_surface',
  'roofed_surface',
  'room_amount',
  'created_at',
]

export interface SearchCriteria {
  /** Operation ids, any of them (OR); empty or absent means all. */
  operations?: number[]
  typeIds?: number[]
  /** Location ids matched against the leaf or any ancestor. */
  locationIds?: number[]
  /** Substring of the address or display address, accent- and case-insensitive. */
  text?: string
  rooms?: Range
  bedrooms?: Range
  age?: Range
  surface?: Range
  surfaceType?: 'roofed' | 'total'
  price?: Range
  /** Which prices `price` applies to; absent means any currency. */
  currency?: 'USD' | 'ARS'
  /** Tags that must all be present. */
  tags?: number[]
  /** Tags none of which may be present. */
  withoutTags?: number[]
  customTags?: number[]
  producerId?: number
  featuredOnly?: boolean
  developmentId?: number
}

export interface SortSpec {
  field: SortField
  order: 'asc' | 'desc'
}

/** A number from a value that may be a number, a numeric string, '' or missing. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value)
    return Number.isFinite(parsed) ? parsed : null
  }
  return null
}

/** Lower case without accents, for accent-insensitive matching. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
}

function ids(items: readonly { id?: unknown }[] | null | undefined): number[] {
  const out: number[] = []
  for (const item of items ?? []) {
    const id = toNumber(item?.id)
    if (id !== null) out.push(id)
  }
  return out
}

const SQUARE_METRES_PER_HECTARE = 10_000

// Surface filters and orders compare square metres, so a 200 Ha campo is not "200".
function squareMetres(value: unknown, measurement: unknown): number | null {
  const amount = toNumber(value)
  if (amount === null) return null
  return measurement === 'Ha' ? amount * SQUARE_METRES_PER_HECTARE : amount
}

/** Precomputes what filtering and ordering need, once per listing. */
export function indexProperty(record: TokkoProperty): IndexedProperty {
  const leafId = toNumber(record.location?.id)
  const created = record.created_at ? Date.parse(`${record.created_at}Z`) : NaN
  return {
    id: toNumber(record.id) ?? 0,
    record,
    typeId: toNumber(record.type?.id),
    leafId,
    locations: leafId === null ? [] : lineage(leafId),
    operations: (record.operations ?? []).map((operation) => ({
      id: toNumber(operation.operation_id) ?? 0,
      prices: (operation.prices ?? []).flatMap((price) => {
        const amount = toNumber(price.price)
        return amount === null
          ? []
          : [{ currency: String(price.currency ?? '').toUpperCase(), amount }]
      }),
    })),
    rooms: toNumber(record.room_amount),
    suites: toNumber(record.suite_amount),
    age: toNumber(record.age),
    totalSurface: squareMetres(record.total_surface, record.surface_measurement),
    roofedSurface: squareMetres(record.roofed_surface, record.surface_measurement),
    tags: ids(record.tags),
    customTags: ids(record.custom_tags),
    producerId: toNumber(record.producer?.id),
    featured: record.is_starred_on_web === true,
    developmentId: toNumber(record.development?.id),
    createdAt: Number.isNaN(created) ? null : created,
    text: foldText(`${record.address ?? ''}\n${record.fake_address ?? ''}`),
  }
}

function inRange(value: number | null, range: Range | undefined): boolean {
  if (!range) return true
  if (value === null) return false
  return (range.min === null || value >= range.min) && (range.max === null || value <= range.max)
}

function someOf(wanted: number[] | undefined, present: readonly number[]): boolean {
  return !wanted || wanted.length === 0 || wanted.some((id) => present.includes(id))
}

function allOf(wanted: number[] | undefined, present: readonly number[]): boolean {
  return !wanted || wanted.every((id) => present.includes(id))
}

/** The prices a price filter or price order looks at: wanted operations, wanted currency. */
function relevantPrices(item: IndexedProperty, criteria: SearchCriteria): IndexedPrice[] {
  const wanted = criteria.operations && criteria.operations.length > 0 ? criteria.operations : null
  const prices: IndexedPrice[] = []
  for (const operation of item.operations) {
    if (wanted && !wanted.includes(operation.id)) continue
    for (const price of operation.prices) {
      if (!criteria.currency || price.currency === criteria.currency) prices.push(price)
    }
  }
  return prices
}

/** Whether one listing matches every criterion. */
export function matches(item: IndexedProperty, criteria: SearchCriteria): boolean {
  if (
    criteria.operations?.length &&
    !item.operations.some((op) => criteria.operations?.includes(op.id))
  ) {
    return false
  }
  if (
    criteria.typeIds?.length &&
    (item.typeId === null || !criteria.typeIds.includes(item.typeId))
  ) {
    return false
  }
  if (!someOf(criteria.locationIds, item.locations)) return false
  if (criteria.text && !item.text.includes(foldText(criteria.text.trim()))) return false
  if (!inRange(item.rooms, criteria.rooms)) return false
  if (!inRange(item.suites, criteria.bedrooms)) return false
  if (!inRange(item.age, criteria.age)) return false
  const surface = criteria.surfaceType === 'roofed' ? item.roofedSurface : item.totalSurface
  if (!inRange(surface, criteria.surface)) return false
  if (
    criteria.price &&
    !relevantPrices(item, criteria).some((price) => inRange(price.amount, criteria.price))
  ) {
    return false
  }
  if (!allOf(criteria.tags, item.tags)) return false
  if (criteria.withoutTags?.some((id) => item.tags.includes(id))) return false
  if (!allOf(criteria.customTags, item.customTags)) return false
  if (criteria.producerId !== undefined && item.producerId !== criteria.producerId) return false
  if (criteria.featuredOnly && !item.featured) return false
  if (criteria.developmentId !== undefined && item.developmentId !== criteria.developmentId)
    return false
  return true
}

/** The listings matching the criteria, in index order. */
export function filterProperties(
  index: readonly IndexedProperty[],
  criteria: SearchCriteria,
): IndexedProperty[] {
  return index.filter((item) => matches(item, criteria))
}

// Mixed currencies are compared in dollars at the demo's fixed rate, so an ARS rent and a USD
// rent land where a visitor expects them rather than by raw figure.
function priceKey(item: IndexedProperty, criteria: SearchCriteria): number | null {
  const price = relevantPrices(item, criteria)[0]
  if (!price) return null
  return price.currency === 'ARS' ? price.amount / ARS_PER_USD : price.amount
}

function sortKey(item: IndexedProperty, field: SortField, criteria: SearchCriteria): number | null {
  switch (field) {
    case 'price':
      return priceKey(item, criteria)
    case 'total_surface':
      return item.totalSurface
    case 'roofed_surface':
      return item.roofedSurface
    case 'room_amount':
      return item.rooms
    case 'created_at':
      return item.createdAt
    default:
      return item.id
  }
}

/** A sorted copy; listings without a value for the field go last, ties break by id. */
export function sortProperties(
  items: readonly IndexedProperty[],
  sort: SortSpec,
  criteria: SearchCriteria = {},
): IndexedProperty[] {
  const direction = sort.order === 'asc' ? 1 : -1
  const keyed = items.map((item) => ({ item, key: sortKey(item, sort.field, criteria) }))
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) {
      if (a.key !== b.key) return a.key === null ? 1 : -1
    } else if (a.key !== b.key) {
      return (a.key - b.key) * direction
    }
    return (a.item.id - b.item.id) * direction
  })
  return keyed.map(({ item }) => item)
}

/** One page: `limit` 0 means every item. */
export function paginate<T>(items: readonly T[], limit: number, offset: number): T[] {
  return limit === 0 ? items.slice(offset) : items.slice(offset, offset + limit)
}
