/**
 * What the site tells a visitor about the personal data a form asks for (Ley 25.326 art. 6):
 * what each form's data is for and who receives it, as the notice beside each button and the
 * privacy page say it. The recipients follow what the server delivers each lead to
 * (src/broker/leads.ts): the CRM and the backend, the application the backend only.
 */
import { EMAIL_PURPOSES } from './emailPrivacy'
import type { LeadKind } from './leadRequests'

export type Recipient = 'crm' | 'backend'

export interface LeadUse {
  /** The form as the privacy page lists it. */
  form: string
  /** What the data is for, after "para" ("responder tu mensaje"). */
  purpose: string
  /** What the agency cannot do without the required fields, after "no podemos". */
  withoutRequired: string
  recipients: readonly Recipient[]
}

const BOTH: readonly Recipient[] = ['crm', 'backend']

/** Each form's purpose and recipients, in the order the privacy page lists them. */
export const LEAD_USES: Record<LeadKind, LeadUse> = {
  contact: {
    form: 'Contacto',
    purpose: 'responder tu mensaje',
    withoutRequired: 'responderte',
    recipients: BOTH,
  },
  property: {
    form: 'Consulta por una propiedad',
    purpose: 'responder tu consulta sobre la propiedad',
    withoutRequired: 'responderte',
    recipients: BOTH,
  },
  development: {
    form: 'Consulta por un emprendimiento',
    purpose: 'responder tu consulta sobre el emprendimiento',
    withoutRequired: 'responderte',
    recipients: BOTH,
  },
  selection: {
    form: 'Envío de tu selección de favoritos',
    purpose: 'que un asesor te responda sobre las propiedades que elegiste',
    withoutRequired: 'responderte',
    recipients: BOTH,
  },
  visit: {
    form: 'Pedido de visita',
    purpose: 'coordinar con vos la visita que pediste',
    withoutRequired: 'coordinar la visita',
    recipients: BOTH,
  },
  appraisal: {
    form: 'Pedido de tasación',
    purpose: 'coordinar con vos la tasación de tu propiedad',
    withoutRequired: 'responderte',
    recipients: BOTH,
  },
  application: {
    form: 'Postulación (Sumate)',
    purpose: 'evaluar tu postulación a sus búsquedas laborales',
    withoutRequired: 'evaluar tu postulación',
    recipients: ['backend'],
  },
  newsletter: {
    form: 'Newsletter',
    purpose: EMAIL_PURPOSES.newsletter,
    withoutRequired: 'enviártelo',
    recipients: BOTH,
  },
  alert: {
    form: 'Aviso de nuevas propiedades',
    purpose: EMAIL_PURPOSES.alert,
    withoutRequired: 'avisarte',
    recipients: BOTH,
  },
}

/** The recipients as the agency's own systems, "su" being the agency. */
export const RECIPIENT_NAMES: Record<Recipient, string> = {
  crm: 'su CRM (Tokko Broker)',
  backend: 'el sistema de gestión de su sitio web',
}

/** "los reciben su CRM (Tokko Broker) y el sistema…", or "los recibe …" for one. */
export function recipientsClause(kind: LeadKind): string {
  const names = LEAD_USES[kind].recipients.map((recipient) => RECIPIENT_NAMES[recipient])
  const verb = names.length > 1 ? 'los reciben' : 'los recibe'
  return `${verb} ${names.join(' y ')}`
}
