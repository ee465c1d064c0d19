import { Link } from 'gatsby'
import { EMAIL_PURPOSES, PRIVACY_PATH, type EmailLeadKind } from '../../domain/leads/emailPrivacy'
import { useSite } from '../../hooks/useSite'
import * as styles from './Form.module.css'

/**
 * The short notice of the forms that ask only for an email (the newsletter, a search alert):
 * who holds it, what for, and the privacy page. Apart from PrivacyNotice, whose texts for every
 * form would otherwise ride with the footer on every page.
 */
export function EmailPrivacyNotice({ kind }: { kind: EmailLeadKind }) {
  const { name } = useSite().settings
  return (
    <p className={styles.privacy}>
      {name} usa tu email para {EMAIL_PURPOSES[kind]}.{' '}
      <Link to={PRIVACY_PATH}>Privacidad y datos personales</Link>.
    </p>
  )
}
