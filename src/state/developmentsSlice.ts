/**
 * Developments fetched live (spec §7.1): the development filters for a construction status
 * (which starts empty, spec §4), and a development's units refreshed on its page.
 */
import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { toDevelopmentCard, type DevelopmentCardData } from '../domain/listing/cards'
import { newestFirst } from '../domain/listing/catalogueFacts'
import type { ConstructionStatus, Development, DevelopmentUnit } from '../domain/types'
import { rootReducer } from './store'
import { createLiveThunk } from './thunks'

/** What the last request came to: 'idle' until one answered (in flight: the loading flags). */
type Outcome = 'idle' | 'succeeded' | 'failed'

export interface DevelopmentsState {
  /** The status the filter asks for; null is every status. */
  constructionStatus: ConstructionStatus | null
  /** The development filters' answer, as cards; null until fetched. */
  cards: DevelopmentCardData[] | null
  status: Outcome
  error: string | null
  units: Record<number, { units: DevelopmentUnit[]; status: Outcome }>
}

export const initialDevelopmentsState: DevelopmentsState = {
  constructionStatus: null,
  cards: null,
  status: 'idle',
  error: null,
  units: {},
}

/** The developments of one construction status (every status for null). */
export const developmentFiltersRequested = createLiveThunk<
  DevelopmentCardData[],
  ConstructionStatus | null
>('developments/filtersRequested', 'developments', async (status, api) => {
  // Published only (the server leaves the others out), newest first: as the build shows them.
  return (await api.developments(status)).sort(newestFirst).map(toDevelopmentCard)
})

/** A development's units as they are now (a unit may have sold since the build). */
export const developmentUnitsRequested = createLiveThunk<DevelopmentUnit[], number>(
  'developments/unitsRequested',
  'unities',
  async (id, api) => api.developmentUnits(id),
)

/** One development as it is now: a built page's check, or an address newer than the build. */
export const developmentLookedUp = createLiveThunk<Development, number>(
  'developments/lookedUp',
  'developments',
  (id, api, { signal }) => api.development(id, { signal }),
)

const developmentsSlice = createSlice({
  name: 'developments',
  initialState: initialDevelopmentsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(developmentFiltersRequested.pending, (state, action) => {
        state.constructionStatus = action.meta.arg
        state.status = 'idle'
        state.error = null
      })
      .addCase(developmentFiltersRequested.fulfilled, (state, action) => {
        if (action.meta.arg !== state.constructionStatus) return
        state.cards = action.payload
        state.status = 'succeeded'
      })
      .addCase(developmentFiltersRequested.rejected, (state, action) => {
        if (action.meta.arg !== state.constructionStatus) return
        state.status = 'failed'
        state.error = action.payload?.message ?? 'No pudimos cargar los emprendimientos.'
      })
      .addCase(developmentUnitsRequested.pending, (state, action) => {
        state.units[action.meta.arg] = {
          units: state.units[action.meta.arg]?.units ?? [],
          status: 'idle',
        }
      })
      .addCase(developmentUnitsRequested.fulfilled, (state, action) => {
        state.units[action.meta.arg] = { units: action.payload, status: 'succeeded' }
      })
      .addCase(developmentUnitsRequested.rejected, (state, action) => {
        const current = state.units[action.meta.arg]
        state.units[action.meta.arg] = { units: current?.units ?? [], status: 'failed' }
      })
  },
  selectors: {
    selectDevelopmentFilters: (state) => state,
    selectLiveUnits: (state, id: number) => state.units[id] ?? null,
  },
})

declare module './store' {
  export interface LazyLoadedSlices extends WithSlice<typeof developmentsSlice> {}
}

/** Injected into the store by the pages that import it: other pages never load it. */
const injected = developmentsSlice.injectInto(rootReducer)

export const { selectDevelopmentFilters, selectLiveUnits } = injected.selectors
