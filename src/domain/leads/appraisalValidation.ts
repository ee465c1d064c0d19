/**
 * The appraisal's rules (validation.ts has the checks they are made of): who asks, where the
 * property is, what it is and for what; figures as figures.
 */
import type { AppraisalFormData } from './forms'
import {
  collect,
  email,
  first,
  MAX,
  MESSAGES,
  maxLength,
  required,
  singleLine,
  singleLineChoices,
  type Check,
  type FieldErrors,
} from './validation'

export const APPRAISAL_MESSAGES = {
  number: 'Ingresá un número, sin letras.',
} as const

/** True for a figure ("80", "75,5", "75.5"). */
export function isNumberText(value: string): boolean {
  return /^\d+([.,]\d+)?$/.test(value.trim())
}

const optionalNumber: Check = (value) =>
  value.trim() === '' || isNumberText(value) ? null : APPRAISAL_MESSAGES.number

export type AppraisalField =
  | 'name'
  | 'email'
  | 'location'
  | 'operation_type'
  | 'property_type'
  | 'rooms_amount'
  | 'roofed_surface'
  | 'total_surface'
  | 'age'
  | 'garage'
  | 'extra_amenities'

/** At least one choice, each of one line. */
const chosen = (values: readonly string[]) =>
  values.length > 0 ? singleLineChoices(values) : MESSAGES.choose

/**
 * The appraisal: who asks, where the property is, what it is and for what; figures as figures;
 * every value, typed or chosen, on one line.
 */
export function validateAppraisal(form: AppraisalFormData): FieldErrors<AppraisalField> {
  return collect<AppraisalField>({
    name: first(form.name, singleLine, required(MESSAGES.name), maxLength(MAX.name)),
    email: first(form.email, singleLine, required(), email, maxLength(MAX.email)),
    location: first(form.location, singleLine, required(), maxLength(MAX.short)),
    operation_type: chosen(form.operation_type),
    property_type: chosen(form.property_type),
    rooms_amount: first(form.rooms_amount, singleLine, optionalNumber),
    roofed_surface: first(form.roofed_surface, singleLine, optionalNumber),
    total_surface: first(form.total_surface, singleLine, optionalNumber),
    age: singleLineChoices(form.age),
    garage: singleLine(form.garage),
    extra_amenities: singleLineChoices(form.extra_amenities),
  })
}
