import { groupTags } from '../../domain/property/tags'
import { descriptionOrFallback, NO_DESCRIPTION } from '../../domain/site/texts'
import type { Development } from '../../domain/types'
import { DetailSection } from '../detail/DetailSection'
import { FileList } from '../detail/FileList'
import { MapEmbed } from '../detail/MapEmbed'
import { TagGroups } from '../detail/TagGroups'
import { DevelopmentUnits } from './DevelopmentUnits'
import { UnitBoard } from './UnitBoard'
import { useLiveUnits } from '../../hooks/useLiveUnits'
import { LiveNotice } from '../LiveNotice'

/** The body of a development page: description, units, financing, amenities, files and map. */
export function DevelopmentDetails({
  development,
  onEnquire,
}: {
  development: Development
  /** A unit chosen on the board; null when there is nothing to enquire about (withdrawn). */
  onEnquire: ((unit: { id: number; unit: string }, tower: string) => void) | null
}) {
  const description = descriptionOrFallback(development.description)
  const groups = groupTags(development.tags)
  const live = useLiveUnits(development.id, development.units)
  const place = [development.fake_address || development.address, development.location.full_name]
    .filter(Boolean)
    .join(', ')
  return (
    <>
      <DetailSection id="titulo-descripcion" title="Descripción" staticInputs={[development]}>
        {description === NO_DESCRIPTION ? (
          <p>{NO_DESCRIPTION}</p>
        ) : (
          // Sanitised by the normaliser (src/broker/normalise/html.ts): safe to inject.
          <div className="prose" dangerouslySetInnerHTML={{ __html: description }} />
        )}
      </DetailSection>
      <DetailSection id="titulo-unidades" title="Unidades">
        <LiveNotice
          updating={live.updating}
          error={live.failed ? 'el servicio no respondió.' : null}
          what="las unidades"
        />
        {live.units.length > 0 ? (
          <>
            <UnitBoard units={live.units} onEnquire={onEnquire} />
            <DevelopmentUnits units={live.units} />
          </>
        ) : (
          <p>Consultanos por las unidades disponibles y sus precios.</p>
        )}
      </DetailSection>
      {development.financing_details && (
        <DetailSection id="titulo-financiacion" title="Financiación" staticInputs={[development]}>
          <p>{development.financing_details}</p>
        </DetailSection>
      )}
      {groups.length > 0 && (
        <DetailSection
          id="titulo-amenities"
          title="Amenities y servicios"
          staticInputs={[development]}
        >
          <TagGroups groups={groups} />
        </DetailSection>
      )}
      {development.files.length > 0 && (
        <DetailSection id="titulo-archivos" title="Archivos" staticInputs={[development]}>
          <FileList files={development.files} />
        </DetailSection>
      )}
      {development.geo && (
        <DetailSection id="titulo-ubicacion" title="Ubicación">
          <p>{place}</p>
          <MapEmbed point={development.geo} label={place} />
        </DetailSection>
      )}
    </>
  )
}
