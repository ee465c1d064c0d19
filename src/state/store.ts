/**
 * The one store factory (style anchors §7): the browser makes one store, every SSR page and every
 * test a fresh one. Side effects (persisting, the <html> theme attribute) live in listeners.
 */
import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit'
import theme from './themeSlice'
import { addThemeListeners } from './themeListeners'

export const rootReducer = combineReducers({ theme })

export type RootState = ReturnType<typeof rootReducer>

/** A store, optionally starting from a given state (tests, hydration of stored choices). */
export function makeStore(preloadedState?: Partial<RootState>) {
  const listeners = createListenerMiddleware()
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listeners.middleware),
  })
  addThemeListeners(listeners.startListening.withTypes<RootState, typeof store.dispatch>())
  return store
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
