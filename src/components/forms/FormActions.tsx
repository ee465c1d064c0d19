import type { LeadKind } from '../../domain/leads/leadRequests'
import type { LeadStatus } from '../../state/leadsSlice'
import { PrivacyNotice } from './PrivacyNotice'
import * as styles from './Form.module.css'

interface FormActionsProps {
  status: LeadStatus
  label: string
  /** The form's lead: what its privacy notice says. */
  kind: LeadKind
  /** Something the lead needs is not ready yet (a file being read). */
  busy?: boolean
}

/** The send button (disabled, saying so, while the lead is on its way) and the privacy notice. */
export function FormActions({ status, label, kind, busy = false }: FormActionsProps) {
  if (status === 'sent') return null
  return (
    <div className={styles.actions}>
      <button type="submit" className="button" disabled={status === 'sending' || busy}>
        {status === 'sending' ? 'Enviando…' : label}
      </button>
      <PrivacyNotice kind={kind} />
    </div>
  )
}
