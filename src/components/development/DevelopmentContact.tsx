import { useCallback } from 'react'
import { contactPerson, enquiryMessage } from '../../domain/contact'
import type { Development } from '../../domain/types'
import { useSite } from '../../hooks/useSite'
import { DetailSection } from '../detail/DetailSection'
import { EnquirySection } from '../detail/EnquirySection'
import { ShareLinks } from '../detail/ShareLinks'
import { ContactForm } from '../forms/ContactForm'
import { developmentSubject, type ContactFields } from '../../live/leads'

interface DevelopmentContactProps {
  development: Development
  /** The page's absolute address, for the WhatsApp message and the share links. */
  url: string
  enquiryId: string
}

/** The enquiry (the person in charge or the agency, WhatsApp, the form's slot) and sharing. */
export function DevelopmentContact({ development, url, enquiryId }: DevelopmentContactProps) {
  const { settings } = useSite()
  const lead = useCallback(
    (form: ContactFields) => ({
      kind: 'development' as const,
      form,
      development: developmentSubject(development),
      url,
    }),
    [development, url],
  )
  return (
    <>
      <EnquirySection
        id={enquiryId}
        title="Consultá por este emprendimiento"
        contact={contactPerson(development.producer, settings)}
        whatsapp={{
          phone: settings.contact.whatsapp,
          text: enquiryMessage({ title: development.name, url }),
        }}
        form={
          <ContactForm
            formId={`emprendimiento-${development.id}`}
            lead={lead}
            initialText={`Hola, me interesa el emprendimiento ${development.name}. ¿Me podrían dar más información?`}
            submitLabel="Enviar consulta"
          />
        }
      />
      <DetailSection id="titulo-compartir" title="Compartir">
        <ShareLinks url={url} title={development.name} />
      </DetailSection>
    </>
  )
}
