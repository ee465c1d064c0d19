import { useCallback, useEffect, useMemo, useRef } from 'react'
import { contactPerson, enquiryMessage } from '../../domain/detail/contact'
import type { Development } from '../../domain/types'
import { unitEnquiryText } from '../../domain/development/unitBoard'
import { useSite } from '../../hooks/useSite'
import { DetailSection } from '../detail/DetailSection'
import { EnquirySection } from '../detail/EnquirySection'
import { ShareLinks } from '../detail/ShareLinks'
import { ContactForm } from '../forms/ContactForm'
import type { ContactFields } from '../../domain/leads/leadRequests'
import { VisitRequest } from '../visits/VisitRequest'
import * as styles from './DevelopmentContact.module.css'

/** A unit chosen on the board: the enquiry is about it. */
export interface UnitEnquiry {
  id: number
  /** "Piso 3 - 3B". */
  label: string
  /** "Torre A", or ''. */
  tower: string
}

interface DevelopmentContactProps {
  development: Development
  /** The page's absolute address, for the WhatsApp message and the share links. */
  url: string
  enquiryId: string
  /** The unit the board asked about; null for the development as a whole. */
  unit?: UnitEnquiry | null
  onUnitCleared?: () => void
}

/** The enquiry (the person in charge or the agency, WhatsApp, the form's slot) and sharing. */
export function DevelopmentContact({
  development,
  url,
  enquiryId,
  unit = null,
  onUnitCleared,
}: DevelopmentContactProps) {
  const { settings } = useSite()
  const unitId = unit?.id ?? null
  const lead = useCallback(
    (form: ContactFields) => ({
      kind: 'development' as const,
      form,
      development: { id: development.id, unitId },
    }),
    [development.id, unitId],
  )
  const prefill = useMemo(
    () => unit && { text: unitEnquiryText(development.name, unit.label, unit.tower) },
    [development.name, unit],
  )
  const visitTo = useMemo(
    () => ({ development: { id: development.id, unitId } }),
    [development.id, unitId],
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
          listing: { kind: 'development', id: development.id },
        }}
        visit={
          <VisitRequest
            formId={`visita-emprendimiento-${development.id}`}
            to={visitTo}
            title={development.name}
            url={url}
            address={development.fake_address || development.address}
          />
        }
        form={
          <>
            {unit && <ChosenUnit unit={unit} onCleared={onUnitCleared} />}
            <ContactForm
              formId={`emprendimiento-${development.id}`}
              lead={lead}
              kind="development"
              initialText={`Hola, me interesa el emprendimiento ${development.name}. ¿Me podrían dar más información?`}
              submitLabel="Enviar consulta"
              prefill={prefill}
            />
          </>
        }
      />
      <DetailSection id="titulo-compartir" title="Compartir">
        <ShareLinks url={url} title={development.name} />
      </DetailSection>
    </>
  )
}

/** Which unit the enquiry is about, with the way back to the development's. */
function ChosenUnit({
  unit,
  onCleared,
}: {
  unit: NonNullable<DevelopmentContactProps['unit']>
  onCleared: DevelopmentContactProps['onUnitCleared']
}) {
  // A unit chosen on the board brings the visitor here: the note saying which is read first.
  const note = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    note.current?.focus()
  }, [unit])
  return (
    <p ref={note} className={styles.unit} tabIndex={-1}>
      Tu consulta es por la unidad{' '}
      <strong>
        {unit.label}
        {unit.tower && ` (${unit.tower})`}
      </strong>
      .{' '}
      <button type="button" className="button-link" onClick={onCleared}>
        Consultar por el emprendimiento
      </button>
    </p>
  )
}
