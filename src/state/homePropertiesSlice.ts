/**
 * The home quick search's suggestions, "home properties" in spec §7.5: the properties matching
 * the typed address (from 3 characters, spec §5), fetched live as the visitor types. A newer
 * search makes an older one's answer stale, and a cleared box drops them.
 */
import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { toPropertyCard, type PropertyCardData } from '../domain/listing/cards'
import { HOME_SEARCH_LIMIT } from '../domain/listing/search'
import type { HomeSearch } from '../domain/types'
import { rootReducer } from './store'
import { createLiveThunk } from './thunks'

export interface HomePropertiesState {
  cards: PropertyCardData[]
  /** What the latest search came to: 'idle' while it runs ('dynamic' flag) or none was asked. */
  status: 'idle' | 'succeeded' | 'failed'
  requestId: string | null
}

export const initialHomePropertiesState: HomePropertiesState = {
  cards: [],
  status: 'idle',
  requestId: null,
}

/** The home search (proxy, or the backend variant per the settings), as suggestion cards. */
export const homePropertiesRequested = createLiveThunk<PropertyCardData[], HomeSearch>(
  'homeProperties/homePropertiesRequested',
  'dynamic',
  async (search, api, { signal }) => {
    const listing = await api.homeSearch(search, { signal })
    // The backend variant answers every match; a suggestion list shows as many as the proxy's.
    return listing.items
      .slice(0, HOME_SEARCH_LIMIT)
      .map((property) => toPropertyCard(property, search.operation))
  },
)

const homePropertiesSlice = createSlice({
  name: 'homeProperties',
  initialState: initialHomePropertiesState,
  reducers: {
    /** The typed address became too short to search (or the box was left): no suggestions. */
    homePropertiesCleared: () => initialHomePropertiesState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(homePropertiesRequested.pending, (state, action) => {
        state.status = 'idle'
        state.requestId = action.meta.requestId
      })
      .addCase(homePropertiesRequested.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.requestId) return
        return { cards: action.payload, status: 'succeeded', requestId: null }
      })
      .addCase(homePropertiesRequested.rejected, (state, action) => {
        if (action.meta.requestId !== state.requestId || action.meta.aborted) return
        return { cards: [], status: 'failed', requestId: null }
      })
  },
  selectors: {
    selectHomeProperties: (state) => state.cards,
    selectHomePropertiesStatus: (state) => state.status,
  },
})

declare module './store' {
  export interface LazyLoadedSlices extends WithSlice<typeof homePropertiesSlice> {}
}

/** Injected into the store by the pages that import it: other pages never load it. */
const injected = homePropertiesSlice.injectInto(rootReducer)

export const { homePropertiesCleared } = homePropertiesSlice.actions
export const { selectHomeProperties, selectHomePropertiesStatus } = injected.selectors
