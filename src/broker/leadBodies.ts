/**
 * Request bodies of the lead deliveries (spec §7.6–7.8): the broker's webcontact and the
 * backend's email/contact kinds, built from what the visitor typed.
 */
import {
  fullName,
  type AppraisalFormData,
  type ApplicationFormData,
  type ContactFormData,
} from '../domain/leads/forms'
import type { OperationName } from '../domain/types'
import type { BackendEmailBody, WebContactBody } from './wireTypes'

/** Every lead from the site carries this tag, so the agency can tell where it came from. */
export const SITE_TAG = 'Sitio Web'
export const NEWSLETTER_TAG = 'Newsletter'

/**
 * The property of an enquiry as the server's catalogue has it, with its page's public address:
 * the browser sends only its id, so what the agent reads about it is the catalogue's.
 */
export interface EnquiredProperty {
  id: number
  /** The public address (fake_address when the owner asked for it). */
  address: string
  operations: OperationName[]
  type: string
  url: string
}

/** The development of an enquiry (and the unit asked about) as the catalogue has it. */
export interface EnquiredDevelopment {
  id: number
  address: string
  unitId: number | null
  url: string
}

/** What a lead is about: a property or a development (webcontact links it in the CRM). */
export type LeadSubject = { properties: number } | { developments: number } | null

const unique = (tags: string[]): string[] => [
  ...new Set(tags.map((tag) => tag.trim()).filter(Boolean)),
]

/** The multi-line message of §7.7: Teléfono, Celular, Email, Mensaje. */
export function webContactText(
  form: Pick<ContactFormData, 'phone' | 'cellphone' | 'email' | 'text'>,
): string {
  return [
    `Teléfono: ${form.phone.trim()}`,
    `Celular: ${form.cellphone.trim()}`,
    `Email: ${form.email.trim()}`,
    `Mensaje: ${form.text.trim()}`,
  ].join('\n')
}

/**
 * Body of a contact to the broker (§7.7): name = nombre + apellido, tags = the form's tags +
 * 'Sitio Web' + an optional extra, and the property or development the lead is about.
 */
export function contactWebContactBody(
  form: ContactFormData,
  subject: LeadSubject = null,
  extraTag?: string,
): WebContactBody {
  const body: WebContactBody = {
    name: fullName(form),
    email: form.email.trim(),
    cellphone: form.cellphone.trim(),
    tags: unique([...form.tags, SITE_TAG, ...(extraTag ? [extraTag] : [])]),
    text: webContactText(form),
  }
  if (subject && 'properties' in subject) body.properties = [subject.properties]
  if (subject && 'developments' in subject) body.developments = [subject.developments]
  return body
}

/**
 * Body of a newsletter subscription to the broker (§7.6): the email and tags ['Newsletter',
 * 'Sitio Web']. Tokko refuses a contact without a name (api-contract.md), and the form asks only
 * for the email, so the address doubles as the contact's name in the CRM.
 */
export function newsletterWebContactBody(email: string): WebContactBody {
  const address = email.trim()
  return { name: address, email: address, tags: [NEWSLETTER_TAG, SITE_TAG] }
}

type ContactFields = { name: string; phone: string; email: string; message: string }

function contactFields(form: ContactFormData): ContactFields {
  return {
    name: fullName(form),
    phone: form.phone.trim() || form.cellphone.trim(),
    email: form.email.trim(),
    message: form.text.trim(),
  }
}

/** Backend `contact` (§7.8). */
export function contactEmailBody(form: ContactFormData): BackendEmailBody {
  return { status: 'contact', ...contactFields(form) }
}

/** Backend `property_query` (§7.8): the enquiry with the property's address, page and kinds. */
export function propertyQueryEmailBody(
  form: ContactFormData,
  property: EnquiredProperty,
): BackendEmailBody {
  return {
    status: 'property_query',
    ...contactFields(form),
    address: property.address.trim(),
    property_id: property.id,
    url: property.url,
    operation_type: [...property.operations],
    // Empty when the catalogue could not be read: the agent finds it by its id.
    property_type: property.type.trim() ? [property.type.trim()] : [],
  }
}

/** Backend `development_query` (§7.8), for the development or one of its units. */
export function developmentQueryEmailBody(
  form: ContactFormData,
  development: EnquiredDevelopment,
): BackendEmailBody {
  return {
    status: 'development_query',
    ...contactFields(form),
    address: development.address.trim(),
    url: development.url,
    development: development.id,
    property_id: development.unitId,
  }
}

/** Backend `appraisal` (§7.8). */
export function appraisalEmailBody(form: AppraisalFormData): BackendEmailBody {
  return {
    status: 'appraisal',
    name: form.name.trim(),
    email: form.email.trim(),
    location: form.location.trim(),
    operation_type: form.operation_type,
    property_type: form.property_type,
    rooms_amount: form.rooms_amount.trim(),
    roofed_surface: form.roofed_surface.trim(),
    total_surface: form.total_surface.trim(),
    age: form.age,
    garage: form.garage.trim(),
    extra_amenities: form.extra_amenities,
    tags: unique(form.tags),
  }
}

/** Backend `subscription` (§7.8). */
export function subscriptionEmailBody(email: string): BackendEmailBody {
  return { status: 'subscription', email: email.trim() }
}

/** Backend `application` (§7.8). */
export function applicationEmailBody(form: ApplicationFormData): BackendEmailBody {
  return {
    status: 'application',
    email: form.email.trim(),
    gender: form.gender.trim(),
    date: form.date.trim(),
    location: form.location.trim(),
    phone: form.phone.trim(),
    cv: form.cv,
  }
}
