import { useEffect, useState, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import { favouritesRestored } from './favouritesSlice'
import {
  FAVOURITES_STORAGE_KEY,
  parseStoredFavourites,
  readStoredFavourites,
} from './favouritesStorage'
import { makeStore } from './store'
import { themeDetected } from './themeSlice'
import { detectTheme } from './themeEffects'

/**
 * Gives the tree its store: one per browser session (wrapRootElement runs once there), a fresh
 * one per page during SSR. After hydration it learns what this browser kept: the theme the early
 * script applied and the favourites, which it also follows when another tab changes them.
 */
export function StoreProvider({ children }: { children: ReactNode }) {
  // Made on the first render only: a lazy state initialiser, kept for the provider's life.
  const [store] = useState(() => makeStore())

  useEffect(() => {
    store.dispatch(themeDetected(detectTheme()))
    store.dispatch(favouritesRestored(readStoredFavourites()))
    const media = window.matchMedia?.('(prefers-color-scheme: dark)')
    // The system preference keeps deciding until the visitor picks a theme themselves.
    const followSystem = (event: MediaQueryListEvent) => {
      if (!store.getState().theme.chosen) {
        store.dispatch(themeDetected({ dark: event.matches, chosen: false }))
      }
    }
    const followOtherTabs = (event: StorageEvent) => {
      if (event.key === FAVOURITES_STORAGE_KEY) {
        store.dispatch(favouritesRestored(parseStoredFavourites(event.newValue)))
      }
    }
    media?.addEventListener('change', followSystem)
    window.addEventListener('storage', followOtherTabs)
    return () => {
      media?.removeEventListener('change', followSystem)
      window.removeEventListener('storage', followOtherTabs)
    }
  }, [store])

  return <Provider store={store}>{children}</Provider>
}
