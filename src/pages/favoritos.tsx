import { Link, type HeadFC } from 'gatsby'
import { Layout } from '../components/Layout'
import { PageHeader } from '../components/PageHeader'
import { Seo } from '../components/Seo'
import { useSite } from '../hooks/useSite'
import * as styles from './pages.module.css'

export default function FavouritesPage() {
  const { settings } = useSite()
  const title = settings.modules.compare ? 'Favoritos y comparación' : 'Favoritos'
  return (
    <Layout>
      <PageHeader title={title}>
        <p>
          Las propiedades que marcás con el corazón se guardan en este dispositivo
          {settings.modules.compare ? ' y podés compararlas lado a lado' : ''}.
        </p>
      </PageHeader>
      <div className="container section" id="favoritos">
        <p className={styles.empty}>
          Todavía no guardaste propiedades. Buscalas en <Link to="/venta">venta</Link> o{' '}
          <Link to="/alquiler">alquiler</Link>.
        </p>
      </div>
    </Layout>
  )
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Favoritos" pathname={location.pathname} noindex />
)
