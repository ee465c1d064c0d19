import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import type { FieldErrors } from '../domain/leads/validation'
import { HONEYPOT_NAME, type LeadRequest } from '../domain/leads/leadRequests'
import { useAppDispatch, useAppSelector } from '../state/hooks'
import {
  leadReset,
  leadSent,
  leadTokenRequested,
  selectLead,
  type LeadStatus,
} from '../state/leadsSlice'
import { useFormDraft } from './useFormDraft'

const FOCUSABLE_INVALID = ['input', 'select', 'textarea']
  .map((tag) => `${tag}[aria-invalid="true"]`)
  .join(', ')

type Values = Record<string, string | string[]>
/** The fields of `V` that hold one text value (not a group of choices). */
type TextKey<V extends Values> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] &
  string
/** Changes one field of the form's values. */
type SetField<V extends Values> = <K extends keyof V>(name: K, value: V[K]) => void

interface LeadFormOptions<V extends Values> {
  /** Identifies the form's lead and draft ("contacto", "consulta-7104123"). */
  formId: string
  initial: V
  /** Fields never kept in the draft (the application's date of birth and gender). */
  neverStored?: readonly (keyof V)[]
  validate: (values: V) => FieldErrors<string>
  /** The lead these values make, as the site's server receives it. */
  lead: (values: V) => LeadRequest
}

/**
 * The page's own messages, and the server's on fields the page had let through: the server's
 * message on a field stands while the field holds the value that was sent.
 */
function shownErrors<V extends Values>(
  checked: FieldErrors<string>,
  refused: Record<string, string>,
  sentValues: V | null,
  values: V,
) {
  const standing = Object.entries(refused).filter(
    ([field]) => sentValues !== null && sentValues[field] === values[field],
  )
  return { ...Object.fromEntries(standing), ...checked }
}

/** A bot filled the honeypot: it is told the lead went, and nothing is sent. */
function caughtInHoneypot(form: HTMLFormElement): boolean {
  const trap = form.elements.namedItem(HONEYPOT_NAME)
  return trap instanceof HTMLInputElement && trap.value !== ''
}

/**
 * After a refused attempt (a new `attempts` count), the first field with a problem gets the
 * focus. Returns the callback ref the form hands its element to, so no ref object leaves the hook.
 */
function useFocusFirstProblem(attempts: number) {
  const formElement = useRef<HTMLFormElement | null>(null)
  const attachForm = useCallback((form: HTMLFormElement | null) => {
    formElement.current = form
  }, [])

  useEffect(() => {
    if (attempts === 0) return
    // Fields only: a ChoiceGroup's fieldset is marked too, but cannot take the focus.
    formElement.current?.querySelector<HTMLElement>(FOCUSABLE_INVALID)?.focus()
  }, [attempts])

  return attachForm
}

/**
 * Asks for the form's token at the visitor's first edit: the fill time starts there, and the
 * server measures the minimum fill time from it.
 */
function useTokenAtFirstEdit(
  formId: string,
  kind: LeadRequest['kind'],
  firstEditAt: number | null,
) {
  const dispatch = useAppDispatch()
  useEffect(() => {
    if (firstEditAt !== null) void dispatch(leadTokenRequested({ formId, kind }))
  }, [dispatch, firstEditAt, formId, kind])
}

/** The field ids' prefix, and the props a TextField or SelectField needs for one text field. */
function useTextFields<V extends Values>(
  values: V,
  errors: FieldErrors<string>,
  setField: SetField<V>,
) {
  const id = useId()
  const textField = (name: TextKey<V>) => ({
    id: `${id}-${name}`,
    value: values[name] as string,
    onChange: (value: string) => setField(name, value as V[TextKey<V>]),
    error: errors[name],
  })
  return { id, textField }
}

/**
 * Everything a lead form does besides drawing its fields: the draft, the validation shown once
 * the visitor tries to send (focus moves to the first problem), the honeypot (a bot that fills
 * it is told it worked and nothing is sent), the form token asked for at the first edit (the
 * server measures the minimum fill time from it), and the lead sent through the site's server.
 */
export function useLeadForm<V extends Values>({
  formId,
  initial,
  neverStored,
  validate,
  lead: leadOf,
}: LeadFormOptions<V>) {
  const dispatch = useAppDispatch()
  const lead = useAppSelector((state) => selectLead(state, formId))
  const { values, edit, discard, reset, restored, firstEditAt } = useFormDraft(formId, initial, {
    neverStored,
  })
  const [attempts, setAttempts] = useState(0)
  // Once the visitor has tried to send, problems update as they type.
  const checked = useMemo(
    () => (attempts > 0 ? validate(values) : {}),
    [attempts, values, validate],
  )
  // The values last sent: the server's message on a field stands until the visitor changes it.
  const [sentValues, setSentValues] = useState<V | null>(null)
  const errors = useMemo(
    () => shownErrors(checked, lead.fieldErrors, sentValues, values),
    [checked, lead.fieldErrors, sentValues, values],
  )
  const [botStatus, setBotStatus] = useState<LeadStatus | null>(null)
  const attachForm = useFocusFirstProblem(attempts)

  useEffect(() => {
    if (lead.status === 'sent') discard()
  }, [lead.status, discard])

  const send = useCallback(() => {
    // One send at a time: a second click while one is on its way does nothing.
    if (lead.status === 'sending') return
    setSentValues(values)
    void dispatch(leadSent({ formId, lead: leadOf(values) }))
  }, [dispatch, formId, lead.status, leadOf, values])

  const submit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (caughtInHoneypot(event.currentTarget)) {
        setBotStatus('sent')
        return
      }
      setAttempts((count) => count + 1)
      if (Object.keys(validate(values)).length === 0) void send()
    },
    [send, validate, values],
  )

  // A token serves one kind of lead, which the form's lead names whatever its values.
  useTokenAtFirstEdit(formId, leadOf(initial).kind, firstEditAt)

  // Every change of a field is the visitor's: it goes to the draft.
  const setField: SetField<V> = useCallback(
    (name, value) => edit((current) => ({ ...current, [name]: value })),
    [edit],
  )
  const { id, textField } = useTextFields(values, errors, setField)

  const startOver = useCallback(() => {
    dispatch(leadReset(formId))
    setBotStatus(null)
    setAttempts(0)
    setSentValues(null)
    reset()
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
    retry: send,
    startOver,
    status: botStatus ?? lead.status,
    failedServices: lead.failedServices,
    error: lead.error,
    /** The values last sent, kept once the lead is received and the draft is gone. */
    sentValues,
    /** The values came back from a draft this tab kept (a reload, an earlier page). */
    restored,
    /** When the visitor first edited a field (ms since the epoch), null until then. */
    firstEditAt,
    attachForm,
  }
}
