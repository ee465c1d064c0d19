/**
 * The beacon of a WhatsApp press (POST /api/whatsapp, issue 45): sent as the visitor leaves
 * for WhatsApp, so it must outlive the page. `sendBeacon` first; where it is missing, refuses
 * a JSON body or its queue is full, a `fetch` with keepalive. Nothing is awaited or reported:
 * WhatsApp opens whatever happens to the beacon.
 */
import type { WhatsAppPress } from '../domain/leads/whatsappReference'

export const WHATSAPP_PATH = '/api/whatsapp'

export function sendWhatsAppPress(press: WhatsAppPress): void {
  const body = JSON.stringify(press)
  try {
    const blob = new Blob([body], { type: 'application/json' })
    if (navigator.sendBeacon?.(WHATSAPP_PATH, blob)) return
  } catch {
    // A browser that throws on a beacon of this type: fetch carries it instead.
  }
  fetch(WHATSAPP_PATH, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
  }).catch(() => undefined)
}
