import { navigate, type HeadFC, type PageProps } from 'gatsby'
import { useCallback, useEffect, useState } from 'react'
import { Layout } from '../../components/Layout'
import { Seo } from '../../components/Seo'
import { useAppDispatch } from '../../state/hooks'
import { propertyLookedUp } from '../../state/favouritesSlice'
import { brokerIdFromTokkoPath, propertyPath } from '../../domain/urls'
import { useIsClient } from '../../hooks/useIsClient'

type Lookup = 'buscando' | 'inexistente' | 'error'

/**
 * `/tokko/{id}` for an id the last build did not know (known ids have a static redirect): the
 * property is fetched live and the visitor sent to its page, or told it does not exist.
 */
export default function TokkoLookupPage({ params }: PageProps) {
  const id = brokerIdFromTokkoPath(params['*'])
  const dispatch = useAppDispatch()
  const [lookup, setState] = useState<Lookup>(id === null ? 'inexistente' : 'buscando')
  // The static HTML is built without the address's id: it and the hydration say "Buscando…",
  // so nothing differs between them and no "not found" shows before the id is read.
  const client = useIsClient()
  const state = client ? lookup : 'buscando'

  const lookUp = useCallback(() => {
    if (id === null) return
    setState('buscando')
    // The thunk logs a failure (not a missing record) and says which it was.
    void dispatch(propertyLookedUp(id)).then((result) => {
      if (propertyLookedUp.fulfilled.match(result))
        void navigate(propertyPath(result.payload), { replace: true })
      else setState(result.payload?.notFound ? 'inexistente' : 'error')
    })
  }, [dispatch, id])

  useEffect(lookUp, [lookUp])

  return (
    <Layout>
      <section className="container section prose" aria-busy={state === 'buscando'}>
        {state === 'buscando' && (
          <>
            <h1>Buscando la propiedad…</h1>
            <p role="status">
              Estamos buscando la propiedad{client && id !== null ? ` ${id}` : ''}.
            </p>
          </>
        )}
        {state === 'inexistente' && (
          <>
            <h1>No encontramos esta propiedad</h1>
            <p>
              Puede que ya no esté publicada. <a href="/venta">Ver propiedades en venta</a> o{' '}
              <a href="/alquiler">en alquiler</a>.
            </p>
          </>
        )}
        {state === 'error' && (
          <>
            <h1>No pudimos cargar la propiedad</h1>
            <p role="alert">Hubo un problema al consultar la propiedad {id}.</p>
            <button type="button" className="button" onClick={lookUp}>
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
