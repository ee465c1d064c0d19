/** Lists of records: one bad record is set aside and reported, never allowed to sink a page. */
import type { TastypieList, TastypieMeta } from '../wireTypes'
import { fields, toArray, toInteger } from './coerce'
import { isInvalidRecordError } from './errors'

/** A record a normaliser refused, with where it was and why (callers log or report it). */
export interface RejectedRecord {
  index: number
  id: unknown
  reason: string
}

export interface NormalisedList<T> {
  items: T[]
  rejected: RejectedRecord[]
}

/** Each record through `normalise`; an InvalidRecordError sets one aside, other errors are bugs. */
export function normaliseList<T>(raws: unknown, normalise: (raw: unknown) => T): NormalisedList<T> {
  const items: T[] = []
  const rejected: RejectedRecord[] = []
  toArray(raws).forEach((raw, index) => {
    try {
      items.push(normalise(raw))
    } catch (error) {
      if (!isInvalidRecordError(error)) throw error
      rejected.push({ index, id: error.recordId, reason: error.message })
    }
  })
  return { items, rejected }
}

export interface ListMeta {
  total: number
  limit: number
  offset: number
}

function nonNegative(value: unknown): number | null {
  const parsed = toInteger(value)
  return parsed !== null && parsed >= 0 ? parsed : null
}

/** The paging of a Tastypie envelope; a missing value is inferred from the page received. */
export function readTastypieMeta(raw: unknown): ListMeta {
  const envelope = fields<TastypieList<unknown>>(raw)
  const meta = fields<TastypieMeta>(envelope.meta)
  const received = toArray(envelope.objects).length
  const offset = nonNegative(meta.offset) ?? 0
  return {
    total: nonNegative(meta.total_count) ?? offset + received,
    limit: nonNegative(meta.limit) ?? received,
    offset,
  }
}
