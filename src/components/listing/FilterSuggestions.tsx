import { MAX_SUGGESTIONS, type ActiveFilter } from '../../domain/listing/listingFilters'
import type { SearchFilters } from '../../domain/types'
import { useFilterSuggestions } from '../../hooks/useFilterSuggestions'
import * as styles from './FilterSuggestions.module.css'
import { SuggestionsPending } from './SuggestionsPending'

export interface FilterSuggestionsProps {
  filters: SearchFilters
  active: readonly ActiveFilter[]
  onChange: (filters: SearchFilters) => void
  onClear: () => void
}

/**
 * An empty search's way out: each search with one filter fewer that finds properties, with how
 * many, the most first; or, when none does, the whole listing. When the counts cannot be read it
 * says nothing: the chips below still take filters out. Loaded only when a search finds nothing.
 */
export default function FilterSuggestions({
  filters,
  active,
  onChange,
  onClear,
}: FilterSuggestionsProps) {
  const outcome = useFilterSuggestions(filters, active)
  const viewAll = (
    <button type="button" className="button" onClick={onClear}>
      Ver todas las propiedades
    </button>
  )
  switch (outcome.kind) {
    case 'counting':
      return <SuggestionsPending count={Math.min(active.length, MAX_SUGGESTIONS)} />
    case 'unknown':
      // With one filter, taking it out is the whole listing.
      return active.length === 1 ? viewAll : null
    case 'none':
      return (
        <>
          <p className={styles.intro}>Quitando un solo filtro tampoco hay resultados.</p>
          {viewAll}
        </>
      )
    case 'some':
      return (
        <>
          <p className={styles.intro}>Con un filtro menos, hay resultados:</p>
          <ul className={styles.list}>
            {outcome.suggestions.map((suggestion) => (
              <li key={suggestion.key}>
                <button
                  type="button"
                  className={`button button-secondary ${styles.suggestion}`}
                  onClick={() => onChange(suggestion.filters)}
                >
                  <span>{suggestion.text}:</span> <strong>{suggestion.count}</strong>
                </button>
              </li>
            ))}
          </ul>
        </>
      )
  }
}
