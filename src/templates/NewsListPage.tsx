import type { HeadProps, PageProps } from 'gatsby'
import { Layout } from '../components/Layout'
import { NewsCard } from '../components/NewsCard'
import { Seo } from '../components/Seo'
import type { NewsListContext } from './contexts'

export default function NewsListPage({ pageContext }: PageProps<object, NewsListContext>) {
  return (
    <Layout>
      <section className="container section">
        <h1>Novedades</h1>
        <ul>
          {pageContext.entries.map((card) => (
            <li key={card.id}>
              <NewsCard card={card} headingLevel={2} />
            </li>
          ))}
        </ul>
      </section>
    </Layout>
  )
}

export function Head({ location }: HeadProps<object, NewsListContext>) {
  return <Seo title="Novedades" pathname={location.pathname} />
}
