import type { HeadProps, PageProps } from 'gatsby'
import { Layout } from '../components/Layout'
import { LiveNotice } from '../components/LiveNotice'
import { FilterPanel } from '../components/listing/FilterPanel'
import { ListingFilters } from '../components/listing/ListingFilters'
import { ListingResults } from '../components/listing/ListingResults'
import { ResultsDisplayToggle } from '../components/listing/ResultsDisplayToggle'
import { SearchAlert } from '../components/listing/SearchAlert'
import { SortSelect } from '../components/listing/SortSelect'
import { Seo } from '../components/Seo'
import {
  activeFilters,
  clearedFilters,
  resultsSummary,
  searchInWords,
} from '../domain/listing/listingFilters'
import { LISTING_HEADINGS, operationById } from '../domain/site/operations'
import { countLabel } from '../domain/site/countWords'
import { useListingAddress } from '../hooks/useListingAddress'
import { useListingOptions } from '../hooks/useListingOptions'
import { useNewListings } from '../hooks/useNewListings'
import { useListingResults } from '../hooks/useListingResults'
import type { ListingContext } from '../domain/contracts/pageContexts'
import * as styles from './ListingPage.module.css'

export default function ListingPage({ pageContext, location }: PageProps<object, ListingContext>) {
  const { operationId } = pageContext
  const [filters, setFilters, display, setDisplay] = useListingAddress(location, operationId)
  const { options, ...liveOptions } = useListingOptions(operationId, pageContext, filters)
  const view = useListingResults(operationId, pageContext)
  const isNew = useNewListings(filters)
  const active = activeFilters(filters, options)
  const clear = () => setFilters(clearedFilters(filters))
  // One alert form: in the toolbar while there are results, in the empty results' box when not.
  const alert = (
    <SearchAlert filters={filters} words={searchInWords(LISTING_HEADINGS[operationId], active)} />
  )
  return (
    <Layout>
      <div className="container">
        <header className={styles.head}>
          <h1>{LISTING_HEADINGS[operationId]}</h1>
        </header>
        <div className={styles.layout}>
          <FilterPanel
            activeCount={active.length}
            resultsLabel={
              view.searching
                ? 'Ver resultados'
                : `Ver ${countLabel(view.total, 'propiedad', 'propiedades')}`
            }
            onClear={clear}
          >
            <LiveNotice {...liveOptions} what="las opciones" brief />
            <ListingFilters filters={filters} options={options} onChange={setFilters} />
          </FilterPanel>
          <div className={styles.results}>
            <div className={styles.toolbar}>
              <p className={styles.count} role="status">
                {view.searching
                  ? 'Buscando propiedades…'
                  : resultsSummary(view.total, view.cards.length, filters)}
              </p>
              {!view.empty && alert}
              <div className={styles.controls}>
                <SortSelect filters={filters} onChange={setFilters} />
                <ResultsDisplayToggle display={display} onChange={setDisplay} />
              </div>
            </div>
            <ListingResults
              view={view}
              display={display}
              isNew={isNew}
              filters={filters}
              active={active}
              onChange={setFilters}
              onClear={clear}
              alert={
                <div className={styles.emptyAlert}>
                  <p>
                    ¿Preferís esperar? Te escribimos cuando se publique algo para esta búsqueda.
                  </p>
                  {alert}
                </div>
              }
            />
          </div>
        </div>
      </div>
    </Layout>
  )
}

export function Head({ pageContext }: HeadProps<object, ListingContext>) {
  const operation = operationById(pageContext.operationId)
  return (
    <Seo
      title={LISTING_HEADINGS[pageContext.operationId]}
      description={`${pageContext.total} propiedades en ${operation.name.toLowerCase()}: fotos, precios, planos y ubicación.`}
      pathname={operation.path}
      image={pageContext.cards[0]?.photos[0]?.image}
    />
  )
}
