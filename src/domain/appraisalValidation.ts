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
