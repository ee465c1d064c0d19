import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { LeadPlan } from '../broker/leads'
import type { FieldErrors } from '../domain/validation'
import { useAppDispatch, useAppSelector } from '../state/hooks'
import { leadReset, leadSent, selectLead, type LeadStatus } from '../state/leadsSlice'
import { OFFLINE_MESSAGE } from '../state/thunks'
import { useFormDraft } from './useFormDraft'

/** Bots fill and send a form at once; a person takes longer than this, even with autofill. */
export const MIN_FILL_MS = 1_500
/** The honeypot field's name: hidden from people, filled by naive bots. */
export const HONEYPOT_NAME = 'sitio_web'

const FOCUSABLE_INVALID = ['input', 'select', 'textarea']
  .map((tag) => `${tag}[aria-invalid="true"]`)
  .join(', ')

/**
 * The lead builders of src/broker/leads.ts, loaded when a form is first sent: every page carries
 * the newsletter form, and most visits send nothing.
 */
export type LeadPlans = typeof import('../broker/leads')
const loadLeadPlans = (): Promise<LeadPlans> => import('../broker/leads')

type Values = Record<string, string | string[]>
/** The fields of `V` that hold one text value (not a group of choices). */
type TextKey<V extends Values> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] &
  string

interface LeadFormOptions<V extends Values> {
  /** Identifies the form's lead and draft ("contacto", "consulta-7104123"). */
  formId: string
  initial: V
  /** Fields never kept in the draft (the application's date of birth and gender). */
  neverStored?: readonly (keyof V)[]
  validate: (values: V) => FieldErrors<string>
  /** The deliveries of the lead for these values, from the lead builders. */
  plan: (leads: LeadPlans, values: V) => LeadPlan
}

/**
 * Everything a lead form does besides drawing its fields: the draft, the validation shown once
 * the visitor tries to send (focus moves to the first problem), the bot checks (honeypot and
 * minimum fill time: a bot is told it worked and nothing is sent), and the two deliveries.
 */
export function useLeadForm<V extends Values>({
  formId,
  initial,
  neverStored,
  validate,
  plan,
}: LeadFormOptions<V>) {
  const dispatch = useAppDispatch()
  const lead = useAppSelector((state) => selectLead(state, formId))
  const { values, edit, discard, reset, restored, firstEditAt } = useFormDraft(formId, initial, {
    neverStored,
  })
  const [errors, setErrors] = useState<FieldErrors<string>>({})
  const [attempts, setAttempts] = useState(0)
  const [botStatus, setBotStatus] = useState<LeadStatus | null>(null)
  const startedAt = useRef(Date.now())
  const formRef = useRef<HTMLFormElement>(null)

  // Once the visitor has tried to send, problems update as they type.
  useEffect(() => {
    if (attempts > 0) setErrors(validate(values))
  }, [attempts, values, validate])

  // After a refused attempt, the first field with a problem gets the focus.
  useEffect(() => {
    if (attempts === 0) return
    // Fields only: a ChoiceGroup's fieldset is marked too, but cannot take the focus.
    formRef.current?.querySelector<HTMLElement>(FOCUSABLE_INVALID)?.focus()
  }, [attempts])

  useEffect(() => {
    if (lead.status === 'sent') discard()
  }, [lead.status, discard])

  // The builders may still be on their way when the visitor clicks again: one send at a time.
  const planning = useRef(false)
  // Offline, the builders themselves cannot load: the form says so and keeps what was typed.
  const [unreachable, setUnreachable] = useState(false)
  const send = useCallback(async () => {
    if (planning.current) return
    planning.current = true
    try {
      const planned = plan(await loadLeadPlans(), values)
      setUnreachable(false)
      if (planned.ok) void dispatch(leadSent({ formId, deliveries: planned.deliveries }))
    } catch (error) {
      console.error(`${formId}: no se pudo preparar el envío`, error)
      setUnreachable(true)
    } finally {
      planning.current = false
    }
  }, [dispatch, formId, plan, values])

  const submit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      const trap = event.currentTarget.elements.namedItem(HONEYPOT_NAME)
      if (
        (trap instanceof HTMLInputElement && trap.value !== '') ||
        Date.now() - startedAt.current < MIN_FILL_MS
      ) {
        setBotStatus('sent')
        return
      }
      const found = validate(values)
      setErrors(found)
      setAttempts((count) => count + 1)
      if (Object.keys(found).length === 0) void send()
    },
    [send, validate, values],
  )

  // Every change of a field is the visitor's: it goes to the draft.
  const setField = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => edit((current) => ({ ...current, [name]: value })),
    [edit],
  )

  const id = useId()
  /** The props a TextField or SelectField needs for one text field of this form. */
  const textField = (name: TextKey<V>) => ({
    id: `${id}-${name}`,
    value: values[name] as string,
    onChange: (value: string) => setField(name, value as V[TextKey<V>]),
    error: errors[name],
  })

  const startOver = useCallback(() => {
    dispatch(leadReset(formId))
    setUnreachable(false)
    setBotStatus(null)
    setAttempts(0)
    setErrors({})
    reset()
    startedAt.current = Date.now()
  }, [dispatch, formId, reset])

  return {
    /** The prefix of the form's field ids. */
    id,
    values,
    setField,
    textField,
    errors,
    submit,
    /** Sends the same lead again after both services failed. */
    retry: () => void send(),
    startOver,
    status: botStatus ?? (unreachable ? 'failed' : lead.status),
    failedServices: lead.failedServices,
    error: unreachable ? OFFLINE_MESSAGE : lead.error,
    /** The values came back from a draft this tab kept (a reload, an earlier page). */
    restored,
    /** When the visitor first edited a field (ms since the epoch), null until then. */
    firstEditAt,
    formRef,
  }
}
