import { useCallback, useState } from 'react'
import { developmentBreadcrumbs } from '../../domain/detail/breadcrumbs'
import type { Development } from '../../domain/types'
import { absoluteUrl, DEVELOPMENTS_PATH, developmentPath } from '../../domain/site/urls'
import { useSite } from '../../hooks/useSite'
import type { DevelopmentCheck } from '../../state/liveChecks'
import { AvailabilityBand } from '../detail/AvailabilityBand'
import { Breadcrumbs } from '../detail/Breadcrumbs'
import { DetailGallery } from '../detail/DetailGallery'
import { DevelopmentContact, type UnitEnquiry } from './DevelopmentContact'
import { DevelopmentDetails } from './DevelopmentDetails'
import { DevelopmentHeader } from './DevelopmentHeader'
import * as styles from '../detail/DetailLayout.module.css'

const ENQUIRY_ID = 'titulo-consulta'

interface DevelopmentViewProps {
  development: Development
  /** What the live check found since the build (null: nothing to correct, or not known yet). */
  check?: DevelopmentCheck | null
}

/**
 * A development's page: the static template's, and the one an address newer than the build
 * renders live. One that left the web says so, and the enquiry gives way to the other ones.
 */
export function DevelopmentView({ development, check = null }: DevelopmentViewProps) {
  const url = absoluteUrl(useSite().siteUrl, developmentPath(development))
  const withdrawn = check?.availability === 'withdrawn'
  // The unit the board's last choice asks about; each choice is a new object, so choosing the
  // same unit again prefills and moves the focus again.
  const [unit, setUnit] = useState<UnitEnquiry | null>(null)
  const enquire = useCallback(
    (chosen: { id: number; unit: string }, tower: string) =>
      setUnit({ id: chosen.id, label: chosen.unit, tower }),
    [],
  )
  return (
    <article className="container">
      <Breadcrumbs items={developmentBreadcrumbs(development.name)} />
      {withdrawn && (
        <AvailabilityBand
          availability="withdrawn"
          noun="emprendimiento"
          listing={{ path: DEVELOPMENTS_PATH, label: 'Ver los emprendimientos' }}
        />
      )}
      <DevelopmentHeader development={development} enquiryId={ENQUIRY_ID} withdrawn={withdrawn} />
      <div className={styles.body}>
        <div className={styles.content}>
          <DetailGallery
            title={development.name}
            label="Imágenes, videos y planos"
            media={development}
          />
          <DevelopmentDetails development={development} onEnquire={withdrawn ? null : enquire} />
        </div>
        {!withdrawn && (
          <div className={styles.side}>
            <DevelopmentContact
              development={development}
              url={url}
              enquiryId={ENQUIRY_ID}
              unit={unit}
              onUnitCleared={() => setUnit(null)}
            />
          </div>
        )}
      </div>
    </article>
  )
}
