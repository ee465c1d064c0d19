import type { HeadProps, PageProps } from 'gatsby'
import { Layout } from '../components/Layout'
import { PageHeader } from '../components/PageHeader'
import { WithdrawnListing } from '../components/property/WithdrawnListing'
import { PropertyGrid } from '../components/PropertyGrid'
import { Seo } from '../components/Seo'
import type { WithdrawnPropertyContext } from '../domain/contracts/pageContexts'

export default function WithdrawnPropertyPage({
  pageContext,
}: PageProps<object, WithdrawnPropertyContext>) {
  const { card, operationId, withdrawnOn, related } = pageContext
  return (
    <Layout>
      <PageHeader title="Esta propiedad ya no está disponible">
        <p>
          Dejó de publicarse el {withdrawnOn}. Te dejamos cómo era su aviso y otras propiedades
          parecidas.
        </p>
      </PageHeader>
      <WithdrawnListing card={card} operationId={operationId} />
      {related.length > 0 && (
        <section className="container section" aria-labelledby="titulo-similares">
          <h2 id="titulo-similares">Propiedades similares</h2>
          <PropertyGrid cards={related} />
        </section>
      )}
    </Layout>
  )
}

export function Head({ pageContext: { card } }: HeadProps<object, WithdrawnPropertyContext>) {
  return (
    <Seo
      title={card.title ? `${card.title} (no disponible)` : 'Propiedad no disponible'}
      description="Esta propiedad ya no está publicada. Mirá otras similares."
      pathname={card.path}
      image={card.photos[0]?.image}
      noindex
    />
  )
}
