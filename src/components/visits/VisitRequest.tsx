import { useEffect, useRef, useState } from 'react'
import { onDemand } from '../../hooks/onDemand'
import { useOnDemand } from '../../hooks/useOnDemand'
import type { VisitFormProps } from './VisitForm'
import * as styles from './VisitRequest.module.css'

// The form's code (hours, times, calendar file) comes when the visitor asks for it: most read
// a listing without booking, and its fields would double the enquiry's elements on every page.
const visitFormCode = onDemand(() => import(/* webpackChunkName: "visit-form" */ './VisitForm'))

/** "Coordinar una visita" on a property's or a development's page: the form opens in place. */
export function VisitRequest(props: VisitFormProps) {
  const [wanted, setWanted] = useState(false)
  const { module: loaded, failed, retry } = useOnDemand(visitFormCode, wanted)
  // Each page opens it on request, even once its code is here from an earlier page.
  const code = wanted ? loaded : undefined
  const headingId = `${props.formId}-titulo`
  const section = useRef<HTMLElement>(null)
  // The button that asked is gone once the form is in: the keyboard goes on at its first field.
  useEffect(() => {
    if (code && wanted) section.current?.querySelector<HTMLElement>('input, select')?.focus()
  }, [code, wanted])
  return (
    <section ref={section} aria-labelledby={headingId} className={styles.visit}>
      <h3 id={headingId} className={styles.title}>
        Coordinar una visita
      </h3>
      {code ? (
        <code.VisitForm {...props} />
      ) : (
        <>
          <p className={styles.lead}>
            En persona o por videollamada: elegí dos o tres horarios y te confirmamos uno.
          </p>
          {failed ? (
            <p role="alert" className={styles.lead}>
              No pudimos abrir el formulario de visita.{' '}
              <button type="button" className="button button-secondary" onClick={retry}>
                Reintentar
              </button>
            </p>
          ) : (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setWanted(true)}
              aria-busy={wanted}
              disabled={wanted}
            >
              {wanted ? 'Abriendo…' : 'Elegir horarios'}
            </button>
          )}
        </>
      )}
    </section>
  )
}
