/** Leads as the site's forms send them, for the tests of the server side. */
import type { LeadRequest } from '../../src/domain/leads/leadRequests'

/** A contact lead as the site's form sends it. */
export const CONTACT_LEAD: Extract<LeadRequest, { kind: 'contact' }> = {
  kind: 'contact',
  form: {
    nombre: 'Ana',
    apellido: 'Gómez',
    email: 'ana@example.com',
    phone: '',
    cellphone: '11 5555-0101',
    text: 'Quisiera visitarla.',
  },
}
