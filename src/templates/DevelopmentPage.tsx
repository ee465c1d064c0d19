import type { HeadProps, PageProps } from 'gatsby'
import { DevelopmentView } from '../components/development/DevelopmentView'
import { Layout } from '../components/Layout'
import { Seo } from '../components/Seo'
import { developmentMetaDescription } from '../domain/development/developmentDetail'
import { coverPhoto } from '../domain/detail/photos'
import { developmentPath } from '../domain/site/urls'
import { useLiveCheck } from '../hooks/useLiveCheck'
import { useAppDispatch } from '../state/hooks'
import type { DevelopmentContext } from '../domain/contracts/pageContexts'

export default function DevelopmentPage({ pageContext }: PageProps<object, DevelopmentContext>) {
  const { development } = pageContext
  const dispatch = useAppDispatch()
  // Whether it is still published, once the browser is idle (its units refresh on their own).
  const check = useLiveCheck(
    async (signal) =>
      (await import('../state/liveChecks')).developmentCheck(dispatch, development, signal),
    development.id,
  )
  return (
    <Layout>
      <DevelopmentView development={development} check={check} />
    </Layout>
  )
}

export function Head({ pageContext }: HeadProps<object, DevelopmentContext>) {
  const { development, jsonLd } = pageContext
  return (
    <Seo
      title={development.name}
      description={developmentMetaDescription(development)}
      pathname={developmentPath(development)}
      image={coverPhoto(development.photos).image}
      jsonLd={jsonLd}
    />
  )
}
