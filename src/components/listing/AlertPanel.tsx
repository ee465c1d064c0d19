import { useCallback } from 'react'
import { serialiseFilters } from '../../domain/listing/filtersUrl'
import type { SearchFilters } from '../../domain/types'
import { EmailForm, type EmailValues } from '../forms/EmailForm'
import * as styles from './AlertPanel.module.css'

export interface AlertPanelProps {
  filters: SearchFilters
  /** The search as the page names it ("Propiedades en venta · Palermo"). */
  words: string
}

/**
 * "Avisame de nuevas propiedades": an email and the current search go to the agency (the CRM
 * and its inbox, tagged 'Alerta de búsqueda'), whose agents write when something new matches.
 * No account: the agency keeps the alert, the visitor keeps nothing but the email they gave.
 */
export function AlertPanel({ filters, words }: AlertPanelProps) {
  const { operation } = filters
  const query = serialiseFilters(filters)
  const lead = useCallback(
    (form: EmailValues) => ({
      kind: 'alert' as const,
      form,
      search: { operation, query, words },
    }),
    [operation, query, words],
  )
  return (
    <>
      <p className={styles.lead}>
        Te escribimos cuando se publiquen propiedades nuevas para esta búsqueda:{' '}
        <strong>{words}</strong>.
      </p>
      <EmailForm
        // One form per search: an alert sent for one search leaves the next one's form fresh.
        key={query}
        formId={`alerta-${operation}-${query}`}
        lead={lead}
        name="Aviso de nuevas propiedades"
        submitLabel="Avisarme"
        successTitle="¡Listo! Vamos a avisarte."
        successText="Un asesor te va a escribir cuando se publiquen propiedades nuevas para esta búsqueda."
        failureTitle="No pudimos crear el aviso."
        startOverLabel="Crear otro aviso"
        privacy="alert"
      />
    </>
  )
}
