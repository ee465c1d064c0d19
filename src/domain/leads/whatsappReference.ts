/**
 * WhatsApp references (issue 45): WhatsApp tells the agency nothing of the page a message was
 * written from, so each press on a WhatsApp button adds a short reference to the prepared text
 * ("Ref. 7K2Q") and the browser tells the site which listing, page and attribution it stands for.
 * Staff read the reference in the message and look it up for 90 days.
 */
import { argentinaTime } from '../site/dates'
import { readAttribution, type Attribution } from './attribution'
import { originLine, readablePath } from './originText'

/** Crockford's base32 without the letters a person misreads or mistypes (0/O, 1/I/L, U). */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ'
export const REFERENCE_LENGTH = 4
/** How long a press is kept for staff to look up. */
export const REFERENCE_DAYS = 90

const REFERENCE = new RegExp(`^[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`)

/**
 * A new reference from `random` bytes (the browser's crypto.getRandomValues): each byte picks a
 * character; 256 is not a multiple of 30, and the slight bias costs nothing to a lookup key.
 */
export function makeReference(random: (bytes: Uint8Array) => Uint8Array): string {
  const bytes = random(new Uint8Array(REFERENCE_LENGTH))
  return Array.from(bytes, (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('')
}

/** The reference as a visitor or staff member wrote it (case and spaces aside), or null. */
export function readReference(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const reference = value.trim().toUpperCase()
  return REFERENCE.test(reference) ? reference : null
}

/** The prepared text with the reference on a last line of its own. */
export function withReference(text: string, reference: string): string {
  return `${text}\n\nRef. ${reference}`
}

/** What the agency's own WhatsApp link (the footer, /contacto/) prepares. */
export const AGENCY_WHATSAPP_TEXT = 'Hola, les escribo desde el sitio web.'

export type ListingKind = 'property' | 'development'

export interface WhatsAppListing {
  kind: ListingKind
  id: number
}

/** What the browser sends on each press (a beacon to POST /api/whatsapp). */
export interface WhatsAppPress {
  reference: string
  listing: WhatsAppListing | null
  /** The path of the page the button was on. */
  page: string
  attribution: Attribution | null
}

/** A press as the server keeps it: when it reached the site, as an ISO timestamp. */
export interface WhatsAppRecord extends WhatsAppPress {
  at: string
}

export const PAGE_MAX = 300

function readListing(value: unknown): WhatsAppListing | null | undefined {
  if (value === null) return null
  if (typeof value !== 'object' || Array.isArray(value)) return undefined
  const { kind, id } = value as Record<string, unknown>
  if (kind !== 'property' && kind !== 'development') return undefined
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return undefined
  return { kind, id }
}

/** A path of the site: '/' first, no second slash that would make it another host, one line. */
function readPage(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > PAGE_MAX) return null
  if (!value.startsWith('/') || value.startsWith('//')) return null
  return /[\p{Cc}\p{Zl}\p{Zp}\\]/u.test(value) ? null : value
}

/**
 * A press as untrusted input gives it (a beacon's body), or null when any part is malformed: a
 * bad reference, listing or page refuses the whole; an attribution that cannot be read is
 * kept as none (readAttribution bounds each of its values).
 */
export function readWhatsAppPress(value: unknown): WhatsAppPress | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const body = value as Record<string, unknown>
  const reference = typeof body.reference === 'string' ? readReference(body.reference) : null
  // The browser writes the reference as made: another spelling is not one of its presses.
  if (reference === null || reference !== body.reference) return null
  const listing = readListing(body.listing ?? null)
  const page = readPage(body.page)
  if (listing === undefined || page === null) return null
  return { reference, listing, page, attribution: readAttribution(body.attribution) }
}

/** A press read back from the store, or null when the line is not one (a torn write). */
export function readWhatsAppRecord(value: unknown): WhatsAppRecord | null {
  const press = readWhatsAppPress(value)
  const at = (value as { at?: unknown } | null)?.at
  if (!press || typeof at !== 'string' || Number.isNaN(Date.parse(at))) return null
  return { ...press, at }
}

const LISTING_NAMES: Record<ListingKind, string> = {
  property: 'Propiedad',
  development: 'Emprendimiento',
}

/**
 * What staff read of a press: "03/12/2026 14:05 · Propiedad 123 · Página: /propiedad/… ·
 * Origen: google / cpc / invierno · Llegó por: … · Primer contacto: …", in Argentina's time.
 */
export function describeWhatsAppRecord(record: WhatsAppRecord): string {
  const at = argentinaTime(record.at)
  const when = at ? `${at.day}/${at.month}/${at.year} ${at.hour}:${at.minute}` : record.at
  const listing = record.listing
    ? `${LISTING_NAMES[record.listing.kind]} ${record.listing.id}`
    : 'Sin aviso (contacto general)'
  const origin = record.attribution ? originLine(record.attribution) : 'Origen: sin datos'
  return [when, listing, `Página: ${readablePath(record.page)}`, origin].join(' · ')
}
