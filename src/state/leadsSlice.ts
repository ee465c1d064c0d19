/**
 * Leads on their way to the agency (issue: nothing a visitor sends is lost). A lead goes to the
 * broker's CRM and to the backend's inbox independently: it counts as received when at least one
 * of them took it, so the visitor is never asked to send it twice; only when both fail does the
 * form keep everything and offer to try again. Each failure is logged with its cause.
 */
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit'
import type { Delivery } from '../broker/leads'
import { isServiceError } from '../broker/serviceError'
import type { AppThunkConfig } from './thunks'
import { liveError } from './thunks'

export type LeadStatus = 'idle' | 'sending' | 'sent' | 'failed'

export interface LeadState {
  status: LeadStatus
  /** Services that did not take the lead (the agency still got it from the others when sent). */
  failedServices: Delivery['service'][]
  error: string | null
}

/** Lead states by form id ("contacto", "consulta-7104123", "newsletter"…). */
export type LeadsState = Record<string, LeadState>

export const idleLead: LeadState = { status: 'idle', failedServices: [], error: null }

/**
 * The fields a service refused in a 400 `{error, fields}` answer (api-contract.md), or null.
 * The browser ran the same rules before sending, so such an answer is a bug of the site's.
 */
export function refusedFields(reason: unknown): Record<string, unknown> | null {
  if (!isServiceError(reason) || reason.status !== 400) return null
  const fields = (reason.body as { fields?: unknown } | null | undefined)?.fields
  return typeof fields === 'object' && fields !== null ? (fields as Record<string, unknown>) : null
}

/** Sends a lead's deliveries at once; resolves with the services that did not take it. */
export const leadSent = createAsyncThunk<
  { failedServices: Delivery['service'][] },
  { formId: string; deliveries: Delivery[] },
  AppThunkConfig
>('leads/sent', async ({ formId, deliveries }, { extra, rejectWithValue }) => {
  const api = await extra.loadApi()
  const outcomes = await Promise.allSettled(
    deliveries.map((delivery) =>
      delivery.service === 'broker'
        ? api.tokko.sendWebContact(delivery.body)
        : api.backend.sendEmail(delivery.body),
    ),
  )
  const failedServices: Delivery['service'][] = []
  outcomes.forEach((outcome, index) => {
    if (outcome.status === 'fulfilled') return
    const service = deliveries[index]!.service
    failedServices.push(service)
    console.error(
      `Consulta "${formId}": no llegó ${service === 'broker' ? 'a Tokko' : 'al backend'}`,
      outcome.reason,
    )
    const fields = refusedFields(outcome.reason)
    if (fields) {
      console.error(
        `Consulta "${formId}": campos rechazados que el navegador había aceptado (error del sitio: revisar src/domain/validation.ts)`,
        fields,
      )
    }
  })
  if (failedServices.length === deliveries.length) {
    const first = outcomes.find((outcome) => outcome.status === 'rejected')
    return rejectWithValue(liveError(first?.status === 'rejected' ? first.reason : null))
  }
  return { failedServices }
})

const leadsSlice = createSlice({
  name: 'leads',
  initialState: {} as LeadsState,
  reducers: {
    /** The visitor started a new lead on a form that had sent one (or wants to edit and resend). */
    leadReset(state, action: { payload: string }) {
      delete state[action.payload]
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(leadSent.pending, (state, action) => {
        state[action.meta.arg.formId] = { status: 'sending', failedServices: [], error: null }
      })
      .addCase(leadSent.fulfilled, (state, action) => {
        state[action.meta.arg.formId] = {
          status: 'sent',
          failedServices: action.payload.failedServices,
          error: null,
        }
      })
      .addCase(leadSent.rejected, (state, action) => {
        state[action.meta.arg.formId] = {
          status: 'failed',
          failedServices: action.meta.arg.deliveries.map((delivery) => delivery.service),
          error: action.payload?.message ?? 'No pudimos enviar tu mensaje.',
        }
      })
  },
  selectors: {
    selectLead: (state, formId: string): LeadState => state[formId] ?? idleLead,
  },
})

export const { leadReset } = leadsSlice.actions
export const { selectLead } = leadsSlice.selectors
export default leadsSlice.reducer
