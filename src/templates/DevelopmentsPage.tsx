import type { HeadProps, PageProps } from 'gatsby'
import { DevelopmentCard } from '../components/DevelopmentCard'
import { Layout } from '../components/Layout'
import { Seo } from '../components/Seo'
import type { DevelopmentsContext } from './contexts'

export default function DevelopmentsPage({ pageContext }: PageProps<object, DevelopmentsContext>) {
  const { developments, tag } = pageContext
  return (
    <Layout>
      <section className="container section">
        <h1>{tag ? `Emprendimientos: ${tag}` : 'Emprendimientos'}</h1>
        <ul>
          {developments.map((card) => (
            <li key={card.id}>
              <DevelopmentCard card={card} headingLevel={2} />
            </li>
          ))}
        </ul>
      </section>
    </Layout>
  )
}

export function Head({ location, pageContext }: HeadProps<object, DevelopmentsContext>) {
  return (
    <Seo
      title={pageContext.tag ? `Emprendimientos: ${pageContext.tag}` : 'Emprendimientos'}
      pathname={location.pathname}
    />
  )
}
