import { SHARED_SELECTION_LIMIT, selectionIds } from '../../domain/favourites/shortlist'
import { countLabel } from '../../domain/site/countWords'
import { ContactForm, type ContactValues } from '../forms/ContactForm'
import * as styles from './Shortlist.module.css'

const GREETING = 'Hola, me interesan estas propiedades. ¿Podemos coordinar una visita?'

/**
 * "Enviar mi selección a un asesor": one short form, and an agent receives the list (code,
 * address, price and link of each property, as the site's server reads them) in the CRM and the
 * agency's inbox.
 */
export function SendSelectionPanel({ ids }: { ids: readonly number[] }) {
  const sent = selectionIds(ids)
  // The form sends the favourites as they are when the visitor presses "Enviar".
  const lead = (form: ContactValues) => ({ kind: 'selection' as const, form, ids: sent })
  return (
    <>
      <p className={styles.lead}>
        Un asesor recibe tu selección ({countLabel(sent.length, 'propiedad', 'propiedades')}) con el
        código, la dirección, el precio y el enlace de cada una, y te responde.
        {ids.length > sent.length &&
          ` Se envían las primeras ${SHARED_SELECTION_LIMIT}, en el orden en que las guardaste.`}
      </p>
      <ContactForm
        formId="seleccion"
        lead={lead}
        kind="selection"
        initialText={GREETING}
        submitLabel="Enviar mi selección"
      />
    </>
  )
}
