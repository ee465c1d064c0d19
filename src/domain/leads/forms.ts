/**
 * What visitors type into the site's forms (spec §3 Contact form data, §7.6–7.8). The broker
 * module turns these into the request bodies of the broker and the backend.
 */

/** The contact form, also behind property and development enquiries. */
export interface ContactFormData {
  nombre: string
  apellido: string
  email: string
  phone: string
  cellphone: string
  /** The visitor's company, when they write on its behalf. */
  work_name: string
  /** The message. */
  text: string
  /** Tags that say where the lead came from ("Propiedad", "Emprendimiento"). */
  tags: string[]
}

/** The appraisal (tasación) request. */
export interface AppraisalFormData {
  name: string
  email: string
  location: string
  operation_type: string[]
  property_type: string[]
  rooms_amount: string
  roofed_surface: string
  total_surface: string
  age: string[]
  garage: string
  extra_amenities: string[]
  tags: string[]
}

/** A job application (sumate). */
export interface ApplicationFormData {
  email: string
  gender: string
  /** Date of birth, YYYY-MM-DD. */
  date: string
  location: string
  phone: string
  /** The CV as a data URL (PDF or Word). */
  cv: string
}

/** The visitor's full name: nombre and apellido, trimmed and joined by one space. */
export function fullName(form: Pick<ContactFormData, 'nombre' | 'apellido'>): string {
  return [form.nombre, form.apellido]
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter((part) => part !== '')
    .join(' ')
}
