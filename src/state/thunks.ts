/**
 * Live calls as thunks: each names the loading flag it raises (spec §4), reaches the site's own
 * endpoints through the store's LiveApi loader (tests inject one on msw), and rejects with a
 * short Spanish message a visitor can read.
 */
import { createAsyncThunk, type GetThunkAPI } from '@reduxjs/toolkit'
import { callFailure } from '../live/callFailure'
import type { LiveApi } from '../domain/contracts/liveApi'
import type { LoadingFlag } from './loadingSlice'
import { requestEnded, requestStarted } from './loadingSlice'
import type { AppDispatch, RootState } from './store'

export interface ThunkExtra {
  /** The client of the site's endpoints, loaded on first use (most first paints need none). */
  loadApi: () => Promise<LiveApi>
}

/** Why a live call failed, as the visitor reads it; the cause itself goes to the console. */
export interface LiveError {
  message: string
  /** The service said the record does not exist (404): not worth a retry. */
  notFound: boolean
  /** The fields the site's server refused, with its Spanish messages (leads only). */
  fields?: Record<string, string>
}

export interface AppThunkConfig {
  state: RootState
  dispatch: AppDispatch
  extra: ThunkExtra
  rejectValue: LiveError
}

/** What a visitor reads when the site cannot reach the services (or its own code for them). */
export const OFFLINE_MESSAGE = 'No pudimos conectarnos. Revisá tu conexión y probá de nuevo.'

/** The code that calls the site could not load (webpack's chunk error): the visitor is offline. */
const chunkFailed = (error: unknown) =>
  error instanceof Error && /ChunkLoadError|Loading chunk/i.test(`${error.name} ${error.message}`)

/** The visitor's side of a failed live call. */
export function liveError(error: unknown): LiveError {
  const failure = callFailure(error)
  const notFound = failure?.notFound ?? false
  if (failure?.kind === 'network' || chunkFailed(error)) {
    return { message: OFFLINE_MESSAGE, notFound }
  }
  if (failure?.kind === 'timeout') {
    return { message: 'El servicio tardó demasiado en responder. Probá de nuevo.', notFound }
  }
  if (notFound) return { message: 'No encontramos lo que buscabas.', notFound }
  return {
    message: 'El servicio no está disponible en este momento. Probá de nuevo en unos minutos.',
    notFound,
  }
}

/**
 * Decides, before anything is dispatched, whether a request is worth making: "once per visit"
 * lives here rather than in the components that ask.
 */
export type LiveCondition<Arg> = (arg: Arg, state: RootState) => boolean

/**
 * An async thunk that raises its loading flag while it runs, and turns any failure into the
 * visitor's message, logging its cause (spec §8). With a `condition`, a request it turns down
 * dispatches nothing at all.
 */
export function createLiveThunk<Returned, Arg = void>(
  type: string,
  flag: LoadingFlag | ((arg: Arg) => LoadingFlag),
  run: (arg: Arg, api: LiveApi, thunkApi: GetThunkAPI<AppThunkConfig>) => Promise<Returned>,
  options: { condition?: LiveCondition<Arg> } = {},
) {
  const { condition } = options
  return createAsyncThunk<Returned, Arg, AppThunkConfig>(
    type,
    async (arg, thunkApi) => {
      const name = typeof flag === 'function' ? flag(arg) : flag
      thunkApi.dispatch(requestStarted(name))
      try {
        return await run(arg, await thunkApi.extra.loadApi(), thunkApi)
      } catch (error) {
        const failure = liveError(error)
        // A request cancelled by a newer one, or a record that no longer exists, is no fault.
        if (!thunkApi.signal.aborted && !failure.notFound) console.error(`${type}:`, error)
        return thunkApi.rejectWithValue(failure)
      } finally {
        thunkApi.dispatch(requestEnded(name))
      }
    },
    condition ? { condition: (arg, { getState }) => condition(arg, getState()) } : undefined,
  )
}
