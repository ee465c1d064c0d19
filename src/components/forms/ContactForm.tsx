import { useEffect, useRef } from 'react'
import type { ContactFormData } from '../../domain/leads/forms'
import { validateContact } from '../../domain/leads/validation'
import { useLeadForm } from '../../hooks/useLeadForm'
import type { ContactFields, LeadKind, LeadRequest } from '../../domain/leads/leadRequests'
import { Honeypot } from './Honeypot'
import { LeadFeedback } from './LeadFeedback'
import { FormActions } from './FormActions'
import { TextField } from './TextField'
import * as styles from './Form.module.css'

export type ContactValues = ContactFields

/** The form's values as the contact data of spec §3 (no company or tags asked of the visitor). */
export function toContactData(values: ContactValues): ContactFormData {
  return { ...values, work_name: '', tags: [] }
}

const validate = (values: ContactValues) => validateContact(toContactData(values))

interface ContactFormProps {
  /** Identifies the lead and its draft: one per page ("contacto", "consulta-7104123"). */
  formId: string
  /** The lead these values make: a contact, or an enquiry about a property or development. */
  lead: (values: ContactValues) => LeadRequest
  /** The kind of lead `lead` makes: what the privacy notice says. */
  kind: Extract<LeadKind, 'contact' | 'property' | 'development' | 'selection'>
  /** The message the form starts with ("Hola, me interesa…"). */
  initialText?: string
  submitLabel?: string
  /**
   * A message chosen for the visitor (a development's unit): it replaces the message while that
   * is still the initial one or the last one chosen, never what the visitor wrote. A new object
   * each choice; null goes back to the initial message.
   */
  prefill?: { text: string } | null
}

/** The part of the lead form a prefill works on: the message. */
interface MessageForm {
  values: ContactValues
  setField: (name: 'text', value: string) => void
}

/**
 * Puts a chosen message (`prefill`) in the form while the visitor has not written their own;
 * null goes back to the initial message.
 */
function usePrefilledMessage(
  form: MessageForm,
  prefill: { text: string } | null,
  initialText: string,
) {
  // Each prefill is handled once: a later edit of the message never brings it back.
  const handled = useRef<{ text: string } | null>(null)
  const chosen = useRef<string | null>(null)
  const { setField } = form
  const text = form.values.text
  useEffect(() => {
    if (prefill === handled.current) return
    handled.current = prefill
    const untouched = text === initialText || text === chosen.current
    const next = prefill?.text ?? initialText
    if (untouched && next !== text) setField('text', next)
    chosen.current = prefill?.text ?? null
  }, [prefill, initialText, setField, text])
}

/** The contact form, and the enquiry about a property or a development (spec §3, §7.7–7.8). */
export function ContactForm({
  formId,
  lead,
  kind,
  initialText = '',
  submitLabel = 'Enviar',
  prefill = null,
}: ContactFormProps) {
  const { attachForm, ...form } = useLeadForm<ContactValues>({
    formId,
    initial: { nombre: '', apellido: '', email: '', phone: '', cellphone: '', text: initialText },
    validate,
    lead,
  })
  const { status } = form
  usePrefilledMessage(form, prefill, initialText)
  const field = form.textField
  return (
    <form
      ref={attachForm}
      className={styles.form}
      onSubmit={form.submit}
      noValidate
      aria-label={submitLabel}
    >
      <div className={styles.row}>
        <TextField {...field('nombre')} label="Nombre" required autoComplete="given-name" />
        <TextField {...field('apellido')} label="Apellido" autoComplete="family-name" />
      </div>
      <TextField
        {...field('email')}
        label="Email"
        type="email"
        required
        autoComplete="email"
        inputMode="email"
      />
      <div className={styles.row}>
        <TextField
          {...field('cellphone')}
          label="Celular"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
        <TextField
          {...field('phone')}
          label="Teléfono"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
      </div>
      <TextField {...field('text')} label="Mensaje" multiline required />
      <Honeypot />
      <LeadFeedback
        status={status}
        error={form.error}
        successTitle="¡Gracias! Recibimos tu mensaje."
        successText="Un asesor te va a responder a la brevedad."
        onRetry={form.retry}
        onStartOver={form.startOver}
      />
      <FormActions status={status} label={submitLabel} kind={kind} />
    </form>
  )
}
