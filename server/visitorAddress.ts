/**
 * The visitor's address, for the limits per address. A header naming it is believed only when
 * the connection comes from a proxy the deployment trusts (TRUST_PROXY); anyone else could write
 * any address there and spread his posts over as many limits as he likes.
 */
import type { IncomingMessage } from 'node:http'
import proxyAddr from 'proxy-addr'

export interface VisitorAddressOptions {
  /** TRUST_PROXY: addresses and ranges (`127.0.0.1`, `10.0.0.0/8`, `loopback`) of the proxies in front. */
  trustProxy: readonly string[]
  /** CLIENT_IP_HEADER: a header the trusted proxy sets with the visitor's address (`cf-connecting-ip`). */
  clientIpHeader: string | null
}

export function visitorAddressResolver({ trustProxy, clientIpHeader }: VisitorAddressOptions) {
  const trusted = proxyAddr.compile([...trustProxy])
  const header = clientIpHeader?.toLowerCase() ?? null
  return (request: IncomingMessage): string => {
    const peer = request.socket.remoteAddress ?? ''
    if (header && peer && trusted(peer, 0)) {
      const named = request.headers[header]
      const value = (Array.isArray(named) ? named[0] : named)?.split(',')[0]?.trim()
      if (value) return value
    }
    // X-Forwarded-For read from the right, through trusted hops only.
    return proxyAddr(request, trusted) || 'desconocida'
  }
}
