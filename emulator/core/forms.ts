/**
 * Validation of what visitors send: the broker's webcontact body and the six bodies of the
 * backend's email/contact endpoint (api-contract.md). Messages are Spanish: the site may show them.
 */

export type FieldErrors = Record<string, string>

type Rule = (value: unknown) => string | null

const MISSING = 'Falta este campo.'
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const CV_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]
const CV_MAX_BYTES = 5 * 1024 * 1024

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

const text: Rule = (value) =>
  value === undefined ? MISSING : typeof value === 'string' ? null : 'Debe ser un texto.'

const required: Rule = (value) =>
  text(value) ?? (filled(value) ? null : 'Este campo es obligatorio.')

const email: Rule = (value) =>
  required(value) ?? (EMAIL.test(String(value).trim()) ? null : 'Ingresá un email válido.')

// Empty is allowed (the visitor gave an email); anything typed must look like a phone number.
const phone: Rule = (value) => {
  const problem = text(value)
  if (problem || !filled(value)) return problem
  const digits = value.replace(/\D/g, '')
  return /^[+()\d\s.-]+$/.test(value) && digits.length >= 6 ? null : 'Ingresá un teléfono válido.'
}

const requiredPhone: Rule = (value) => required(value) ?? phone(value)

const id: Rule = (value) => {
  if (value === undefined) return MISSING
  const ok =
    (typeof value === 'number' && Number.isInteger(value) && value > 0) ||
    (typeof value === 'string' && /^\d+$/.test(value) && Number(value) > 0)
  return ok ? null : 'Debe ser un número de identificación válido.'
}

const idOrNull: Rule = (value) => (value === null ? null : id(value))

const url: Rule = (value) => {
  const problem = required(value)
  if (problem) return problem
  try {
    const parsed = new URL(String(value))
    return parsed.protocol === 'http:' || parsed.protocol === 'https:'
      ? null
      : 'Debe ser una dirección web.'
  } catch {
    return 'Debe ser una dirección web.'
  }
}

const textList: Rule = (value) => {
  if (value === undefined) return MISSING
  return Array.isArray(value) && value.every((item) => typeof item === 'string')
    ? null
    : 'Debe ser una lista de textos.'
}

// A figure may come as text ("80", "80,5") or as a JSON number; empty text means "not given".
const numericText: Rule = (value) => {
  if (typeof value === 'number')
    return Number.isFinite(value) && value >= 0 ? null : 'Debe ser un número.'
  const problem = text(value)
  if (problem || !filled(value)) return problem
  return /^\d+([.,]\d+)?$/.test(value.trim()) ? null : 'Debe ser un número.'
}

// The key must be there; an empty date is "not given" (the site asks for it as optional).
const date: Rule = (value) => {
  const problem = text(value)
  if (problem || !filled(value)) return problem
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(value).trim())
  if (!match) return 'Ingresá una fecha válida (AAAA-MM-DD).'
  const parsed = new Date(`${match[0]}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(match[0])
    ? null
    : 'Ingresá una fecha válida (AAAA-MM-DD).'
}

/** Decoded size of base64 text, without decoding it. */
function base64Bytes(data: string): number {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0
  return Math.floor((data.length * 3) / 4) - padding
}

const cv: Rule = (value) => {
  const problem = required(value)
  if (problem) return problem === MISSING ? problem : 'Adjuntá tu CV.'
  const match = /^data:([^;,]+)((?:;[^;,]*)*),(.*)$/s.exec(String(value))
  if (!match) return 'El CV debe enviarse como archivo (data URL).'
  const [, mime = '', parameters = '', payload = ''] = match
  if (!CV_TYPES.includes(mime.toLowerCase())) return 'El CV debe ser un PDF o un documento de Word.'
  if (!parameters.split(';').includes('base64') || !/^[A-Za-z0-9+/]*={0,2}$/.test(payload)) {
    return 'El archivo del CV está dañado.'
  }
  const size = base64Bytes(payload)
  if (size === 0) return 'El archivo del CV está vacío.'
  return size > CV_MAX_BYTES ? 'El CV no puede superar los 5 MB.' : null
}

const QUERY_FIELDS = { name: required, phone, email, message: required }

const SCHEMAS: Record<string, Record<string, Rule>> = {
  contact: QUERY_FIELDS,
  property_query: {
    ...QUERY_FIELDS,
    address: text,
    property_id: id,
    url,
    operation_type: textList,
    property_type: textList,
  },
  development_query: {
    ...QUERY_FIELDS,
    address: text,
    url,
    development: id,
    property_id: idOrNull,
  },
  appraisal: {
    name: required,
    email,
    location: required,
    operation_type: textList,
    property_type: textList,
    rooms_amount: numericText,
    roofed_surface: numericText,
    total_surface: numericText,
    age: textList,
    garage: text,
    extra_amenities: textList,
    tags: textList,
  },
  subscription: { email },
  application: { email, gender: text, date, location: required, phone: requiredPhone, cv },
}

export type EmailValidation =
  { ok: true; kind: string } | { ok: false; error: string; fields: FieldErrors }

/** Checks a backend email/contact body against the schema its `status` names. */
export function validateEmailBody(body: unknown): EmailValidation {
  if (!isObject(body)) {
    return { ok: false, error: 'El cuerpo debe ser un objeto JSON.', fields: {} }
  }
  const kind = typeof body.status === 'string' ? body.status : ''
  const schema = SCHEMAS[kind]
  if (!schema) {
    return {
      ok: false,
      error: 'Tipo de consulta desconocido.',
      fields: { status: `Debe ser uno de: ${Object.keys(SCHEMAS).join(', ')}.` },
    }
  }
  const fields: FieldErrors = {}
  for (const [name, rule] of Object.entries(schema)) {
    const problem = rule(body[name])
    if (problem) fields[name] = problem
  }
  return Object.keys(fields).length === 0
    ? { ok: true, kind }
    : { ok: false, error: 'Revisá los datos del formulario.', fields }
}

/** The reason a webcontact body is refused, or null when Tokko would accept it. */
export function webContactProblem(body: unknown): string | null {
  if (!isObject(body)) return 'El cuerpo debe ser un objeto JSON.'
  if (!filled(body.name)) return 'El nombre es obligatorio.'
  if (![body.email, body.phone, body.cellphone].some(filled)) {
    return 'Indicá al menos un email, teléfono o celular.'
  }
  return null
}
