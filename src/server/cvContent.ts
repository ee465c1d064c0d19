/**
 * A CV judged by what it is, not by what it says it is: the data URL is decoded and its bytes
 * must be a PDF, a Word 97–2003 document (OLE2 compound file) or a Word .docx (a ZIP package
 * whose directory lists [Content_Types].xml and word/document.xml). An executable renamed .pdf,
 * or sent as application/pdf, is refused.
 */
import { CV_MAX_BYTES } from '../domain/applicationValidation'
import { zipEntryNames } from './zipEntries'

export type CvKind = 'pdf' | 'doc' | 'docx'

export const CV_MIME: Record<CvKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}

export type CvReading =
  | { ok: true; kind: CvKind; bytes: number }
  | { ok: false; reason: 'malformed' | 'too-large' | 'not-a-document' }

const PDF = Buffer.from('%PDF-')
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04])
const DOCX_ENTRIES = ['[Content_Types].xml', 'word/document.xml']
const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.+-]+)*;base64,([A-Za-z0-9+/]*={0,2})$/

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
  if (startsWith(PDF)) return { ok: true, kind: 'pdf', bytes: content.length }
  if (startsWith(OLE2)) return { ok: true, kind: 'doc', bytes: content.length }
  if (startsWith(ZIP) && isDocx(content)) return { ok: true, kind: 'docx', bytes: content.length }
  return { ok: false, reason: 'not-a-document' }
}
