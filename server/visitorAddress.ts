/**
 * The visitor's address, for the limits per address and the logs. A forwarding header is read
 * through trusted proxies only (TRUST_PROXY): walking back from the connection's peer along
 * X-Forwarded-For, the first address that is not a trusted proxy is the visitor, whatever anyone
 * wrote further along. A client-IP header (CLIENT_IP_HEADER) is believed only when every hop is
 * trusted, so one of them set it; a visitor who reaches this server or the publisher directly
 * with his own header is read by his connection instead.
 */
import { isIP } from 'node:net'
import type { IncomingMessage } from 'node:http'
import proxyAddr from 'proxy-addr'

export interface VisitorAddressOptions {
  /** TRUST_PROXY: addresses and ranges (`127.0.0.1`, `10.0.0.0/8`, `loopback`) of the proxies in front. */
  trustProxy: readonly string[]
  /** CLIENT_IP_HEADER: a header the trusted proxy sets with the visitor's address (`cf-connecting-ip`). */
  clientIpHeader: string | null
}

const firstValue = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim()

export function visitorAddressResolver({ trustProxy, clientIpHeader }: VisitorAddressOptions) {
  const trusted = proxyAddr.compile([...trustProxy])
  const header = clientIpHeader?.toLowerCase() ?? null
  return (request: IncomingMessage): string => {
    // The peer first, then X-Forwarded-For from the right.
    const hops = proxyAddr.all(request)
    for (const [index, address] of hops.entries()) {
      if (!address || !trusted(address, index)) return address || 'desconocida'
    }
    const named = header ? firstValue(request.headers[header]) : undefined
    if (named && isIP(named)) return named
    return hops.at(-1) || 'desconocida'
  }
}
