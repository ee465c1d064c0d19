/**
 * The reference of a press on a WhatsApp button (issue 45), made at once because it goes into
 * the link the press opens; the beacon's code is loaded only then, so pages carry none of it.
 */
import { makeReference, type WhatsAppListing } from '../domain/leads/whatsappReference'

export function pressReference(listing: WhatsAppListing | null): string {
  const reference = makeReference((bytes) => crypto.getRandomValues(bytes))
  import('../state/whatsappPress')
    .then(({ reportWhatsAppPress }) => reportWhatsAppPress(reference, listing))
    .catch(() => undefined)
  return reference
}
