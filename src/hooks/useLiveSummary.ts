import type { OperationCounts, SearchSummary } from '../domain/types'
import { selectLiveCounts, selectSummary, selectSummaryError } from '../state/countersSlice'
import { useAppSelector } from '../state/hooks'
import { selectIsLoading } from '../state/loadingSlice'

export interface LiveSummary {
  /** The whole catalogue's summary as it is now, or null until it arrives (SiteSync asks). */
  summary: SearchSummary | null
  /** Its counts per operation (the server leaves sold units out), or null until it arrives. */
  counts: OperationCounts | null
  /** True while the summary is on its way ('totalFilters', spec §4). */
  updating: boolean
  /** Why the live summary could not be fetched; the build's figures stand. */
  error: string | null
}

/** The live search summary that SiteSync asks for once per visit, with its request's state. */
export function useLiveSummary(): LiveSummary {
  return {
    summary: useAppSelector(selectSummary),
    counts: useAppSelector(selectLiveCounts),
    updating: useAppSelector((state) => selectIsLoading(state, 'totalFilters')),
    error: useAppSelector(selectSummaryError),
  }
}
