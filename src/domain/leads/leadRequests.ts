/**
 * A lead as the browser sends it to the site's server side (`POST /api/leads/{kind}`): only what
 * the visitor typed and what the lead is about. The server reads it (src/server/leadRequest.ts),
 * checks it with the same rules as the form (src/domain/leads/validation.ts), builds the bodies of both
 * services itself (src/broker/leads.ts) and says which took it.
 */
import type { AppraisalFormData, ApplicationFormData, ContactFormData } from './forms'
import type { OperationId, SearchFilters } from '../types'

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
  'visit',
] as const

export type LeadKind = (typeof LEAD_KINDS)[number]

/** Whether a form's name, as an address names it, is one of the site's forms. */
export const isLeadKind = (value: string | undefined): value is LeadKind =>
  (LEAD_KINDS as readonly string[]).includes(value ?? '')

/** The fields of the contact form (spec §3), also behind property and development enquiries. */
export type ContactFields = Pick<
  ContactFormData,
  'nombre' | 'apellido' | 'email' | 'phone' | 'cellphone' | 'text'
>

/**
 * The property an enquiry is about: its id and the operation of the page it was sent from. The
 * server reads the rest (address, type, operations, the page's address) from its catalogue, so
 * nothing the browser writes about the property reaches the agent.
 */
export interface PropertySubject {
  id: number
  operation: OperationId
}

/** The development (and, when asked from its table, the unit) an enquiry is about: ids only. */
export interface DevelopmentSubject {
  id: number
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

/**
 * A visit request's fields: who asks (a phone, to confirm), how the visit is taken, and the
 * times preferred, on the agency's clock ("2026-12-09T10:00", visits.ts), in the visitor's order.
 */
export interface VisitFields {
  nombre: string
  apellido: string
  email: string
  cellphone: string
  text: string
  mode: string
  times: string[]
}

/** What a visit is to: a property (from the page of one of its operations) or a development. */
export type VisitSubject = { property: PropertySubject } | { development: DevelopmentSubject }

export type AppraisalFields = Omit<AppraisalFormData, 'tags'>
export type ApplicationFields = ApplicationFormData & { position: string }

export type LeadRequest =
  | { kind: 'contact'; form: ContactFields }
  | { kind: 'property'; form: ContactFields; property: PropertySubject }
  | { kind: 'development'; form: ContactFields; development: DevelopmentSubject }
  | { kind: 'newsletter'; form: { email: string } }
  | { kind: 'appraisal'; form: AppraisalFields }
  | { kind: 'application'; form: ApplicationFields }
  /** The visitor's favourites, sent to an agent: the server reads each property itself. */
  | { kind: 'selection'; form: ContactFields; ids: number[] }
  | { kind: 'alert'; form: { email: string }; search: AlertSearch }
  | { kind: 'visit'; form: VisitFields; to: VisitSubject }

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
