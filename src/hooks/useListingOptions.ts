import { useEffect, useMemo } from 'react'
import {
  withChosen,
  type CustomTagOption,
  type FacetOption,
  type TagOption,
} from '../domain/listing/catalogueFacts'
import { TAG_FILTERS } from '../domain/listing/listingFilters'
import type { OperationId, SearchFilters } from '../domain/types'
import { useAppDispatch, useAppSelector } from '../state/hooks'
import { selectIsLoading } from '../state/loadingSlice'
import {
  searchOptionsRequested,
  selectLiveOptions,
  selectLiveOptionsError,
} from '../state/searchOptionsSlice'
import type { ListingContext } from '../domain/contracts/pageContexts'

export interface FilterOptions {
  locations: FacetOption[]
  types: FacetOption[]
  tags: TagOption[]
  specials: CustomTagOption[]
  producers: FacetOption[]
}

export interface ListingOptionsView {
  options: FilterOptions
  /** True while the live options are on their way ('locations', spec §4). */
  updating: boolean
  /** Why the live options could not be fetched; the build's stand. */
  error: string | null
}

/**
 * What the filter panel offers: the build's options at first, then the live summary's for the
 * operation (the thunk asks once per visit), whose counts replace the build's. An option the address chose
 * stays listed even when the live summary no longer counts it, so it can be undone.
 */
export function useListingOptions(
  operation: OperationId,
  built: Pick<ListingContext, 'locations' | 'types' | 'tags' | 'specials' | 'producers'>,
  filters: SearchFilters,
): ListingOptionsView {
  const dispatch = useAppDispatch()
  const live = useAppSelector((state) => selectLiveOptions(state, operation))
  const updating = useAppSelector((state) => selectIsLoading(state, 'locations'))
  const error = useAppSelector((state) => selectLiveOptionsError(state, operation))

  useEffect(() => {
    void dispatch(searchOptionsRequested(operation))
  }, [dispatch, operation])

  // The same object while its inputs are the same: the memoised filters skip a redraw when
  // only the loading flag changed.
  const options = useMemo(() => {
    const chosenTags = TAG_FILTERS.flatMap(({ field }) => filters[field])
    return {
      locations: withChosen(live?.locations ?? built.locations, filters.location, built.locations),
      types: withChosen(live?.types ?? built.types, filters.type, built.types),
      tags: withChosen(live?.tags ?? built.tags, chosenTags, built.tags),
      specials: built.specials,
      producers: built.producers,
    }
  }, [live, built, filters])
  return {
    options,
    updating,
    error,
  }
}
