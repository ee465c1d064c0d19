import { navigate, type HeadFC, type PageProps } from 'gatsby'
import { useEffect } from 'react'
import { Layout } from '../components/Layout'
import { Seo } from '../components/Seo'
import { brokerIdFromTokkoPath, propertyPath } from '../domain/site/urls'
import { useIsClient } from '../hooks/useIsClient'
import { useLookup } from '../hooks/useLookup'
import { propertyLookedUp } from '../state/favouritesSlice'

/**
 * `/tokko/{id}` (gatsby/pages/properties.ts) for an id the last build did not know (known ids have a static redirect): the
 * property is fetched live and the visitor sent to its page, or told it does not exist. Leaving
 * cancels the request.
 */
export default function TokkoLookupPage({ params }: PageProps) {
  const id = brokerIdFromTokkoPath(params['*'])
  const { state, retry } = useLookup(propertyLookedUp, id)
  // The static HTML is built without the address's id: it and the hydration say "Buscando…".
  const client = useIsClient()
  const found = state.status === 'found' ? state.record : null

  useEffect(() => {
    if (found) void navigate(propertyPath(found), { replace: true })
  }, [found])

  const searching = state.status === 'loading' || found !== null
  return (
    <Layout>
      <section className="container section prose" aria-busy={searching}>
        {searching && (
          <>
            <h1>Buscando la propiedad…</h1>
            <p role="status">
              Estamos buscando la propiedad{client && id !== null ? ` ${id}` : ''}.
            </p>
          </>
        )}
        {state.status === 'missing' && (
          <>
            <h1>No encontramos esta propiedad</h1>
            <p>
              Puede que ya no esté publicada. <a href="/venta">Ver propiedades en venta</a> o{' '}
              <a href="/alquiler">en alquiler</a>.
            </p>
          </>
        )}
        {state.status === 'failed' && (
          <>
            <h1>No pudimos cargar la propiedad</h1>
            <p role="alert">Hubo un problema al consultar la propiedad {id}.</p>
            <button type="button" className="button" onClick={retry}>
              Reintentar
            </button>
          </>
        )}
      </section>
    </Layout>
  )
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Propiedad" pathname={location.pathname} noindex />
)
