import { navigate } from 'gatsby'
import { useCallback, useMemo } from 'react'
import { parseFilters, serialiseFilters } from '../domain/filtersUrl'
import type { OperationId, SearchFilters } from '../domain/types'
import { useIsClient } from './useIsClient'

/**
 * The listing's filters, read from the address (style anchors §8), and the way to change them: a
 * change pushes a history entry, so Back returns to the previous search and a search can be
 * bookmarked or shared. Gatsby hands a new `location` on back and forward, and the filters follow.
 */
export function useListingFilters(
  location: Pick<Location, 'pathname' | 'search'>,
  operation: OperationId,
): [SearchFilters, (next: SearchFilters) => void] {
  const search = useIsClient() ? location.search : ''
  const filters = useMemo(() => parseFilters(search, operation), [search, operation])
  const { pathname } = location
  const change = useCallback(
    (next: SearchFilters) => {
      const query = serialiseFilters(next)
      const target = query ? `?${query}` : ''
      // Re-choosing what is already chosen adds no history entry.
      if (target !== search) void navigate(`${pathname}${target}`)
    },
    [pathname, search],
  )
  return [filters, change]
}
