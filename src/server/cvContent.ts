/**
 * A CV judged by what it is, not by what it says it is: the data URL is decoded and its bytes
 * must be a PDF (its header with a version, its `%%EOF` within the last 1,024 bytes), a Word
 * 97–2003 document (an OLE2 compound file whose directory holds a WordDocument stream: an Excel
 * sheet or an installer is OLE2 too) or a Word .docx (a ZIP package whose directory lists
 * [Content_Types].xml and word/document.xml). An executable renamed .pdf,
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

const PDF_HEADER = /^%PDF-[12]\.\d/
/** ISO 32000: a reader looks for the end-of-file marker within the file's last 1,024 bytes. */
const PDF_TAIL_BYTES = 1024
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
/** A directory entry of a compound file: 128 bytes, its name UTF-16 in the first 64. */
const OLE2_ENTRY_BYTES = 128
const WORD_STREAM = Buffer.from('WordDocument\0', 'utf16le')
const OLE2_STREAM = 2
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04])
const DOCX_ENTRIES = ['[Content_Types].xml', 'word/document.xml']
const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.+-]+)*;base64,([A-Za-z0-9+/]*={0,2})$/
/** The applicant's part of the file name: enough to tell two CVs apart in an inbox. */
const MAX_NAME_PART = 40

function isPdf(content: Buffer): boolean {
  return (
    PDF_HEADER.test(content.subarray(0, 8).toString('latin1')) &&
    content.subarray(-PDF_TAIL_BYTES).includes('%%EOF', 0, 'latin1')
  )
}

/**
 * True for a compound file with a stream named WordDocument: its directory's entries lie on
 * 128-byte boundaries (sectors of 512 or 4,096 bytes after a header of one sector), each with its
 * name's length in bytes (26 here, the terminator included) and its type (2, a stream) after it.
 */
function isWordDocument(content: Buffer): boolean {
  for (let at = content.indexOf(WORD_STREAM); at >= 0; at = content.indexOf(WORD_STREAM, at + 1)) {
    if (at % OLE2_ENTRY_BYTES !== 0 || at + 67 > content.length) continue
    if (content.readUInt16LE(at + 64) === WORD_STREAM.length && content[at + 66] === OLE2_STREAM)
      return true
  }
  return false
}

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
  if (isPdf(content)) return { ok: true, kind: 'pdf', content }
  if (startsWith(OLE2) && isWordDocument(content)) return { ok: true, kind: 'doc', content }
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
