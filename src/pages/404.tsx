import type { HeadFC, PageProps } from 'gatsby'
import { useEffect } from 'react'
import { Layout } from '../components/Layout'
import {
  LookingUp,
  LOOKUP_CLASS,
  LookupFailed,
  NotFoundMessage,
  StaticNotFound,
} from '../components/live/NotFound'
import { onDemand } from '../hooks/onDemand'
import { Seo } from '../components/Seo'
import { liveAddress, type LiveAddress } from '../domain/site/liveAddress'
import { useIsClient } from '../hooks/useIsClient'
import { useOnDemand } from '../hooks/useOnDemand'

// Only addresses of records newer than the build pay for this code.
const liveRecordCode = onDemand(() => import('../components/live/LiveRecord'))

/** The record at an address of a record's shape, once the code that fetches and shows it is here. */
function LazyLiveRecord({ address, pathname }: { address: LiveAddress; pathname: string }) {
  const { module, failed, retry } = useOnDemand(liveRecordCode)
  if (module) return <module.default address={address} pathname={pathname} />
  return failed ? <LookupFailed retry={retry} /> : <LookingUp />
}

/**
 * Any address without a page. One with the shape of a property, development or news page may
 * name a record published after the build: it is fetched and rendered live until the next build
 * makes it static. Anything else is a real 404.
 */
export default function NotFoundPage({ location }: PageProps) {
  const client = useIsClient()
  const address = client ? liveAddress(location.pathname) : null
  useEffect(() => {
    // React has taken over: what it renders is the answer, not the script's guess.
    if (client) document.documentElement.classList.remove(LOOKUP_CLASS)
  }, [client])
  return (
    <Layout>
      {address ? (
        <LazyLiveRecord address={address} pathname={location.pathname} />
      ) : client ? (
        <NotFoundMessage />
      ) : (
        <StaticNotFound />
      )}
    </Layout>
  )
}

export const Head: HeadFC = ({ location }) =>
  // A live record sets its own title, description and canonical (react-helmet) once it is known.
  liveAddress(location.pathname) ? (
    <Seo title="Buscando la publicación…" pathname={location.pathname} bare />
  ) : (
    <Seo title="Página no encontrada" pathname={location.pathname} noindex />
  )
