import type { LeadStatus } from '../../state/leadsSlice'
import * as styles from './Form.module.css'

interface FormActionsProps {
  status: LeadStatus
  label: string
  /** Something the lead needs is not ready yet (a file being read). */
  busy?: boolean
}

/** The send button (disabled, saying so, while the lead is on its way) and the privacy note. */
export function FormActions({ status, label, busy = false }: FormActionsProps) {
  if (status === 'sent') return null
  return (
    <div className={styles.actions}>
      <button type="submit" className="button" disabled={status === 'sending' || busy}>
        {status === 'sending' ? 'Enviando…' : label}
      </button>
      <p className={styles.privacy}>Usamos tus datos solo para responderte.</p>
    </div>
  )
}
