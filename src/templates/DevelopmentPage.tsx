import type { HeadProps, PageProps } from 'gatsby'
import { Layout } from '../components/Layout'
import { Seo } from '../components/Seo'
import { developmentPath } from '../domain/urls'
import type { DevelopmentContext } from './contexts'

export default function DevelopmentPage({ pageContext }: PageProps<object, DevelopmentContext>) {
  const { development } = pageContext
  return (
    <Layout>
      <article className="container section">
        <h1>{development.name}</h1>
        <p>{development.publication_title}</p>
      </article>
    </Layout>
  )
}

export function Head({ pageContext }: HeadProps<object, DevelopmentContext>) {
  const { development } = pageContext
  return (
    <Seo
      title={development.name}
      description={development.description_text}
      pathname={developmentPath(development)}
    />
  )
}
