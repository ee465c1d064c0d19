import { Link } from 'gatsby'
import { whatsappPhone } from '../domain/share'
import type { Site } from '../hooks/useSite'
import { Icon, type IconName } from './Icon'
import * as styles from './Footer.module.css'

const SOCIAL: { key: keyof Site['settings']['social']; label: string; icon: IconName }[] = [
  { key: 'instagram', label: 'Instagram', icon: 'instagram' },
  { key: 'facebook', label: 'Facebook', icon: 'facebook' },
  { key: 'twitter', label: 'X (Twitter)', icon: 'twitter' },
  { key: 'linkedin', label: 'LinkedIn', icon: 'linkedin' },
  { key: 'youtube', label: 'YouTube', icon: 'youtube' },
]

/** Digits a tel: link can dial ("+54 11 5555-0100" → "+541155550100"). */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** Contact, address and social links from the settings. */
export function Footer({ site }: { site: Site }) {
  const { name, contact, location, social } = site.settings
  const whatsapp = whatsappPhone(contact.whatsapp)
  const networks = SOCIAL.filter(({ key }) => social[key] !== '')
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="pie-contacto">
          <h2 id="pie-contacto" className={styles.heading}>
            Contacto
          </h2>
          <ul className={styles.list}>
            {contact.phone && (
              <li>
                <a href={telHref(contact.phone)}>
                  <Icon name="phone" /> {contact.phone}
                </a>
              </li>
            )}
            {whatsapp && (
              <li>
                <a href={`https://wa.me/${whatsapp}`} rel="noopener" target="_blank">
                  <Icon name="whatsapp" /> WhatsApp {contact.whatsapp}
                </a>
              </li>
            )}
            {contact.mail && (
              <li>
                <a href={`mailto:${contact.mail}`}>
                  <Icon name="mail" /> {contact.mail}
                </a>
              </li>
            )}
            {location.address && (
              <li>
                <Icon name="pin" /> {[location.address, location.city].filter(Boolean).join(', ')}
              </li>
            )}
          </ul>
        </section>
        <section aria-labelledby="pie-enlaces">
          <h2 id="pie-enlaces" className={styles.heading}>
            La inmobiliaria
          </h2>
          <ul className={styles.list}>
            <li>
              <Link to="/nosotros">Quiénes somos</Link>
            </li>
            <li>
              <Link to="/contacto">Escribinos</Link>
            </li>
            {site.settings.modules.services.enabled && (
              <li>
                <Link to="/servicios">Servicios y tasaciones</Link>
              </li>
            )}
            {site.settings.modules.sumate.positions.length > 0 && (
              <li>
                <Link to="/sumate">Trabajá con nosotros</Link>
              </li>
            )}
          </ul>
        </section>
        {networks.length > 0 && (
          <section aria-labelledby="pie-redes">
            <h2 id="pie-redes" className={styles.heading}>
              Seguinos
            </h2>
            <ul className={styles.social}>
              {networks.map(({ key, label, icon }) => (
                <li key={key}>
                  <a href={social[key]} rel="noopener" target="_blank" className={styles.network}>
                    <Icon name={icon} label={`${name} en ${label}`} size={22} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <p className={`container ${styles.legal}`}>
        © {new Date().getFullYear()} {name}. Todos los derechos reservados.
      </p>
    </footer>
  )
}
