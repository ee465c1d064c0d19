/** Operation codes and names (spec §4, tokko-api.md §4.1), shared by normalisers, URLs and menus. */
import type { OperationId, OperationName } from '../types'

export interface OperationInfo {
  id: OperationId
  name: OperationName
  /** Route of its listing page (spec §2: Venta, Alquiler, Temporario). */
  path: '/venta' | '/alquiler' | '/temporario'
  /** Menu label. */
  label: 'Venta' | 'Alquiler' | 'Temporario'
  /** Key of this operation in OperationCounts. */
  countKey: 'venta' | 'alquiler' | 'temporario'
}

export const OPERATIONS: readonly OperationInfo[] = [
  { id: 1, name: 'Venta', path: '/venta', label: 'Venta', countKey: 'venta' },
  { id: 2, name: 'Alquiler', path: '/alquiler', label: 'Alquiler', countKey: 'alquiler' },
  {
    id: 3,
    name: 'Alquiler temporario',
    path: '/temporario',
    label: 'Temporario',
    countKey: 'temporario',
  },
]

export const OPERATION_IDS: readonly OperationId[] = [1, 2, 3]

export function isOperationId(value: unknown): value is OperationId {
  return value === 1 || value === 2 || value === 3
}

/** The operation with this code. */
export function operationById(id: OperationId): OperationInfo {
  // The table covers every OperationId, so the lookup cannot miss.
  return OPERATIONS.find((operation) => operation.id === id) as OperationInfo
}

// Tokko answers in English unless asked for es_ar (tokko-api.md §0); both spellings are accepted.
const NAME_TO_ID: Record<string, OperationId> = {
  venta: 1,
  sale: 1,
  alquiler: 2,
  rent: 2,
  'alquiler temporario': 3,
  temporario: 3,
  'temporary rent': 3,
}

/** The code for an operation given as a code, a numeric string or a name in Spanish or English. */
export function parseOperationId(value: unknown): OperationId | null {
  if (typeof value === 'number') return isOperationId(value) ? value : null
  if (typeof value !== 'string') return null
  const trimmed = value.trim().toLowerCase()
  if (/^\d+$/.test(trimmed)) {
    const id = Number(trimmed)
    return isOperationId(id) ? id : null
  }
  return NAME_TO_ID[trimmed] ?? null
}

/** The heading of an operation's listing (and of its further pages of results). */
export const LISTING_HEADINGS: Readonly<Record<OperationId, string>> = {
  1: 'Propiedades en venta',
  2: 'Propiedades en alquiler',
  3: 'Alquileres temporarios',
}
