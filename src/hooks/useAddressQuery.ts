import { navigate } from 'gatsby'
import { useCallback } from 'react'
import { useIsClient } from './useIsClient'

/**
 * The page's query string as state, for what a list keeps in the address (style anchors §8): ''
 * while React hydrates the static HTML (rendered without one), then Gatsby's location. Writing
 * navigates to the same page: `push` adds a history entry, so Back returns to the previous
 * search; `replace` does not, so a filter adds no back-button steps yet is there again when the
 * visitor comes back. Writing what the address already says navigates nowhere.
 */
export function useAddressQuery(
  location: Pick<Location, 'pathname' | 'search'>,
  { history }: { history: 'push' | 'replace' },
): [string, (search: string) => void] {
  const search = useIsClient() ? location.search : ''
  const { pathname } = location
  const setSearch = useCallback(
    (next: string) => {
      if (next !== search) void navigate(`${pathname}${next}`, { replace: history === 'replace' })
    },
    [pathname, search, history],
  )
  return [search, setSearch]
}
