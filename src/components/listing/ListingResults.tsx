import type { PropertyCardData } from '../../domain/cards'
import type { ActiveFilter } from '../../domain/listingFilters'
import type { ResultsDisplay } from '../../domain/resultsDisplay'
import type { SearchFilters } from '../../domain/types'
import type { ListingView } from '../../hooks/useListingResults'
import { favouriteActions } from '../favourites/FavouriteButton'
import { PropertyGrid } from '../PropertyGrid'
import { ActiveFilters } from './ActiveFilters'
import { LazyResultsMap } from './LazyResultsMap'
import * as styles from './ListingResults.module.css'
import { PropertyGridSkeleton } from './PropertyGridSkeleton'

interface ListingResultsProps {
  view: ListingView
  display: ResultsDisplay
  active: readonly ActiveFilter[]
  onChange: (filters: SearchFilters) => void
  onClear: () => void
}

// While a search runs the map shows no marker: the cards at hand answer the previous filters.
const NO_CARDS: PropertyCardData[] = []

/**
 * The cards of the search, as a list or on the map, or skeletons while it runs; "Ver más" for the
 * next 50; a failed search says so with a retry over the results it could keep; an empty one
 * offers to widen the search.
 */
export function ListingResults({ view, display, active, onChange, onClear }: ListingResultsProps) {
  const empty = !view.searching && !view.error && view.cards.length === 0
  const grid = !view.searching && view.cards.length > 0 && (
    <PropertyGrid
      cards={view.cards}
      eagerFirst
      headingLevel={2}
      label="Resultados"
      actionsFor={favouriteActions}
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
      {empty ? (
        active.length > 0 && (
          <div className={styles.empty}>
            <p>Probá quitar alguno de los filtros elegidos:</p>
            <ActiveFilters active={active} onChange={onChange} onClear={onClear} />
            {active.length === 1 && (
              <button type="button" className="button" onClick={onClear}>
                Ver todas las propiedades
              </button>
            )}
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
      {view.canLoadMore && (
        <div className={styles.more}>
          <button type="button" className="button button-secondary" onClick={view.loadMore}>
            Ver más propiedades
          </button>
        </div>
      )}
    </div>
  )
}
