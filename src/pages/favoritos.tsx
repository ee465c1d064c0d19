import type { HeadFC } from 'gatsby'
import { FavouritesView } from '../components/favourites/FavouritesView'
import { Layout } from '../components/Layout'
import { PageHeader } from '../components/PageHeader'
import { Seo } from '../components/Seo'
import { useSite } from '../hooks/useSite'

export default function FavouritesPage() {
  const { settings, counts } = useSite()
  const compare = settings.modules.compare
  return (
    <Layout>
      <PageHeader title={compare ? 'Favoritos y comparación' : 'Favoritos'}>
        <p>
          Las propiedades que marcás con el corazón se guardan en este dispositivo
          {compare ? ' y podés compararlas lado a lado' : ''}.
        </p>
      </PageHeader>
      <div className="container section" id="favoritos">
        <FavouritesView compare={compare} counts={counts} />
      </div>
    </Layout>
  )
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Favoritos" pathname={location.pathname} noindex />
)
