import { useId } from 'react'
import { validateNewsletter } from '../../domain/validation'
import { useLeadForm } from '../../hooks/useLeadForm'
import { Honeypot } from './Honeypot'
import { LeadFeedback } from './LeadFeedback'
import * as styles from './Form.module.css'
import * as own from './NewsletterForm.module.css'

type NewsletterValues = { email: string }

// Module constants: the lead hook keeps them across renders (draft, start over).
const INITIAL: NewsletterValues = { email: '' }
const validate = (values: NewsletterValues) => validateNewsletter(values.email)
const lead = (form: NewsletterValues) => ({ kind: 'newsletter' as const, form })

/** The footer's subscription (spec §7.6, §7.8 `subscription`): one email and a button. */
export function NewsletterForm() {
  const id = `${useId()}-email`
  const { attachForm, ...form } = useLeadForm<NewsletterValues>({
    formId: 'newsletter',
    initial: INITIAL,
    validate,
    lead,
  })
  const { status } = form
  const error = form.errors.email
  return (
    <form
      ref={attachForm}
      className={own.form}
      onSubmit={form.submit}
      noValidate
      aria-label="Suscripción al newsletter"
    >
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
              {status === 'sending' ? 'Enviando…' : 'Suscribirme'}
            </button>
          </div>
          {error && (
            <p id={`${id}-error`} className={styles.error}>
              {error}
            </p>
          )}
        </>
      )}
      <Honeypot />
      <LeadFeedback
        status={status}
        error={form.error}
        successTitle="¡Listo! Ya te suscribiste."
        successText="Te vamos a escribir con novedades y propiedades nuevas."
        failureTitle="No pudimos suscribirte."
        startOverLabel="Suscribir otro email"
        onRetry={form.retry}
        onStartOver={form.startOver}
      />
    </form>
  )
}
