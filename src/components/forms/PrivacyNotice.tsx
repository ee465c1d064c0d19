import { Link } from 'gatsby'
import type { LeadKind } from '../../domain/leads/leadRequests'
import { PRIVACY_PATH } from '../../domain/leads/emailPrivacy'
import { LEAD_USES, recipientsClause } from '../../domain/leads/privacy'
import { useSite } from '../../hooks/useSite'
import * as styles from './Form.module.css'

/**
 * The notice Ley 25.326 (art. 6) asks of every form, beside its button: who holds the data,
 * what for, who receives it, which fields are required and what follows without them, the
 * rights, and the privacy page.
 */
export function PrivacyNotice({ kind }: { kind: LeadKind }) {
  const { name } = useSite().settings
  const use = LEAD_USES[kind]
  const link = <Link to={PRIVACY_PATH}>Privacidad y datos personales</Link>
  return (
    <p className={styles.privacy}>
      {name} es responsable de tus datos y los usa para {use.purpose}; {recipientsClause(kind)}. Los
      campos sin «(opcional)» son obligatorios: sin ellos no podemos {use.withoutRequired}. Podés
      pedir acceso a tus datos, su rectificación o su supresión. {link}.
    </p>
  )
}
