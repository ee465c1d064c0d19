import { useMemo } from 'react'
import type { OperationCounts, SearchSummary } from '../domain/types'
import { selectLiveCounts, selectSummary, selectSummaryError } from '../state/countersSlice'
import { useAppSelector } from '../state/hooks'
import { selectIsLoading } from '../state/loadingSlice'
import { useSite } from './useSite'

export interface LiveSummary {
  /** The whole catalogue's summary as it is now, or null until it arrives (SiteSync asks). */
  summary: SearchSummary | null
  /** Its counts per operation of what is on offer, or null until it arrives. */
  counts: OperationCounts | null
  /** True while the summary is on its way ('totalFilters', spec §4). */
  updating: boolean
  /** Why the live summary could not be fetched; the build's figures stand. */
  error: string | null
}

/**
 * The summary's counts less the sold units (status 4) the build found: Tokko counts them, as it
 * keeps them listed, and no summary of its leaves them out. A unit sold since the build is
 * counted until the next build (the publisher's, within a minute of the change).
 */
export function offeredCounts(live: OperationCounts, withheld: OperationCounts): OperationCounts {
  return {
    venta: Math.max(0, live.venta - withheld.venta),
    alquiler: Math.max(0, live.alquiler - withheld.alquiler),
    temporario: Math.max(0, live.temporario - withheld.temporario),
  }
}

/** The live search summary that SiteSync asks for once per visit, with its request's state. */
export function useLiveSummary(): LiveSummary {
  const { withheld } = useSite()
  const live = useAppSelector(selectLiveCounts)
  const counts = useMemo(() => live && offeredCounts(live, withheld), [live, withheld])
  return {
    summary: useAppSelector(selectSummary),
    counts,
    updating: useAppSelector((state) => selectIsLoading(state, 'totalFilters')),
    error: useAppSelector(selectSummaryError),
  }
}
