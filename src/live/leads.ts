/**
 * A lead as the browser sends it to the site's server side (`POST /api/leads/{kind}`): only what
 * the visitor typed and what the lead is about. The server reads it with `readLeadRequest`,
 * checks it with the same rules as the form (src/domain/validation.ts), builds the bodies of both
 * services itself (src/broker/leads.ts) and says which took it.
 */
import type { AppraisalFormData, ApplicationFormData, ContactFormData } from '../domain/forms'
import { SHARED_SELECTION_LIMIT } from '../domain/shortlist'
import type { OperationId, OperationName, SearchFilters } from '../domain/types'
import { parsePropertyQuery } from './api'

/** The forms of the site, one endpoint each (`/api/leads/{kind}`). */
export const LEAD_KINDS = [
  'contact',
  'property',
  'development',
  'newsletter',
  'appraisal',
  'application',
  'selection',
  'alert',
] as const

export type LeadKind = (typeof LEAD_KINDS)[number]

/** The fields of the contact form (spec §3), also behind property and development enquiries. */
export type ContactFields = Pick<
  ContactFormData,
  'nombre' | 'apellido' | 'email' | 'phone' | 'cellphone' | 'text'
>

/** The property an enquiry is about, as its page shows it. */
export interface PropertySubject {
  id: number
  /** The public address (fake_address when the owner asked for it). */
  address: string
  operations: OperationName[]
  type: string
}

/** The development (and, when asked from its table, the unit) an enquiry is about. */
export interface DevelopmentSubject {
  id: number
  address: string
  unitId: number | null
}

/**
 * The search an alert is about: the listing's filters as its address carries them (read back
 * with the listing's own parser) and the same search in the visitor's words, as the page named
 * its filters ("Propiedades en venta · Palermo · 2 dormitorios").
 */
export interface AlertSearch {
  operation: OperationId
  /** The listing's query string, without '?'. */
  query: string
  words: string
}

/** An alert's search as the server reads it: the filters themselves, bounded like any search. */
export interface ReadAlertSearch {
  filters: SearchFilters
  words: string
}

export type AppraisalFields = Omit<AppraisalFormData, 'tags'>
export type ApplicationFields = ApplicationFormData & { position: string }

export type LeadRequest =
  | { kind: 'contact'; form: ContactFields }
  | { kind: 'property'; form: ContactFields; property: PropertySubject; url: string }
  | { kind: 'development'; form: ContactFields; development: DevelopmentSubject; url: string }
  | { kind: 'newsletter'; form: { email: string } }
  | { kind: 'appraisal'; form: AppraisalFields }
  | { kind: 'application'; form: ApplicationFields }
  /** The visitor's favourites, sent to an agent: the server reads each property itself. */
  | { kind: 'selection'; form: ContactFields; ids: number[] }
  | { kind: 'alert'; form: { email: string }; search: AlertSearch }

/** A lead as the server holds it once read: an alert's search is filters by then. */
export type ReadLeadRequest =
  | Exclude<LeadRequest, { kind: 'alert' }>
  | { kind: 'alert'; form: { email: string }; search: ReadAlertSearch }

/** The server's answer to a lead that at least one service took. */
export interface LeadOutcome {
  delivered: LeadService[]
  failed: LeadService[]
}

export type LeadService = 'broker' | 'backend'

/** The body field of the honeypot: hidden from people, filled by naive bots. */
export const HONEYPOT_NAME = 'sitio_web'

/** Bots fill and send a form at once; a person takes longer than this, even with autofill. */
export const MIN_FILL_MS = 1_500

// Generous bounds: a person's longest message fits; a flood of text does not reach the CRM.
const MAX_TEXT = 5_000
const MAX_LINE = 300
const MAX_CHOICES = 20
/** A listing's address with every filter chosen stays well under this. */
const MAX_QUERY = 2_000
const MAX_WORDS = 600
/** A 5 MB CV as a data URL (base64 adds a third) plus its header. */
export const MAX_CV_DATA_URL = Math.ceil((5 * 1024 * 1024 * 4) / 3) + 200

const OPERATION_NAMES: readonly OperationName[] = ['Venta', 'Alquiler', 'Alquiler temporario']

type Record_ = Record<string, unknown>

const isRecord = (value: unknown): value is Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A text field: strings only, bounded; anything else is missing. */
function text(value: unknown, max = MAX_LINE): string | null {
  return typeof value === 'string' && value.length <= max ? value : null
}

function choices(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length > MAX_CHOICES) return null
  const all = value.map((item) => text(item))
  return all.every((item): item is string => item !== null) ? all : null
}

/** Reads the named text fields of `form`; null when one is missing or malformed. */
function fields<K extends string>(
  form: unknown,
  names: readonly K[],
  long: readonly K[] = [],
): Record<K, string> | null {
  if (!isRecord(form)) return null
  const read = {} as Record<K, string>
  for (const name of names) {
    const value = text(form[name], long.includes(name) ? MAX_TEXT : MAX_LINE)
    if (value === null) return null
    read[name] = value
  }
  return read
}

const CONTACT_FIELDS = ['nombre', 'apellido', 'email', 'phone', 'cellphone', 'text'] as const

function positiveId(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null
}

/** An absolute http(s) address of at most 500 characters, or null. */
function pageUrl(value: unknown): string | null {
  const raw = text(value, 500)
  if (!raw) return null
  try {
    // Checked as an address, kept as the page wrote it (its accents readable in the inbox).
    const url = new URL(raw)
    return url.protocol === 'http:' || url.protocol === 'https:' ? raw : null
  } catch {
    return null
  }
}

function readPropertySubject(value: unknown): PropertySubject | null {
  if (!isRecord(value)) return null
  const id = positiveId(value.id)
  const address = text(value.address)
  const type = text(value.type)
  const operations = choices(value.operations)
  if (id === null || address === null || type === null || operations === null) return null
  if (!operations.every((name) => (OPERATION_NAMES as readonly string[]).includes(name)))
    return null
  return { id, address, type, operations: operations as OperationName[] }
}

/** The ids of a selection: 1 to SHARED_SELECTION_LIMIT distinct positive ids, or null. */
function readSelectionIds(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > SHARED_SELECTION_LIMIT)
    return null
  const ids = value.map(positiveId)
  if (ids.some((id) => id === null)) return null
  return new Set(ids).size === ids.length ? (ids as number[]) : null
}

/** An alert's search, read with the listing's own parser; null when it names no operation. */
function readAlertSearch(value: unknown): ReadAlertSearch | null {
  if (!isRecord(value)) return null
  const query = text(value.query, MAX_QUERY)
  const words = text(value.words, MAX_WORDS)
  if (query === null || words === null || typeof value.operation !== 'number') return null
  // The operation goes first: a second one hidden in the query is not the one read.
  const read = parsePropertyQuery(`operacion=${value.operation}&${query}`)
  return read?.view === 'listing' ? { filters: read.filters, words } : null
}

function readDevelopmentSubject(value: unknown): DevelopmentSubject | null {
  if (!isRecord(value)) return null
  const id = positiveId(value.id)
  const address = text(value.address)
  const unitId = value.unitId === null ? null : positiveId(value.unitId)
  if (id === null || address === null || (value.unitId !== null && unitId === null)) return null
  return { id, address, unitId }
}

/**
 * The lead in a request body for this kind, or null when its shape is not one the site's forms
 * send (a missing field, a number where text goes, a list too long). Values are not judged here:
 * the form's own rules do that next, with their Spanish messages.
 */
export function readLeadRequest(kind: LeadKind, body: unknown): ReadLeadRequest | null {
  const lead = isRecord(body) ? body.lead : null
  if (!isRecord(lead) || lead.kind !== kind) return null
  switch (kind) {
    case 'contact': {
      const form = fields(lead.form, CONTACT_FIELDS, ['text'])
      return form && { kind, form }
    }
    case 'property': {
      const form = fields(lead.form, CONTACT_FIELDS, ['text'])
      const property = readPropertySubject(lead.property)
      const url = pageUrl(lead.url)
      return form && property && url ? { kind, form, property, url } : null
    }
    case 'development': {
      const form = fields(lead.form, CONTACT_FIELDS, ['text'])
      const development = readDevelopmentSubject(lead.development)
      const url = pageUrl(lead.url)
      return form && development && url ? { kind, form, development, url } : null
    }
    case 'newsletter': {
      const form = fields(lead.form, ['email'])
      return form && { kind, form }
    }
    case 'appraisal': {
      const form = fields(lead.form, [
        'name',
        'email',
        'location',
        'rooms_amount',
        'roofed_surface',
        'total_surface',
        'garage',
      ])
      if (!form || !isRecord(lead.form)) return null
      const lists = {
        operation_type: choices(lead.form.operation_type),
        property_type: choices(lead.form.property_type),
        age: choices(lead.form.age),
        extra_amenities: choices(lead.form.extra_amenities),
      }
      if (Object.values(lists).some((list) => list === null)) return null
      return { kind, form: { ...form, ...(lists as Record<keyof typeof lists, string[]>) } }
    }
    case 'application': {
      const form = fields(lead.form, ['email', 'gender', 'date', 'location', 'phone', 'position'])
      const cv = isRecord(lead.form) ? text(lead.form.cv, MAX_CV_DATA_URL) : null
      return form && cv !== null ? { kind, form: { ...form, cv } } : null
    }
    case 'selection': {
      const form = fields(lead.form, CONTACT_FIELDS, ['text'])
      const ids = readSelectionIds(lead.ids)
      return form && ids ? { kind, form, ids } : null
    }
    case 'alert': {
      const form = fields(lead.form, ['email'])
      const search = readAlertSearch(lead.search)
      return form && search ? { kind, form, search } : null
    }
  }
}

/** Whether a body's honeypot was filled (people never see it). */
export function honeypotFilled(body: unknown): boolean {
  const value = isRecord(body) ? body[HONEYPOT_NAME] : undefined
  return typeof value === 'string' ? value !== '' : value !== undefined && value !== null
}

/** What a property enquiry says about the property: only what its page shows. */
export function propertySubject(property: {
  id: number
  address: string
  fake_address: string
  operations: { operation_type: OperationName }[]
  type: { name: string }
}): PropertySubject {
  return {
    id: property.id,
    address: property.fake_address || property.address,
    operations: property.operations.map((operation) => operation.operation_type),
    type: property.type.name,
  }
}

/** What a development enquiry says about the development (and the unit asked about). */
export function developmentSubject(
  development: { id: number; address: string; fake_address: string },
  unitId: number | null = null,
): DevelopmentSubject {
  return { id: development.id, address: development.fake_address || development.address, unitId }
}
