/** Attachments of a listing (floor plans in PDF, regulations) as the download list shows them. */
import type { FileLink } from '../types'

/** "PDF" from ".../reglamento.pdf?x=1"; '' when the address has no extension. */
export function fileExtension(url: string): string {
  const path = url.split(/[?#]/)[0] ?? ''
  const match = /\.([a-z0-9]{1,5})$/i.exec(path.slice(path.lastIndexOf('/') + 1))
  return match?.[1] ? match[1].toUpperCase() : ''
}

/** The name a visitor reads: the broker's public name, else "Archivo N". */
export function fileName(file: FileLink, index: number): string {
  return file.name.trim() || `Archivo ${index + 1}`
}
