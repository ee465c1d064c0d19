import type { HeadProps, PageProps } from 'gatsby'
import { Breadcrumbs } from '../components/detail/Breadcrumbs'
import { DetailSection } from '../components/detail/DetailSection'
import { MediaGallery } from '../components/detail/MediaGallery'
import { favouriteActions } from '../components/favourites/FavouriteButton'
import { Layout } from '../components/Layout'
import { PropertyContact } from '../components/property/PropertyContact'
import { PropertyDetails } from '../components/property/PropertyDetails'
import { PropertyHeader } from '../components/property/PropertyHeader'
import { PropertyGrid } from '../components/PropertyGrid'
import { Seo } from '../components/Seo'
import { propertyBreadcrumbs } from '../domain/breadcrumbs'
import { propertyJsonLd } from '../domain/jsonLd'
import { coverPhoto } from '../domain/photos'
import { propertyMetaDescription } from '../domain/propertyDetail'
import { absoluteUrl, propertyPath } from '../domain/urls'
import { useSite } from '../hooks/useSite'
import type { PropertyContext } from './contexts'
import * as styles from './PropertyPage.module.css'

const ENQUIRY_ID = 'titulo-consulta'

export default function PropertyPage({ pageContext }: PageProps<object, PropertyContext>) {
  const { property, operationId, related } = pageContext
  const url = absoluteUrl(useSite().siteUrl, propertyPath(property, operationId))
  return (
    <Layout>
      <article className="container">
        <Breadcrumbs items={propertyBreadcrumbs(property.title, operationId)} />
        <PropertyHeader property={property} operationId={operationId} enquiryId={ENQUIRY_ID} />
        <div className={styles.body}>
          <div className={styles.content}>
            <DetailSection id="titulo-galeria" title="Fotos, videos y planos" hideTitle>
              <MediaGallery
                title={property.title}
                photos={property.photos}
                videos={property.videos}
                tours={property.tour_360}
                blueprints={property.blueprints}
              />
            </DetailSection>
            <PropertyDetails property={property} />
          </div>
          <div className={styles.side}>
            <PropertyContact property={property} url={url} enquiryId={ENQUIRY_ID} />
          </div>
        </div>
      </article>
      {related.length > 0 && (
        <section className="container section" aria-labelledby="titulo-similares">
          <h2 id="titulo-similares">Propiedades similares</h2>
          <PropertyGrid cards={related} actionsFor={favouriteActions} />
        </section>
      )}
    </Layout>
  )
}

export function Head({ pageContext }: HeadProps<object, PropertyContext>) {
  const { property, operationId } = pageContext
  const { siteUrl } = useSite()
  return (
    <Seo
      title={property.title}
      description={propertyMetaDescription(property, operationId)}
      pathname={propertyPath(property, operationId)}
      image={coverPhoto(property.photos).image}
      jsonLd={propertyJsonLd(property, { operationId, siteUrl })}
    />
  )
}
