import { useId } from 'react'
import { validateNewsletter } from '../../domain/leads/validation'
import { useLeadForm } from '../../hooks/useLeadForm'
import type { LeadRequest } from '../../domain/leads/leadRequests'
import { Honeypot } from './Honeypot'
import { LeadFeedback } from './LeadFeedback'
import { EmailPrivacyNotice } from './EmailPrivacyNotice'
import type { EmailLeadKind } from '../../domain/leads/emailPrivacy'
import * as styles from './Form.module.css'
import * as own from './EmailForm.module.css'

export type EmailValues = { email: string }

// Module constants: the lead hook keeps them across renders (draft, start over).
const INITIAL: EmailValues = { email: '' }
const validate = (values: EmailValues) => validateNewsletter(values.email)

interface EmailFormProps {
  /** Identifies the lead and its draft. */
  formId: string
  lead: (values: EmailValues) => LeadRequest
  /** Names the form for assistive technology. */
  name: string
  submitLabel: string
  successTitle: string
  successText: string
  failureTitle: string
  startOverLabel: string
  /**
   * The lead whose privacy notice goes under the button; none where the page shows the notice
   * itself (the footer's, whose form arrives after the page).
   */
  privacy?: EmailLeadKind
}

/** A lead that asks only for an email: one field and a button (newsletter, search alerts). */
export function EmailForm({
  formId,
  lead,
  name,
  submitLabel,
  successTitle,
  successText,
  failureTitle,
  startOverLabel,
  privacy,
}: EmailFormProps) {
  const id = `${useId()}-email`
  const { attachForm, ...form } = useLeadForm<EmailValues>({
    formId,
    initial: INITIAL,
    validate,
    lead,
  })
  const { status } = form
  const error = form.errors.email
  return (
    <form ref={attachForm} className={own.form} onSubmit={form.submit} noValidate aria-label={name}>
      {status !== 'sent' && (
        <>
          <label htmlFor={id} className={styles.label}>
            Tu email
          </label>
          <div className={own.row}>
            <input
              id={id}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              className={styles.input}
              value={form.values.email}
              onChange={(event) => form.setField('email', event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <button type="submit" className="button" disabled={status === 'sending'}>
              {status === 'sending' ? 'Enviando…' : submitLabel}
            </button>
          </div>
          {error && (
            <p id={`${id}-error`} className={styles.error}>
              {error}
            </p>
          )}
          {privacy && <EmailPrivacyNotice kind={privacy} />}
        </>
      )}
      <Honeypot />
      <LeadFeedback
        status={status}
        error={form.error}
        successTitle={successTitle}
        successText={successText}
        failureTitle={failureTitle}
        startOverLabel={startOverLabel}
        onRetry={form.retry}
        onStartOver={form.startOver}
      />
    </form>
  )
}
