/**
 * The CSP's `frame-src` list (gatsby/securityHeaders.ts), from the one allow-list of what may be
 * framed (embeds.ts).
 */
import { EMBED_POLICIES, MAP_EMBED_ORIGIN } from './embeds'

/** CSP `frame-src` sources: the map's origin and every provider's player hosts, over https. */
export function frameSources(): string[] {
  const hosts = Object.values(EMBED_POLICIES).flatMap((policy) => policy.hosts)
  return [...new Set([MAP_EMBED_ORIGIN, ...hosts.map((host) => `https://${host}`)])]
}
