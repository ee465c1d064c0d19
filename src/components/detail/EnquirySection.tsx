import type { ContactPerson } from '../../domain/contact'
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
  /** The agency's WhatsApp number and the prepared message naming the listing. */
  whatsapp: { phone: string; text: string }
}

/**
 * How to ask about a listing: its producer (or the agency), a WhatsApp button and the slot
 * `#consulta`, where the enquiry form will go.
 */
export function EnquirySection({ id, title, contact, whatsapp }: EnquirySectionProps) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <ProducerCard person={contact.person} isAgency={contact.isAgency} />
      {whatsapp.phone && (
        <WhatsAppLink phone={whatsapp.phone} text={whatsapp.text} className={styles.whatsapp}>
          <Icon name="whatsapp" /> Consultar por WhatsApp
        </WhatsAppLink>
      )}
      {/* Slot of the enquiry form (a later issue); until then it points to the links above. */}
      <div id="consulta" className={styles.slot}>
        <p>
          Escribinos por WhatsApp, llamanos o mandanos un correo con los datos de arriba: te
          respondemos a la brevedad.
        </p>
      </div>
    </section>
  )
}
