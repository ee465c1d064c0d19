/** A fetched list of records: the normalised items, where they sit, and the records skipped. */
import type { Page } from '../domain/types'
import type { QueryParams, ServiceClient } from './http'
import { normaliseList, readTastypieMeta, type RejectedRecord } from './normalise'

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
  normalise: (raw: unknown) => T,
  options: RequestOptions = {},
): Promise<Listing<T>> {
  const raw = await client.get<unknown>(path, params, { signal: options.signal })
  const envelope: unknown = Array.isArray(raw) ? { objects: raw } : raw
  const { total, offset, limit } = readTastypieMeta(envelope)
  const objects =
    typeof envelope === 'object' && envelope !== null
      ? (envelope as { objects?: unknown }).objects
      : undefined
  const { items, rejected } = normaliseList(objects, normalise)
  return { items, total, offset, limit, rejected }
}
