/**
 * The QR codes of the property pages' printed sheets: one SVG per property and operation under
 * public/qr/, pointing at the page's canonical address. Drawn here, at build time, so the
 * browser downloads no QR code generator: a page only references its file (an <img> the print
 * stylesheet shows), which prints with the browser's own print command as with the button.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import QRCode from 'qrcode'
import { qrCodePath, qrCodeText } from '../src/domain/property/printSheet'
import type { Property } from '../src/domain/types'
import { absoluteUrl, propertyPath } from '../src/domain/site/urls'
import { writeIfChanged } from './writeIfChanged'

/** A QR code as a small SVG: medium error correction survives a smudged print. */
export const qrCodeSvg = (text: string): Promise<string> =>
  QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })

const DRAWN_CACHE = 'qr-codes.json'

/**
 * What each QR file holds, by file name, as a previous build left it in Gatsby's cache folder
 * (nothing after `gatsby clean`): drawing every code again costs seconds at 5,000 listings.
 */
export function readDrawnQrCodes(cacheDir: string): Map<string, string> {
  try {
    const saved: unknown = JSON.parse(readFileSync(path.join(cacheDir, DRAWN_CACHE), 'utf8'))
    if (!Array.isArray(saved)) return new Map()
    return new Map(
      saved.filter(
        (entry): entry is [string, string] =>
          Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string',
      ),
    )
  } catch {
    return new Map()
  }
}

export function writeDrawnQrCodes(cacheDir: string, drawn: Map<string, string>): void {
  mkdirSync(cacheDir, { recursive: true })
  writeFileSync(path.join(cacheDir, DRAWN_CACHE), JSON.stringify([...drawn]))
}

/**
 * Writes the QR code of every property page whose file is missing or differs, and removes the
 * files of pages gone since. A code `drawn` says its file already holds is not drawn again;
 * `drawn` is updated in place. Returns how many files it wrote.
 */
export async function writeQrCodes(
  publicDir: string,
  properties: readonly Pick<Property, 'id' | 'fake_address' | 'address' | 'operations'>[],
  siteUrl: string,
  drawn = new Map<string, string>(),
): Promise<number> {
  const dir = path.join(publicDir, 'qr')
  mkdirSync(dir, { recursive: true })
  const kept = new Set<string>()
  let written = 0
  for (const property of properties) {
    for (const { operation_id: operationId } of property.operations) {
      const file = path.join(publicDir, qrCodePath(property.id, operationId))
      const name = path.basename(file)
      kept.add(name)
      const text = qrCodeText(absoluteUrl(siteUrl, propertyPath(property, operationId)))
      if (drawn.get(name) === text && existsSync(file)) continue
      if (writeIfChanged(file, await qrCodeSvg(text))) written++
      drawn.set(name, text)
    }
  }
  for (const name of readdirSync(dir)) if (!kept.has(name)) rmSync(path.join(dir, name))
  for (const name of drawn.keys()) if (!kept.has(name)) drawn.delete(name)
  return written
}
