/**
 * What the site lets into an iframe (spec §9): each video and tour provider with the hosts its
 * player is framed from and the least the frame needs, and the map. Anything else is never framed.
 * The Content-Security-Policy's `frame-src` is built from the same list, so the two cannot disagree.
 */
import type { TourProvider, VideoProvider } from '../types'

export type EmbedProvider = VideoProvider | TourProvider

export interface EmbedPolicy {
  /**
   * Hosts the player is served from, written as CSP host sources: a host matches only itself,
   * `*.domain` any subdomain of `domain` (not `domain` itself, which is listed apart when used).
   */
  hosts: readonly string[]
  /** The iframe's `sandbox`: what the player needs to run, nothing more. */
  sandbox: string
  /** The iframe's `allow` (Permissions Policy): only the features the player uses. */
  allow: string
}

// Every player runs its own scripts against its own origin (cookies for consent, storage for
// settings): allow-scripts with allow-same-origin is the least any of them works with. Each
// links out to the media at its provider ("Ver en YouTube", Matterport's "Open in"): in a new
// tab, which must leave the sandbox to work, and never in this one (no top navigation).
const PLAYER =
  'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox'
const VIDEO_FEATURES = 'autoplay; encrypted-media; fullscreen; picture-in-picture'
const TOUR_FEATURES = 'accelerometer; fullscreen; gyroscope; xr-spatial-tracking'

// The hosts of each provider's embed address: YouTube's /embed/ (also in its no-cookie mode),
// Vimeo's player, Matterport's my.matterport.com/show, Kuula's kuula.co/share, Roundme's
// roundme.com/embed, Ricoh's theta360.com/s. Hauzd, 360 Magic Tour (www., america.) and Vista360
// serve tours from subdomains of their own domain as well.
export const EMBED_POLICIES: Readonly<Record<EmbedProvider, EmbedPolicy>> = {
  youtube: {
    hosts: ['www.youtube.com', 'www.youtube-nocookie.com'],
    sandbox: PLAYER,
    allow: VIDEO_FEATURES,
  },
  vimeo: { hosts: ['player.vimeo.com'], sandbox: PLAYER, allow: VIDEO_FEATURES },
  matterport: { hosts: ['my.matterport.com'], sandbox: PLAYER, allow: TOUR_FEATURES },
  hauzd: { hosts: ['hauzd.com', '*.hauzd.com'], sandbox: PLAYER, allow: TOUR_FEATURES },
  '360magictour': {
    hosts: ['360magictour.com', '*.360magictour.com'],
    sandbox: PLAYER,
    allow: TOUR_FEATURES,
  },
  vista360: {
    hosts: ['vista360.com.ar', '*.vista360.com.ar'],
    sandbox: PLAYER,
    allow: TOUR_FEATURES,
  },
  roundme: { hosts: ['roundme.com'], sandbox: PLAYER, allow: TOUR_FEATURES },
  ricoh: { hosts: ['theta360.com'], sandbox: PLAYER, allow: TOUR_FEATURES },
  kuula: { hosts: ['kuula.co'], sandbox: PLAYER, allow: TOUR_FEATURES },
}

/** The OpenStreetMap embed of the property and development pages (src/domain/detail/mapLinks.ts). */
export const MAP_EMBED_ORIGIN = 'https://www.openstreetmap.org'
/**
 * The map runs its scripts and opens its links (attribution, "ver mapa más grande") in a new
 * tab, which leaves the sandbox: it is openstreetmap.org itself, and a sandboxed tab breaks it.
 */
export const MAP_SANDBOX =
  'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox'

function hostMatches(host: string, source: string): boolean {
  return source.startsWith('*.') ? host.endsWith(source.slice(1)) : host === source
}

/**
 * The provider whose player hosts serve this address, or null: only https, on the default port,
 * without credentials, from a listed host (a lookalike such as `matterport.com.evil.net` or
 * `evilmatterport.com` is no host of Matterport's).
 */
export function embedProviderOf(address: string): EmbedProvider | null {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null
  const host = url.hostname
  for (const [provider, policy] of Object.entries(EMBED_POLICIES)) {
    if (policy.hosts.some((source) => hostMatches(host, source))) return provider as EmbedProvider
  }
  return null
}

/** Whether an address may be framed as this provider's player. */
export function isEmbeddable(provider: EmbedProvider, address: string): boolean {
  return embedProviderOf(address) === provider
}
