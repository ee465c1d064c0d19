/**
 * The rules of a visit request (visits.ts has the hours): who asks, with a phone to confirm the
 * visit by; how it is taken; two or three different times the agency's hours offer. The form
 * checks them as the visitor types and the server again with its own clock.
 */
import type { VisitFields } from './leadRequests'
import {
  collect,
  email,
  first,
  isPhone,
  MAX,
  MESSAGES,
  maxLength,
  messageCharacters,
  required,
  singleLine,
  type Check,
  type FieldErrors,
} from './validation'
import {
  isOfferedVisitTime,
  isVisitMode,
  MAX_VISIT_TIMES,
  MIN_VISIT_TIMES,
  type VisitHours,
} from './visits'

export type VisitField =
  'nombre' | 'apellido' | 'email' | 'cellphone' | 'text' | 'mode' | 'time1' | 'time2' | 'time3'

export const VISIT_MESSAGES = {
  mode: 'Elegí si la visita es en persona o por videollamada.',
  time: 'Elegí el día y la hora.',
  repeated: 'Ya elegiste este horario: elegí otro.',
  unavailable: 'Ese horario ya no está disponible: elegí otro.',
  phone:
    'Ingresá un celular para coordinar la visita, con código de área (por ejemplo 11 5555-0100).',
} as const

/** The time fields, in order: the first MIN_VISIT_TIMES are required. */
export const VISIT_TIME_FIELDS = ['time1', 'time2', 'time3'] as const

const phone: Check = (value) => (isPhone(value) ? null : VISIT_MESSAGES.phone)

export interface VisitRules {
  hours: VisitHours
  /** The clock of whoever checks (ms since the epoch): a time gone by is no longer offered. */
  now: number
}

/** The problem of each time chosen (or not): missing, repeated, or not one the hours offer. */
function timeProblems(times: readonly string[], { hours, now }: VisitRules) {
  return VISIT_TIME_FIELDS.map((_, index) => {
    const value = times[index] ?? ''
    if (value === '') return index < MIN_VISIT_TIMES ? VISIT_MESSAGES.time : null
    if (times.indexOf(value) < index) return VISIT_MESSAGES.repeated
    return isOfferedVisitTime(value, hours, now) ? null : VISIT_MESSAGES.unavailable
  })
}

export function validateVisit(form: VisitFields, rules: VisitRules): FieldErrors<VisitField> {
  const [time1, time2, time3] = timeProblems(form.times, rules)
  return collect<VisitField>({
    nombre: first(form.nombre, singleLine, required(MESSAGES.name), maxLength(MAX.name)),
    apellido: first(form.apellido, singleLine, maxLength(MAX.name)),
    email: first(form.email, singleLine, required(), email, maxLength(MAX.email)),
    cellphone: first(form.cellphone, singleLine, required(VISIT_MESSAGES.phone), phone),
    text: first(form.text, messageCharacters, maxLength(MAX.message)),
    mode: isVisitMode(form.mode) ? null : VISIT_MESSAGES.mode,
    // A request with more times than the form offers is refused on its last one.
    time1: time1 ?? null,
    time2: time2 ?? null,
    time3: form.times.length > MAX_VISIT_TIMES ? VISIT_MESSAGES.unavailable : (time3 ?? null),
  })
}
