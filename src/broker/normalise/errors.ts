/** The one failure a normaliser reports: a record without a usable id; other gaps get fallbacks. */
import { fields, isRecord, toPositiveId, type Unchecked } from './coerce'

export type RecordKind = 'property' | 'unit' | 'development' | 'news'

const LABELS: Record<RecordKind, string> = {
  property: 'Propiedad',
  unit: 'Unidad',
  development: 'Emprendimiento',
  news: 'Novedad',
}

function describe(value: unknown): string {
  if (value === undefined) return 'ausente'
  if (typeof value === 'string') {
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
  }
  if (Array.isArray(value)) return 'una lista'
  if (typeof value === 'object' && value !== null) return 'un objeto'
  if (typeof value === 'function') return 'una función'
  return String(value)
}

export class InvalidRecordError extends Error {
  override name = 'InvalidRecordError'
  readonly kind: RecordKind
  /** The id as received; undefined when the record was not an object at all. */
  readonly recordId: unknown

  constructor(kind: RecordKind, recordId: unknown, message?: string) {
    super(message ?? `${LABELS[kind]} sin id válido (id: ${describe(recordId)})`)
    this.kind = kind
    this.recordId = recordId
  }
}

/** True when the value is an InvalidRecordError. */
export function isInvalidRecordError(value: unknown): value is InvalidRecordError {
  return value instanceof InvalidRecordError
}

/** The record's fields; throws an InvalidRecordError when the value is not an object. */
export function requireRecord<T>(value: unknown, kind: RecordKind): Unchecked<T> {
  if (!isRecord(value)) {
    throw new InvalidRecordError(
      kind,
      undefined,
      `${LABELS[kind]} con formato inválido: se esperaba un objeto y llegó ${describe(value)}`,
    )
  }
  return fields<T>(value)
}

/** The record's id as a positive integer; throws an InvalidRecordError naming the bad value. */
export function requireId(value: unknown, kind: RecordKind): number {
  const id = toPositiveId(value)
  if (id === null) throw new InvalidRecordError(kind, value)
  return id
}
