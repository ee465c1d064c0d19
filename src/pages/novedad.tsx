import type { HeadFC, PageProps } from 'gatsby'
import { Layout } from '../components/Layout'
import { LiveNewsEntry } from '../components/LiveNewsEntry'
import { Seo } from '../components/Seo'
import { parseNewsId } from '../domain/news/news'
import { useIsClient } from '../hooks/useIsClient'

/** `/novedad?id=…`: an entry published after the last build, fetched from the backend. */
export default function NovedadPage({ location }: PageProps) {
  const client = useIsClient()
  return (
    <Layout>
      <LiveNewsEntry id={client ? parseNewsId(location.search) : undefined} />
    </Layout>
  )
}

// One address for every entry: search engines should index the permanent ones instead.
export const Head: HeadFC = () => <Seo title="Novedad" pathname="/novedad" noindex />
