/**
 * Where a visitor came from (issue 45): the first and the last touch of a device, kept 90 days
 * in the browser and sent only with a lead, so the agency can tell which of its ads, posts and
 * shared links bring enquiries. A touch is a visit that came from outside the site: a campaign's
 * address (utm_*, gclid, fbclid), another site's link, or nothing at all (direct). A direct visit
 * never replaces a last touch that named a source ("last non-direct touch"): WhatsApp and many
 * apps send no referrer, and would otherwise erase the campaign that brought the visitor.
 */
export interface Touch {
  source: string
  medium: string
  campaign: string
  term: string
  content: string
  gclid: string
  fbclid: string
  /** The host of the page that linked here ('' when none said). */
  referrer: string
  /** The path the visit started on. */
  landing: string
  /** When, as an ISO timestamp. */
  at: string
}

export interface Attribution {
  first: Touch
  last: Touch
}

export const ATTRIBUTION_DAYS = 90
const ATTRIBUTION_MS = ATTRIBUTION_DAYS * 24 * 60 * 60 * 1000

/** What a value of a touch may hold: one line of printable text, bounded. */
export const TOUCH_VALUE_MAX = 120
export const TOUCH_LANDING_MAX = 300

const CAMPAIGN_PARAMS = {
  source: 'utm_source',
  medium: 'utm_medium',
  campaign: 'utm_campaign',
  term: 'utm_term',
  content: 'utm_content',
  gclid: 'gclid',
  fbclid: 'fbclid',
} as const

type CampaignKey = keyof typeof CAMPAIGN_PARAMS
const CAMPAIGN_KEYS = Object.keys(CAMPAIGN_PARAMS) as CampaignKey[]
const TOUCH_KEYS = [...CAMPAIGN_KEYS, 'referrer', 'landing', 'at'] as const

/** One line, no control characters (C0, DEL, C1, line and paragraph separators), bounded. */
export function touchValue(value: unknown, max = TOUCH_VALUE_MAX): string {
  if (typeof value !== 'string') return ''
  // The characters validation.ts refuses in a field of one line, here replaced: a visitor
  // cannot correct an address that brought him.
  return value
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .trim()
    .slice(0, max)
}

function hostOf(address: string): string {
  try {
    const url = new URL(address)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.toLowerCase() : ''
  } catch {
    return ''
  }
}

export interface Visit {
  /** The address's query string. */
  search: string
  pathname: string
  /** document.referrer. */
  referrer: string
  /** The site's own host: a link from it is a step of the same visit. */
  ownHost: string
  now: number
}

/**
 * The touch a page load is, or null when it is not one: a link from the site itself (another
 * tab, a reload) that names no campaign.
 */
export function touchOfVisit({ search, pathname, referrer, ownHost, now }: Visit): Touch | null {
  const query = new URLSearchParams(search)
  const campaign = Object.fromEntries(
    CAMPAIGN_KEYS.map((key) => [key, touchValue(query.get(CAMPAIGN_PARAMS[key]))]),
  ) as Record<CampaignKey, string>
  const from = hostOf(referrer)
  const inside = from !== '' && from === ownHost.toLowerCase()
  if (inside && CAMPAIGN_KEYS.every((key) => campaign[key] === '')) return null
  return {
    ...campaign,
    referrer: inside ? '' : from,
    landing: touchValue(pathname, TOUCH_LANDING_MAX) || '/',
    at: new Date(now).toISOString(),
  }
}

/** A touch that says nothing of where the visitor came from. */
export const isDirect = (touch: Touch): boolean =>
  touch.referrer === '' && CAMPAIGN_KEYS.every((key) => touch[key] === '')

const age = (touch: Touch, now: number) => now - Date.parse(touch.at)

/**
 * The attribution after a page load that was `touch` (null: not one): the first touch stays
 * until 90 days old, then the last takes its place; the last is replaced by any touch but a
 * direct one; everything is forgotten 90 days after the last touch.
 */
export function withTouch(
  stored: Attribution | null,
  touch: Touch | null,
  now: number,
): Attribution | null {
  let kept = stored && age(stored.last, now) <= ATTRIBUTION_MS ? stored : null
  if (kept && age(kept.first, now) > ATTRIBUTION_MS) kept = { first: kept.last, last: kept.last }
  if (!touch) return kept
  if (!kept) return { first: touch, last: touch }
  if (isDirect(touch) && !isDirect(kept.last)) return kept
  return { first: kept.first, last: touch }
}

function readTouch(value: unknown): Touch | null {
  if (typeof value !== 'object' || value === null) return null
  const record = value as Record<string, unknown>
  const touch = Object.fromEntries(
    TOUCH_KEYS.map((key) => [
      key,
      touchValue(record[key], key === 'landing' ? TOUCH_LANDING_MAX : TOUCH_VALUE_MAX),
    ]),
  ) as unknown as Touch
  if (Number.isNaN(Date.parse(touch.at)) || !touch.landing.startsWith('/')) return null
  return touch
}

/**
 * An attribution as untrusted input gives it (the browser's storage, a lead's body): each value
 * one bounded line; null when either touch lacks a date or a landing path.
 */
export function readAttribution(value: unknown): Attribution | null {
  if (typeof value !== 'object' || value === null) return null
  const { first, last } = value as Record<string, unknown>
  const read = { first: readTouch(first), last: readTouch(last) }
  return read.first && read.last ? { first: read.first, last: read.last } : null
}

/**
 * A link the site writes to be shared, marked as such: whoever opens it arrives with
 * `utm_source` (where it was shared) and `utm_medium=share`.
 */
export function sharedLink(url: string, source: string): string {
  // Appended rather than rebuilt with URL: its serialiser would escape the commas of a list.
  const [address = '', hash] = url.split('#', 2)
  const marks = `utm_source=${encodeURIComponent(source)}&utm_medium=share`
  const joined = `${address}${address.includes('?') ? '&' : '?'}${marks}`
  return hash === undefined ? joined : `${joined}#${hash}`
}
