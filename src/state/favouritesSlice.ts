/**
 * Favourites (spec §4): a list of entries. Adding first removes any entry with the same id and
 * then appends; removing filters it out; clearing empties it. Only ids are kept (and the listing
 * a property was saved from); the properties themselves are fetched live on /favoritos.
 */
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { FavouritesChange } from '../domain/favourites/favourites'
import type { OperationId, Property } from '../domain/types'
import { createLiveThunk } from './thunks'

export interface FavouriteEntry {
  id: number
  /** The operation of the listing it was saved from, for the link back to that page. */
  operation: OperationId | null
}

/** What /favoritos knows of one favourite's live record. */
export type FavouriteRecord =
  | { status: 'loading' }
  | { status: 'found'; property: Property }
  | { status: 'missing' }
  | { status: 'failed'; message: string }

export interface FavouritesState {
  entries: FavouriteEntry[]
  records: Record<number, FavouriteRecord>
  /**
   * The stored list has been read. Until then (the static HTML, the first render) the page cannot
   * tell "no favourites" from "not read yet", so it shows neither.
   */
  restored: boolean
  /**
   * The visitor's last change, with the count it left, numbered so each one is announced once.
   * Reading the stored list (on load or from another tab) is not a change of theirs.
   */
  lastChange: { kind: FavouritesChange; count: number; seq: number } | null
  /** The ids of a selection someone shared, shown on /favoritos: their records are kept too. */
  shared: number[]
}

export const initialFavouritesState: FavouritesState = {
  entries: [],
  records: {},
  restored: false,
  lastChange: null,
  shared: [],
}

function recordChange(state: FavouritesState, kind: FavouritesChange) {
  state.lastChange = { kind, count: state.entries.length, seq: (state.lastChange?.seq ?? 0) + 1 }
}

/**
 * One property as it is now: a built page's check, `/tokko/{id}` and the addresses of properties
 * newer than the build.
 */
export const propertyLookedUp = createLiveThunk<Property, number>(
  'favourites/propertyLookedUp',
  'fullProperties',
  (id, api, { signal }) => api.property(id, { signal }),
)

/** Fetches the live record of each given favourite (proxy by id, or backend ficha). */
export const favouriteRecordsRequested = createLiveThunk<void, number[]>(
  'favourites/recordsRequested',
  'fullProperties',
  async (ids, api, { dispatch }) => {
    await Promise.all(
      ids.map(async (id) => {
        try {
          const property = await api.property(id)
          dispatch(
            favouritesSlice.actions.favouriteRecordReceived({
              id,
              record: { status: 'found', property },
            }),
          )
        } catch (error) {
          const missing = (error as { notFound?: boolean }).notFound === true
          if (!missing) console.error(`favoritos: la propiedad ${id} no se pudo cargar`, error)
          dispatch(
            favouritesSlice.actions.favouriteRecordReceived({
              id,
              record: missing
                ? { status: 'missing' }
                : {
                    status: 'failed',
                    message: 'No pudimos cargar esta propiedad. Probá de nuevo en unos minutos.',
                  },
            }),
          )
        }
      }),
    )
  },
)

const favouritesSlice = createSlice({
  name: 'favourites',
  initialState: initialFavouritesState,
  reducers: {
    /** The visitor saved a property (again: it moves to the end). */
    favouriteAdded(state, action: PayloadAction<FavouriteEntry>) {
      state.entries = state.entries.filter((entry) => entry.id !== action.payload.id)
      state.entries.push(action.payload)
      recordChange(state, 'added')
    },
    /** A shared selection is on screen: its properties' records are fetched and kept. */
    sharedSelectionShown(state, action: PayloadAction<number[]>) {
      state.shared = action.payload
    },
    /** The visitor saved a shared selection: each one not saved yet joins, as one change. */
    favouritesAdded(state, action: PayloadAction<FavouriteEntry[]>) {
      const fresh = action.payload.filter(
        (entry, index, all) =>
          !state.entries.some((saved) => saved.id === entry.id) &&
          all.findIndex((other) => other.id === entry.id) === index,
      )
      if (fresh.length === 0) return
      state.entries.push(...fresh)
      recordChange(state, fresh.length === 1 ? 'added' : 'addedSeveral')
    },
    /** The visitor removed a property from their favourites. */
    favouriteRemoved(state, action: PayloadAction<number>) {
      state.entries = state.entries.filter((entry) => entry.id !== action.payload)
      if (!state.shared.includes(action.payload)) delete state.records[action.payload]
      recordChange(state, 'removed')
    },
    /** The visitor emptied their favourites. */
    favouritesCleared(state) {
      state.entries = []
      state.records = {}
      recordChange(state, 'cleared')
    },
    /** The stored list was read (on load, or changed in another tab). */
    favouritesRestored(state, action: PayloadAction<FavouriteEntry[]>) {
      state.entries = action.payload
      state.restored = true
    },
    favouriteRecordReceived(state, action: PayloadAction<{ id: number; record: FavouriteRecord }>) {
      // A favourite removed while its record was on the way stays removed.
      const { id } = action.payload
      if (state.entries.some((entry) => entry.id === id) || state.shared.includes(id)) {
        state.records[action.payload.id] = action.payload.record
      }
    },
  },
  extraReducers: (builder) => {
    // Marked while the request is dispatched, not when it leaves, so a page that asks for every
    // favourite without a record never asks twice for one.
    builder.addCase(favouriteRecordsRequested.pending, (state, action) => {
      for (const id of action.meta.arg) state.records[id] = { status: 'loading' }
    })
  },
  selectors: {
    selectFavourites: (state) => state.entries,
    selectFavouriteCount: (state) => state.entries.length,
    selectIsFavourite: (state, id: number) => state.entries.some((entry) => entry.id === id),
    /** The saved ids as a set, the same set until they change: one subscription for a grid. */
    selectFavouriteIds: createSelector(
      [(state: FavouritesState) => state.entries],
      (entries): ReadonlySet<number> => new Set(entries.map((entry) => entry.id)),
    ),
    selectFavouriteRecords: (state) => state.records,
    selectFavouritesRestored: (state) => state.restored,
    selectLastFavouritesChange: (state) => state.lastChange,
  },
})

export const {
  favouriteAdded,
  favouritesAdded,
  favouriteRemoved,
  favouritesCleared,
  favouritesRestored,
  sharedSelectionShown,
} = favouritesSlice.actions
export const {
  selectFavourites,
  selectFavouriteCount,
  selectIsFavourite,
  selectFavouriteIds,
  selectFavouriteRecords,
  selectFavouritesRestored,
  selectLastFavouritesChange,
} = favouritesSlice.selectors
export default favouritesSlice.reducer
