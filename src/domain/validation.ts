/**
 * The rules of the site's forms (issue: Spanish messages next to each field; the same rules are
 * checked again where the request bodies are built). Pure: a form's values in, its errors out.
 */
import { isEmail } from './email'
import type { AppraisalFormData, ApplicationFormData, ContactFormData } from './forms'

/** A message per field that has a problem; no key for a field that is fine. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>

export const MESSAGES = {
  required: 'Completá este campo.',
  name: 'Ingresá tu nombre.',
  email: 'Ingresá un email válido, por ejemplo nombre@dominio.com.',
  phone: 'Ingresá un teléfono válido, con código de área (por ejemplo 11 5555-0100).',
  number: 'Ingresá un número, sin letras.',
  message: 'Contanos en qué podemos ayudarte.',
  tooLong: (max: number) => `Usá como máximo ${max} caracteres.`,
  choose: 'Elegí al menos una opción.',
  date: 'Ingresá una fecha válida.',
  adult: 'Tenés que ser mayor de 18 años.',
  cvMissing: 'Adjuntá tu CV.',
  cvType: 'El CV tiene que ser un PDF o un documento de Word.',
  cvSize: 'El CV no puede superar los 5 MB.',
  cvEmpty: 'El archivo del CV está vacío: elegí otro.',
} as const

/** Longest text a field accepts; a message may be long, a name may not. */
const MAX = { name: 80, email: 120, phone: 30, message: 2000, short: 120 } as const
export const CV_MAX_BYTES = 5 * 1024 * 1024
export const CV_TYPES: readonly string[] = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]

/**
 * True for a phone written the usual ways ("+54 9 11 5555-0100", "(011) 4555.0100"): only
 * digits, spaces and + ( ) - . characters, with 8 to 15 digits (area code included).
 */
export function isPhone(value: string): boolean {
  const text = value.trim()
  const digits = text.replace(/\D/g, '').length
  return /^\+?[\d\s().-]+$/.test(text) && digits >= 8 && digits <= 15
}

/** True for a figure ("80", "75,5", "75.5"). */
export function isNumberText(value: string): boolean {
  return /^\d+([.,]\d+)?$/.test(value.trim())
}

type Check = (value: string) => string | null

const required =
  (message: string = MESSAGES.required): Check =>
  (value) =>
    value.trim() === '' ? message : null
const maxLength =
  (max: number): Check =>
  (value) =>
    value.trim().length > max ? MESSAGES.tooLong(max) : null
const email: Check = (value) => (isEmail(value) ? null : MESSAGES.email)
const optionalPhone: Check = (value) =>
  value.trim() === '' || isPhone(value) ? null : MESSAGES.phone
const optionalNumber: Check = (value) =>
  value.trim() === '' || isNumberText(value) ? null : MESSAGES.number

/** The first problem the checks find, or null. */
function first(value: string, ...checks: Check[]): string | null {
  for (const check of checks) {
    const problem = check(value)
    if (problem) return problem
  }
  return null
}

function collect<Field extends string>(problems: Record<Field, string | null>): FieldErrors<Field> {
  return Object.fromEntries(
    Object.entries(problems).filter(([, problem]) => problem !== null),
  ) as FieldErrors<Field>
}

export type ContactField = 'nombre' | 'apellido' | 'email' | 'phone' | 'cellphone' | 'text'

/** The contact form and the enquiries: a name, a valid email, phones that look like phones, a message. */
export function validateContact(form: ContactFormData): FieldErrors<ContactField> {
  return collect<ContactField>({
    nombre: first(form.nombre, required(MESSAGES.name), maxLength(MAX.name)),
    apellido: first(form.apellido, maxLength(MAX.name)),
    email: first(form.email, required(), email, maxLength(MAX.email)),
    phone: first(form.phone, optionalPhone, maxLength(MAX.phone)),
    cellphone: first(form.cellphone, optionalPhone, maxLength(MAX.phone)),
    text: first(form.text, required(MESSAGES.message), maxLength(MAX.message)),
  })
}

/** The newsletter: a valid email. */
export function validateNewsletter(emailAddress: string): FieldErrors<'email'> {
  return collect({ email: first(emailAddress, required(), email, maxLength(MAX.email)) })
}

export type AppraisalField =
  | 'name'
  | 'email'
  | 'location'
  | 'operation_type'
  | 'property_type'
  | 'rooms_amount'
  | 'roofed_surface'
  | 'total_surface'

/** The appraisal: who asks, where the property is, what it is and for what; figures as figures. */
export function validateAppraisal(form: AppraisalFormData): FieldErrors<AppraisalField> {
  return collect<AppraisalField>({
    name: first(form.name, required(MESSAGES.name), maxLength(MAX.name)),
    email: first(form.email, required(), email, maxLength(MAX.email)),
    location: first(form.location, required(), maxLength(MAX.short)),
    operation_type: form.operation_type.length > 0 ? null : MESSAGES.choose,
    property_type: form.property_type.length > 0 ? null : MESSAGES.choose,
    rooms_amount: optionalNumber(form.rooms_amount),
    roofed_surface: optionalNumber(form.roofed_surface),
    total_surface: optionalNumber(form.total_surface),
  })
}

/** Age in whole years on `today` of someone born on `birth` (both YYYY-MM-DD). */
function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number]
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim())
  if (!match) return false
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return date.toISOString().slice(0, 10) === value.trim()
}

export interface CvFile {
  type: string
  size: number
}

/** A date of birth's problem: missing, not a date, under 18 or implausibly old. */
function birthDateProblem(date: string, today: string): string | null {
  const problem = first(date, required(), (value) => (isIsoDate(value) ? null : MESSAGES.date))
  if (problem) return problem
  const age = ageOn(date.trim(), today)
  if (age < 18) return MESSAGES.adult
  return age > 100 ? MESSAGES.date : null
}

/**
 * A CV's problem: missing, not PDF or Word, empty (the backend refuses an empty file) or over
 * 5 MB. The form also checks a file as soon as it is chosen.
 */
export function cvProblem(cv: CvFile | null): string | null {
  if (!cv) return MESSAGES.cvMissing
  if (!CV_TYPES.includes(cv.type)) return MESSAGES.cvType
  if (cv.size === 0) return MESSAGES.cvEmpty
  return cv.size > CV_MAX_BYTES ? MESSAGES.cvSize : null
}

export type ApplicationField = 'email' | 'date' | 'location' | 'phone' | 'position' | 'cv'

/**
 * The application (sumate): email, a date of birth of an adult, location, phone, the position
 * when there are open ones, and a PDF or Word CV of at most 5 MB.
 */
export function validateApplication(
  form: Omit<ApplicationFormData, 'cv'> & { position: string; cv: CvFile | null },
  { today, positions }: { today: string; positions: readonly string[] },
): FieldErrors<ApplicationField> {
  return collect<ApplicationField>({
    email: first(form.email, required(), email, maxLength(MAX.email)),
    date: birthDateProblem(form.date, today),
    location: first(form.location, required(), maxLength(MAX.short)),
    phone: first(form.phone, required(), optionalPhone, maxLength(MAX.phone)),
    position: positions.length > 0 && !positions.includes(form.position) ? MESSAGES.choose : null,
    cv: cvProblem(form.cv),
  })
}
/** True when a form has nothing to fix. */
export function isValid(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length === 0
}
