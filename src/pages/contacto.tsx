import type { HeadFC } from 'gatsby'
import { ContactDetails } from '../components/ContactDetails'
import { ContactForm } from '../components/forms/ContactForm'
import { Layout } from '../components/Layout'
import { PageHeader } from '../components/PageHeader'
import { Seo } from '../components/Seo'
import { useSite } from '../hooks/useSite'
import type { ContactFields } from '../domain/leads/leadRequests'
import * as styles from './pages.module.css'

const contactLead = (form: ContactFields) => ({ kind: 'contact' as const, form })

export default function ContactPage() {
  const site = useSite()
  return (
    <Layout>
      <PageHeader title="Contacto">
        <p>Escribinos o llamanos: te respondemos a la brevedad.</p>
      </PageHeader>
      <div className={`container section ${styles.columns}`}>
        <section aria-labelledby="titulo-medios">
          <h2 id="titulo-medios">Cómo comunicarte</h2>
          <ContactDetails site={site} />
        </section>
        <section aria-labelledby="titulo-mensaje" id="formulario-contacto">
          <h2 id="titulo-mensaje">Dejanos tu mensaje</h2>
          <p>
            Contanos qué estás buscando o qué necesitás vender o alquilar, y un asesor de{' '}
            {site.settings.name} te responde a la brevedad.
          </p>
          <ContactForm formId="contacto" lead={contactLead} kind="contact" />
        </section>
      </div>
    </Layout>
  )
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Contacto"
    description="Teléfono, WhatsApp, email y dirección de la inmobiliaria."
    pathname={location.pathname}
  />
)
