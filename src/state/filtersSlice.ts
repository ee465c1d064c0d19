/**
 * The listing search's filters (spec §3) and page offset (spec §4): changing a filter starts
 * again from offset 0; "Ver más" moves the offset on by 50. The address bar is the source of
 * truth (style anchors §8); this slice mirrors what the listing page parsed from it.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { defaultSearchFilters, LOAD_MORE_STEP } from '../domain/search'
import type { SearchFilters } from '../domain/types'

export interface FiltersState {
  filters: SearchFilters
  offset: number
}

export const initialFiltersState: FiltersState = { filters: defaultSearchFilters(1), offset: 0 }

const filtersSlice = createSlice({
  name: 'filters',
  initialState: initialFiltersState,
  reducers: {
    /** The listing read its filters from the address (on load, or back/forward). */
    filtersLoaded(state, action: PayloadAction<SearchFilters>) {
      state.filters = action.payload
      state.offset = 0
    },
    /** The visitor changed one or more filters. */
    filtersChanged(state, action: PayloadAction<Partial<SearchFilters>>) {
      state.filters = { ...state.filters, ...action.payload }
      state.offset = 0
    },
    /** The visitor asked for the next 50. */
    moreRequested(state) {
      state.offset += LOAD_MORE_STEP
    },
  },
  selectors: {
    selectFilters: (state) => state.filters,
    selectOffset: (state) => state.offset,
  },
})

export const { filtersLoaded, filtersChanged, moreRequested } = filtersSlice.actions
export const { selectFilters, selectOffset } = filtersSlice.selectors
export default filtersSlice.reducer
