/**
 * Whether a post comes from the site's own pages, as the visitor's browser says it: browsers
 * send `Sec-Fetch-Site` on every request and `Origin` on every POST, and no page of another site
 * can forge either. Another site's form or script is refused, so it cannot make its visitors'
 * browsers send leads; a script outside a browser can send anything, and meets the token and
 * the limits instead.
 */

/** Host (and port) of an absolute address, lower-cased; null when it is not one. */
function hostOf(address: string): string | null {
  try {
    const url = new URL(address)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : null
  } catch {
    return null
  }
}

/**
 * True when the request's `Sec-Fetch-Site` is `same-origin`, or, from a browser that sends no
 * such header, when its `Origin` names this site: the host the request was sent to, or the
 * public address (SITE_URL) where a CDN in front rewrites that host. Hosts are compared, not
 * schemes: behind a proxy that ends TLS the server cannot tell which one the page used, and no
 * other site can serve a page from this host. A request with neither header is not a browser's
 * post from the site, and is refused.
 */
export function isSameOrigin(
  headers: Record<string, string | undefined>,
  siteUrl: string,
): boolean {
  const fetchSite = headers['sec-fetch-site']?.trim().toLowerCase()
  const origin = headers.origin?.trim()
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false
  if (origin === undefined) return fetchSite === 'same-origin'
  const from = hostOf(origin)
  if (from === null) return false
  const ownHosts = [headers.host?.trim().toLowerCase(), hostOf(siteUrl)]
  return ownHosts.includes(from)
}
