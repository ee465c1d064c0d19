import { useId } from 'react'
import { HONEYPOT_NAME } from '../../domain/leads/leadRequests'
import * as styles from './Form.module.css'

/** A field people never see or reach (hidden, out of the tab order); naive bots fill it. */
export function Honeypot() {
  // Several forms share a page (the footer's newsletter is on every one): ids must not repeat.
  const id = `${HONEYPOT_NAME}-${useId()}`
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>No completar</label>
      <input id={id} name={HONEYPOT_NAME} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  )
}
