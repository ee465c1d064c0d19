/**
 * Live property lists: the listing search (first page and "Ver más"), and the featured ones the
 * home refreshes after load. Results are kept as cards; a newer search makes an older one's
 * answer stale, so each answer is taken only if it belongs to the latest request. Whether one is
 * in flight is the loading flags' fact ('properties', 'more', 'featured'), not these.
 *
 * The listing pages by the broker's positions, 50 at a time, but shows only what is on offer: the
 * server withholds sold units (status 4) from each page. So `positions` (where paging ends) and
 * `total` (the count shown) are apart, and the count is only exact once the last page is in.
 */
import { createSlice, type WithSlice, type PayloadAction } from '@reduxjs/toolkit'
import { toPropertyCard, type PropertyCardData } from '../domain/listing/cards'
import { isDefaultSearch } from '../domain/listing/listingFilters'
import { LOAD_MORE_STEP } from '../domain/listing/search'
import type { OperationId, SearchFilters } from '../domain/types'
import { filtersLoaded, selectFilters } from './filtersSlice'
import { selectIsLoading } from './loadingSlice'
import { rootReducer, type AppDispatch, type RootState } from './store'
import { createLiveThunk } from './thunks'

/** What the last request came to: 'idle' until one answered for these filters. */
type Outcome = 'idle' | 'succeeded' | 'failed'

export interface ListingResults {
  cards: PropertyCardData[]
  /** The count shown: how many are on offer, as the server counts them (sold units out). */
  total: number
  /** The broker's rows for this search, sold units included: what "Ver más" pages through. */
  positions: number
  /** Where the last page asked for starts: 0, then 50 more for each "Ver más" (spec §4). */
  offset: number
  status: Outcome
  error: string | null
  requestId: string | null
}

/**
 * The build's first page of a listing, which stands for its default search: its first 50
 * positions less the sold ones, its exact count on offer, and its positions.
 */
export interface StaticPage {
  cards: PropertyCardData[]
  total: number
  positions: number
}

export interface PropertiesState {
  listing: ListingResults
  featured: { cards: PropertyCardData[]; status: Outcome; error: string | null }
}

const idleListing: ListingResults = {
  cards: [],
  total: 0,
  positions: 0,
  offset: 0,
  status: 'idle',
  error: null,
  requestId: null,
}

export const initialPropertiesState: PropertiesState = {
  listing: idleListing,
  featured: { cards: [], status: 'idle', error: null },
}

/** Pages of sold units alone one search or "Ver más" skips before it answers with nothing. */
const MAX_PAGES_AT_ONCE = 4

/**
 * The listing search for these filters from `offset` (0: a new search; more: the next page).
 * `offset` in the answer is the last page read: one holding only sold units showed nothing, so
 * the next was read at once.
 */
export const listingSearched = createLiveThunk<
  { cards: PropertyCardData[]; positions: number; offered: number; offset: number },
  { filters: SearchFilters; offset: number }
>(
  'properties/listingSearched',
  ({ offset }) => (offset > 0 ? 'more' : 'properties'),
  async ({ filters, offset }, api, { signal }) => {
    let at = offset
    let page = await api.searchProperties(filters, at, { signal })
    for (
      let read = 1;
      read < MAX_PAGES_AT_ONCE && page.items.length === 0 && at + LOAD_MORE_STEP < page.total;
      read++
    ) {
      at += LOAD_MORE_STEP
      page = await api.searchProperties(filters, at, { signal })
    }
    return {
      cards: page.items.map((property) => toPropertyCard(property, filters.operation)),
      positions: page.total,
      offered: page.offered,
      offset: at,
    }
  },
)

/** Whether "Ver más" has positions left to read (sold units included: they are paged past). */
export const hasMorePositions = (listing: Pick<ListingResults, 'offset' | 'positions'>) =>
  listing.offset + LOAD_MORE_STEP < listing.positions

/**
 * The results of the filters in the store: 'kept' when the store holds them (back from a
 * property, "Ver más" pages included) or their search is running; 'static' when the build's page
 * stands for them (the default search); else a live search from offset 0, which the page cancels
 * when a newer one starts or it leaves.
 */
export const listingShown =
  (operation: OperationId, built: StaticPage) =>
  (dispatch: AppDispatch, getState: () => RootState) => {
    const state = getState()
    const listing = selectListing(state)
    if (listing.status === 'succeeded' || listing.requestId !== null) return 'kept' as const
    const filters = selectFilters(state, operation)
    if (!isDefaultSearch(filters)) return dispatch(listingSearched({ filters, offset: 0 }))
    dispatch(staticResultsShown(built))
    return 'static' as const
  }

/** "Ver más": the next 50 of the results on screen. */
export const moreResultsRequested =
  (operation: OperationId) => (dispatch: AppDispatch, getState: () => RootState) =>
    dispatch(
      listingSearched({
        filters: selectFilters(getState(), operation),
        offset: selectListing(getState()).offset + LOAD_MORE_STEP,
      }),
    )

/** A failed search or "Ver más" again, from where it stopped. */
export const listingRetried =
  (operation: OperationId) => (dispatch: AppDispatch, getState: () => RootState) =>
    dispatch(
      listingSearched({
        filters: selectFilters(getState(), operation),
        offset: selectListing(getState()).offset,
      }),
    )

/** The featured properties, refreshed live so the home shows what the agency stars today. */
export const featuredRequested = createLiveThunk<PropertyCardData[], number>(
  'properties/featuredRequested',
  'featured',
  async (limit, api) => {
    const page = await api.featuredProperties(limit)
    return page.items.map((property) => toPropertyCard(property))
  },
  {
    // Once per visit; after a failure, again on the next visit to the home.
    condition: (_limit, state) =>
      selectFeatured(state).status !== 'succeeded' && !selectIsLoading(state, 'featured'),
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
    staticResultsShown(state, action: PayloadAction<StaticPage>) {
      const { cards, total, positions } = action.payload
      state.listing = { ...idleListing, cards, total, positions, status: 'succeeded' }
    },
  },
  extraReducers: (builder) => {
    builder
      // Other filters: what the store holds answers another search, and so would a late answer.
      .addCase(filtersLoaded, (state) => {
        state.listing = idleListing
      })
      .addCase(listingSearched.pending, (state, action) => {
        const { offset } = action.meta.arg
        // A new search drops the old results; "Ver más" keeps the pages it adds to.
        state.listing =
          offset > 0
            ? { ...state.listing, offset, status: 'succeeded', error: null }
            : { ...idleListing, offset }
        state.listing.requestId = action.meta.requestId
      })
      .addCase(listingSearched.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.listing.requestId) return
        const { cards, positions, offered, offset } = action.payload
        const more = action.meta.arg.offset > 0
        state.listing = {
          cards: more ? [...state.listing.cards, ...cards] : cards,
          total: offered,
          positions,
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
        state.featured.status = 'idle'
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
