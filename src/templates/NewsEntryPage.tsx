import { Link, type HeadProps, type PageProps } from 'gatsby'
import { Layout } from '../components/Layout'
import { NewsArticle } from '../components/NewsArticle'
import { NewsCard } from '../components/NewsCard'
import { Seo } from '../components/Seo'
import { newsArticleJsonLd } from '../domain/news/news'
import { absoluteUrl, NEWS_PATH, newsPath } from '../domain/site/urls'
import { useSite } from '../hooks/useSite'
import type { NewsEntryContext } from '../domain/contracts/pageContexts'
import * as styles from './NewsEntryPage.module.css'

export default function NewsEntryPage({ pageContext }: PageProps<object, NewsEntryContext>) {
  const { entry, latest } = pageContext
  return (
    <Layout>
      <NewsArticle entry={entry} />
      {latest.length > 0 && (
        <section className="container section" aria-labelledby="otras-novedades">
          <div className="section-head">
            <h2 id="otras-novedades">Otras novedades</h2>
            <Link to={NEWS_PATH}>Ver todas las novedades</Link>
          </div>
          <ul className={styles.latest}>
            {latest.map((card) => (
              <li key={card.id}>
                <NewsCard card={card} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </Layout>
  )
}

export function Head({ pageContext: { entry } }: HeadProps<object, NewsEntryContext>) {
  const { settings, siteUrl } = useSite()
  const path = newsPath(entry)
  return (
    <Seo
      title={entry.title || 'Novedad'}
      description={entry.headline}
      pathname={path}
      image={entry.main_image}
      type="article"
      jsonLd={newsArticleJsonLd(entry, {
        url: absoluteUrl(siteUrl, path),
        publisher: settings.name,
      })}
    />
  )
}
