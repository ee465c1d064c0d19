/**
 * The QR codes of the property pages' printed sheets: one SVG per property and operation under
 * public/qr/, pointing at the page's canonical address. Drawn here, at build time, so the
 * browser downloads no QR code generator: a page only references its file (an <img> the print
 * stylesheet shows), which prints with the browser's own print command as with the button.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import QRCode from 'qrcode'
import { qrCodePath, qrCodeText } from '../src/domain/printSheet'
import type { Property } from '../src/domain/types'
import { absoluteUrl, propertyPath } from '../src/domain/urls'
import { writeIfChanged } from './writeIfChanged'

/** A QR code as a small SVG: medium error correction survives a smudged print. */
export const qrCodeSvg = (text: string): Promise<string> =>
  QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })

/**
 * Writes the QR code of every property page whose file is missing or differs, and removes the
 * files of pages gone since. Returns how many it wrote.
 */
export async function writeQrCodes(
  publicDir: string,
  properties: readonly Pick<Property, 'id' | 'fake_address' | 'address' | 'operations'>[],
  siteUrl: string,
): Promise<number> {
  const dir = path.join(publicDir, 'qr')
  mkdirSync(dir, { recursive: true })
  const kept = new Set<string>()
  let written = 0
  for (const property of properties) {
    for (const { operation_id: operationId } of property.operations) {
      const file = path.join(publicDir, qrCodePath(property.id, operationId))
      kept.add(path.basename(file))
      const url = absoluteUrl(siteUrl, propertyPath(property, operationId))
      if (writeIfChanged(file, await qrCodeSvg(qrCodeText(url)))) written++
    }
  }
  for (const name of readdirSync(dir)) if (!kept.has(name)) rmSync(path.join(dir, name))
  return written
}
