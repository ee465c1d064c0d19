import type { HeadProps, PageProps } from 'gatsby'
import { Breadcrumbs } from '../components/detail/Breadcrumbs'
import { DetailSection } from '../components/detail/DetailSection'
import { MediaGallery } from '../components/detail/MediaGallery'
import { DevelopmentContact } from '../components/development/DevelopmentContact'
import { DevelopmentDetails } from '../components/development/DevelopmentDetails'
import { DevelopmentHeader } from '../components/development/DevelopmentHeader'
import { Layout } from '../components/Layout'
import { Seo } from '../components/Seo'
import { developmentBreadcrumbs } from '../domain/breadcrumbs'
import { developmentMetaDescription } from '../domain/developmentDetail'
import { developmentJsonLd } from '../domain/jsonLd'
import { coverPhoto } from '../domain/photos'
import { absoluteUrl, developmentPath } from '../domain/urls'
import { useSite } from '../hooks/useSite'
import type { DevelopmentContext } from './contexts'
import * as styles from './PropertyPage.module.css'

const ENQUIRY_ID = 'titulo-consulta'

export default function DevelopmentPage({ pageContext }: PageProps<object, DevelopmentContext>) {
  const { development } = pageContext
  const url = absoluteUrl(useSite().siteUrl, developmentPath(development))
  return (
    <Layout>
      <article className="container">
        <Breadcrumbs items={developmentBreadcrumbs(development.name)} />
        <DevelopmentHeader development={development} enquiryId={ENQUIRY_ID} />
        <div className={styles.body}>
          <div className={styles.content}>
            <DetailSection id="titulo-galeria" title="Imágenes, videos y planos" hideTitle>
              <MediaGallery
                title={development.name}
                photos={development.photos}
                videos={development.videos}
                tours={development.tour_360}
                blueprints={development.blueprints}
              />
            </DetailSection>
            <DevelopmentDetails development={development} />
          </div>
          <div className={styles.side}>
            <DevelopmentContact development={development} url={url} enquiryId={ENQUIRY_ID} />
          </div>
        </div>
      </article>
    </Layout>
  )
}

export function Head({ pageContext }: HeadProps<object, DevelopmentContext>) {
  const { development } = pageContext
  const { siteUrl } = useSite()
  return (
    <Seo
      title={development.name}
      description={developmentMetaDescription(development)}
      pathname={developmentPath(development)}
      image={coverPhoto(development.photos).image}
      jsonLd={developmentJsonLd(development, { siteUrl })}
    />
  )
}
