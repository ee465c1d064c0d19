/**
 * What staff read of a lead's attribution (src/domain/leads/attribution.ts): the origin tag Tokko
 * groups enquiries by and one line of text. Apart from the touches themselves, which the browser
 * records on every page: only the server writes these.
 */
import { formatNumericDate } from '../site/dates'
import type { Attribution, Touch } from './attribution'

const GOOGLE = /(^|\.)google\.[a-z.]+$/
const PAID_MEDIUM = /^(cpc|ppc|paid|paidsearch|paid[-_ ]?search|sem|display)$/i

/** Which network a touch's source or referrer names, if it is one Tokko staff filter by. */
function network(touch: Touch): string | null {
  const source = touch.source.toLowerCase()
  const host = touch.referrer
  if (touch.gclid || ((source === 'google' || GOOGLE.test(host)) && PAID_MEDIUM.test(touch.medium)))
    return 'Google Ads'
  if (source === 'google' || GOOGLE.test(host)) return 'Google'
  if (source.includes('instagram') || source === 'ig' || /(^|\.)instagram\.com$/.test(host))
    return 'Instagram'
  if (
    touch.fbclid ||
    source.includes('facebook') ||
    source === 'fb' ||
    /(^|\.)(facebook\.com|fb\.me)$/.test(host)
  )
    return 'Facebook'
  if (source.includes('whatsapp') || source === 'wa' || /(^|\.)(whatsapp\.com|wa\.me)$/.test(host))
    return 'WhatsApp'
  if (/^e-?mail$/i.test(touch.medium) || /^(e-?mail|newsletter)$/.test(source)) return 'Email'
  return null
}

/**
 * The origin tag of a lead in Tokko ("Origen de contacto"): the network of its last touch, else
 * the campaign's own source or the linking site's host, else "Directo".
 */
export function originTag(touch: Touch): string {
  return network(touch) ?? (touch.source || touch.referrer || 'Directo')
}

/** "google / cpc / invierno": what a touch names, as staff read it. */
export function describeTouch(touch: Touch): string {
  const source = touch.source || (touch.gclid ? 'google' : touch.fbclid ? 'facebook' : '')
  const medium = touch.medium || (touch.gclid ? 'cpc' : '')
  const parts = [source || touch.referrer || 'directo', medium, touch.campaign]
  return parts.filter(Boolean).join(' / ')
}

/**
 * A path of the site as staff read it: `/venta/n%C3%BA%C3%B1ez/` as `/venta/núñez/`. Kept as
 * it came when it does not decode, or decodes to a break or a control character (a one-line
 * text must stay one line).
 */
export function readablePath(path: string): string {
  try {
    const decoded = decodeURI(path)
    return /[\p{Cc}\p{Zl}\p{Zp}]/u.test(decoded) ? path : decoded
  } catch {
    return path
  }
}

/**
 * The line a lead carries for staff:
 * "Origen: google / cpc / invierno · Llegó por: /propiedad/… · Primer contacto: 12/11/2026 instagram / social".
 */
export function originLine({ first, last }: Attribution): string {
  return [
    `Origen: ${describeTouch(last)}`,
    `Llegó por: ${readablePath(last.landing)}`,
    `Primer contacto: ${formatNumericDate(first.at)} ${describeTouch(first)}`,
  ].join(' · ')
}
