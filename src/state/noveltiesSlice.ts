/**
 * News fetched live (spec §3 Novelty store): the list with its tags, the home's grid of the
 * newest, and one entry for /novedad. The tag a list is narrowed to (the store's "filters") lives
 * in the address instead (`?tema=`), where it can be shared and survives the back button.
 */
import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { newsTags, toNewsCard, type NewsCardData } from '../domain/news/newsCards'
import type { NewsEntry } from '../domain/types'
import { rootReducer } from './store'
import { selectIsLoading } from './loadingSlice'
import { createLiveThunk } from './thunks'

/** The home shows this many of the newest entries. */
export const GRID_SIZE = 3

/** What the last request for one entry came to; 'idle' while none answered ('novelties' flag). */
export type NoveltyState =
  | { status: 'idle' }
  | { status: 'found'; entry: NewsEntry }
  | { status: 'missing' }
  | { status: 'failed'; message: string }

export interface NoveltiesState {
  novelties: NewsCardData[] | null
  /** Whether the list's last live request failed (the built list stays shown then). */
  noveltiesFailed: boolean
  novelty: NoveltyState
  grid_novelties: NewsCardData[] | null
  /** Why the home grid's last live request failed (the built entries stay shown then). */
  gridError: string | null
  tags: string[] | null
}

export const initialNoveltiesState: NoveltiesState = {
  novelties: null,
  noveltiesFailed: false,
  novelty: { status: 'idle' },
  grid_novelties: null,
  gridError: null,
  tags: null,
}

/**
 * Every entry, newest first, with the tags they use (one answer for both lists): asked until it
 * arrives. No in-flight check: the flag is shared with one entry's request, which a page leaving
 * /novedad may still be cancelling.
 */
export const noveltiesRequested = createLiveThunk<NewsCardData[]>(
  'novelties/requested',
  'novelties',
  async (_arg, api) => (await api.news()).map((entry) => toNewsCard(entry)),
  { condition: (_arg, state) => state.novelties?.novelties == null },
)

/** The newest entries for the home's grid: once per visit, and again after a failure. */
export const gridNoveltiesRequested = createLiveThunk<NewsCardData[]>(
  'novelties/gridRequested',
  'grid',
  async (_arg, api) => (await api.news()).slice(0, GRID_SIZE).map((entry) => toNewsCard(entry)),
  {
    condition: (_arg, state) =>
      state.novelties?.grid_novelties == null && !selectIsLoading(state, 'grid'),
  },
)

/** One entry by id (/novedad?id=), for news published after the last build. */
export const noveltyRequested = createLiveThunk<NewsEntry, number>(
  'novelties/noveltyRequested',
  'novelties',
  async (id, api) => api.newsEntry(id),
)

const noveltiesSlice = createSlice({
  name: 'novelties',
  initialState: initialNoveltiesState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(noveltiesRequested.pending, (state) => {
        state.noveltiesFailed = false
      })
      .addCase(noveltiesRequested.fulfilled, (state, action) => {
        state.novelties = action.payload
        state.tags = newsTags(action.payload)
      })
      .addCase(noveltiesRequested.rejected, (state, action) => {
        state.noveltiesFailed = !action.meta.aborted
      })
      .addCase(gridNoveltiesRequested.pending, (state) => {
        state.gridError = null
      })
      .addCase(gridNoveltiesRequested.fulfilled, (state, action) => {
        state.grid_novelties = action.payload
      })
      .addCase(gridNoveltiesRequested.rejected, (state, action) => {
        state.gridError = action.payload?.message ?? 'No pudimos actualizar las novedades.'
      })
      .addCase(noveltyRequested.pending, (state) => {
        state.novelty = { status: 'idle' }
      })
      .addCase(noveltyRequested.fulfilled, (state, action) => {
        state.novelty = { status: 'found', entry: action.payload }
      })
      .addCase(noveltyRequested.rejected, (state, action) => {
        state.novelty = action.payload?.notFound
          ? { status: 'missing' }
          : {
              status: 'failed',
              message: action.payload?.message ?? 'No pudimos cargar la novedad.',
            }
      })
  },
  selectors: {
    selectNovelties: (state) => state.novelties,
    selectNoveltiesFailed: (state) => state.noveltiesFailed,
    selectNovelty: (state) => state.novelty,
    selectGridNovelties: (state) => state.grid_novelties,
    selectGridNoveltiesError: (state) => state.gridError,
    selectNewsTags: (state) => state.tags,
  },
})

declare module './store' {
  export interface LazyLoadedSlices extends WithSlice<typeof noveltiesSlice> {}
}

/** Injected into the store by the pages that import it: other pages never load it. */
const injected = noveltiesSlice.injectInto(rootReducer)

export const {
  selectNovelties,
  selectNoveltiesFailed,
  selectNovelty,
  selectGridNovelties,
  selectGridNoveltiesError,
  selectNewsTags,
} = injected.selectors
