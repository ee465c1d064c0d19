import { useEffect } from 'react'
import type { DevelopmentCardData } from '../domain/listing/cards'
import { filterByStatus } from '../domain/development/statusFilter'
import type { ConstructionStatus } from '../domain/types'
import { developmentFiltersRequested, selectDevelopmentFilters } from '../state/developmentsSlice'
import { useAppDispatch, useAppSelector } from '../state/hooks'
import { useIsClient } from './useIsClient'
import { selectIsLoading } from '../state/loadingSlice'

export interface LiveDevelopments {
  cards: DevelopmentCardData[]
  /** True while the development filters for this status are on their way. */
  updating: boolean
  /** Why the live list could not be fetched; the built list stays shown. */
  error: string | null
}

/**
 * The developments of a construction status: the built list narrowed at once, then the live
 * development filters (spec §7.1) as soon as they answer for this status. On a tag's page the
 * live list is narrowed to that tag too.
 */
export function useLiveDevelopments(
  built: readonly DevelopmentCardData[],
  status: ConstructionStatus | null,
  tag: string | null,
): LiveDevelopments {
  const dispatch = useAppDispatch()
  const live = useAppSelector(selectDevelopmentFilters)
  const updating = useAppSelector((state) => selectIsLoading(state, 'developments'))

  // The status comes from the address, which the page reads once hydrated: asking before would
  // fetch every status only to cancel it.
  const active = useIsClient()
  useEffect(() => {
    if (!active) return
    const request = dispatch(developmentFiltersRequested(status))
    return () => request.abort()
  }, [dispatch, status, active])

  const answered =
    live.constructionStatus === status && live.cards !== null && live.status === 'succeeded'
  const cards =
    answered && live.cards
      ? live.cards.filter((card) => tag === null || card.tags.includes(tag))
      : filterByStatus(built, status)
  return {
    cards,
    updating,
    error: live.constructionStatus === status && live.status === 'failed' ? live.error : null,
  }
}
