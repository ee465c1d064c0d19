/**
 * A press on a WhatsApp button, told to the site with what staff need to tell where the
 * enquiry came from: the listing, the page and the attribution kept on this device.
 */
import type { WhatsAppListing } from '../domain/leads/whatsappReference'
import { sendWhatsAppPress } from '../live/whatsappBeacon'
import { storedAttribution } from './attributionStorage'

export function reportWhatsAppPress(reference: string, listing: WhatsAppListing | null): void {
  sendWhatsAppPress({
    reference,
    listing,
    page: window.location.pathname,
    attribution: storedAttribution(),
  })
}
