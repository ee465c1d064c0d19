import { EmailForm, type EmailValues } from './EmailForm'

const lead = (form: EmailValues) => ({ kind: 'newsletter' as const, form })

/**
 * The footer's subscription (spec §7.6, §7.8 `subscription`): one email and a button. Its privacy
 * notice is the footer's (Footer.tsx).
 */
export function NewsletterForm() {
  return (
    <EmailForm
      formId="newsletter"
      lead={lead}
      name="Suscripción al newsletter"
      submitLabel="Suscribirme"
      successTitle="¡Listo! Ya te suscribiste."
      successText="Te vamos a escribir con novedades y propiedades nuevas."
      failureTitle="No pudimos suscribirte."
      startOverLabel="Suscribir otro email"
    />
  )
}
