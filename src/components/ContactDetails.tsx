import type { MouseEvent } from 'react'
import { mailtoHref } from '../domain/leads/mailto'
import { officeAddress } from '../domain/site/officeAddress'
import { agencyWhatsappUrl, telHref, whatsappPhone } from '../domain/detail/share'
import { AGENCY_WHATSAPP_TEXT, withReference } from '../domain/leads/whatsappReference'
import type { Site } from '../hooks/useSite'
import { Icon } from './Icon'
import * as styles from './ContactDetails.module.css'
import { pressReference } from './whatsappPress'

/** Each press names a new reference in the text, for staff to tell where it came from. */
function atWhatsAppPress(event: MouseEvent<HTMLAnchorElement>, number: string) {
  if (event.type === 'auxclick' && event.button !== 1) return
  const text = withReference(AGENCY_WHATSAPP_TEXT, pressReference(null))
  event.currentTarget.href = agencyWhatsappUrl(number, text)
}

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
              href={agencyWhatsappUrl(whatsapp, AGENCY_WHATSAPP_TEXT)}
              rel="noopener"
              target="_blank"
              aria-label={`WhatsApp ${contact.whatsapp}`}
              onClick={(event) => atWhatsAppPress(event, whatsapp)}
              onAuxClick={(event) => atWhatsAppPress(event, whatsapp)}
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
