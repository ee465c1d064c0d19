/**
 * Strict parsing of query values. A malformed value is a client bug worth surfacing, so it
 * throws a BadRequest that the core turns into 400 `{"error": ...}` (tokko-api.md §0).
 */

export class BadRequest extends Error {
  override name = 'BadRequest'
}

export interface Range {
  min: number | null
  max: number | null
}

const NUMBER = '-?\\d+(?:\\.\\d+)?'
// Either end may be empty; a leading '-' belongs to the number only when a second '-' follows,
// so "-150000" is "up to 150000" while "-1-0" is "from -1 to 0".
const RANGE = new RegExp(`^(${NUMBER})?-(${NUMBER})?$`)
const BARE = new RegExp(`^${NUMBER}$`)

/** Parses `min-max` (either end empty) or a bare number (exactly that value); null if malformed. */
export function parseRange(raw: string): Range | null {
  const text = raw.trim()
  if (BARE.test(text) && !text.startsWith('-')) return { min: Number(text), max: Number(text) }
  const match = RANGE.exec(text)
  if (!match) return null
  const min = match[1] === undefined ? null : Number(match[1])
  const max = match[2] === undefined ? null : Number(match[2])
  if (min !== null && max !== null && min > max) return null
  return { min, max }
}

/** The range in query param `name`, undefined when absent; throws on a malformed one. */
export function rangeParam(query: URLSearchParams, name: string): Range | undefined {
  const raw = query.get(name)
  if (raw === null || raw.trim() === '') return undefined
  const range = parseRange(raw)
  if (!range) throw new BadRequest(`Invalid ${name} '${raw}' provided`)
  return range
}

/** A non-negative integer param, or the fallback when absent; throws on anything else. */
export function countParam(query: URLSearchParams, name: string, fallback: number): number {
  const raw = query.get(name)
  if (raw === null) return fallback
  if (!/^\d+$/.test(raw.trim())) throw new BadRequest(`Invalid ${name} '${raw}' provided`)
  return Number(raw.trim())
}

/** A positive integer id param, undefined when absent; throws when malformed. */
export function idParam(query: URLSearchParams, name: string): number | undefined {
  const raw = query.get(name)
  if (raw === null || raw.trim() === '') return undefined
  if (!/^\d+$/.test(raw.trim())) throw new BadRequest(`Invalid ${name} '${raw}' provided`)
  return Number(raw.trim())
}

/** A comma-separated id list, undefined when absent or empty; throws on a non-integer item. */
export function idListParam(query: URLSearchParams, name: string): number[] | undefined {
  const raw = query.get(name)
  if (raw === null || raw.trim() === '') return undefined
  const items = raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
  if (items.some((item) => !/^\d+$/.test(item)))
    throw new BadRequest(`Invalid ${name} '${raw}' provided`)
  return items.map(Number)
}

/** One of the allowed values (case-insensitive), the fallback when absent; throws otherwise. */
export function choiceParam<T extends string>(
  query: URLSearchParams,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const raw = query.get(name)
  if (raw === null || raw.trim() === '') return fallback
  const value = raw.trim().toLowerCase() as T
  if (!allowed.includes(value)) {
    throw new BadRequest(`Invalid ${name} '${raw}' provided (expected ${allowed.join(' | ')})`)
  }
  return value
}

/** A boolean flag given as 0|1|true|false; undefined when absent; throws otherwise. */
export function flagParam(query: URLSearchParams, name: string): boolean | undefined {
  const raw = query.get(name)
  if (raw === null || raw.trim() === '') return undefined
  const value = raw.trim().toLowerCase()
  if (value === '1' || value === 'true') return true
  if (value === '0' || value === 'false') return false
  throw new BadRequest(`Invalid ${name} '${raw}' provided (expected 0 | 1 | true | false)`)
}
