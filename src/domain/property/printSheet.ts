/**
 * What a property's printed sheet adds to its page: the QR code of its canonical address (drawn
 * at build time, gatsby/qrCodes.ts) and who to call, the agency and the agent in charge.
 */
import type { OperationId, Producer, SiteSettings } from '../types'

/** The QR code of a property page, a file the build writes beside the pages. */
export const qrCodePath = (id: number, operationId: OperationId): string =>
  `/qr/${id}-${operationId}.svg`

/** What a QR code carries: the canonical address with anything beyond ASCII escaped (ñ, ó). */
export function qrCodeText(absoluteAddress: string): string {
  try {
    return encodeURI(decodeURI(absoluteAddress))
  } catch {
    // A stray '%' that starts no escape: escape the rest, leave it.
    return encodeURI(absoluteAddress).replace(/%25/g, '%')
  }
}

export interface SheetContact {
  /** "Inmobiliaria" or "Asesor". */
  role: string
  name: string
  /** Phone numbers and email, each only when known. */
  details: string[]
}

/** The agency (from the settings) and the agent (the producer, if any), as the sheet lists them. */
export function sheetContacts(
  settings: Pick<SiteSettings, 'name' | 'contact'>,
  producer: Producer | null,
): SheetContact[] {
  const contacts: SheetContact[] = [
    {
      role: 'Inmobiliaria',
      name: settings.name,
      details: [settings.contact.phone, settings.contact.mail].filter(Boolean),
    },
  ]
  if (producer?.name) {
    const phones = [...new Set([producer.cellphone, producer.phone].filter(Boolean))]
    contacts.push({
      role: 'Asesor',
      name: producer.name,
      details: [...phones, producer.email].filter(Boolean),
    })
  }
  return contacts
}
