/**
 * Leads on their way to the agency (issue: nothing a visitor sends is lost). The site's server
 * delivers a lead to the broker's CRM and to the backend's inbox independently and says which
 * took it: it counts as received when at least one did, so the visitor is never asked to send it
 * twice; only when both fail (or the server cannot be reached) does the form keep everything and
 * offer to try again.
 *
 * Each form holds a signed token, asked for when the visitor first edits it: the server refuses
 * a lead without one, or sent sooner than a person could fill a form after it was issued. A lead
 * sent before that (a restored draft sent at once) waits the rest of that time here; a token the
 * server no longer takes is replaced once, transparently. Each send carries an idempotency key
 * (idempotencyKey.ts), the same while the content is: the server answers a retry of a lead it
 * delivered without delivering it again.
 */
import { storedAttribution } from './attributionStorage'
import { createAsyncThunk, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { callFailure, refusalMessage } from '../live/callFailure'
import {
  MIN_FILL_MS,
  type LeadKind,
  type LeadRequest,
  type LeadService,
} from '../domain/leads/leadRequests'
import { leadKeyFor, type LeadKey } from './idempotencyKey'
import { rootReducer } from './store'
import type { AppThunkConfig } from './thunks'
import { liveError } from './thunks'

export type LeadStatus = 'idle' | 'sending' | 'sent' | 'failed'

export interface LeadToken {
  value: string
  /** When this browser received it: the server issued it no later. */
  receivedAt: number
}

export interface LeadState {
  status: LeadStatus
  /** Fields the server refused that the page had accepted (its rules changed since the build). */
  fieldErrors: Record<string, string>
  /** Services that did not take the lead (the agency still got it from the others when sent). */
  failedServices: LeadService[]
  error: string | null
  token: LeadToken | null
  /** The key of the content last sent: a retry of the same content sends it again. */
  sentKey: LeadKey | null
}

/** Lead states by form id ("contacto", "consulta-7104123", "newsletter"…). */
export type LeadsState = Record<string, LeadState>

export const idleLead: LeadState = {
  status: 'idle',
  fieldErrors: {},
  failedServices: [],
  error: null,
  token: null,
  sentKey: null,
}

/** The field messages of a refusal `{ code: 'fields', fields }`, when it is one. */
function refusedFields(error: unknown): Record<string, string> | undefined {
  const failure = callFailure(error)
  if (failure?.status !== 400) return undefined
  const fields = (failure.body as { fields?: unknown } | null)?.fields
  if (typeof fields !== 'object' || fields === null) return undefined
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  )
}

const ALL_SERVICES: LeadService[] = ['broker', 'backend']

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A refusal of the form token (expired, too fast, unknown, spent): worth one new token. */
const tokenRefused = (error: unknown) => {
  const failure = callFailure(error)
  return (
    failure?.status === 403 &&
    String((failure.body as { code?: unknown } | null)?.code ?? '').startsWith('token-')
  )
}

/** How many times a send waits for the first post of its key, still being delivered. */
const IN_FLIGHT_WAITS = 3

/** The server is still delivering the first post of this key: its answer is worth waiting for. */
const inFlightFor = (error: unknown): number | null => {
  const failure = callFailure(error)
  if (failure?.status !== 409) return null
  if ((failure.body as { code?: unknown } | null)?.code !== 'in-flight') return null
  return failure.retryAfterMs ?? 2_000
}

/** Asks for the form's token once, when the visitor first edits it. */
export const leadTokenRequested = createAsyncThunk<
  LeadToken,
  { formId: string; kind: LeadKind },
  AppThunkConfig
>(
  'leads/tokenRequested',
  async ({ kind }, { extra }) => ({
    value: await (await extra.loadApi()).leadToken(kind),
    receivedAt: Date.now(),
  }),
  {
    condition: ({ formId }, { getState }) => selectLead(getState(), formId).token === null,
  },
)

/** Sends a lead through the site's server; resolves with the services that did not take it. */
export const leadSent = createAsyncThunk<
  { failedServices: LeadService[] },
  { formId: string; lead: LeadRequest },
  AppThunkConfig
>('leads/sent', async ({ formId, lead }, { dispatch, extra, getState, rejectWithValue }) => {
  try {
    // Before any wait: a second press sends the key the first one made.
    const sentKey = leadKeyFor(selectLead(getState(), formId).sentKey, lead)
    dispatch(leadsSlice.actions.leadKeyMade({ formId, sentKey }))
    const api = await extra.loadApi()
    const fresh = async (): Promise<LeadToken> => {
      const token = { value: await api.leadToken(lead.kind), receivedAt: Date.now() }
      dispatch(leadsSlice.actions.leadTokenReceived({ formId, token }))
      return token
    }
    const send = async (token: LeadToken) => {
      // Never sooner than the server allows after the token: a restored draft sent at once
      // waits the rest of the time instead of being refused.
      await wait(Math.max(0, MIN_FILL_MS - (Date.now() - token.receivedAt)))
      for (let waits = 0; ; waits++) {
        try {
          return await api.sendLead(lead.kind, lead, token.value, sentKey.key, storedAttribution())
        } catch (error) {
          // Then the same key gets the first post's answer.
          const pause = inFlightFor(error)
          if (pause === null || waits >= IN_FLIGHT_WAITS) throw error
          await wait(pause)
        }
      }
    }
    const token = selectLead(getState(), formId).token ?? (await fresh())
    let outcome
    try {
      outcome = await send(token)
    } catch (error) {
      if (!tokenRefused(error)) throw error
      outcome = await send(await fresh())
    }
    for (const service of outcome.failed)
      console.error(
        `Consulta "${formId}": no llegó ${service === 'broker' ? 'a Tokko' : 'al backend'}`,
      )
    return { failedServices: outcome.failed }
  } catch (error) {
    console.error(`Consulta "${formId}": no se pudo enviar`, error)
    const message = refusalMessage(error) ?? liveError(error).message
    return rejectWithValue({ message, notFound: false, fields: refusedFields(error) })
  }
})

const leadsSlice = createSlice({
  name: 'leads',
  initialState: {} as LeadsState,
  reducers: {
    /** A token the send itself had to ask for (none yet, or the old one was refused). */
    leadTokenReceived(state, action: PayloadAction<{ formId: string; token: LeadToken }>) {
      const { formId, token } = action.payload
      state[formId] = { ...(state[formId] ?? idleLead), token }
    },
    /** The key a send made, or kept, for what it sends. */
    leadKeyMade(state, action: PayloadAction<{ formId: string; sentKey: LeadKey }>) {
      const { formId, sentKey } = action.payload
      state[formId] = { ...(state[formId] ?? idleLead), sentKey }
    },
    /** The visitor started a new lead on a form that had sent one (or wants to edit and resend). */
    leadReset(state, action: { payload: string }) {
      delete state[action.payload]
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(leadTokenRequested.fulfilled, (state, action) => {
        const { formId } = action.meta.arg
        state[formId] = { ...(state[formId] ?? idleLead), token: action.payload }
      })
      .addCase(leadSent.pending, (state, action) => {
        const { formId } = action.meta.arg
        state[formId] = {
          status: 'sending',
          fieldErrors: {},
          failedServices: [],
          error: null,
          token: state[formId]?.token ?? null,
          sentKey: state[formId]?.sentKey ?? null,
        }
      })
      .addCase(leadSent.fulfilled, (state, action) => {
        // A sent lead's token is spent: the next lead of this form asks for its own.
        state[action.meta.arg.formId] = {
          status: 'sent',
          fieldErrors: {},
          failedServices: action.payload.failedServices,
          error: null,
          token: null,
          sentKey: null,
        }
      })
      .addCase(leadSent.rejected, (state, action) => {
        const { formId } = action.meta.arg
        state[formId] = {
          status: 'failed',
          fieldErrors: action.payload?.fields ?? {},
          failedServices: ALL_SERVICES,
          error: action.payload?.message ?? 'No pudimos enviar tu mensaje.',
          token: state[formId]?.token ?? null,
          sentKey: state[formId]?.sentKey ?? null,
        }
      })
  },
  selectors: {
    selectLead: (state, formId: string): LeadState => state[formId] ?? idleLead,
  },
})

declare module './store' {
  export interface LazyLoadedSlices extends WithSlice<typeof leadsSlice> {}
}

/** Injected into the store by the forms that import it: a page without one never loads it. */
const injected = leadsSlice.injectInto(rootReducer)

export const { leadReset } = leadsSlice.actions
export const { selectLead } = injected.selectors
