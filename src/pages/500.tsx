import { Link, type HeadFC } from 'gatsby'
import { Layout } from '../components/Layout'
import { Seo } from '../components/Seo'

/** Spec §2 and §8: a server error while loading a page's data lands here. */
export default function ServerErrorPage() {
  return (
    <Layout>
      <section className="container section prose">
        <h1>Tuvimos un problema</h1>
        <p>
          No pudimos cargar esta página por un error del servidor. Probá de nuevo en unos minutos.
        </p>
        <p>
          <a href="/">Volver al inicio</a> · <Link to="/contacto">Escribinos</Link>
        </p>
      </section>
    </Layout>
  )
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Error del servidor" pathname={location.pathname} noindex />
)
