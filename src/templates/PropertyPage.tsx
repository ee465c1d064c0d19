import type { HeadProps, PageProps } from 'gatsby'
import { DetailSection } from '../components/detail/DetailSection'
import { EnquirySection } from '../components/detail/EnquirySection'
import { MediaGallery } from '../components/detail/MediaGallery'
import { ShareLinks } from '../components/detail/ShareLinks'
import { Breadcrumbs } from '../components/detail/Breadcrumbs'
import { Layout } from '../components/Layout'
import { PropertyDetails } from '../components/property/PropertyDetails'
import { PropertyHeader } from '../components/property/PropertyHeader'
import { PropertyGrid } from '../components/PropertyGrid'
import { Seo } from '../components/Seo'
import { propertyBreadcrumbs } from '../domain/breadcrumbs'
import { contactPerson, enquiryMessage } from '../domain/contact'
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
  const { settings, siteUrl } = useSite()
  const url = absoluteUrl(siteUrl, propertyPath(property, operationId))
  const { title, reference_code: reference } = property
  return (
    <Layout>
      <article className="container">
        <Breadcrumbs items={propertyBreadcrumbs(title, operationId)} />
        <PropertyHeader property={property} operationId={operationId} enquiryId={ENQUIRY_ID} />
        <div className={styles.body}>
          <div className={styles.content}>
            <DetailSection id="titulo-galeria" title="Fotos, videos y planos" hideTitle>
              <MediaGallery
                title={title}
                photos={property.photos}
                videos={property.videos}
                tours={property.tour_360}
                blueprints={property.blueprints}
              />
            </DetailSection>
            <PropertyDetails property={property} />
          </div>
          <div className={styles.side}>
            <EnquirySection
              id={ENQUIRY_ID}
              title="Consultá por esta propiedad"
              contact={contactPerson(property.producer, settings)}
              whatsapp={{
                phone: settings.contact.whatsapp,
                text: enquiryMessage({ title, url, reference }),
              }}
            />
            <DetailSection id="titulo-compartir" title="Compartir">
              <ShareLinks url={url} title={title} />
            </DetailSection>
          </div>
        </div>
      </article>
      {related.length > 0 && (
        <section className="container section" aria-labelledby="titulo-similares">
          <h2 id="titulo-similares">Propiedades similares</h2>
          <PropertyGrid cards={related} />
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
