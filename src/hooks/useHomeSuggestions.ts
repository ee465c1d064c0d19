import { useEffect } from 'react'
import type { PropertyCardData } from '../domain/listing/cards'
import { isAddressSearchable } from '../domain/listing/search'
import type { HomeSearch } from '../domain/types'
import {
  homePropertiesCleared,
  homePropertiesRequested,
  selectHomeProperties,
  selectHomePropertiesStatus,
  type HomePropertiesState,
} from '../state/homePropertiesSlice'
import { useAppDispatch, useAppSelector } from '../state/hooks'
import { selectIsLoading } from '../state/loadingSlice'

/** Where the suggestions stand: a search on its way, or what the latest one came to. */
export type SuggestionStatus = 'searching' | HomePropertiesState['status']

/** How long typing must pause before the suggestions are asked for. */
export const SUGGESTION_DELAY_MS = 250

/**
 * Suggestions for the home quick search as the visitor types: nothing under 3 characters (spec
 * §5), then the home search once typing pauses; a newer search (or leaving the page) cancels the
 * one still running.
 */
export function useHomeSuggestions(search: HomeSearch): {
  cards: PropertyCardData[]
  status: SuggestionStatus
} {
  const dispatch = useAppDispatch()
  const cards = useAppSelector(selectHomeProperties)
  const outcome = useAppSelector(selectHomePropertiesStatus)
  const searching = useAppSelector((state) => selectIsLoading(state, 'dynamic'))
  const { operation, location, type } = search
  const address = search.address.trim()

  useEffect(() => {
    if (!isAddressSearchable(address)) {
      dispatch(homePropertiesCleared())
      return
    }
    let request: { abort: () => void } | undefined
    const timer = setTimeout(() => {
      request = dispatch(homePropertiesRequested({ operation, location, type, address }))
    }, SUGGESTION_DELAY_MS)
    return () => {
      clearTimeout(timer)
      request?.abort()
    }
  }, [dispatch, operation, location, type, address])

  return { cards, status: searching ? 'searching' : outcome }
}
