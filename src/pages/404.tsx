import type { HeadFC } from 'gatsby'
import { Layout } from '../components/Layout'
import { Seo } from '../components/Seo'
import { useSiteMetadata } from '../hooks/useSiteMetadata'

export default function NotFoundPage() {
  const site = useSiteMetadata()
  return (
    <Layout siteName={site.title}>
      <section className="container">
        <h1>No encontramos esta página</h1>
        <p>
          Es posible que la dirección esté mal escrita o que la publicación ya no esté disponible.
        </p>
        <p>
          <a href="/">Volver al inicio</a>
        </p>
      </section>
    </Layout>
  )
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Página no encontrada" pathname={location.pathname} />
)
