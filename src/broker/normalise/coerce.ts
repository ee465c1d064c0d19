/** Tolerant readers of untrusted broker values (tokko-api.md §0): a clean value or a fallback. */
import { fold } from '../../domain/site/fold'
import type { GeoPoint, SurfaceMeasurement } from '../../domain/types'

/** The documented fields of wire type T, values unchecked: a misspelt name does not compile. */
export type Unchecked<T> = {
  readonly [K in keyof T as string extends K ? never : number extends K ? never : K]?: unknown
}

/** True for a plain object: not null and not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The fields of a wire object, or none when the value is not an object. */
export function fields<T>(value: unknown): Unchecked<T> {
  return isRecord(value) ? (value as Unchecked<T>) : {}
}

/** The value when it is an array, else an empty one. */
export function toArray(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : []
}

// Plain decimal notation only: Number() would also accept hex ("0x1A"), "Infinity" and blanks.
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i

/** A finite number from a number or a numeric string ("74.00", " 12 "); null otherwise. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (!DECIMAL.test(text)) return null
  const parsed = Number(text)
  return Number.isFinite(parsed) ? parsed : null
}

/** A safe integer from a number or numeric string ("3", "3.00"); null for fractions and garbage. */
export function toInteger(value: unknown): number | null {
  const parsed = toNumber(value)
  return parsed !== null && Number.isSafeInteger(parsed) ? parsed : null
}

/** A positive safe integer (a record id); null otherwise. */
export function toPositiveId(value: unknown): number | null {
  const parsed = toInteger(value)
  return parsed !== null && parsed > 0 ? parsed : null
}

/** A trimmed string from a string or a finite number; '' for anything else. */
export function toText(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return ''
}

/** Text on one line: like toText, with runs of whitespace (newlines included) made one space. */
export function toLine(value: unknown): string {
  return toText(value).replace(/\s+/g, ' ')
}

/** A boolean from true/false, 1/0 or their string forms; `fallback` for anything else. */
export function toBool(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value
  if (value === 1 || value === 0) return value === 1
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase()
    if (text === 'true' || text === '1') return true
    if (text === 'false' || text === '0') return false
  }
  return fallback
}

/** A surface as its shortest decimal text ("74.00" → "74", "12.50" → "12.5"); '' when not > 0. */
export function surfaceText(value: unknown): string {
  const parsed = toNumber(value)
  if (parsed === null) return ''
  // Four places keep hectare fractions and drop float noise such as 0.1 + 0.2.
  const rounded = Number(parsed.toFixed(4))
  return rounded > 0 ? String(rounded) : ''
}

const HECTARES = new Set(['ha', 'has', 'hectarea', 'hectareas'])

/** 'Ha' for any spelling of hectares ("HA", "Hectáreas", "ha."); 'M2' for everything else. */
export function toMeasurement(value: unknown): SurfaceMeasurement {
  return HECTARES.has(fold(toText(value)).replace(/\.$/, '')) ? 'Ha' : 'M2'
}

/** A map point from latitude and longitude (numbers or strings); null when unusable. */
export function toGeo(lat: unknown, lng: unknown): GeoPoint | null {
  const latitude = toNumber(lat)
  const longitude = toNumber(lng)
  if (latitude === null || longitude === null) return null
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null
  // 0,0 is where geocoders leave an address they could not place, not a listing in the ocean.
  if (latitude === 0 && longitude === 0) return null
  return { lat: latitude, lng: longitude }
}

/** The parsed URL, or null when the text is not an absolute address. */
export function parseUrl(text: string): URL | null {
  try {
    return new URL(text)
  } catch {
    return null
  }
}

/** The normalised address when the value is an absolute http(s) URL; '' otherwise. */
export function toHttpUrl(value: unknown): string {
  const text = toText(value)
  // Checked before parsing: the URL parser reads "http:host" and other scheme-only forms as valid.
  if (!/^https?:\/\//i.test(text)) return ''
  const url = parseUrl(text)
  return url && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname
    ? url.href
    : ''
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/
const LOCAL_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1000
}

function pad(value: number): string {
  return String(value).padStart(2, '0')
}

/** An ISO timestamp as sent ("2024-03-18T11:42:05", zone kept or absent); '' when invalid. */
export function toIsoDateTime(value: unknown): string {
  const text = toText(value)
  const match = ISO_DATE_TIME.exec(text)
  if (!match) return ''
  const [, year, month, day, hours = '0', minutes = '0', seconds = '0'] = match
  if (!isCalendarDate(Number(year), Number(month), Number(day))) return ''
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return ''
  // Tokko's timestamps carry no zone; converting them would invent one, so the text is kept.
  return text.replace(' ', 'T')
}

/** A calendar date as YYYY-MM-DD from an ISO date or timestamp or a local DD/MM/YYYY; '' else. */
export function toIsoDate(value: unknown): string {
  const text = toText(value)
  const local = LOCAL_DATE.exec(text)
  if (local) {
    const [, day, month, year] = local.map(Number) as [number, number, number, number]
    return isCalendarDate(year, month, day) ? `${year}-${pad(month)}-${pad(day)}` : ''
  }
  return toIsoDateTime(text).slice(0, 10)
}
