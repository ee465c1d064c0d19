import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * False while React hydrates the static HTML (which was rendered without the address's query),
 * true on every other browser render, including the first one after a client-side navigation: a
 * page that comes back with the back button renders its restored state at once, so Gatsby can
 * put the scroll position back.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
