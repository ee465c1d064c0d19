import type { ReactNode } from 'react'
import { descriptionOrFallback, NO_DESCRIPTION } from '../../domain/site/texts'
import { propertyFacts } from '../../domain/property/propertyDetail'
import { groupTags } from '../../domain/property/tags'
import type { Property } from '../../domain/types'
import { DetailSection } from '../detail/DetailSection'
import { FileList } from '../detail/FileList'
import { MapEmbed } from '../detail/MapEmbed'
import { TagGroups } from '../detail/TagGroups'
import { PropertyFacts } from './PropertyFacts'

interface PropertyDetailsProps {
  property: Property
  /** Shown after the facts (the mortgage estimate of a sale). */
  afterFacts?: ReactNode
}

/** The body of a property page: facts, description, tags, files and map (when there are some). */
export function PropertyDetails({ property, afterFacts }: PropertyDetailsProps) {
  const description = descriptionOrFallback(property.description)
  const groups = groupTags(property.tags)
  const place = [property.fake_address || property.address, property.location.full_name]
    .filter(Boolean)
    .join(', ')
  return (
    <>
      <DetailSection id="titulo-caracteristicas" title="Características" staticInputs={[property]}>
        <PropertyFacts facts={propertyFacts(property)} />
      </DetailSection>
      {afterFacts}
      <DetailSection id="titulo-descripcion" title="Descripción" staticInputs={[property]}>
        {description === NO_DESCRIPTION ? (
          <p>{NO_DESCRIPTION}</p>
        ) : (
          // Sanitised by the normaliser (src/broker/normalise/html.ts): safe to inject.
          <div className="prose" dangerouslySetInnerHTML={{ __html: description }} />
        )}
      </DetailSection>
      {groups.length > 0 && (
        <DetailSection
          id="titulo-servicios"
          title="Servicios y comodidades"
          screenOnly
          staticInputs={[property]}
        >
          <TagGroups groups={groups} />
        </DetailSection>
      )}
      {property.files.length > 0 && (
        <DetailSection id="titulo-archivos" title="Archivos" screenOnly staticInputs={[property]}>
          <FileList files={property.files} />
        </DetailSection>
      )}
      {property.geo && (
        <DetailSection id="titulo-ubicacion" title="Ubicación" screenOnly>
          <p>{place}</p>
          <MapEmbed point={property.geo} label={place} />
        </DetailSection>
      )}
    </>
  )
}
