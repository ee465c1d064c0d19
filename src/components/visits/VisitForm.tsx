import { useCallback, useEffect, useMemo, useState } from 'react'
import type { VisitFields, VisitSubject } from '../../domain/leads/leadRequests'
import { visitCalendar } from '../../domain/leads/visitCalendar'
import { validateVisit, VISIT_TIME_FIELDS } from '../../domain/leads/visitValidation'
import {
  isVisitMode,
  VISIT_MODE_LABELS,
  VISIT_MODES,
  MIN_VISIT_TIMES,
  visitDays,
  visitHoursSetting,
  visitHoursText,
  visitTimeText,
  DEFAULT_VISIT_HOURS,
  type VisitDay,
  type VisitMode,
} from '../../domain/leads/visits'
import { useLeadForm } from '../../hooks/useLeadForm'
import { useSite } from '../../hooks/useSite'
import { ChoiceGroup } from '../forms/ChoiceGroup'
import { Honeypot } from '../forms/Honeypot'
import { LeadFeedback } from '../forms/LeadFeedback'
import { FormActions } from '../forms/FormActions'
import { SelectField } from '../forms/SelectField'
import { TextField } from '../forms/TextField'
import * as formStyles from '../forms/Form.module.css'
import * as styles from './VisitForm.module.css'

// Gatsby writes GATSBY_VISIT_HOURS into this code when it builds; the build refused a malformed one.
const read = visitHoursSetting(process.env.GATSBY_VISIT_HOURS)
const HOURS = read.ok ? read.hours : DEFAULT_VISIT_HOURS

/** What the form's hook gives a text field: its id, value, change and error. */
type TextFieldBinding = ReturnType<ReturnType<typeof useLeadForm<VisitValues>>['textField']>

const ORDINALS = ['Primera opción', 'Segunda opción', 'Tercera opción'] as const
const DAY_FIELDS = ['day1', 'day2', 'day3'] as const

interface VisitValues extends Record<string, string> {
  nombre: string
  apellido: string
  email: string
  cellphone: string
  text: string
  mode: string
  day1: string
  time1: string
  day2: string
  time2: string
  day3: string
  time3: string
}

const INITIAL: VisitValues = {
  nombre: '',
  apellido: '',
  email: '',
  cellphone: '',
  text: '',
  mode: 'presencial',
  day1: '',
  time1: '',
  day2: '',
  time2: '',
  day3: '',
  time3: '',
}

/** The times chosen, in order, '' where a day or its hour is missing. */
const chosenTimes = (values: VisitValues) =>
  VISIT_TIME_FIELDS.map((field, index) => {
    const day = values[DAY_FIELDS[index]!]
    const time = values[field]
    return day && time ? `${day}T${time}` : ''
  })

const visitFields = (values: VisitValues, times: string[]): VisitFields => ({
  nombre: values.nombre,
  apellido: values.apellido,
  email: values.email,
  cellphone: values.cellphone,
  text: values.text,
  mode: values.mode,
  times,
})

const validate = (values: VisitValues) =>
  validateVisit(visitFields(values, chosenTimes(values)), { hours: HOURS, now: Date.now() })

export interface VisitFormProps {
  /** Identifies the request and its draft: "visita-7104123". */
  formId: string
  to: VisitSubject
  /** For the calendar file: the listing's title, the page's address and its public address. */
  title: string
  url: string
  address: string
}

/**
 * The visit request (issue 45): in person or by video call, two or three times from the
 * agency's visiting hours, and who asks. Once received it says that nothing is confirmed yet
 * and offers the times as a tentative calendar file.
 */
export function VisitForm({ formId, to, title, url, address }: VisitFormProps) {
  const { name: agency } = useSite().settings
  // The days offered are this visit's: a page built last week offers from today.
  const [days] = useState(() => visitDays(HOURS, Date.now()))
  const lead = useCallback(
    (values: VisitValues) => ({
      kind: 'visit' as const,
      form: visitFields(values, chosenTimes(values).filter(Boolean)),
      to,
    }),
    [to],
  )
  const { attachForm, ...form } = useLeadForm<VisitValues>({
    formId,
    initial: INITIAL,
    validate,
    lead,
  })
  const { status, values, setField, errors } = form
  useForgetTimesGone(values, days, setField)
  const field = form.textField
  const sent = form.sentValues
  const calendar = useMemo(
    () => ({ agency, title, url, address, formId }),
    [agency, title, url, address, formId],
  )

  return (
    <form
      ref={attachForm}
      className={formStyles.form}
      onSubmit={form.submit}
      noValidate
      aria-label="Pedir la visita"
    >
      <ChoiceGroup
        id={`${form.id}-mode`}
        legend="¿Cómo querés hacerla?"
        options={VISIT_MODES.map((mode) => VISIT_MODE_LABELS[mode])}
        value={isVisitMode(values.mode) ? [VISIT_MODE_LABELS[values.mode]] : []}
        onChange={([label]) =>
          setField('mode', VISIT_MODES.find((mode) => VISIT_MODE_LABELS[mode] === label) ?? '')
        }
        single
        required
        error={errors.mode}
      />
      <VisitTimes id={form.id} values={values} days={days} errors={errors} setField={setField} />
      <WhoAsks field={field} />
      <TextField {...field('text')} label="Algo que quieras contarnos" multiline />
      <Honeypot />
      <LeadFeedback
        status={status}
        error={form.error}
        successTitle="Pedido enviado: pendiente de confirmación."
        successText="Un asesor te va a escribir para confirmarte uno de estos horarios; hasta entonces ninguno está reservado."
        failureTitle="No pudimos enviar tu pedido."
        startOverLabel="Pedir otra visita"
        onRetry={form.retry}
        onStartOver={form.startOver}
      >
        {sent && status === 'sent' && <AskedTimes values={sent} calendar={calendar} />}
      </LeadFeedback>
      <FormActions status={status} label="Pedir la visita" kind="visit" />
    </form>
  )
}

/**
 * A draft from an earlier visit may name a day no longer offered (gone by, or its hours
 * changed): it is cleared, so the visitor sees an empty choice, not a value the list lacks.
 */
function useForgetTimesGone(
  values: VisitValues,
  days: readonly VisitDay[],
  setField: (name: keyof VisitValues, value: string) => void,
) {
  useEffect(() => {
    VISIT_TIME_FIELDS.forEach((timeField, index) => {
      const dayField = DAY_FIELDS[index]!
      const day = days.find((item) => item.date === values[dayField])
      if (values[dayField] && !day) setField(dayField, '')
      if (values[timeField] && !day?.times.includes(values[timeField])) setField(timeField, '')
    })
  }, [days, values, setField])
}

/** Who asks: a name, an email and a phone to confirm the visit by. */
function WhoAsks({
  field,
}: {
  field: (name: 'nombre' | 'apellido' | 'email' | 'cellphone') => TextFieldBinding
}) {
  return (
    <>
      <div className={formStyles.row}>
        <TextField {...field('nombre')} label="Nombre" required autoComplete="given-name" />
        <TextField {...field('apellido')} label="Apellido" autoComplete="family-name" />
      </div>
      <div className={formStyles.row}>
        <TextField
          {...field('email')}
          label="Email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
        />
        <TextField
          {...field('cellphone')}
          label="Celular"
          type="tel"
          required
          autoComplete="tel"
          inputMode="tel"
        />
      </div>
    </>
  )
}

interface VisitTimesProps {
  /** The form's field ids' prefix. */
  id: string
  values: VisitValues
  days: readonly VisitDay[]
  errors: Partial<Record<string, string>>
  setField: (name: keyof VisitValues, value: string) => void
}

/** The two or three times asked for, each a day and an hour of that day. */
function VisitTimes({ id, values, days, errors, setField }: VisitTimesProps) {
  return (
    <fieldset className={styles.times}>
      <legend className={formStyles.label}>Horarios que te quedan bien</legend>
      <p className={formStyles.hint}>
        Elegí dos o tres, así te confirmamos uno. Visitamos {visitHoursText(HOURS)} (hora de
        Argentina).
      </p>
      {VISIT_TIME_FIELDS.map((timeField, index) => {
        const dayField = DAY_FIELDS[index]!
        return (
          <TimeChoice
            key={timeField}
            id={`${id}-${timeField}`}
            legend={ORDINALS[index]!}
            required={index < MIN_VISIT_TIMES}
            days={days}
            day={values[dayField]}
            time={values[timeField]}
            onDay={(day) => {
              setField(dayField, day)
              const offered = days.find((item) => item.date === day)?.times ?? []
              if (!offered.includes(values[timeField])) setField(timeField, '')
            }}
            onTime={(time) => setField(timeField, time)}
            error={errors[timeField]}
          />
        )
      })}
    </fieldset>
  )
}

interface TimeChoiceProps {
  id: string
  legend: string
  required: boolean
  days: readonly VisitDay[]
  day: string
  time: string
  onDay: (day: string) => void
  onTime: (time: string) => void
  error?: string
}

/** One time asked for: its day and, among that day's, its hour; the problem said once for both. */
function TimeChoice({
  id,
  legend,
  required,
  days,
  day,
  time,
  onDay,
  onTime,
  error,
}: TimeChoiceProps) {
  const errorId = `${id}-error`
  const times = days.find((item) => item.date === day)?.times ?? []
  return (
    <fieldset className={styles.choice} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.ordinal}>
        {legend}
        {!required && <span className={formStyles.optional}> (opcional)</span>}
      </legend>
      <div className={styles.pair}>
        <SelectField
          id={`${id}-dia`}
          label="Día"
          value={day}
          onChange={onDay}
          options={days.map((item) => ({ value: item.date, label: item.label }))}
          placeholder="Elegí"
          required={required}
          markOptional={false}
          error={error}
          errorId={errorId}
        />
        <SelectField
          id={`${id}-hora`}
          label="Hora"
          value={time}
          onChange={onTime}
          options={times.map((item) => ({ value: item, label: `${item} h` }))}
          placeholder="Elegí"
          required={required}
          markOptional={false}
          error={error}
          errorId={errorId}
        />
      </div>
      {error && (
        <p id={errorId} className={formStyles.error}>
          {error}
        </p>
      )}
    </fieldset>
  )
}

interface AskedTimesProps {
  values: VisitValues
  calendar: { agency: string; title: string; url: string; address: string; formId: string }
}

/** How long the calendar file's address lives: the download has long started by then. */
const FILE_ADDRESS_MS = 60_000

/** Saves the request as a calendar file, made at the click. */
function downloadCalendar(
  request: AskedTimesProps['calendar'] & { mode: VisitMode; times: string[] },
) {
  const text = visitCalendar({
    ...request,
    // The same request downloaded again updates its events instead of adding them twice.
    id: `${request.formId}-${request.times.join('-').replace(/\D/g, '')}`,
    now: Date.now(),
  })
  const link = document.createElement('a')
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }))
  link.download = 'visita-a-confirmar.ics'
  link.click()
  window.setTimeout(() => URL.revokeObjectURL(link.href), FILE_ADDRESS_MS)
}

/** The times asked for, and the same as a tentative calendar file to keep. */
function AskedTimes({ values, calendar }: AskedTimesProps) {
  const times = chosenTimes(values).filter(Boolean)
  const mode = values.mode as VisitMode
  const download = () => downloadCalendar({ ...calendar, mode, times })
  return (
    <div className={styles.asked}>
      <p>Pediste una visita {mode === 'presencial' ? 'en persona' : 'por videollamada'} para:</p>
      <ol>
        {times.map((time) => (
          <li key={time}>{visitTimeText(time)} h</li>
        ))}
      </ol>
      <button type="button" className="button button-secondary" onClick={download}>
        Agregar a mi calendario, a confirmar (.ics)
      </button>
    </div>
  )
}
