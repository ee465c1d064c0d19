/**
 * Fetched records, normalised: one, or a list with where its items sit and the records skipped.
 * The normalisers load with the first record fetched, in parallel with its request: a page that
 * only reads the search summary never downloads them.
 */
import type { Page } from '../domain/types'
import type { QueryParams, ServiceClient } from './transport'
import { normaliseList, readTastypieMeta, type RejectedRecord } from './normalise/list'

export type RecordNormalisers = typeof import('./normalise/records')
/** Which normaliser reads a call's records. */
export type NormaliserOf<T> = (normalisers: RecordNormalisers) => (raw: unknown) => T

const loadNormalisers = (): Promise<RecordNormalisers> => import('./normalise/records')

/** A GET's answer and the normalisers to read it, fetched together. */
const fetchWithNormalisers = (
  client: ServiceClient,
  path: string,
  params: QueryParams,
  signal?: AbortSignal,
) => Promise.all([client.get<unknown>(path, params, { signal }), loadNormalisers()])

/** Per-call options of the live searches: an AbortSignal lets a newer search cancel an older one. */
export interface RequestOptions {
  signal?: AbortSignal
}

export interface Listing<T> extends Page<T> {
  /** Records the normalisers could not use (no valid id); callers report them. */
  rejected: RejectedRecord[]
}

/**
 * GETs a list and normalises its records one by one. The proxy answers a Tastypie envelope
 * (`{meta, objects}`); the backend a bare array, or an envelope too (spec §7.5): both are read.
 */
export async function fetchList<T>(
  client: ServiceClient,
  path: string,
  params: QueryParams,
  normaliserOf: NormaliserOf<T>,
  options: RequestOptions = {},
): Promise<Listing<T>> {
  const [raw, normalisers] = await fetchWithNormalisers(client, path, params, options.signal)
  const normalise = normaliserOf(normalisers)
  const envelope: unknown = Array.isArray(raw) ? { objects: raw } : raw
  const { total, offset, limit } = readTastypieMeta(envelope)
  const objects =
    typeof envelope === 'object' && envelope !== null
      ? (envelope as { objects?: unknown }).objects
      : undefined
  const { items, rejected } = normaliseList(objects, normalise)
  return { items, total, offset, limit, rejected }
}

/** GETs one record and normalises it (a record without a valid id throws InvalidRecordError). */
export async function fetchRecord<T>(
  client: ServiceClient,
  path: string,
  params: QueryParams,
  normaliserOf: NormaliserOf<T>,
): Promise<T> {
  const [raw, normalisers] = await fetchWithNormalisers(client, path, params)
  return normaliserOf(normalisers)(raw)
}
