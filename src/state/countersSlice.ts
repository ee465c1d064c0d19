/**
 * Counters (spec §3): how many properties each operation has, from the broker's search summary
 * (spec §7.2). The build's counts show first; the live summary replaces them after load, and the
 * menu follows (an operation with none disappears).
 */
import { createSlice } from '@reduxjs/toolkit'
import type { OperationCounts, SearchSummary } from '../domain/types'
import { selectIsLoading } from './loadingSlice'
import { createLiveThunk } from './thunks'

export interface CountersState {
  /** What this visit's request for the summary came to (in flight: the 'totalFilters' flag). */
  status: 'idle' | 'succeeded' | 'failed'
  /** null until the live summary arrives: the build's counts stand until then. */
  summary: SearchSummary | null
  /** Why the last live summary failed, as the visitor reads it (the build's counts stand). */
  error: string | null
}

export const initialCountersState: CountersState = {
  status: 'idle',
  summary: null,
  error: null,
}

/**
 * The summary of the whole catalogue, for the counters and the menu: asked once per visit, and
 * again on the next page after a failure.
 */
export const summaryRequested = createLiveThunk<SearchSummary>(
  'counters/summaryRequested',
  'totalFilters',
  (_arg, api) => api.searchSummary(),
  {
    condition: (_arg, state) =>
      state.counters.status !== 'succeeded' && !selectIsLoading(state, 'totalFilters'),
  },
)

const countersSlice = createSlice({
  name: 'counters',
  initialState: initialCountersState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(summaryRequested.pending, (state) => {
        state.status = 'idle'
        state.error = null
      })
      .addCase(summaryRequested.fulfilled, (state, action) => {
        state.status = 'succeeded'
        state.summary = action.payload
      })
      .addCase(summaryRequested.rejected, (state, action) => {
        state.status = 'failed'
        state.error = action.payload?.message ?? 'No pudimos actualizar las cifras.'
      })
  },
  selectors: {
    /** The live counts per operation, or null while the build's stand. */
    selectLiveCounts: (state): OperationCounts | null => state.summary?.operations ?? null,
    selectSummary: (state) => state.summary,
    selectSummaryError: (state) => state.error,
  },
})

export const { selectLiveCounts, selectSummary, selectSummaryError } = countersSlice.selectors
export default countersSlice.reducer
