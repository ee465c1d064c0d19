/**
 * The counts of an empty listing's wider searches (src/domain/listing/filterSuggestions.ts). No slice
 * keeps them: only the empty results on screen read them, for the filters on screen, and a change
 * of filters makes them worthless, so they live in that component's state (the Redux style
 * guide's "evaluate where each piece of state should live"), as a looked-up record does in
 * useLookup. The request itself is a live thunk like any other: the site's client, loaded on first
 * use, the 'alternatives' flag while it runs, the visitor's message and the log when it fails.
 */
import type { SearchFilters } from '../domain/types'
import { createLiveThunk } from './thunks'

/** A count by search key: null for one that could not be read. */
export type SuggestionCounts = Record<string, number | null>

/**
 * One count request per search, all at once, all cancelled together by the thunk's abort. Fails
 * only when every count failed; a single failure is logged and counted as unknown.
 */
export const suggestionsCounted = createLiveThunk<
  SuggestionCounts,
  readonly { key: string; filters: SearchFilters }[]
>('listing/suggestionsCounted', 'alternatives', async (searches, api, { signal }) => {
  const answers = await Promise.allSettled(
    searches.map(({ filters }) => api.countProperties(filters, { signal })),
  )
  const failure = answers.find((answer) => answer.status === 'rejected')
  if (failure && answers.every((answer) => answer.status === 'rejected')) throw failure.reason
  if (failure && !signal.aborted) console.error('listing/suggestionsCounted:', failure.reason)
  return Object.fromEntries(
    searches.map(({ key }, index) => {
      const answer = answers[index]
      return [key, answer?.status === 'fulfilled' ? answer.value.total : null]
    }),
  )
})
