/**
 * The loading flags of spec §4, the one home of "a request is in flight": one per kind of data
 * fetched live, set when its request starts and cleared when it succeeds or fails. A live thunk
 * names its flag (`createLiveThunk` in thunks.ts); the slices keep only what came back.
 *
 * Spec §4 also names `customs` and `tags`: the developments' tags and the news tags come in the
 * same answers as the developments and the news, so `developments` and `novelties` stand for them.
 * `alternatives` is the site's own: the counts of an empty listing's wider searches.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export const LOADING_FLAGS = [
  'properties',
  'featured',
  'fullProperties',
  'more',
  'totalFilters',
  'locations',
  'dynamic',
  'developments',
  'unities',
  'novelties',
  'grid',
  'alternatives',
] as const

export type LoadingFlag = (typeof LOADING_FLAGS)[number]

/** How many requests of each kind are in flight (two searches may overlap). */
export type LoadingState = Record<LoadingFlag, number>

export const initialLoadingState = Object.fromEntries(
  LOADING_FLAGS.map((flag) => [flag, 0]),
) as LoadingState

const loadingSlice = createSlice({
  name: 'loading',
  initialState: initialLoadingState,
  reducers: {
    /** A live request for this kind of data went out. */
    requestStarted(state, action: PayloadAction<LoadingFlag>) {
      state[action.payload] += 1
    },
    /** A live request for this kind of data came back, well or not. */
    requestEnded(state, action: PayloadAction<LoadingFlag>) {
      state[action.payload] = Math.max(0, state[action.payload] - 1)
    },
  },
  selectors: {
    /** True while any request of this kind is in flight. */
    selectIsLoading: (state, flag: LoadingFlag) => state[flag] > 0,
  },
})

export const { requestStarted, requestEnded } = loadingSlice.actions
export const { selectIsLoading } = loadingSlice.selectors
export default loadingSlice.reducer
