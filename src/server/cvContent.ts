/**
 * A CV judged by what it is, not by what it says it is: the data URL is decoded and its bytes
 * must be a PDF, a Word 97–2003 document (OLE2 compound file) or a Word .docx (a ZIP package
 * whose directory lists [Content_Types].xml and word/document.xml). An executable renamed .pdf,
 * or sent as application/pdf, is refused; and what the backend receives is rebuilt from the
 * bytes, so nothing the browser declared (type, file name, parameters) reaches it.
 */
import { CV_MAX_BYTES } from '../domain/leads/applicationValidation'
import { fold } from '../domain/site/fold'
import { zipEntryNames } from './zipEntries'

export type CvKind = 'pdf' | 'doc' | 'docx'

export const CV_MIME: Record<CvKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}

export type CvReading =
  | { ok: true; kind: CvKind; content: Buffer }
  | { ok: false; reason: 'malformed' | 'too-large' | 'not-a-document' }

const PDF = Buffer.from('%PDF-')
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04])
const DOCX_ENTRIES = ['[Content_Types].xml', 'word/document.xml']
const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.+-]+)*;base64,([A-Za-z0-9+/]*={0,2})$/
/** The applicant's part of the file name: enough to tell two CVs apart in an inbox. */
const MAX_NAME_PART = 40

/** True for a ZIP whose central directory names the parts every Word document has. */
function isDocx(content: Buffer): boolean {
  const names = zipEntryNames(content)
  return names !== null && DOCX_ENTRIES.every((name) => names.includes(name))
}

/** Reads a CV sent as a base64 data URL. */
export function readCv(dataUrl: string): CvReading {
  const match = DATA_URL.exec(dataUrl)
  if (!match) return { ok: false, reason: 'malformed' }
  const base64 = match[3] ?? ''
  // The decoded size, known before decoding: 3 bytes per 4 characters, less the padding.
  const bytes = (base64.length / 4) * 3 - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0)
  if (bytes > CV_MAX_BYTES) return { ok: false, reason: 'too-large' }
  const content = Buffer.from(base64, 'base64')
  if (content.length === 0) return { ok: false, reason: 'not-a-document' }
  const startsWith = (signature: Buffer) => content.subarray(0, signature.length).equals(signature)
  if (startsWith(PDF)) return { ok: true, kind: 'pdf', content }
  if (startsWith(OLE2)) return { ok: true, kind: 'doc', content }
  if (startsWith(ZIP) && isDocx(content)) return { ok: true, kind: 'docx', content }
  return { ok: false, reason: 'not-a-document' }
}

/**
 * The CV's file name, made here from the applicant's email ("cv-ana.gomez.pdf"): lower-case
 * letters, digits, '.', '_' and '-' only, never two separators in a row nor one at either end,
 * and the extension of the type the bytes showed.
 */
export function cvFileName(kind: CvKind, applicantEmail: string): string {
  const localPart = applicantEmail.trim().split('@')[0] ?? ''
  const safe = fold(localPart)
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/[._-]{2,}/g, '-')
    .slice(0, MAX_NAME_PART)
    .replace(/^[._-]+|[._-]+$/g, '')
  return `${safe ? `cv-${safe}` : 'cv'}.${kind}`
}

/**
 * The data URL the backend receives: the type the bytes showed, the name made by cvFileName
 * and the bytes themselves in canonical base64.
 */
export function cvDataUrl(kind: CvKind, content: Buffer, applicantEmail: string): string {
  const name = cvFileName(kind, applicantEmail)
  return `data:${CV_MIME[kind]};name=${name};base64,${content.toString('base64')}`
}
