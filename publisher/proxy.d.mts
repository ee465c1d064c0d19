/** Types of proxy.mjs. */
import type { IncomingMessage, Server, ServerResponse } from 'node:http'

export interface ProxyOptions {
  /** Read on every request: it may be changed while serving. */
  target: { host: string; port: number }
  log?: (line: string) => void
  /** Whether a peer is a proxy whose forwarding headers are believed (none by default). */
  trustsPeer?: (address: string) => boolean
  /** CLIENT_IP_HEADER, dropped with the others from an untrusted peer. */
  clientIpHeader?: string | null
}

export declare function createProxy(options: ProxyOptions): Server
export declare function proxyHandler(
  options: ProxyOptions,
): (request: IncomingMessage, response: ServerResponse) => void
