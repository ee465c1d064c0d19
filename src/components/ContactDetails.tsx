import { mailtoHref } from '../domain/leads/mailto'
import { officeAddress } from '../domain/leads/privacy'
import { telHref, whatsappPhone } from '../domain/detail/share'
import type { Site } from '../hooks/useSite'
import { Icon } from './Icon'
import * as styles from './ContactDetails.module.css'

/** The agency's ways to be reached, each a link that opens the right app. */
export function ContactDetails({ site, compact = false }: { site: Site; compact?: boolean }) {
  const { contact, location } = site.settings
  const whatsapp = whatsappPhone(contact.whatsapp)
  const address = officeAddress(location)
  const mail = contact.mail.trim()
  // A malformed address is shown as written, without a link a mail app would misread.
  const mailHref = mailtoHref(mail)
  return (
    <ul className={`${styles.list} ${compact ? styles.compact : ''}`}>
      {contact.phone && (
        <li>
          <Icon name="phone" />
          <span>
            <span className={styles.label}>Teléfono</span>
            <a href={telHref(contact.phone)} aria-label={`Llamar al ${contact.phone}`}>
              {contact.phone}
            </a>
          </span>
        </li>
      )}
      {whatsapp && (
        <li>
          <Icon name="whatsapp" />
          <span>
            <span className={styles.label}>WhatsApp</span>
            <a
              href={`https://wa.me/${whatsapp}`}
              rel="noopener"
              target="_blank"
              aria-label={`WhatsApp ${contact.whatsapp}`}
            >
              {contact.whatsapp}
            </a>
          </span>
        </li>
      )}
      {mail && (
        <li>
          <Icon name="mail" />
          <span>
            <span className={styles.label}>Email</span>
            {mailHref ? <a href={mailHref}>{mail}</a> : mail}
          </span>
        </li>
      )}
      {address && (
        <li>
          <Icon name="pin" />
          <span>
            <span className={styles.label}>Oficina</span>
            {address}
          </span>
        </li>
      )}
    </ul>
  )
}
