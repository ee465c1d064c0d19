/**
 * The live options of a listing's filters: the search summary of its operation (spec §7.2), with
 * the counts as they are now. The build's options show until these arrive and replace them.
 */
import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { summaryOptions, type ListingOptions } from '../domain/listing/catalogueFacts'
import type { OperationId } from '../domain/types'
import { rootReducer } from './store'
import { selectIsLoading } from './loadingSlice'
import { createLiveThunk } from './thunks'

export interface SearchOptionsState {
  /** Per operation, once its summary arrived; asked for once per visit. */
  byOperation: Partial<Record<OperationId, ListingOptions>>
  /** Per operation, why its last live summary failed (the build's options stand). */
  errors: Partial<Record<OperationId, string>>
}

export const initialSearchOptionsState: SearchOptionsState = { byOperation: {}, errors: {} }

/**
 * The summary of one operation's properties, as the options of its listing's filters: once per
 * visit, and again on the next visit to the listing after a failure.
 */
export const searchOptionsRequested = createLiveThunk<ListingOptions, OperationId>(
  'searchOptions/searchOptionsRequested',
  'locations',
  async (operation, api) => summaryOptions(await api.searchSummary(operation)),
  {
    condition: (operation, state) =>
      state.searchOptions?.byOperation[operation] === undefined &&
      !selectIsLoading(state, 'locations'),
  },
)

const searchOptionsSlice = createSlice({
  name: 'searchOptions',
  initialState: initialSearchOptionsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(searchOptionsRequested.pending, (state, action) => {
        delete state.errors[action.meta.arg]
      })
      .addCase(searchOptionsRequested.fulfilled, (state, action) => {
        state.byOperation[action.meta.arg] = action.payload
      })
      .addCase(searchOptionsRequested.rejected, (state, action) => {
        state.errors[action.meta.arg] =
          action.payload?.message ?? 'No pudimos actualizar las opciones de búsqueda.'
      })
  },
  selectors: {
    /** The live options of an operation's listing, or null until they arrive. */
    selectLiveOptions: (state, operation: OperationId) => state.byOperation[operation] ?? null,
    /** Why the live options of an operation's listing could not be fetched, if they could not. */
    selectLiveOptionsError: (state, operation: OperationId) => state.errors[operation] ?? null,
  },
})

declare module './store' {
  export interface LazyLoadedSlices extends WithSlice<typeof searchOptionsSlice> {}
}

/** Injected into the store by the pages that import it: other pages never load it. */
const injected = searchOptionsSlice.injectInto(rootReducer)

export const { selectLiveOptions, selectLiveOptionsError } = injected.selectors
