import type { AsyncThunk } from '@reduxjs/toolkit'
import { useCallback, useEffect, useState } from 'react'
import { useAppDispatch } from '../state/hooks'
import type { AppThunkConfig } from '../state/thunks'
import { useIsClient } from './useIsClient'

export type Lookup<T> =
  | { status: 'loading' }
  | { status: 'found'; record: T }
  | { status: 'missing' }
  | { status: 'failed'; message: string }

const LOADING = { status: 'loading' } as const
const MISSING = { status: 'missing' } as const

/**
 * One record by id through its store thunk, cancelled when the visitor leaves or asks for another,
 * with a retry. A null id (an address naming none) is missing, once hydrated: the static HTML
 * and the hydration say "loading".
 */
export function useLookup<T>(thunk: AsyncThunk<T, number, AppThunkConfig>, id: number | null) {
  const dispatch = useAppDispatch()
  // Each answer is kept with the request it answers, so a newer request reads as loading.
  const [answer, setAnswer] = useState<{ key: string; lookup: Lookup<T> } | null>(null)
  const [attempt, setAttempt] = useState(0)
  const key = `${id}:${attempt}`
  useEffect(() => {
    if (id === null) return
    const request = dispatch(thunk(id))
    void request.then((result) => {
      if (thunk.fulfilled.match(result))
        setAnswer({ key, lookup: { status: 'found', record: result.payload } })
      else if (!result.meta.aborted)
        setAnswer({
          key,
          lookup: result.payload?.notFound
            ? MISSING
            : {
                status: 'failed',
                message: result.payload?.message ?? 'No pudimos cargar la publicación.',
              },
        })
    })
    return () => request.abort()
  }, [dispatch, thunk, id, key])
  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  const client = useIsClient()
  const state: Lookup<T> =
    id === null ? (client ? MISSING : LOADING) : answer?.key === key ? answer.lookup : LOADING
  return { state, retry }
}
