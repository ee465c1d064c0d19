import { Link, type HeadFC } from 'gatsby'
import { Layout } from '../components/Layout'
import { Seo } from '../components/Seo'

export default function NotFoundPage() {
  return (
    <Layout>
      <section className="container section prose">
        <h1>No encontramos esta página</h1>
        <p>
          Es posible que la dirección esté mal escrita o que la publicación ya no esté disponible.
        </p>
        <p>
          <Link to="/">Volver al inicio</Link> · <Link to="/venta">Ver propiedades en venta</Link> ·{' '}
          <Link to="/contacto">Escribinos</Link>
        </p>
      </section>
    </Layout>
  )
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Página no encontrada" pathname={location.pathname} noindex />
)
