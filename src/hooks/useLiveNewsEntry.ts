import { useCallback, useEffect, useState } from 'react'
import { parseNewsId } from '../domain/news'
import type { NewsEntry } from '../domain/types'

export type LiveNewsState =
  | { status: 'loading' }
  | { status: 'loaded'; entry: NewsEntry }
  /** No usable id in the address, or the backend does not know it (404). */
  | { status: 'not-found' }
  /** Anything else: the service is down, slow or answered nonsense; trying again may help. */
  | { status: 'failed' }

/** One attempt at the entry; never rejects, the outcome is a state. */
async function loadEntry(id: number): Promise<LiveNewsState> {
  // The broker client and its HTML sanitiser outweigh the rest of the page: fetched on first
  // use, so the page hydrates (menu, theme switch) without waiting for them.
  const broker = await import('../broker').catch(() => null)
  if (!broker) return { status: 'failed' }
  try {
    return { status: 'loaded', entry: await broker.createBrokerApi().backend.getNewsEntry(id) }
  } catch (error) {
    return { status: broker.isServiceError(error) && error.notFound ? 'not-found' : 'failed' }
  }
}

/**
 * The news entry named by `?id=` in `search`, fetched from the backend after hydration (search is
 * null until then), with a retry for a failed attempt.
 */
export function useLiveNewsEntry(search: string | null): {
  state: LiveNewsState
  retry: () => void
} {
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
    void loadEntry(id).then((next) => current && setState(next))
    return () => {
      current = false
    }
  }, [search, attempt])

  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  return { state, retry }
}
