import { contactPerson, enquiryMessage } from '../../domain/contact'
import type { Development } from '../../domain/types'
import { useSite } from '../../hooks/useSite'
import { DetailSection } from '../detail/DetailSection'
import { EnquirySection } from '../detail/EnquirySection'
import { ShareLinks } from '../detail/ShareLinks'

interface DevelopmentContactProps {
  development: Development
  /** The page's absolute address, for the WhatsApp message and the share links. */
  url: string
  enquiryId: string
}

/** The enquiry (the person in charge or the agency, WhatsApp, the form's slot) and sharing. */
export function DevelopmentContact({ development, url, enquiryId }: DevelopmentContactProps) {
  const { settings } = useSite()
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
      />
      <DetailSection id="titulo-compartir" title="Compartir">
        <ShareLinks url={url} title={development.name} />
      </DetailSection>
    </>
  )
}
