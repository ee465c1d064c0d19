/**
 * Counters (spec §3): how many properties each operation has, from the broker's search summary
 * (spec §7.2). The build's counts show first; the live summary replaces them after load, and the
 * menu follows (an operation with none disappears).
 */
import { createSlice } from '@reduxjs/toolkit'
import type { OperationCounts, SearchSummary } from '../domain/types'
import { createLiveThunk } from './thunks'

export interface CountersState {
  /** null until the live summary arrives: the build's counts stand until then. */
  totalCount: OperationCounts | null
  summary: SearchSummary | null
}

export const initialCountersState: CountersState = { totalCount: null, summary: null }

/** The summary of the whole catalogue, for the counters and the menu. */
export const summaryRequested = createLiveThunk<SearchSummary>(
  'counters/summaryRequested',
  'totalFilters',
  (_arg, api) => api.tokko.getSearchSummary(),
)

const countersSlice = createSlice({
  name: 'counters',
  initialState: initialCountersState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(summaryRequested.fulfilled, (state, action) => {
      state.totalCount = action.payload.operations
      state.summary = action.payload
    })
  },
  selectors: {
    selectLiveCounts: (state) => state.totalCount,
    selectSummary: (state) => state.summary,
  },
})

export const { selectLiveCounts, selectSummary } = countersSlice.selectors
export default countersSlice.reducer
