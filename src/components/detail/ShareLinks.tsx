import { shareMessage } from '../../domain/detail/contact'
import { socialShareLinks } from '../../domain/detail/share'
import { sharedLink } from '../../domain/leads/attribution'
import { Icon, type IconName } from '../Icon'
import { WhatsAppLink } from './WhatsAppLink'
import * as styles from './ShareLinks.module.css'

interface ShareLinksProps {
  /** The page's absolute address. */
  url: string
  title: string
}

const NETWORKS: { key: 'facebook' | 'twitter' | 'linkedin'; label: string; icon: IconName }[] = [
  { key: 'facebook', label: 'Facebook', icon: 'facebook' },
  { key: 'twitter', label: 'X (Twitter)', icon: 'twitter' },
  { key: 'linkedin', label: 'LinkedIn', icon: 'linkedin' },
]

const NEW_TAB = <span className="visually-hidden"> (se abre en una pestaña nueva)</span>

/** Links to share a page by WhatsApp, the usual networks and email. */
export function ShareLinks({ url, title }: ShareLinksProps) {
  const links = socialShareLinks(url, title)
  return (
    <ul className={styles.list}>
      <li>
        <WhatsAppLink
          text={shareMessage(title, sharedLink(url, 'whatsapp'))}
          className={styles.link}
        >
          <Icon name="whatsapp" size={18} /> WhatsApp
        </WhatsAppLink>
      </li>
      {NETWORKS.map((network) => (
        <li key={network.key}>
          <a className={styles.link} href={links[network.key]} target="_blank" rel="noopener">
            <Icon name={network.icon} size={18} /> {network.label}
            {NEW_TAB}
          </a>
        </li>
      ))}
      <li>
        <a className={styles.link} href={links.email}>
          <Icon name="mail" size={18} /> Correo
        </a>
      </li>
    </ul>
  )
}
