/**
 * Who a visitor writes to from a detail page and what the prepared messages say. Used by the
 * enquiry section and the share links of property (and later development) pages.
 */
import type { Producer, SiteSettings } from '../types'

export interface ContactPerson {
  person: Producer
  /** True when the listing has no producer and the agency's own contact stands in. */
  isAgency: boolean
}

type Agency = Pick<SiteSettings, 'name'> & {
  contact: Pick<SiteSettings['contact'], 'phone' | 'mail'>
}

function reachable(producer: Producer | null): producer is Producer {
  return (
    !!producer &&
    [producer.name, producer.email, producer.phone, producer.cellphone].some(
      (value) => value.trim() !== '',
    )
  )
}

/** The listing's producer, or the agency (its name, phone and mail) when there is none. */
export function contactPerson(producer: Producer | null, agency: Agency): ContactPerson {
  if (reachable(producer)) return { person: producer, isAgency: false }
  return {
    person: {
      id: null,
      name: agency.name,
      picture: '',
      email: agency.contact.mail,
      phone: agency.contact.phone,
      cellphone: '',
    },
    isAgency: true,
  }
}

/** The WhatsApp text of an enquiry: the listing's title, its reference code and its address. */
export function enquiryMessage({
  title,
  url,
  reference = '',
}: {
  title: string
  url: string
  reference?: string
}): string {
  const code = reference.trim() ? ` (código ${reference.trim()})` : ''
  return `Hola, quiero consultar por «${title}»${code}: ${url}`
}

/** The WhatsApp text of a share: the page's title and address. */
export function shareMessage(title: string, url: string): string {
  return `${title}: ${url}`
}
