/**
 * Leads a person could send, one per form, each the base a hostile variant spoils in one place
 * (a field, the token, the origin...), so that what refuses it is the rule under test and not
 * some other problem of the body. Plus the files a CV variant carries.
 */
import { zipArchive } from '../../support/zip'
import type { LeadKind, LeadRequest } from '../../../src/domain/leads/leadRequests'
import { DEFAULT_VISIT_HOURS, visitDays } from '../../../src/domain/leads/visits'

/** What the leads refer to, read from the demo agency when the suite starts. */
export interface Catalogue {
  /** The site's own origin, as its pages' links have it. */
  origin: string
  /** Published properties on offer. */
  propertyIds: number[]
  developmentId: number
  /** One unit of that development, or null when it has none. */
  unitId: number | null
  newsId: number
  /** The positions the application form offers. */
  positions: string[]
}

const EMAIL = 'ana@example.com'
const PERSON = {
  nombre: 'Ana',
  apellido: 'Gómez',
  email: EMAIL,
  phone: '11 4555-0100',
  cellphone: '11 5555-0101',
  text: 'Quisiera más información.',
}

/** The smallest file a PDF reader opens. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

export const dataUrl = (type: string, bytes: Buffer) =>
  `data:${type};base64,${bytes.toString('base64')}`

/** Each form's lead, valid in every field. */
export function validLead(kind: LeadKind, catalogue: Catalogue): LeadRequest {
  const [first = 1, second = 2] = catalogue.propertyIds
  switch (kind) {
    case 'contact':
      return { kind, form: { ...PERSON } }
    case 'property':
      return {
        kind,
        form: { ...PERSON },
        property: { id: first, operation: 1 },
      }
    case 'development':
      return {
        kind,
        form: { ...PERSON },
        development: { id: catalogue.developmentId, unitId: null },
      }
    case 'newsletter':
      return { kind, form: { email: EMAIL } }
    case 'appraisal':
      return {
        kind,
        form: {
          name: 'Ana Gómez',
          email: EMAIL,
          location: 'Palermo',
          operation_type: ['Venta'],
          property_type: ['Departamento'],
          rooms_amount: '3',
          roofed_surface: '70',
          total_surface: '80',
          age: ['Hasta 5 años'],
          garage: '1',
          extra_amenities: [],
        },
      }
    case 'application':
      return {
        kind,
        form: {
          email: EMAIL,
          gender: 'Femenino',
          date: '1990-05-04',
          location: 'Palermo',
          phone: '11 5555-0101',
          position: catalogue.positions[0] ?? '',
          cv: dataUrl('application/pdf', PDF),
        },
      }
    case 'selection':
      return { kind, form: { ...PERSON }, ids: [first, second] }
    case 'alert':
      return {
        kind,
        form: { email: EMAIL },
        search: { operation: 1, query: 'ubicacion=24', words: 'Propiedades en venta · Palermo' },
      }
    case 'visit':
      return {
        kind,
        form: {
          nombre: PERSON.nombre,
          apellido: PERSON.apellido,
          email: EMAIL,
          cellphone: PERSON.cellphone,
          text: '',
          mode: 'presencial',
          times: visitTimes(),
        },
        to: { property: { id: first, operation: 1 } },
      }
  }
}

/** Two times the server's default visiting hours offer now: the first two of the next days. */
function visitTimes(): string[] {
  const days = visitDays(DEFAULT_VISIT_HOURS, Date.now())
  return days.slice(1, 3).map((day) => `${day.date}T${day.times[0]}`)
}

/** The single-line fields of each form, where a visitor types one line. */
export const SINGLE_LINE_FIELDS: Record<LeadKind, readonly string[]> = {
  contact: ['nombre', 'apellido', 'email', 'phone', 'cellphone'],
  property: ['nombre', 'apellido', 'email', 'phone', 'cellphone'],
  development: ['nombre', 'apellido', 'email', 'phone', 'cellphone'],
  selection: ['nombre', 'apellido', 'email', 'phone', 'cellphone'],
  newsletter: ['email'],
  alert: ['email'],
  appraisal: [
    'name',
    'email',
    'location',
    'rooms_amount',
    'roofed_surface',
    'total_surface',
    'garage',
  ],
  application: ['email', 'gender', 'date', 'location', 'phone', 'position'],
  visit: ['nombre', 'apellido', 'email', 'cellphone', 'mode'],
}

/** `lead` with `form[field]` set to `value`. */
export function withField(lead: LeadRequest, field: string, value: unknown): LeadRequest {
  return { ...lead, form: { ...lead.form, [field]: value } } as LeadRequest
}

/** A DOS/Windows executable's first bytes. */
const EXE = Buffer.concat([
  Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]),
  Buffer.alloc(54),
  Buffer.from('This program cannot be run in DOS mode.\r\r\n$'),
])
const ELF = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]),
  Buffer.alloc(57),
])
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')

/** CVs that are not what they say they are, nor a document the backend takes. */
export const HOSTILE_CVS: readonly { variant: string; cv: string }[] = [
  { variant: 'an executable declared as PDF', cv: dataUrl('application/pdf', EXE) },
  { variant: 'an executable declared as Word', cv: dataUrl('application/msword', EXE) },
  { variant: 'an ELF binary declared as PDF', cv: dataUrl('application/pdf', ELF) },
  { variant: 'a PNG declared as PDF', cv: dataUrl('application/pdf', PNG) },
  {
    variant: 'HTML with a script declared as .docx',
    cv: dataUrl(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      Buffer.from('<html><script>alert(1)</script></html>'),
    ),
  },
  {
    variant: "a ZIP with 'word/document.xml' only inside a file's content",
    cv: dataUrl(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      zipArchive([{ name: 'notes.txt', content: 'see word/document.xml' }]),
    ),
  },
  {
    variant: "a ZIP whose entry is 'word/document.xml.exe'",
    cv: dataUrl(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      zipArchive([{ name: 'word/document.xml.exe', content: EXE }]),
    ),
  },
  {
    variant: 'a shell script declared as PDF',
    cv: dataUrl('application/pdf', Buffer.from('#!/bin/sh\nrm -rf /\n')),
  },
  { variant: 'an empty file', cv: 'data:application/pdf;base64,' },
  { variant: 'base64 that is not base64', cv: 'data:application/pdf;base64,%%%***' },
  { variant: 'a data URL without base64', cv: 'data:application/pdf,%25PDF-1.4' },
  { variant: 'a javascript: address', cv: 'javascript:alert(1)' },
  { variant: 'a remote address', cv: 'https://evil.example/cv.pdf' },
]
