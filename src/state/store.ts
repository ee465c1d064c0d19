/**
 * The one store factory (style anchors §7): the browser makes one store, every SSR page and every
 * test a fresh one. Side effects (persisting, the <html> theme attribute) live in middleware; live
 * calls reach the site's own endpoints through its client, which loads only when first needed.
 */
import { combineSlices, configureStore, isAnyOf, type Middleware } from '@reduxjs/toolkit'
import type { LiveApi } from '../domain/contracts/liveApi'
import counters from './countersSlice'
import favourites, {
  favouriteAdded,
  favouriteRemoved,
  favouritesAdded,
  favouritesCleared,
} from './favouritesSlice'
import { writeStoredFavourites } from './favouritesStorage'
import loading from './loadingSlice'
import theme from './themeSlice'
import { themeEffects } from './themeEffects'
import type { ThunkExtra } from './thunks'

/**
 * Slices a page needs only when it shows their data (listings, the home's live lists,
 * developments, news) add themselves here when first imported, so other pages never load them.
 */
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices({
  theme,
  favourites,
  counters,
  loading,
}).withLazyLoadedSlices<LazyLoadedSlices>()

export type RootState = ReturnType<typeof rootReducer>

let browserApi: Promise<LiveApi> | undefined

/** The client of the site's endpoints (same origin), imported on the first live call. */
function loadBrowserApi(): Promise<LiveApi> {
  browserApi ??= import('../live/client').then(({ createLiveClient }) => createLiveClient())
  return browserApi
}

export interface StoreOptions {
  preloadedState?: Partial<RootState>
  /** The endpoints to call (tests pass a client on msw); the site's own by default. */
  loadApi?: ThunkExtra['loadApi']
}

const favouritesChanged = isAnyOf(
  favouriteAdded,
  favouritesAdded,
  favouriteRemoved,
  favouritesCleared,
)

/** Every change the visitor makes to their favourites is stored for the next page and visit. */
const favouritesPersistence: Middleware<object, RootState> = (api) => (next) => (action) => {
  const result = next(action)
  if (favouritesChanged(action)) writeStoredFavourites(api.getState().favourites.entries)
  return result
}

/** A store, optionally starting from a given state and calling given services. */
export function makeStore({ preloadedState, loadApi = loadBrowserApi }: StoreOptions = {}) {
  const extra: ThunkExtra = { loadApi }
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(themeEffects, favouritesPersistence),
  })
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
