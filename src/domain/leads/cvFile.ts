/**
 * The application's CV as the form handles it: its type, its size as a visitor reads it, and the
 * data URL the backend receives (api-contract.md: a PDF or Word data URL of at most 5 MB).
 */
import { CV_TYPES } from './applicationValidation'
import { oneDecimal } from '../site/formats'

const BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}

/**
 * The MIME type of a chosen CV: the browser's when it names PDF or Word, else the one its
 * extension implies (some systems give .doc and .docx files no type at all), else the browser's.
 */
export function cvMimeType(file: { name: string; type: string }): string {
  if (CV_TYPES.includes(file.type)) return file.type
  const extension = /\.([a-z0-9]+)$/i.exec(file.name.trim())?.[1]?.toLowerCase() ?? ''
  return BY_EXTENSION[extension] ?? file.type
}

/**
 * The data URL with `mime` as its type: FileReader labels a file without a type
 * application/octet-stream, which the backend refuses.
 */
export function withMimeType(dataUrl: string, mime: string): string {
  return dataUrl.replace(/^data:[^;,]*/, `data:${mime}`)
}

/** "850 bytes", "12 KB", "1,2 MB" (binary units, as the 5 MB limit is counted). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`
  if (bytes < 1024 * 1024) return `${oneDecimal(Math.round(bytes / 1024))} KB`
  return `${oneDecimal(bytes / (1024 * 1024))} MB`
}
