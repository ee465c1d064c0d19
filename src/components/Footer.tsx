import { Link } from 'gatsby'
import { memo } from 'react'
import type { Site } from '../hooks/useSite'
import { ContactDetails } from './ContactDetails'
import { DataFreshness } from './DataFreshness'
import { PRIVACY_PATH } from '../domain/leads/emailPrivacy'
import { LazyNewsletterForm } from './forms/LazyNewsletterForm'
import { EmailPrivacyNotice } from './forms/EmailPrivacyNotice'
import { Icon, type IconName } from './Icon'
import { StaticHtml } from './StaticHtml'
import * as styles from './Footer.module.css'

const SOCIAL: { key: keyof Site['settings']['social']; label: string; icon: IconName }[] = [
  { key: 'instagram', label: 'Instagram', icon: 'instagram' },
  { key: 'facebook', label: 'Facebook', icon: 'facebook' },
  { key: 'twitter', label: 'X (Twitter)', icon: 'twitter' },
  { key: 'linkedin', label: 'LinkedIn', icon: 'linkedin' },
  { key: 'youtube', label: 'YouTube', icon: 'youtube' },
]

/**
 * Contact, address and social links from the settings, and the newsletter subscription. Memoised:
 * it depends on the site alone, not on the page that re-renders around it.
 */
export const Footer = memo(function Footer({ site }: { site: Site }) {
  const { name, social } = site.settings
  const networks = SOCIAL.filter(({ key }) => social[key] !== '')
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <StaticHtml as="section" aria-labelledby="pie-contacto" inputs={[site]}>
          <h2 id="pie-contacto" className={styles.heading}>
            Contacto
          </h2>
          <ContactDetails site={site} compact />
        </StaticHtml>
        <StaticHtml as="section" aria-labelledby="pie-enlaces" inputs={[site]}>
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
            <li>
              {/* Plain HTML: the island follows it like a Link, with no component to hydrate. */}
              <a href={PRIVACY_PATH}>Privacidad y datos personales</a>
            </li>
          </ul>
        </StaticHtml>
        {networks.length > 0 && (
          <StaticHtml as="section" aria-labelledby="pie-redes" inputs={[site]}>
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
          </StaticHtml>
        )}
        <section aria-labelledby="pie-newsletter">
          <h2 id="pie-newsletter" className={styles.heading}>
            Newsletter
          </h2>
          <p className={styles.note}>Novedades y propiedades nuevas, en tu email.</p>
          <LazyNewsletterForm />
          {/* Beside the form's reserved place, not in its late chunk: shown with the page. */}
          <StaticHtml inputs={[site]} className={styles.notice}>
            <EmailPrivacyNotice kind="newsletter" />
          </StaticHtml>
        </section>
      </div>
      <div className={`container ${styles.legal}`}>
        <p>
          © {new Date().getFullYear()} {name}. Todos los derechos reservados.
        </p>
        <DataFreshness />
      </div>
    </footer>
  )
})
