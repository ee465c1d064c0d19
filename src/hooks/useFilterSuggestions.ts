import { useEffect, useState } from 'react'
import {
  suggestionsOutcome,
  widerSearches,
  type SuggestionsOutcome,
} from '../domain/listing/filterSuggestions'
import type { ActiveFilter } from '../domain/listing/listingFilters'
import type { SearchFilters } from '../domain/types'
import { suggestionsCounted, type SuggestionCounts } from '../state/filterSuggestionsThunk'
import { useAppDispatch } from '../state/hooks'

export type SuggestionsView = { kind: 'counting' } | SuggestionsOutcome

/**
 * The wider searches of an empty listing, counted live: one request per search, all cancelled
 * when the filters change or the results stop being empty. `filters` is the store's object, so
 * a new one means other filters; `active` only gives the labels.
 */
export function useFilterSuggestions(
  filters: SearchFilters,
  active: readonly ActiveFilter[],
): SuggestionsView {
  const dispatch = useAppDispatch()
  // Each answer is kept with the filters it counts, so other filters read as counting.
  const [answer, setAnswer] = useState<{
    filters: SearchFilters
    counts: SuggestionCounts | null
  } | null>(null)
  useEffect(() => {
    const request = dispatch(suggestionsCounted(widerSearches(filters)))
    void request.then((result) => {
      if (suggestionsCounted.fulfilled.match(result)) setAnswer({ filters, counts: result.payload })
      else if (!result.meta.aborted) setAnswer({ filters, counts: null })
    })
    return () => request.abort()
  }, [dispatch, filters])
  if (answer?.filters !== filters) return { kind: 'counting' }
  return answer.counts ? suggestionsOutcome(active, answer.counts) : { kind: 'unknown' }
}
