import { navigate } from 'gatsby'
import { useCallback, useEffect, useState } from 'react'

/**
 * False during the server render and the first browser render, true afterwards. What depends on
 * the address's query string waits for it: the static HTML was rendered without one, and React
 * must hydrate the same tree before anything differs.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

/**
 * The page's query string as state, for list filters kept in the address (style anchors §8): ''
 * until hydration, then Gatsby's location. Writing replaces the history entry, so a filter adds
 * no back-button steps yet is there again when the visitor comes back to the list.
 */
export function useLocationSearch(
  location: Pick<Location, 'pathname' | 'search'>,
): [string, (search: string) => void] {
  const hydrated = useHydrated()
  const { pathname } = location
  const setSearch = useCallback(
    (search: string) => void navigate(`${pathname}${search}`, { replace: true }),
    [pathname],
  )
  return [hydrated ? location.search : '', setSearch]
}
