/** Types of proxy.mjs. */
import type { IncomingMessage, Server, ServerResponse } from 'node:http'

export interface ProxyOptions {
  /** Read on every request: it may be changed while serving. */
  target: { host: string; port: number }
  log?: (line: string) => void
}

export declare function createProxy(options: ProxyOptions): Server
export declare function proxyHandler(
  options: ProxyOptions,
): (request: IncomingMessage, response: ServerResponse) => void
