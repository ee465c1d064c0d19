/**
 * The rules of the site's forms (issue: Spanish messages next to each field; the same rules are
 * checked again where the request bodies are built). Pure: a form's values in, its errors out.
 * Here the checks every form is made of, the contact's and the newsletter's rules; the appraisal's
 * and the application's have modules of their own (appraisalValidation.ts,
 * applicationValidation.ts): a module's code ships whole wherever one of its rules is used, and
 * an enquiry on a property page has no use for a CV's.
 */
import { isEmail } from './email'
import type { ContactFormData } from './forms'

/** A message per field that has a problem; no key for a field that is fine. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>

export const MESSAGES = {
  required: 'Completá este campo.',
  name: 'Ingresá tu nombre.',
  email: 'Ingresá un email válido, por ejemplo nombre@dominio.com.',
  phone: 'Ingresá un teléfono válido, con código de área (por ejemplo 11 5555-0100).',
  message: 'Contanos en qué podemos ayudarte.',
  tooLong: (max: number) => `Usá como máximo ${max} caracteres.`,
  choose: 'Elegí al menos una opción.',
  singleLine:
    'Este dato va en una sola línea, sin saltos ni caracteres invisibles: si lo pegaste, escribilo de nuevo.',
  messageCharacters:
    'El mensaje tiene caracteres invisibles que no podemos recibir: si lo pegaste, escribilo de nuevo.',
} as const

/** Longest text a field accepts; a message may be long, a name may not. */
export const MAX = { name: 80, email: 120, phone: 30, message: 2000, short: 120 } as const

/**
 * True for a phone written the usual ways ("+54 9 11 5555-0100", "(011) 4555.0100"): only
 * digits, spaces and + ( ) - . characters, with 8 to 15 digits (area code included).
 */
export function isPhone(value: string): boolean {
  const text = value.trim()
  const digits = text.replace(/\D/g, '').length
  return /^\+?[\d\s().-]+$/.test(text) && digits >= 8 && digits <= 15
}

/** A field's check: its problem, or null. */
export type Check = (value: string) => string | null

/**
 * What a field of one line never holds: control characters (C0, DEL and C1, CR and LF among
 * them) and the Unicode line and paragraph separators. Downstream a value becomes a line of an
 * email, a CRM note or a log, and a break or control character there could split or forge one.
 */
const NOT_SINGLE_LINE = /[\p{Cc}\p{Zl}\p{Zp}]/u
/** What a message never holds: control characters other than its line breaks and tabs. */
const NOT_IN_MESSAGE = /(?![\t\n\r])\p{Cc}/u

/** A field of one line: no line break, no control character. */
export const singleLine: Check = (value) =>
  NOT_SINGLE_LINE.test(value) ? MESSAGES.singleLine : null
/** The multi-line message: line breaks and tabs are the visitor's, other control characters not. */
export const messageCharacters: Check = (value) =>
  NOT_IN_MESSAGE.test(value) ? MESSAGES.messageCharacters : null
/** A group of choices: each one a single line (the form offers no other; a bot may send one). */
export function singleLineChoices(values: readonly string[]): string | null {
  return values.some((value) => NOT_SINGLE_LINE.test(value)) ? MESSAGES.singleLine : null
}

export const required =
  (message: string = MESSAGES.required): Check =>
  (value) =>
    value.trim() === '' ? message : null
export const maxLength =
  (max: number): Check =>
  (value) =>
    value.trim().length > max ? MESSAGES.tooLong(max) : null
export const email: Check = (value) => (isEmail(value) ? null : MESSAGES.email)
export const optionalPhone: Check = (value) =>
  value.trim() === '' || isPhone(value) ? null : MESSAGES.phone

/** The first problem the checks find, or null. */
export function first(value: string, ...checks: Check[]): string | null {
  for (const check of checks) {
    const problem = check(value)
    if (problem) return problem
  }
  return null
}

/** The problems found, by field. */
export function collect<Field extends string>(
  problems: Record<Field, string | null>,
): FieldErrors<Field> {
  return Object.fromEntries(
    Object.entries(problems).filter(([, problem]) => problem !== null),
  ) as FieldErrors<Field>
}

export type ContactField = 'nombre' | 'apellido' | 'email' | 'phone' | 'cellphone' | 'text'

/**
 * The contact form and the enquiries: a name, a valid email, phones that look like phones, a
 * message; every field but the message on one line.
 */
export function validateContact(form: ContactFormData): FieldErrors<ContactField> {
  return collect<ContactField>({
    nombre: first(form.nombre, singleLine, required(MESSAGES.name), maxLength(MAX.name)),
    apellido: first(form.apellido, singleLine, maxLength(MAX.name)),
    email: first(form.email, singleLine, required(), email, maxLength(MAX.email)),
    phone: first(form.phone, singleLine, optionalPhone, maxLength(MAX.phone)),
    cellphone: first(form.cellphone, singleLine, optionalPhone, maxLength(MAX.phone)),
    text: first(form.text, messageCharacters, required(MESSAGES.message), maxLength(MAX.message)),
  })
}

/** The newsletter and search alerts: a valid email. */
export function validateNewsletter(emailAddress: string): FieldErrors<'email'> {
  return collect({
    email: first(emailAddress, singleLine, required(), email, maxLength(MAX.email)),
  })
}

/** True when a form has nothing to fix. */
export function isValid(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length === 0
}
