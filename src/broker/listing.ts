/** A fetched list of records: the normalised items, where they sit, and the records skipped. */
import type { Page } from '../domain/types'
import type { QueryParams, ServiceClient } from './http'
import { normaliseList, readTastypieMeta, type RejectedRecord } from './normalise'

export interface Listing<T> extends Page<T> {
  /** Records the normalisers could not use (no valid id); callers report them. */
  rejected: RejectedRecord[]
}

/** GETs a Tastypie envelope (`{meta, objects}`) and normalises its objects one by one. */
export async function fetchTastypieList<T>(
  client: ServiceClient,
  path: string,
  params: QueryParams,
  normalise: (raw: unknown) => T,
): Promise<Listing<T>> {
  const raw = await client.get<unknown>(path, params)
  const meta = readTastypieMeta(raw)
  const objects =
    typeof raw === 'object' && raw !== null ? (raw as { objects?: unknown }).objects : undefined
  const { items, rejected } = normaliseList(objects, normalise)
  return { items, total: meta.total, offset: meta.offset, limit: meta.limit, rejected }
}

/**
 * GETs a bare JSON array (the backend's lists). Spec §7.5 allows the home search to answer with
 * an envelope too (`objects`), so both are read.
 */
export async function fetchArrayList<T>(
  client: ServiceClient,
  path: string,
  params: QueryParams,
  normalise: (raw: unknown) => T,
): Promise<Listing<T>> {
  const raw = await client.get<unknown>(path, params)
  const objects =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw)
      ? (raw as { objects?: unknown }).objects
      : raw
  const { items, rejected } = normaliseList(objects, normalise)
  return { items, total: items.length, offset: 0, limit: items.length, rejected }
}
