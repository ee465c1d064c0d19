import type { HeadFC, PageProps } from 'gatsby'
import { useMemo } from 'react'
import { FavouritesView } from '../components/favourites/FavouritesView'
import { Layout } from '../components/Layout'
import { onDemand } from '../hooks/onDemand'
import { PageHeader } from '../components/PageHeader'
import { LazyRecentlyViewed } from '../components/LazyRecentlyViewed'
import { Seo } from '../components/Seo'
import { parseSharedSelection } from '../domain/favourites/shortlist'
import { useIsClient } from '../hooks/useIsClient'
import { useOnDemand } from '../hooks/useOnDemand'
import { useSite } from '../hooks/useSite'

// Someone else's selection is what few visits open: its view loads when the address has one.
const sharedSelectionCode = onDemand(() => import('../components/shortlist/SharedSelection'))

function LazySharedSelection({ ids }: { ids: number[] }) {
  const { module, failed, retry } = useOnDemand(sharedSelectionCode)
  if (module) return <module.default ids={ids} />
  if (!failed) return <p>Cargando la selección compartida…</p>
  return (
    <div role="alert">
      <p>No pudimos cargar la selección compartida. Revisá tu conexión y probá de nuevo.</p>
      <button type="button" className="button button-secondary" onClick={retry}>
        Reintentar
      </button>
    </div>
  )
}

export default function FavouritesPage({ location }: PageProps) {
  const { settings, counts } = useSite()
  // A shared selection is in the address's query, which the built page did not have.
  const isClient = useIsClient()
  const search = isClient ? location.search : ''
  const shared = useMemo(() => parseSharedSelection(search), [search])
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
        {shared ? (
          <LazySharedSelection ids={shared} />
        ) : (
          <FavouritesView compare={compare} counts={counts} />
        )}
      </div>
      <LazyRecentlyViewed className="container section" />
    </Layout>
  )
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Favoritos" pathname={location.pathname} noindex />
)
