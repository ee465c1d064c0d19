import type { HeadProps, PageProps } from 'gatsby'
import { Layout } from '../components/Layout'
import { Seo } from '../components/Seo'
import { newsPath } from '../domain/urls'
import type { NewsEntryContext } from './contexts'

export default function NewsEntryPage({ pageContext }: PageProps<object, NewsEntryContext>) {
  const { entry } = pageContext
  return (
    <Layout>
      <article className="container section prose">
        <h1>{entry.title}</h1>
        <div dangerouslySetInnerHTML={{ __html: entry.content }} />
      </article>
    </Layout>
  )
}

export function Head({ pageContext }: HeadProps<object, NewsEntryContext>) {
  const { entry } = pageContext
  return (
    <Seo
      title={entry.title}
      description={entry.headline}
      pathname={newsPath(entry)}
      type="article"
    />
  )
}
