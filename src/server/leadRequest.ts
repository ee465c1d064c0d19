/**
 * Reading a lead the browser sent (src/domain/leads/leadRequests.ts has its shapes): only the shapes the site's
 * forms send, with bounded text. Server-only: the browser never needs to read one back, and its
 * pages stay without this code and the search parser it uses.
 */
import { SHARED_SELECTION_LIMIT } from '../domain/favourites/shortlist'
import { isOperationId } from '../domain/site/operations'
import { singleLine } from '../domain/leads/validation'
import { parsePropertyQuery } from '../domain/contracts/liveApi'
import {
  HONEYPOT_NAME,
  type DevelopmentSubject,
  type LeadKind,
  type PropertySubject,
  type ReadAlertSearch,
  type ReadLeadRequest,
  type VisitSubject,
} from '../domain/leads/leadRequests'
import { MAX_VISIT_TIMES } from '../domain/leads/visits'

// Generous bounds: a person's longest message fits; a flood of text does not reach the CRM.
const MAX_TEXT = 5_000
const MAX_LINE = 300
const MAX_CHOICES = 20
/** A listing's address with every filter chosen stays well under this. */
const MAX_QUERY = 2_000
const MAX_WORDS = 600
/** "2026-12-09T10:00" */
const MAX_VISIT_TIME = 16
/**
 * A CV of 5 MB, the most the backend takes, as a data URL (base64 adds a third) plus its header.
 * A smaller limit of the deploy target is cvContent.ts's to check, with the form's message.
 */
export const MAX_CV_DATA_URL = Math.ceil((5 * 1024 * 1024 * 4) / 3) + 200

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

/** A property enquiry's subject: the property's id and the operation of its page. */
function readPropertySubject(value: unknown): PropertySubject | null {
  if (!isRecord(value)) return null
  const id = positiveId(value.id)
  return id !== null && isOperationId(value.operation) ? { id, operation: value.operation } : null
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
  // The page writes the words on one line; a break there would forge a line of the lead's text.
  if (singleLine(words) !== null) return null
  // The operation goes first: a second one hidden in the query is not the one read.
  const read = parsePropertyQuery(`operacion=${value.operation}&${query}`)
  return read?.view === 'listing' ? { filters: read.filters, words } : null
}

/** A development enquiry's subject: the development's id, and the unit's when one was asked about. */
function readDevelopmentSubject(value: unknown): DevelopmentSubject | null {
  if (!isRecord(value)) return null
  const id = positiveId(value.id)
  const unitId = value.unitId === null ? null : positiveId(value.unitId)
  if (id === null || (value.unitId !== null && unitId === null)) return null
  return { id, unitId }
}

const VISIT_FIELDS = ['nombre', 'apellido', 'email', 'cellphone', 'text', 'mode'] as const

/** A visit request's times: up to one more than the form offers (the rules refuse it), as text. */
function readVisitTimes(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length > MAX_VISIT_TIMES + 1) return null
  const times = value.map((item) => text(item, MAX_VISIT_TIME))
  return times.every((item): item is string => item !== null) ? times : null
}

/** What a visit is to: a property or a development, never both. */
function readVisitSubject(value: unknown): VisitSubject | null {
  if (!isRecord(value) || ('property' in value && 'development' in value)) return null
  if ('property' in value) {
    const property = readPropertySubject(value.property)
    return property && { property }
  }
  const development = readDevelopmentSubject(value.development)
  return development && { development }
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
      return form && property ? { kind, form, property } : null
    }
    case 'development': {
      const form = fields(lead.form, CONTACT_FIELDS, ['text'])
      const development = readDevelopmentSubject(lead.development)
      return form && development ? { kind, form, development } : null
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
    case 'visit': {
      const form = fields(lead.form, VISIT_FIELDS, ['text'])
      const times = isRecord(lead.form) ? readVisitTimes(lead.form.times) : null
      const to = readVisitSubject(lead.to)
      return form && times && to ? { kind, form: { ...form, times }, to } : null
    }
  }
}

/** Whether a body's honeypot was filled (people never see it). */
export function honeypotFilled(body: unknown): boolean {
  const value = isRecord(body) ? body[HONEYPOT_NAME] : undefined
  return typeof value === 'string' ? value !== '' : value !== undefined && value !== null
}
