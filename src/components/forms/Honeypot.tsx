import { HONEYPOT_NAME } from '../../hooks/useLeadForm'
import * as styles from './Form.module.css'

/** A field people never see or reach (hidden, out of the tab order); naive bots fill it. */
export function Honeypot() {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={`${HONEYPOT_NAME}-campo`}>No completar</label>
      <input
        id={`${HONEYPOT_NAME}-campo`}
        name={HONEYPOT_NAME}
        type="text"
        tabIndex={-1}
        autoComplete="off"
      />
    </div>
  )
}
