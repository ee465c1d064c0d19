import type { HeadProps, PageProps } from 'gatsby'
import { CardList } from '../components/CardList'
import { DevelopmentCard } from '../components/DevelopmentCard'
import { DevelopmentFilters } from '../components/DevelopmentFilters'
import { Layout } from '../components/Layout'
import { Seo } from '../components/Seo'
import {
  developmentsDescription,
  developmentsSummary,
  developmentsTitle,
  parseStatusFilter,
  statusFilterOptions,
  statusFilterSearch,
} from '../domain/development/statusFilter'
import { isPlaceholder } from '../domain/detail/photos'
import { DEVELOPMENTS_PATH, developmentTagPath } from '../domain/site/urls'
import { useLiveDevelopments } from '../hooks/useLiveDevelopments'
import { useAddressQuery } from '../hooks/useAddressQuery'
import { LiveNotice } from '../components/LiveNotice'
import type { DevelopmentsContext } from '../domain/contracts/pageContexts'

const pathFor = (tag: string | null) => (tag && developmentTagPath(tag)) || DEVELOPMENTS_PATH

export default function DevelopmentsPage({
  pageContext,
  location,
}: PageProps<object, DevelopmentsContext>) {
  const { developments, tags, tag } = pageContext
  const [search, setSearch] = useAddressQuery(location, { history: 'replace' })
  const status = parseStatusFilter(search)
  const live = useLiveDevelopments(developments, status, tag)
  const shown = live.cards
  return (
    <Layout>
      <div className="container section">
        <h1>{developmentsTitle(tag)}</h1>
        <DevelopmentFilters
          tags={tags}
          currentPath={pathFor(tag)}
          statusOptions={developments.length > 0 ? statusFilterOptions(developments) : []}
          status={status}
          onStatusChange={(value) => setSearch(statusFilterSearch(search, value))}
        />
        <LiveNotice updating={live.updating} error={live.error} />
        <CardList
          items={shown}
          itemKey={(card) => card.id}
          renderItem={(card) => <DevelopmentCard card={card} headingLevel={2} />}
          summary={developmentsSummary(shown.length, developments.length, status, tag)}
          emptyAction={
            status !== null
              ? {
                  label: 'Ver todos los emprendimientos',
                  onClick: () => setSearch(statusFilterSearch(search, null)),
                }
              : tag
                ? { label: 'Ver todos los emprendimientos', to: DEVELOPMENTS_PATH }
                : { label: 'Volver al inicio', to: '/' }
          }
        />
      </div>
    </Layout>
  )
}

export function Head({
  pageContext: { developments, tag },
}: HeadProps<object, DevelopmentsContext>) {
  const cover = developments.map((card) => card.photos[0]).find((p) => p && !isPlaceholder(p))
  return (
    <Seo
      title={developmentsTitle(tag)}
      description={developmentsDescription(developments.length, tag)}
      pathname={pathFor(tag)}
      image={cover?.image}
    />
  )
}
