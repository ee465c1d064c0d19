import { useCallback, useMemo } from 'react'
import { contactPerson, enquiryMessage } from '../../domain/detail/contact'
import type { OperationId, Property } from '../../domain/types'
import { useSite } from '../../hooks/useSite'
import { DetailSection } from '../detail/DetailSection'
import { EnquirySection } from '../detail/EnquirySection'
import { ShareLinks } from '../detail/ShareLinks'
import { ContactForm } from '../forms/ContactForm'
import type { ContactFields } from '../../domain/leads/leadRequests'
import { VisitRequest } from '../visits/VisitRequest'

interface PropertyContactProps {
  property: Property
  /** The page's operation: the server links the enquiry to this page of the property. */
  operationId: OperationId
  /** The page's absolute address, for the WhatsApp message and the share links. */
  url: string
  /** Id of the enquiry heading, which the header's "Consultar" links to. */
  enquiryId: string
}

/** The enquiry (producer or agency, WhatsApp, the form's slot) and the share links. */
export function PropertyContact({ property, operationId, url, enquiryId }: PropertyContactProps) {
  const { settings } = useSite()
  const { title, reference_code: reference } = property
  const lead = useCallback(
    (form: ContactFields) => ({
      kind: 'property' as const,
      form,
      property: { id: property.id, operation: operationId },
    }),
    [property.id, operationId],
  )
  const visitTo = useMemo(
    () => ({ property: { id: property.id, operation: operationId } }),
    [property.id, operationId],
  )
  return (
    <>
      <EnquirySection
        id={enquiryId}
        title="Consultá por esta propiedad"
        contact={contactPerson(property.producer, settings)}
        whatsapp={{
          phone: settings.contact.whatsapp,
          text: enquiryMessage({ title, url, reference }),
          listing: { kind: 'property', id: property.id },
        }}
        visit={
          <VisitRequest
            formId={`visita-${property.id}`}
            to={visitTo}
            title={title}
            url={url}
            address={property.fake_address}
          />
        }
        form={
          <ContactForm
            formId={`consulta-${property.id}`}
            lead={lead}
            kind="property"
            initialText={`Hola, me interesa «${title}»${reference ? ` (código ${reference})` : ''}. ¿Me podrían dar más información?`}
            submitLabel="Enviar consulta"
          />
        }
      />
      <DetailSection id="titulo-compartir" title="Compartir">
        <ShareLinks url={url} title={title} />
      </DetailSection>
    </>
  )
}
