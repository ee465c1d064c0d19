import type { HeadProps, PageProps } from 'gatsby'
import { CardList } from '../components/CardList'
import { FilterChips } from '../components/FilterChips'
import { Layout } from '../components/Layout'
import { NewsCard } from '../components/NewsCard'
import { Seo } from '../components/Seo'
import {
  filterByTopic,
  newsSummary,
  parseTopicFilter,
  topicFilterOptions,
  topicFilterSearch,
} from '../domain/news/news'
import { NEWS_PATH } from '../domain/site/urls'
import { useLiveNews } from '../hooks/useLiveNews'
import { useAddressQuery } from '../hooks/useAddressQuery'
import { LiveNotice } from '../components/LiveNotice'
import { useSite } from '../hooks/useSite'
import type { NewsListContext } from '../domain/contracts/pageContexts'

export default function NewsListPage({
  pageContext,
  location,
}: PageProps<object, NewsListContext>) {
  const [search, setSearch] = useAddressQuery(location, { history: 'replace' })
  const live = useLiveNews(pageContext.entries, pageContext.tags)
  const { entries, tags } = live
  const topic = parseTopicFilter(search, tags)
  const shown = filterByTopic(entries, topic)
  return (
    <Layout>
      <div className="container section">
        <h1>Novedades</h1>
        {tags.length > 0 && entries.length > 0 && (
          <FilterChips
            legend="Tema"
            name="tema"
            options={topicFilterOptions(entries, tags)}
            value={topic}
            onChange={(value) => setSearch(topicFilterSearch(search, value))}
          />
        )}
        <LiveNotice
          updating={live.updating}
          error={live.failed ? 'el servicio no respondió.' : null}
          what="las novedades"
        />
        <CardList
          items={shown}
          itemKey={(card) => card.id}
          renderItem={(card) => <NewsCard card={card} headingLevel={2} />}
          summary={newsSummary(shown.length, entries.length, topic)}
          emptyAction={
            topic !== null
              ? {
                  label: 'Ver todas las novedades',
                  onClick: () => setSearch(topicFilterSearch(search, null)),
                }
              : { label: 'Volver al inicio', to: '/' }
          }
        />
      </div>
    </Layout>
  )
}

export function Head({ pageContext: { entries } }: HeadProps<object, NewsListContext>) {
  const { settings } = useSite()
  return (
    <Seo
      title="Novedades"
      description={`Noticias del mercado inmobiliario, consejos para comprar, vender y alquilar, y novedades de ${settings.name}.`}
      pathname={NEWS_PATH}
      image={entries.find((card) => card.image)?.image}
    />
  )
}
