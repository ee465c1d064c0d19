/**
 * Serves the current release on the publisher's port with everything `npm start` serves: the
 * production server (server/) started on the release's folder, on a loopback port, behind a
 * proxy. A new release gets a new server; the proxy turns to it once it answers and the old one
 * is stopped after the requests in flight had time to finish, so visitors never see a gap.
 */
import { realpathSync } from 'node:fs'
import proxyAddr from 'proxy-addr'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { trustedProxies } from '../server/settings'
import { startServer, stopGroup, type SiteServer } from '../server/spawn'
import { proxyHandler } from './proxy.mjs'
import type { Release } from './releases'

const DRAIN_MS = 5_000

export interface ReleaseSite {
  handle(request: IncomingMessage, response: ServerResponse): void
  serve(release: Release): Promise<void>
  served(): string | null
  close(): Promise<void>
}

export function createReleaseSite({
  log,
  childOutput = 'inherit',
}: {
  log: (line: string) => void
  childOutput?: 'inherit' | 'ignore'
}): ReleaseSite {
  const target = { host: '127.0.0.1', port: 0 }
  let current: { name: string; serve: SiteServer } | null = null
  /** Old releases' servers, stopped once the requests in flight had time to finish. */
  const retiring = new Map<SiteServer, NodeJS.Timeout>()
  const retire = (serve: SiteServer) => {
    retiring.delete(serve)
    return stopGroup(serve.endGroup, serve.exited)
  }
  // However this process ends, no server it started is left running.
  process.on('exit', () => {
    for (const serve of [current?.serve, ...retiring.keys()]) serve?.endGroup('SIGKILL')
  })
  // The same proxies the release server believes, besides this proxy itself.
  const trusted = proxyAddr.compile(['loopback', ...trustedProxies(process.env)])
  const forward = proxyHandler({
    target,
    log,
    trustsPeer: (address) => trusted(address, 0),
    clientIpHeader: process.env.CLIENT_IP_HEADER?.trim() || null,
  })

  return {
    handle(request, response) {
      if (!current) {
        response.writeHead(503, {
          'content-type': 'text/plain; charset=utf-8',
          'retry-after': '30',
        })
        response.end('El sitio se está publicando por primera vez. Probá de nuevo en un minuto.\n')
        return
      }
      forward(request, response)
    },

    async serve(release) {
      const dir = realpathSync(release.dir)
      // The proxy is the release server's only client: it believes the address the proxy adds.
      const serve = await startServer({
        siteRoot: dir,
        childOutput,
        env: {
          ...process.env,
          TRUST_PROXY: ['loopback', process.env.TRUST_PROXY].filter(Boolean).join(','),
        },
      })
      const previous = current
      target.port = serve.port
      target.host = serve.host
      current = { name: release.name, serve }
      void serve.exited.then((code) => {
        if (current?.serve === serve)
          log(`El servidor de ${release.name} terminó (código ${code}).`)
      })
      if (previous)
        retiring.set(
          previous.serve,
          setTimeout(() => void retire(previous.serve), DRAIN_MS),
        )
    },

    served: () => current?.name ?? null,

    async close() {
      const last = current
      current = null
      for (const timer of retiring.values()) clearTimeout(timer)
      await Promise.all([
        ...[...retiring.keys()].map(retire),
        last ? stopGroup(last.serve.endGroup, last.serve.exited) : Promise.resolve(),
      ])
    },
  }
}
