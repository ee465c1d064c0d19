/**
 * What the site lets into an iframe (spec §9): each video and tour provider with the hosts it
 * embeds from and the least the frame needs, and the map. Anything else is never framed. The
 * Content-Security-Policy's `frame-src` is built from the same list, so the two cannot disagree.
 */
import type { TourProvider, VideoProvider } from './types'

export type EmbedProvider = VideoProvider | TourProvider

export interface EmbedPolicy {
  /** Registrable domains the player is served from; a subdomain of one matches too. */
  domains: readonly string[]
  /** The iframe's `sandbox`: what the player needs to run, nothing more. */
  sandbox: string
  /** The iframe's `allow` (Permissions Policy): only the features the player uses. */
  allow: string
}

// Every player runs its own scripts against its own origin (cookies for consent, storage for
// settings): allow-scripts with allow-same-origin is the least any of them works with.
const PLAYER = 'allow-scripts allow-same-origin allow-presentation'
// Video players link out to the video's own page ("ver en YouTube"): a new tab, not this one.
const VIDEO = `${PLAYER} allow-popups allow-popups-to-escape-sandbox`
const VIDEO_FEATURES = 'autoplay; encrypted-media; fullscreen; picture-in-picture'
const TOUR_FEATURES = 'accelerometer; fullscreen; gyroscope; xr-spatial-tracking'

export const EMBED_POLICIES: Readonly<Record<EmbedProvider, EmbedPolicy>> = {
  youtube: {
    domains: ['youtube.com', 'youtube-nocookie.com'],
    sandbox: VIDEO,
    allow: VIDEO_FEATURES,
  },
  vimeo: { domains: ['player.vimeo.com'], sandbox: VIDEO, allow: VIDEO_FEATURES },
  matterport: { domains: ['matterport.com'], sandbox: PLAYER, allow: TOUR_FEATURES },
  hauzd: { domains: ['hauzd.com'], sandbox: PLAYER, allow: TOUR_FEATURES },
  '360magictour': { domains: ['360magictour.com'], sandbox: PLAYER, allow: TOUR_FEATURES },
  vista360: { domains: ['vista360.com.ar', 'vista360.com'], sandbox: PLAYER, allow: TOUR_FEATURES },
  roundme: { domains: ['roundme.com'], sandbox: PLAYER, allow: TOUR_FEATURES },
  ricoh: { domains: ['theta360.com'], sandbox: PLAYER, allow: TOUR_FEATURES },
  kuula: { domains: ['kuula.co'], sandbox: PLAYER, allow: TOUR_FEATURES },
}

/** The OpenStreetMap embed of the property and development pages (src/domain/mapLinks.ts). */
export const MAP_EMBED_ORIGIN = 'https://www.openstreetmap.org'
/** The map is a static picture with links: it runs its scripts and opens links in a new tab. */
export const MAP_SANDBOX = 'allow-scripts allow-same-origin allow-popups'

const isUnder = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`)

/** The provider whose hosts serve this address over https, or null: only those are framed. */
export function embedProviderOf(address: string): EmbedProvider | null {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null
  const host = url.hostname.toLowerCase()
  for (const [provider, policy] of Object.entries(EMBED_POLICIES)) {
    if (policy.domains.some((domain) => isUnder(host, domain))) return provider as EmbedProvider
  }
  return null
}

/** Whether an address may be framed as this provider's player. */
export function isEmbeddable(provider: EmbedProvider, address: string): boolean {
  return embedProviderOf(address) === provider
}

/** CSP `frame-src` sources: each provider's domains and their subdomains, and the map. */
export function frameSources(): string[] {
  const domains = Object.values(EMBED_POLICIES).flatMap((policy) => policy.domains)
  return [
    ...new Set([
      MAP_EMBED_ORIGIN,
      ...domains.flatMap((domain) => [`https://${domain}`, `https://*.${domain}`]),
    ]),
  ]
}
