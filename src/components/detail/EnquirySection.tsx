import type { ReactNode } from 'react'
import type { ContactPerson } from '../../domain/detail/contact'
import type { WhatsAppListing } from '../../domain/leads/whatsappReference'
import { Icon } from '../Icon'
import { ProducerCard } from './ProducerCard'
import { WhatsAppLink } from './WhatsAppLink'
import * as styles from './EnquirySection.module.css'

interface EnquirySectionProps {
  /** Id of the heading: the target of the page's "Consultar" links. */
  id: string
  /** "Consultá por esta propiedad". */
  title: string
  contact: ContactPerson
  /** The agency's WhatsApp number, the prepared message and the listing it names. */
  whatsapp: { phone: string; text: string; listing: WhatsAppListing }
  /** "Coordinar una visita", between WhatsApp and the enquiry form. */
  visit?: ReactNode
  /** The enquiry form, under the ways to reach the agency directly. */
  form: ReactNode
}

/** How to ask about a listing: its producer (or the agency), a WhatsApp button and the form. */
export function EnquirySection({ id, title, contact, whatsapp, visit, form }: EnquirySectionProps) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <ProducerCard person={contact.person} isAgency={contact.isAgency} />
      {whatsapp.phone && (
        <WhatsAppLink
          phone={whatsapp.phone}
          text={whatsapp.text}
          enquiry={{ listing: whatsapp.listing }}
          className={styles.whatsapp}
        >
          <Icon name="whatsapp" /> Consultar por WhatsApp
        </WhatsAppLink>
      )}
      {visit}
      <div id="consulta" className={styles.form}>
        <h3 className={styles.formTitle}>O dejanos tu consulta</h3>
        {form}
      </div>
    </section>
  )
}
