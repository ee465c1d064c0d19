import { useEffect, useRef, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import { makeStore, type AppStore } from './store'
import { themeDetected } from './themeSlice'
import { detectTheme } from './themeListeners'

/**
 * Gives the tree its store: one per browser session (wrapRootElement runs once there), a fresh
 * one per page during SSR. After hydration it learns the theme the early script already applied.
 */
export function StoreProvider({ children }: { children: ReactNode }) {
  const storeRef = useRef<AppStore | null>(null)
  storeRef.current ??= makeStore()
  const store = storeRef.current

  useEffect(() => {
    store.dispatch(themeDetected(detectTheme()))
    const media = window.matchMedia?.('(prefers-color-scheme: dark)')
    // The system preference keeps deciding until the visitor picks a theme themselves.
    const follow = (event: MediaQueryListEvent) => {
      if (!store.getState().theme.chosen)
        store.dispatch(themeDetected({ dark: event.matches, chosen: false }))
    }
    media?.addEventListener('change', follow)
    return () => media?.removeEventListener('change', follow)
  }, [store])

  return <Provider store={store}>{children}</Provider>
}
