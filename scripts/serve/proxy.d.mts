/** Types of proxy.mjs. */
import type { Server } from 'node:http'
export declare function createHeadersProxy(options: {
  target: { host: string; port: number }
  headersFor: (pathname: string) => [string, string][]
  log?: (line: string) => void
}): Server
