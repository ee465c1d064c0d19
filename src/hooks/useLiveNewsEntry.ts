import { useCallback, useEffect, useState } from 'react'
import type { NewsEntry } from '../domain/types'
import { useAppDispatch, useAppSelector } from '../state/hooks'
import { noveltyRequested, selectNovelty } from '../state/noveltiesSlice'

export type LiveNewsState =
  | { status: 'loading' }
  | { status: 'loaded'; entry: NewsEntry }
  /** No usable id in the address, or the backend does not know it (404). */
  | { status: 'not-found' }
  /** Anything else: the service is down, slow or answered nonsense; trying again may help. */
  | { status: 'failed' }

/**
 * The news entry `id`, fetched from the backend into the novelties store, with a retry for a
 * failed attempt. `id` is undefined while the page cannot know it yet (before hydration), null
 * when its address names none.
 */
export function useLiveNewsEntry(id: number | null | undefined): {
  state: LiveNewsState
  retry: () => void
} {
  const dispatch = useAppDispatch()
  const novelty = useAppSelector(selectNovelty)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (id === null || id === undefined) return
    // Leaving the address cancels its request, so its answer cannot land on the next one.
    const request = dispatch(noveltyRequested(id))
    return () => request.abort()
  }, [dispatch, id, attempt])

  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  if (id === undefined) return { state: { status: 'loading' }, retry }
  if (id === null || novelty.status === 'missing') return { state: { status: 'not-found' }, retry }
  if (novelty.status === 'found' && novelty.entry.id === id) {
    return { state: { status: 'loaded', entry: novelty.entry }, retry }
  }
  return { state: { status: novelty.status === 'failed' ? 'failed' : 'loading' }, retry }
}
