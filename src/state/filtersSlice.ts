/**
 * The listing search's filters (spec §3). The address is what the visitor shares and bookmarks;
 * `useListingAddress` is the one place that copies it here, and everything else reads the
 * selector. New filters start the results again from offset 0 (propertiesSlice, spec §4).
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { defaultSearchFilters } from '../domain/listing/search'
import type { OperationId, SearchFilters } from '../domain/types'
import { rootReducer } from './store'

export interface FiltersState {
  /** The filters the listing on screen read from its address; null before any listing did. */
  filters: SearchFilters | null
}

export const initialFiltersState: FiltersState = { filters: null }

/** What a listing shows before it has read its address: its operation, nothing chosen. */
const DEFAULT_FILTERS: Record<OperationId, SearchFilters> = {
  1: defaultSearchFilters(1),
  2: defaultSearchFilters(2),
  3: defaultSearchFilters(3),
}

const filtersSlice = createSlice({
  name: 'filters',
  initialState: initialFiltersState,
  reducers: {
    /** The listing's address asks for another search (on load, a link, back or forward). */
    filtersLoaded(state, action: PayloadAction<SearchFilters>) {
      state.filters = action.payload
    },
  },
  selectors: {
    /** The filters of the listing of `operation`: none chosen until it has read its address. */
    selectFilters: (state, operation: OperationId) =>
      state.filters?.operation === operation ? state.filters : DEFAULT_FILTERS[operation],
    /** What a listing last read from its address, for the address sync alone; null before. */
    selectAddressFilters: (state) => state.filters,
  },
})

declare module './store' {
  export interface LazyLoadedSlices extends WithSlice<typeof filtersSlice> {}
}

/** Injected into the store by the listing pages that import it: other pages never load it. */
const injected = filtersSlice.injectInto(rootReducer)

export const { filtersLoaded } = filtersSlice.actions
export const { selectFilters, selectAddressFilters } = injected.selectors
