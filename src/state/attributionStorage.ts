/**
 * The visitor's attribution (src/domain/leads/attribution.ts), kept in localStorage: no cookie,
 * and nothing leaves the device but with a lead the visitor sends. Each page load from outside
 * the site is recorded as a touch once, when the browser enters the site.
 */
import {
  readAttribution,
  touchOfVisit,
  withTouch,
  type Attribution,
} from '../domain/leads/attribution'

export const ATTRIBUTION_STORAGE_KEY = 'inmobiliaria:origen'

function read(): Attribution | null {
  try {
    const raw = window.localStorage.getItem(ATTRIBUTION_STORAGE_KEY)
    return raw ? readAttribution(JSON.parse(raw)) : null
  } catch {
    // Storage off, or a value another version wrote: nothing is known.
    return null
  }
}

/** The attribution a lead sent now carries, or null (storage off, nothing recorded, expired). */
export function storedAttribution(now = Date.now()): Attribution | null {
  return withTouch(read(), null, now)
}

/** Records this page load as a touch when it came from outside the site. */
export function recordVisit(now = Date.now()): void {
  const { search, pathname, hostname } = window.location
  const referrer = document.referrer
  const touch = touchOfVisit({ search, pathname, referrer, ownHost: hostname, now })
  const next = withTouch(read(), touch, now)
  try {
    if (next) window.localStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(next))
    else window.localStorage.removeItem(ATTRIBUTION_STORAGE_KEY)
  } catch {
    // Private mode or a full quota: the visit is simply not kept.
  }
}
