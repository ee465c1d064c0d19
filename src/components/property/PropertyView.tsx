import type { PropertyCardData } from '../../domain/listing/cards'
import { propertyBreadcrumbs } from '../../domain/detail/breadcrumbs'
import { availabilityOf, isOnOffer } from '../../domain/property/availability'
import { creditPrice } from '../../domain/credit/creditOffer'
import type { PropertyCheck } from '../../domain/detail/liveCheck'
import type { MonthlyCostText } from '../../domain/property/monthlyCostText'
import { operationById } from '../../domain/site/operations'
import type { OperationId, Property } from '../../domain/types'
import { absoluteUrl, listingPath, propertyPath } from '../../domain/site/urls'
import { useSite } from '../../hooks/useSite'
import { CreditSection } from '../credit/CreditSection'
import { AvailabilityBand } from '../detail/AvailabilityBand'
import { Breadcrumbs } from '../detail/Breadcrumbs'
import { DetailGallery } from '../detail/DetailGallery'
import { PropertyGrid } from '../PropertyGrid'
import { PropertyContact } from './PropertyContact'
import { PropertyDetails } from './PropertyDetails'
import { PropertyHeader } from './PropertyHeader'
import { LazyPrintSheet } from './LazyPrintSheet'
import * as styles from '../detail/DetailLayout.module.css'

const ENQUIRY_ID = 'titulo-consulta'
const SIMILAR_ID = 'titulo-similares'

interface PropertyViewProps {
  property: Property
  /** The operation this address is for (a property for sale and rent has two pages). */
  operationId: OperationId
  related: PropertyCardData[]
  /** What the live check found since the build (null: nothing to correct, or not known yet). */
  check?: PropertyCheck | null
  /** The printed sheet's QR code (the build draws one per page); null for a live record. */
  qrCode?: string | null
  /** A rent's cost a month with expensas, as the build or the live record gives it. */
  monthly: MonthlyCostText | null
}

function Similar({ related }: { related: PropertyCardData[] }) {
  return (
    <>
      <h2 id={SIMILAR_ID}>Propiedades similares</h2>
      <PropertyGrid cards={related} />
    </>
  )
}

/**
 * A property's page: the static template's, and the one an address newer than the build renders
 * live. A listing no longer on offer says so at the top and offers the similar ones in place of
 * the enquiry.
 */
export function PropertyView({
  property,
  operationId,
  related,
  check = null,
  qrCode = null,
  monthly,
}: PropertyViewProps) {
  const site = useSite()
  const url = absoluteUrl(site.siteUrl, propertyPath(property, operationId))
  const availability =
    check?.availability ?? (isOnOffer(property) ? availabilityOf(property) : 'withdrawn')
  const withdrawn = availability === 'withdrawn'
  // A sale with a published price offers the mortgage estimate, unless it is no longer on offer.
  const forCredit = withdrawn ? null : creditPrice(property, operationId)
  const listing = {
    path: listingPath(operationId),
    label: `Ver propiedades en ${operationById(operationId).name.toLowerCase()}`,
  }
  return (
    <>
      <article className="container">
        <Breadcrumbs items={propertyBreadcrumbs(property.title, operationId)} />
        {availability !== 'available' && (
          <AvailabilityBand availability={availability} noun="propiedad" listing={listing} />
        )}
        <PropertyHeader
          property={property}
          operationId={operationId}
          enquiryId={ENQUIRY_ID}
          priceUpdate={check?.price}
          withdrawn={withdrawn}
          monthly={monthly}
        />
        <div className={styles.body}>
          <div className={styles.content}>
            <DetailGallery title={property.title} label="Fotos, videos y planos" media={property} />
            <PropertyDetails
              property={property}
              afterFacts={
                forCredit && (
                  <CreditSection price={forCredit} settings={site.settings.modules.credit} />
                )
              }
            />
          </div>
          <div className={styles.side}>
            {!withdrawn ? (
              <PropertyContact
                property={property}
                operationId={operationId}
                url={url}
                enquiryId={ENQUIRY_ID}
              />
            ) : related.length > 0 ? (
              <section className={styles.instead} aria-labelledby={SIMILAR_ID}>
                <Similar related={related} />
              </section>
            ) : null}
          </div>
        </div>
        <LazyPrintSheet url={url} qrCode={qrCode} producer={property.producer} />
      </article>
      {!withdrawn && related.length > 0 && (
        <section className="container section no-print" aria-labelledby={SIMILAR_ID}>
          <Similar related={related} />
        </section>
      )}
    </>
  )
}
