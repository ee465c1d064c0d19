import { contactPerson, enquiryMessage } from '../../domain/contact'
import type { Property } from '../../domain/types'
import { useSite } from '../../hooks/useSite'
import { DetailSection } from '../detail/DetailSection'
import { EnquirySection } from '../detail/EnquirySection'
import { ShareLinks } from '../detail/ShareLinks'

interface PropertyContactProps {
  property: Property
  /** The page's absolute address, for the WhatsApp message and the share links. */
  url: string
  /** Id of the enquiry heading, which the header's "Consultar" links to. */
  enquiryId: string
}

/** The enquiry (producer or agency, WhatsApp, the form's slot) and the share links. */
export function PropertyContact({ property, url, enquiryId }: PropertyContactProps) {
  const { settings } = useSite()
  const { title, reference_code: reference } = property
  return (
    <>
      <EnquirySection
        id={enquiryId}
        title="Consultá por esta propiedad"
        contact={contactPerson(property.producer, settings)}
        whatsapp={{
          phone: settings.contact.whatsapp,
          text: enquiryMessage({ title, url, reference }),
        }}
      />
      <DetailSection id="titulo-compartir" title="Compartir">
        <ShareLinks url={url} title={title} />
      </DetailSection>
    </>
  )
}
