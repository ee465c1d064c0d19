import { useCallback, useEffect, useState } from 'react'
import { parseNewsId } from '../domain/news'
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
 * The news entry named by `?id=` in `search`, fetched from the backend after hydration (search is
 * null until then) into the novelties store, with a retry for a failed attempt.
 */
export function useLiveNewsEntry(search: string | null): {
  state: LiveNewsState
  retry: () => void
} {
  const dispatch = useAppDispatch()
  const novelty = useAppSelector(selectNovelty)
  const [attempt, setAttempt] = useState(0)
  const id = search === null ? null : parseNewsId(search)

  useEffect(() => {
    if (id === null) return
    // Leaving the address cancels its request, so its answer cannot land on the next one.
    const request = dispatch(noveltyRequested(id))
    return () => request.abort()
  }, [dispatch, id, attempt])

  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  if (search === null) return { state: { status: 'loading' }, retry }
  if (id === null || novelty.status === 'missing') return { state: { status: 'not-found' }, retry }
  if (novelty.status === 'found' && novelty.entry.id === id) {
    return { state: { status: 'loaded', entry: novelty.entry }, retry }
  }
  return { state: { status: novelty.status === 'failed' ? 'failed' : 'loading' }, retry }
}
