/**
 * The comparison of favourites on /favoritos (compare mode): one row per figure, one cell per
 * property, with the cells that hold the best value of a row and the rows where every property
 * is the same. The table shows what this returns; how "best" is decided is written here.
 */
import { ageLabel } from '../property/age'
import { operationById } from '../site/operations'
import {
  findOperation,
  formatFullPrice,
  hasAmount,
  mainPrice,
  periodLabel,
} from '../property/price'
import { formatExpenses } from '../property/propertyDetail'
import { formatSurface, surfaceInSquareMetres } from '../property/surface'
import { amountOrFallback, NOT_INFORMED, parkingLabel } from '../site/texts'
import type { OperationId, Property } from '../types'
import { propertyPath } from '../site/urls'
import { wholeNumber } from '../site/formats'

/** The visitor compares at most this many favourites side by side. */
export const MAX_COMPARED = 4

/** A favourite to compare: its live record and the operation it was saved from. */
export interface ComparedProperty {
  property: Property
  /** null when it was saved without one: its first operation is used. */
  operationId: OperationId | null
}

export interface CompareColumn {
  id: number
  title: string
  path: string
  /** "Venta", "Alquiler"…: the operation whose price is compared ('' when it has none). */
  operation: string
}

export type CompareRowKey =
  | 'price'
  | 'price_per_m2'
  | 'total_surface'
  | 'roofed_surface'
  | 'rooms'
  | 'bedrooms'
  | 'bathrooms'
  | 'parking'
  | 'age'
  | 'expenses'
  | 'location'

export interface CompareCell {
  text: string
  /** This cell holds the best value of its row. */
  best: boolean
}

export interface CompareRow {
  key: CompareRowKey
  label: string
  /** What makes a value the best ("el menor"), or null for rows without a best (location). */
  better: string | null
  cells: CompareCell[]
  /** Every property reads the same in this row. */
  same: boolean
  /** Why no best is marked although the values differ, or null. */
  note: string | null
}

/** A value to rank: a number, and the kind it must share with the others to be comparable. */
interface Ranked {
  value: number | null
  /** Prices only compare within one currency, operation and period. */
  kind?: string
}

interface RowRule {
  key: CompareRowKey
  label: string
  /** 'min' or 'max' is best; null where no value is better than another. */
  best: 'min' | 'max' | null
  cell: (item: ComparedProperty) => { text: string } & Ranked
}

/** The compared price of a favourite: the main price of the operation it was saved from. */
function comparedPrice({ property, operationId }: ComparedProperty) {
  const operation =
    findOperation(property, operationId ?? undefined) ?? findOperation(property) ?? null
  const price = mainPrice(operation)
  const visible = property.web_price && hasAmount(price)
  return { operation, price: visible ? price : null, shown: price }
}

function priceKind(item: ComparedProperty): string | undefined {
  const { operation, price } = comparedPrice(item)
  return price && operation
    ? `${operation.operation_id}:${price.currency}:${price.period}`
    : undefined
}

/** Square metres for the price per m²: total surface, else roofed. */
function squareMetres(property: Property): number | null {
  return (
    surfaceInSquareMetres(property.total_surface, property.total_surface_measurement) ??
    surfaceInSquareMetres(property.roofed_surface, property.roofed_surface_measurement)
  )
}

const known = (amount: number | null): number | null =>
  typeof amount === 'number' && Number.isFinite(amount) && amount >= 0 ? amount : null

const RULES: RowRule[] = [
  {
    key: 'price',
    label: 'Precio',
    best: 'min',
    cell: (item) => {
      const { price, shown } = comparedPrice(item)
      const period = price ? periodLabel(price.period) : ''
      const text = formatFullPrice(shown, { visible: item.property.web_price })
      return {
        text: period ? `${text} ${period}` : text,
        value: price?.price ?? null,
        kind: priceKind(item),
      }
    },
  },
  {
    key: 'price_per_m2',
    label: 'Precio por m²',
    best: 'min',
    cell: (item) => {
      const { price } = comparedPrice(item)
      const metres = squareMetres(item.property)
      if (!price || metres === null) return { text: NOT_INFORMED, value: null }
      const value = price.price / metres
      return {
        text: `${price.currency} ${wholeNumber(value)} por m²`,
        value,
        kind: priceKind(item),
      }
    },
  },
  {
    key: 'total_surface',
    label: 'Superficie total',
    best: 'max',
    cell: ({ property: p }) => ({
      text:
        formatSurface(p.total_surface, p.total_surface_measurement, p.type.name) || NOT_INFORMED,
      value: surfaceInSquareMetres(p.total_surface, p.total_surface_measurement),
    }),
  },
  {
    key: 'roofed_surface',
    label: 'Superficie cubierta',
    best: 'max',
    cell: ({ property: p }) => ({
      text:
        formatSurface(p.roofed_surface, p.roofed_surface_measurement, p.type.name) || NOT_INFORMED,
      value: surfaceInSquareMetres(p.roofed_surface, p.roofed_surface_measurement),
    }),
  },
  {
    key: 'rooms',
    label: 'Ambientes',
    best: 'max',
    cell: ({ property: p }) => ({
      text: amountOrFallback(p.room_amount),
      value: known(p.room_amount),
    }),
  },
  {
    key: 'bedrooms',
    label: 'Dormitorios',
    best: 'max',
    cell: ({ property: p }) => ({
      text: amountOrFallback(p.suite_amount),
      value: known(p.suite_amount),
    }),
  },
  {
    key: 'bathrooms',
    label: 'Baños',
    best: 'max',
    cell: ({ property: p }) => ({
      text: amountOrFallback(p.bathroom_amount),
      value: known(p.bathroom_amount),
    }),
  },
  {
    key: 'parking',
    label: 'Cocheras',
    best: 'max',
    cell: ({ property: p }) => ({
      text: parkingLabel(p.parking_lot_amount),
      value: known(p.parking_lot_amount),
    }),
  },
  {
    key: 'age',
    label: 'Antigüedad',
    best: 'min',
    // A building still under construction (-1) cannot be lived in yet: it is not "the newest".
    cell: ({ property: p }) => ({ text: ageLabel(p.age), value: known(p.age) }),
  },
  {
    key: 'expenses',
    label: 'Expensas',
    best: 'min',
    cell: ({ property: p }) => ({
      text: formatExpenses(p.expenses),
      value: known(p.expenses) || null,
    }),
  },
  {
    key: 'location',
    label: 'Ubicación',
    best: null,
    cell: ({ property: p }) => ({
      text:
        [p.fake_address || p.address, p.location.full_name].filter(Boolean).join(', ') ||
        NOT_INFORMED,
      value: null,
    }),
  },
]

const BETTER_TEXT = { min: 'el menor', max: 'el mayor' } as const
const MIXED_PRICES = 'Distintas monedas u operaciones: no se marca el mejor.'

/** Which cells hold the best value: none unless two or more comparable values differ. */
function bestCells(ranked: Ranked[], best: 'min' | 'max'): { flags: boolean[]; mixed: boolean } {
  const values = ranked.filter((cell) => cell.value !== null)
  const kinds = new Set(values.map((cell) => cell.kind))
  const none = { flags: ranked.map(() => false), mixed: false }
  if (values.length < 2) return none
  if (kinds.size > 1) return { ...none, mixed: true }
  const numbers = values.map((cell) => cell.value as number)
  const target = best === 'min' ? Math.min(...numbers) : Math.max(...numbers)
  if (numbers.every((value) => value === target)) return none
  return { flags: ranked.map((cell) => cell.value === target), mixed: false }
}

/** The table's columns: each favourite's title, page (for its saved operation) and operation. */
export function compareColumns(items: ComparedProperty[]): CompareColumn[] {
  return items.map(({ property, operationId }) => {
    const operation = findOperation(property, operationId ?? undefined) ?? findOperation(property)
    return {
      id: property.id,
      title: property.title,
      path: propertyPath(property, operation?.operation_id),
      operation: operation ? operationById(operation.operation_id).name : '',
    }
  })
}

/** The table's rows, in reading order, with the best cells and the equal rows marked. */
export function compareRows(items: ComparedProperty[]): CompareRow[] {
  return RULES.map((rule) => {
    const computed = items.map(rule.cell)
    const same = items.length > 1 && computed.every((cell) => cell.text === computed[0]?.text)
    const { flags, mixed } =
      rule.best && !same ? bestCells(computed, rule.best) : { flags: [], mixed: false }
    return {
      key: rule.key,
      label: rule.label,
      better: rule.best ? BETTER_TEXT[rule.best] : null,
      cells: computed.map((cell, index) => ({ text: cell.text, best: flags[index] ?? false })),
      same,
      note: mixed ? MIXED_PRICES : null,
    }
  })
}

/** The compared ids after the visitor ticks or unticks one (at most MAX_COMPARED, in order). */
export function toggleCompared(selected: readonly number[], id: number): number[] {
  if (selected.includes(id)) return selected.filter((other) => other !== id)
  return selected.length >= MAX_COMPARED ? [...selected] : [...selected, id]
}
