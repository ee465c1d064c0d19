/**
 * The application's rules (sumate; validation.ts has the checks they are made of): a CV the
 * backend takes, and an adult's date of birth when one is given.
 */
import type { ApplicationFormData } from './forms'
import {
  collect,
  email,
  first,
  MAX,
  MESSAGES,
  maxLength,
  optionalPhone,
  required,
  singleLine,
  type FieldErrors,
} from './validation'

/**
 * The largest CV in MB: the backend's 5, or less where the build's deploy target takes less
 * (gatsby/deployTarget.ts; gatsby-config sets GATSBY_CV_MAX_MB, which the build writes into the
 * browser's code and the functions alike, so the form and the server check the same limit).
 */
export const CV_MAX_MEGABYTES = cvMaxMegabytesOf(process.env.GATSBY_CV_MAX_MB)
export const CV_MAX_BYTES = CV_MAX_MEGABYTES * 1024 * 1024

/** A positive whole number of MB up to 5; anything else is the backend's 5. */
export function cvMaxMegabytesOf(value: string | undefined): number {
  const megabytes = Number(value)
  return Number.isInteger(megabytes) && megabytes > 0 && megabytes <= 5 ? megabytes : 5
}

export const APPLICATION_MESSAGES = {
  date: 'Ingresá una fecha válida.',
  adult: 'Tenés que ser mayor de 18 años.',
  cvMissing: 'Adjuntá tu CV.',
  cvType: 'El CV tiene que ser un PDF o un documento de Word.',
  cvSize: `El CV no puede superar los ${CV_MAX_MEGABYTES} MB.`,
  cvEmpty: 'El archivo del CV está vacío: elegí otro.',
} as const

export const CV_TYPES: readonly string[] = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]

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

/**
 * A date of birth's problem: not a date, under 18 or implausibly old. It is optional (Ley 25.326
 * art. 4: no more data than the purpose needs), so an empty one is none.
 */
function birthDateProblem(date: string, today: string): string | null {
  if (date.trim() === '') return null
  const problem = first(date, singleLine, (value) =>
    isIsoDate(value) ? null : APPLICATION_MESSAGES.date,
  )
  if (problem) return problem
  const age = ageOn(date.trim(), today)
  if (age < 18) return APPLICATION_MESSAGES.adult
  return age > 100 ? APPLICATION_MESSAGES.date : null
}

/**
 * A CV's problem: missing, not PDF or Word, empty (the backend refuses an empty file) or over
 * CV_MAX_MEGABYTES. The form also checks a file as soon as it is chosen.
 */
export function cvProblem(cv: CvFile | null): string | null {
  if (!cv) return APPLICATION_MESSAGES.cvMissing
  if (!CV_TYPES.includes(cv.type)) return APPLICATION_MESSAGES.cvType
  if (cv.size === 0) return APPLICATION_MESSAGES.cvEmpty
  return cv.size > CV_MAX_BYTES ? APPLICATION_MESSAGES.cvSize : null
}

export type ApplicationField =
  'email' | 'gender' | 'date' | 'location' | 'phone' | 'position' | 'cv'

/**
 * The application (sumate): email, location, phone, the position when there are open ones, and a
 * PDF or Word CV of at most CV_MAX_MEGABYTES; an adult's date of birth and a gender if given;
 * every value on one line.
 */
export function validateApplication(
  form: Omit<ApplicationFormData, 'cv'> & { position: string; cv: CvFile | null },
  { today, positions }: { today: string; positions: readonly string[] },
): FieldErrors<ApplicationField> {
  return collect<ApplicationField>({
    email: first(form.email, singleLine, required(), email, maxLength(MAX.email)),
    gender: singleLine(form.gender),
    date: birthDateProblem(form.date, today),
    location: first(form.location, singleLine, required(), maxLength(MAX.short)),
    phone: first(form.phone, singleLine, required(), optionalPhone, maxLength(MAX.phone)),
    position: first(form.position, singleLine, (value) =>
      positions.length > 0 && !positions.includes(value) ? MESSAGES.choose : null,
    ),
    cv: cvProblem(form.cv),
  })
}
