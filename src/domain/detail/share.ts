/**
 * Share links (spec §7.11). Every page carries its own preview card (Open Graph), so the networks
 * are given the page's address: the contract names no share service host to build
 * `{host}/{clientId}/…` from. WhatsApp opens the app (api host) on phones and tablets narrower
 * than 992 px and WhatsApp Web (web host) on wider screens.
 */
import { sharedLink } from '../leads/attribution'
import { mailtoHref } from '../leads/mailto'

export const WHATSAPP_API_HOST = 'https://api.whatsapp.com'
export const WHATSAPP_WEB_HOST = 'https://web.whatsapp.com'
/** Below this viewport width the visitor is taken to the WhatsApp app. */
export const WHATSAPP_APP_MAX_WIDTH = 992

/**
 * The phone in the form WhatsApp expects: digits only, with Argentina's country code when the
 * number was written locally ("011 5555-0100" → "541155550100"); '' when there are no digits.
 */
export function whatsappPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^0+/, '')
  if (digits === '') return ''
  return digits.startsWith('54') ? digits : `54${digits}`
}

/** A tel: link that dials the number as written ("+54 11 5555-0100" → "tel:+541155550100"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/** A WhatsApp link with a prepared text, to the agency's number when one is given. */
export function whatsappUrl({
  phone,
  text,
  viewportWidth,
}: {
  phone?: string
  text: string
  viewportWidth: number
}): string {
  const host = viewportWidth < WHATSAPP_APP_MAX_WIDTH ? WHATSAPP_API_HOST : WHATSAPP_WEB_HOST
  const query = new URLSearchParams()
  const number = whatsappPhone(phone ?? '')
  if (number) query.set('phone', number)
  query.set('text', text)
  return `${host}/send?${query}`
}

/**
 * The agency's own WhatsApp link (wa.me, which opens the app or WhatsApp Web itself) with a
 * prepared text; `number` as whatsappPhone gives it.
 */
export function agencyWhatsappUrl(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`
}

export interface SocialShareLinks {
  facebook: string
  twitter: string
  linkedin: string
  email: string
}

/**
 * Share links of the usual networks for an address and a title, each address marked with the
 * network it was shared on (`utm_source`, `utm_medium=share`): a visit it brings is a lead's
 * origin.
 */
export function socialShareLinks(url: string, title: string): SocialShareLinks {
  const on = (network: string) => encodeURIComponent(sharedLink(url, network))
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${on('facebook')}`,
    twitter: `https://twitter.com/intent/tweet?url=${on('twitter')}&text=${encodeURIComponent(title)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${on('linkedin')}`,
    // Addressed by the visitor in their own mail app.
    email: mailtoHref(null, { subject: title, body: `${title}\n${sharedLink(url, 'email')}` }),
  }
}
