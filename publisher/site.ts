/**
 * Serves the current release on the publisher's port with everything `npm start` serves: a
 * `gatsby serve` started in the release's folder (static files, the 404 page, client-only routes,
 * Gatsby Functions) behind the proxy that adds the release's `_headers`. A new release gets a
 * new `gatsby serve`; the proxy turns to it once it answers and the old one is stopped after the
 * requests in flight had time to finish, so visitors never see a gap.
 */
import { realpathSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { headersFor, type CompiledRule } from '../scripts/serve/headersFile.mjs'
import { proxyHandler } from '../scripts/serve/proxy.mjs'
import {
  readHeaderRules,
  startGatsbyServe,
  stopGroup,
  type GatsbyServe,
} from '../scripts/serve/site.mjs'
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
  let rules: CompiledRule[] = []
  let current: { name: string; serve: GatsbyServe } | null = null
  /** Old releases' servers, stopped once the requests in flight had time to finish. */
  const retiring = new Map<GatsbyServe, NodeJS.Timeout>()
  const retire = (serve: GatsbyServe) => {
    retiring.delete(serve)
    return stopGroup(serve.endGroup, serve.exited)
  }
  // However this process ends, no gatsby serve it started is left running.
  process.on('exit', () => {
    for (const serve of [current?.serve, ...retiring.keys()]) serve?.endGroup('SIGKILL')
  })
  const forward = proxyHandler({
    target,
    headersFor: (pathname) => headersFor(rules, pathname),
    log,
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
      const serve = await startGatsbyServe({ root: dir, childOutput })
      const previous = current
      rules = readHeaderRules(path.join(dir, 'public'), log)
      target.port = serve.port
      target.host = serve.host
      current = { name: release.name, serve }
      void serve.exited.then((code) => {
        if (current?.serve === serve)
          log(`gatsby serve de ${release.name} terminó (código ${code}).`)
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
