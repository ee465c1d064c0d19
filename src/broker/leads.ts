/**
 * What each form of the site delivers (issue: every enquiry reaches the agency): the request
 * bodies for the broker's webcontact and the backend's inbox, built on the server only from
 * values that pass the same rules the form checked (src/domain/leads/validation.ts and
 * its appraisal's and application's modules), so a bypassed
 * form sends nothing.
 */
import {
  fullName,
  type AppraisalFormData,
  type ApplicationFormData,
  type ContactFormData,
} from '../domain/leads/forms'
import { validateAppraisal } from '../domain/leads/appraisalValidation'
import { validateApplication, type CvFile } from '../domain/leads/applicationValidation'
import { alertText, selectionText, type SelectionEntry } from '../domain/leads/leadTexts'
import type { Attribution } from '../domain/leads/attribution'
import type { ReadAlertSearch, ReadLeadRequest, VisitFields } from '../domain/leads/leadRequests'
import { validateVisit, type VisitRules } from '../domain/leads/visitValidation'
import { VISIT_MODE_TAGS, visitRequestText, type VisitMode } from '../domain/leads/visits'
import { originLine, originTag } from '../domain/leads/originText'
import {
  isValid,
  validateContact,
  validateNewsletter,
  type FieldErrors,
} from '../domain/leads/validation'
import {
  appraisalEmailBody,
  applicationEmailBody,
  contactEmailBody,
  contactWebContactBody,
  developmentQueryEmailBody,
  newsletterWebContactBody,
  propertyQueryEmailBody,
  subscriptionEmailBody,
  SITE_TAG,
  type EnquiredDevelopment,
  type EnquiredProperty,
} from './leadBodies'
import type { BackendEmailBody, WebContactBody } from './wireTypes'

export type Delivery =
  { service: 'broker'; body: WebContactBody } | { service: 'backend'; body: BackendEmailBody }

/** The deliveries of a lead, or the problems that keep it from being sent. */
export type LeadPlan =
  { ok: true; deliveries: Delivery[] } | { ok: false; errors: FieldErrors<string> }

const plan = (errors: FieldErrors<string>, deliveries: () => Delivery[]): LeadPlan =>
  isValid(errors) ? { ok: true, deliveries: deliveries() } : { ok: false, errors }

/** The contact page: webcontact tagged 'Contacto' and the backend's `contact`. */
export function contactLead(form: ContactFormData): LeadPlan {
  return plan(validateContact(form), () => [
    {
      service: 'broker',
      body: contactWebContactBody({ ...form, tags: [...form.tags, 'Contacto'] }),
    },
    { service: 'backend', body: contactEmailBody(form) },
  ])
}

/** An enquiry about a property: webcontact linked to it and the backend's `property_query`. */
export function propertyLead(form: ContactFormData, property: EnquiredProperty): LeadPlan {
  return plan(validateContact(form), () => [
    {
      service: 'broker',
      body: contactWebContactBody(
        { ...form, tags: [...form.tags, 'Propiedad'] },
        { properties: property.id },
      ),
    },
    { service: 'backend', body: propertyQueryEmailBody(form, property) },
  ])
}

/** An enquiry about a development (or one of its units): webcontact and `development_query`. */
export function developmentLead(form: ContactFormData, development: EnquiredDevelopment): LeadPlan {
  return plan(validateContact(form), () => [
    {
      service: 'broker',
      body: contactWebContactBody(
        { ...form, tags: [...form.tags, 'Emprendimiento'] },
        { developments: development.id },
      ),
    },
    { service: 'backend', body: developmentQueryEmailBody(form, development) },
  ])
}

/** The newsletter: webcontact tagged Newsletter and the backend's `subscription`. */
export function newsletterLead(email: string): LeadPlan {
  return plan(validateNewsletter(email), () => [
    { service: 'broker', body: newsletterWebContactBody(email) },
    { service: 'backend', body: subscriptionEmailBody(email) },
  ])
}

/** The appraisal text the agent reads in the CRM: every field the visitor filled, one per line. */
function appraisalText(form: AppraisalFormData): string {
  const lines: [string, string][] = [
    ['Ubicación', form.location],
    ['Operación', form.operation_type.join(', ')],
    ['Tipo', form.property_type.join(', ')],
    ['Ambientes', form.rooms_amount],
    ['Superficie cubierta', form.roofed_surface],
    ['Superficie total', form.total_surface],
    ['Antigüedad', form.age.join(', ')],
    ['Cochera', form.garage],
    ['Amenities', form.extra_amenities.join(', ')],
  ]
  return lines
    .filter(([, value]) => value.trim() !== '')
    .map(([label, value]) => `${label}: ${value.trim()}`)
    .join('\n')
}

/** An appraisal request: the backend's `appraisal` and webcontact tagged 'Tasación'. */
export function appraisalLead(form: AppraisalFormData): LeadPlan {
  const tags = [...new Set([...form.tags, 'Tasación'])]
  return plan(validateAppraisal(form), () => [
    { service: 'backend', body: appraisalEmailBody({ ...form, tags }) },
    {
      service: 'broker',
      body: {
        name: form.name.trim(),
        email: form.email.trim(),
        tags: [...tags, SITE_TAG],
        text: appraisalText(form),
      },
    },
  ])
}

export interface ApplicationRules {
  /** The visitor's date (an adult today may apply today). */
  today: string
  positions: readonly string[]
}

/**
 * A CV as the server read it: its real type and size, for the rules, and the data URL rebuilt
 * from its bytes (src/server/cvContent.ts), the only one the backend receives.
 */
export interface CheckedCv extends CvFile {
  dataUrl: string
}

/**
 * A job application: the backend's `application` only (CVs do not go to the CRM), with the CV
 * the server checked in place of the one the browser sent.
 */
export function applicationLead(
  form: Omit<ApplicationFormData, 'cv'> & { position: string; cvFile: CheckedCv | null },
  rules: ApplicationRules,
): LeadPlan {
  const { cvFile, ...fields } = form
  const errors = validateApplication({ ...fields, cv: cvFile }, rules)
  // A missing CV is already among the errors; testing it again tells the compiler.
  if (!cvFile || !isValid(errors)) return { ok: false, errors }
  return {
    ok: true,
    deliveries: [
      { service: 'backend', body: applicationEmailBody({ ...fields, cv: cvFile.dataUrl }) },
    ],
  }
}

/** The tag of a selection sent to an agent, and of a search alert, in the CRM. */
export const SELECTION_TAG = 'Selección de favoritos'
export const ALERT_TAG = 'Alerta de búsqueda'

/**
 * A visitor's selection sent to an agent: webcontact tagged 'Selección de favoritos', linked to
 * every property still published, and the backend's `contact`; both carry the list in the text.
 */
export function selectionLead(
  form: ContactFormData,
  entries: readonly SelectionEntry[],
  siteUrl: string,
): LeadPlan {
  return plan(validateContact(form), () => {
    const text = selectionText(entries, siteUrl, form.text)
    const published = entries.flatMap((entry) => (entry.property ? [entry.id] : []))
    const broker = contactWebContactBody({ ...form, text, tags: [...form.tags, SELECTION_TAG] })
    if (published.length > 0) broker.properties = published
    return [
      { service: 'broker', body: broker },
      { service: 'backend', body: contactEmailBody({ ...form, text }) },
    ]
  })
}

/**
 * A search alert: webcontact tagged 'Alerta de búsqueda' and the backend's `contact`, both with
 * the search in words and its address. As for the newsletter, the email names the contact.
 */
export function alertLead(email: string, search: ReadAlertSearch, siteUrl: string): LeadPlan {
  return plan(validateNewsletter(email), () => {
    const address = email.trim()
    const text = alertText(search, siteUrl)
    return [
      {
        service: 'broker',
        body: { name: address, email: address, tags: [ALERT_TAG, SITE_TAG], text },
      },
      {
        service: 'backend',
        body: { status: 'contact', name: address, phone: '', email: address, message: text },
      },
    ]
  })
}

/**
 * A visit request: webcontact tagged 'Visita' or 'Videollamada' and linked to the property or
 * development, and the backend's `property_query` or `development_query`; both open with the
 * way and the times asked for, then the visitor's message.
 */
export function visitLead(
  form: VisitFields,
  to: { property: EnquiredProperty } | { development: EnquiredDevelopment },
  rules: VisitRules,
): LeadPlan {
  return plan(validateVisit(form, rules), () => {
    const mode = form.mode as VisitMode
    const request = visitRequestText(mode, form.times)
    const message = form.text.trim()
    const { nombre, apellido, email, cellphone } = form
    const contact = contactData({
      nombre,
      apellido,
      email,
      cellphone,
      phone: '',
      text: message ? `${request}\n\nMensaje: ${message}` : request,
    })
    const broker: WebContactBody = {
      name: fullName(contact),
      email: contact.email.trim(),
      cellphone: contact.cellphone.trim(),
      tags: [VISIT_MODE_TAGS[mode], SITE_TAG],
      text: [request, `Celular: ${contact.cellphone.trim()}`, `Email: ${contact.email.trim()}`]
        .concat(message ? [`Mensaje: ${message}`] : [])
        .join('\n'),
    }
    if ('property' in to) {
      broker.properties = [to.property.id]
      return [
        { service: 'broker', body: broker },
        { service: 'backend', body: propertyQueryEmailBody(contact, to.property) },
      ]
    }
    broker.developments = [to.development.id]
    return [
      { service: 'broker', body: broker },
      { service: 'backend', body: developmentQueryEmailBody(contact, to.development) },
    ]
  })
}

/** The form fields of a contact-shaped lead as the contact data of spec §3. */
const contactData = (form: Omit<ContactFormData, 'work_name' | 'tags'>): ContactFormData => ({
  ...form,
  work_name: '',
  tags: [],
})

/** What the server found out about a lead before planning it. */
export interface LeadContext {
  /** An application's rules, and its CV as read from its content. */
  application: { rules: ApplicationRules; cvFile: CheckedCv | null }
  /** A selection's properties as the catalogue has them now, in the visitor's order. */
  selection: readonly SelectionEntry[]
  /** The property an enquiry names, as the catalogue has it (read before planning). */
  property?: EnquiredProperty
  /** The development an enquiry names (and its unit), as the catalogue has it. */
  development?: EnquiredDevelopment
  /** The public site, for the links in the texts. */
  siteUrl: string
  /** The agency's visiting hours and the server's clock, for a visit request's times. */
  visit: VisitRules
}

/** The catalogue's record an enquiry needs: the server reads it before planning. */
function read<T>(subject: T | undefined, kind: string): T {
  if (!subject) throw new Error(`La consulta "${kind}" se planeó sin leer su ficha del catálogo.`)
  return subject
}

/** The deliveries of a lead the browser sent, or its problems. */
export function planLead(request: ReadLeadRequest, context: LeadContext): LeadPlan {
  const { application } = context
  switch (request.kind) {
    case 'contact':
      return contactLead(contactData(request.form))
    case 'property':
      return propertyLead(contactData(request.form), read(context.property, request.kind))
    case 'development':
      return developmentLead(contactData(request.form), read(context.development, request.kind))
    case 'newsletter':
      return newsletterLead(request.form.email)
    case 'appraisal':
      return appraisalLead({ ...request.form, tags: [] })
    case 'application':
      return applicationLead({ ...request.form, cvFile: application.cvFile }, application.rules)
    case 'selection':
      return selectionLead(contactData(request.form), context.selection, context.siteUrl)
    case 'alert':
      return alertLead(request.form.email, request.search, context.siteUrl)
    case 'visit':
      return visitLead(
        request.form,
        'property' in request.to
          ? { property: read(context.property, request.kind) }
          : { development: read(context.development, request.kind) },
        context.visit,
      )
  }
}

const withLine = (text: string | undefined, line: string) =>
  text?.trim() ? `${text}\n\n${line}` : line

/**
 * A lead's deliveries with where the visitor came from (issue 45): Tokko gets the origin tag
 * staff group enquiries by and the line in its text; the backend the line in its message, or
 * the tag where its kind has tags and no message. Unknown (storage off): as they were.
 */
export function withOrigin(deliveries: Delivery[], attribution: Attribution | null): Delivery[] {
  if (!attribution) return deliveries
  const tag = originTag(attribution.last)
  const line = originLine(attribution)
  return deliveries.map((delivery): Delivery => {
    if (delivery.service === 'broker') {
      const { body } = delivery
      const tags = body.tags.includes(tag) ? body.tags : [...body.tags, tag]
      return { service: 'broker', body: { ...body, tags, text: withLine(body.text, line) } }
    }
    const { body } = delivery
    if ('message' in body)
      return { service: 'backend', body: { ...body, message: withLine(body.message, line) } }
    if (body.status === 'appraisal' && !body.tags.includes(tag))
      return { service: 'backend', body: { ...body, tags: [...body.tags, tag] } }
    return delivery
  })
}
