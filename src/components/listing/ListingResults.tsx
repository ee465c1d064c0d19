import type { MouseEvent, ReactNode } from 'react'
import type { PropertyCardData } from '../../domain/listing/cards'
import { MAX_SUGGESTIONS, type ActiveFilter } from '../../domain/listing/listingFilters'
import { RESULTS_IN_HTML } from '../../domain/listing/search'
import type { ResultsDisplay } from '../../domain/listing/resultsDisplay'
import type { SearchFilters } from '../../domain/types'
import type { ListingView } from '../../hooks/useListingResults'
import { PropertyGrid } from '../PropertyGrid'
import { useOnDemand } from '../../hooks/useOnDemand'
import { onDemand } from '../../hooks/onDemand'
import { ActiveFilters } from './ActiveFilters'
import type { FilterSuggestionsProps } from './FilterSuggestions'
import { LazyResultsMap } from './LazyResultsMap'
import * as styles from './ListingResults.module.css'
import { PropertyGridSkeleton } from './PropertyGridSkeleton'
import { SuggestionsPending } from './SuggestionsPending'

// Only a search that finds nothing needs it.
const suggestionsCode = onDemand(() => import('./FilterSuggestions'))

/** The suggestions once their code has arrived: their places meanwhile, nothing without it. */
function LazyFilterSuggestions(props: FilterSuggestionsProps) {
  const { module, failed } = useOnDemand(suggestionsCode)
  if (module) return <module.default {...props} />
  return failed ? null : (
    <SuggestionsPending count={Math.min(props.active.length, MAX_SUGGESTIONS)} />
  )
}

interface ListingResultsProps {
  view: ListingView
  display: ResultsDisplay
  /** Which cards were listed since the visitor's last visit to this search ("Nueva"). */
  isNew?: (card: PropertyCardData) => boolean
  /** The filters searched (the store's), which the wider searches are counted from. */
  filters: SearchFilters
  active: readonly ActiveFilter[]
  onChange: (filters: SearchFilters) => void
  onClear: () => void
  /** Shown when nothing is found: the way to be told when something matching is published. */
  alert?: ReactNode
}

/** A click that opens the link elsewhere (a new tab, a download): the browser's, not ours. */
const isModified = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey

/**
 * "Ver más": a link to the next built page while the default search shows its first 50 (a
 * browser without scripts, or before them, opens it), which scripts turn into the next 50 here.
 */
function MoreResults({ view }: { view: ListingView }) {
  if (view.nextPagePath)
    return (
      <div className={styles.more}>
        <a
          href={view.nextPagePath}
          className="button button-secondary"
          onClick={(event) => {
            if (!view.canLoadMore || isModified(event)) return
            event.preventDefault()
            view.loadMore()
          }}
        >
          Ver más propiedades
        </a>
      </div>
    )
  if (!view.canLoadMore) return null
  return (
    <div className={styles.more}>
      <button type="button" className="button button-secondary" onClick={view.loadMore}>
        Ver más propiedades
      </button>
    </div>
  )
}

// While a search runs the map shows no marker: the cards at hand answer the previous filters.
const NO_CARDS: PropertyCardData[] = []

/**
 * The cards of the search, as a list or on the map, or skeletons while it runs; "Ver más" for the
 * next 50; a failed search says so with a retry over the results it could keep; an empty one
 * offers wider searches with their counts, the chips to take filters out, and the alert.
 */
export function ListingResults({
  view,
  display,
  isNew,
  filters,
  active,
  onChange,
  onClear,
  alert,
}: ListingResultsProps) {
  const grid = !view.searching && view.cards.length > 0 && (
    <PropertyGrid
      cards={view.cards}
      eagerFirst
      headingLevel={2}
      label="Resultados"
      isNew={isNew}
      // The map's list is never the page's HTML: it shows every card.
      firstPaintCount={display === 'list' ? RESULTS_IN_HTML : undefined}
    />
  )
  return (
    <div className={styles.results} aria-busy={view.searching || view.loadingMore}>
      {view.error && (
        <div role="alert" className={styles.error}>
          <p>
            {view.failedMore
              ? 'No pudimos cargar más propiedades.'
              : 'No pudimos buscar con estos filtros; te mostramos las publicaciones más recientes.'}{' '}
            {view.error}
          </p>
          <button type="button" className="button button-secondary" onClick={view.retry}>
            Reintentar
          </button>
        </div>
      )}
      {view.empty ? (
        (active.length > 0 || alert) && (
          <div className={styles.empty}>
            {active.length > 0 && (
              <>
                <div className={styles.suggestions} aria-live="polite">
                  <LazyFilterSuggestions
                    filters={filters}
                    active={active}
                    onChange={onChange}
                    onClear={onClear}
                  />
                </div>
                <p>Podés quitar los filtros que quieras:</p>
                <ActiveFilters active={active} onChange={onChange} onClear={onClear} />
              </>
            )}
            {alert}
          </div>
        )
      ) : (
        <ActiveFilters active={active} onChange={onChange} onClear={onClear} />
      )}
      {display === 'map' ? (
        <LazyResultsMap cards={view.searching ? NO_CARDS : view.cards} list={grid} />
      ) : (
        <>
          {view.searching && <PropertyGridSkeleton count={6} />}
          {grid}
          {view.loadingMore && <PropertyGridSkeleton count={3} />}
        </>
      )}
      <MoreResults view={view} />
    </div>
  )
}
