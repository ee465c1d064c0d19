import { useCallback, useEffect, useState } from 'react'
import { createBrokerApi, isServiceError } from '../broker'
import { parseNewsId } from '../domain/news'
import type { NewsEntry } from '../domain/types'

export type LiveNewsState =
  | { status: 'loading' }
  | { status: 'loaded'; entry: NewsEntry }
  /** No usable id in the address, or the backend does not know it (404). */
  | { status: 'not-found' }
  /** Anything else: the service is down, slow or answered nonsense; trying again may help. */
  | { status: 'failed' }

const fetchEntry = (id: number) => createBrokerApi().backend.getNewsEntry(id)

/**
 * The news entry named by `?id=` in `search`, fetched from the backend after hydration (null
 * until then), with a retry for a failed attempt. `load` is the backend call, replaceable in tests.
 */
export function useLiveNewsEntry(
  search: string | null,
  load: (id: number) => Promise<NewsEntry> = fetchEntry,
): { state: LiveNewsState; retry: () => void } {
  const [state, setState] = useState<LiveNewsState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (search === null) return
    const id = parseNewsId(search)
    if (id === null) {
      setState({ status: 'not-found' })
      return
    }
    // An answer for an address the visitor has already left must not land on the new one.
    let current = true
    setState({ status: 'loading' })
    load(id).then(
      (entry) => current && setState({ status: 'loaded', entry }),
      (error: unknown) =>
        current &&
        setState({ status: isServiceError(error) && error.notFound ? 'not-found' : 'failed' }),
    )
    return () => {
      current = false
    }
  }, [search, attempt, load])

  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  return { state, retry }
}
