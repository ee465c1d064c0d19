/**
 * Live property lists: the listing search (first page and "Ver más"), and the featured ones the
 * home refreshes after load. Results are kept as cards; a newer search makes an older one's
 * answer stale, so each answer is taken only if it belongs to the latest request.
 */
import { createSlice, type WithSlice, type PayloadAction } from '@reduxjs/toolkit'
import { toPropertyCard, type PropertyCardData } from '../domain/cards'
import type { SearchFilters } from '../domain/types'
import { rootReducer } from './store'
import { createLiveThunk } from './thunks'

type Status = 'idle' | 'pending' | 'succeeded' | 'failed'

export interface ListingResults {
  cards: PropertyCardData[]
  total: number
  /** The offset of the last page received. */
  offset: number
  status: Status
  error: string | null
  requestId: string | null
}

export interface PropertiesState {
  listing: ListingResults
  featured: { cards: PropertyCardData[]; status: Status; error: string | null }
}

const idleListing: ListingResults = {
  cards: [],
  total: 0,
  offset: 0,
  status: 'idle',
  error: null,
  requestId: null,
}

export const initialPropertiesState: PropertiesState = {
  listing: idleListing,
  featured: { cards: [], status: 'idle', error: null },
}

/** The listing search for these filters from `offset` (0: a new search; more: the next page). */
export const listingSearched = createLiveThunk<
  { cards: PropertyCardData[]; total: number; offset: number },
  { filters: SearchFilters; offset: number }
>(
  'properties/listingSearched',
  ({ offset }) => (offset > 0 ? 'more' : 'properties'),
  async ({ filters, offset }, api, { signal }) => {
    const page = await api.searchProperties(filters, offset, { signal })
    return {
      cards: page.items.map((property) => toPropertyCard(property, filters.operation)),
      total: page.total,
      offset,
    }
  },
)

/** The featured properties, refreshed live so the home shows what the agency stars today. */
export const featuredRequested = createLiveThunk<PropertyCardData[], number>(
  'properties/featuredRequested',
  'featured',
  async (limit, api) => {
    const page = await api.featuredProperties(limit)
    return page.items.map((property) => toPropertyCard(property))
  },
)

const propertiesSlice = createSlice({
  name: 'properties',
  initialState: initialPropertiesState,
  reducers: {
    /**
     * The listing shows its build's first page (newest first, nothing chosen) without a live
     * search; "Ver más" continues from it. Any search still running is stale from now on.
     */
    staticResultsShown(state, action: PayloadAction<{ cards: PropertyCardData[]; total: number }>) {
      state.listing = { ...idleListing, ...action.payload, status: 'succeeded' }
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(listingSearched.pending, (state, action) => {
        state.listing.status = 'pending'
        state.listing.error = null
        state.listing.requestId = action.meta.requestId
      })
      .addCase(listingSearched.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.listing.requestId) return
        const { cards, total, offset } = action.payload
        state.listing = {
          cards: offset > 0 ? [...state.listing.cards, ...cards] : cards,
          total,
          offset,
          status: 'succeeded',
          error: null,
          requestId: null,
        }
      })
      .addCase(listingSearched.rejected, (state, action) => {
        if (action.meta.requestId !== state.listing.requestId) return
        // An aborted search was replaced by a newer one, which owns the state now.
        if (action.meta.aborted) return
        state.listing.status = 'failed'
        state.listing.error = action.payload?.message ?? 'No pudimos buscar las propiedades.'
        state.listing.requestId = null
      })
      .addCase(featuredRequested.pending, (state) => {
        state.featured.status = 'pending'
        state.featured.error = null
      })
      .addCase(featuredRequested.fulfilled, (state, action) => {
        state.featured = { cards: action.payload, status: 'succeeded', error: null }
      })
      .addCase(featuredRequested.rejected, (state, action) => {
        state.featured.status = 'failed'
        state.featured.error =
          action.payload?.message ?? 'No pudimos actualizar las propiedades destacadas.'
      })
  },
  selectors: {
    selectListing: (state) => state.listing,
    selectFeatured: (state) => state.featured,
  },
})

declare module './store' {
  export interface LazyLoadedSlices extends WithSlice<typeof propertiesSlice> {}
}

/** Injected into the store by the pages that import it: other pages never load it. */
const injected = propertiesSlice.injectInto(rootReducer)

export const { staticResultsShown } = propertiesSlice.actions
export const { selectListing, selectFeatured } = injected.selectors
