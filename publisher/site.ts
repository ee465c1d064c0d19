/**
 * Serves the current release on the publisher's port with everything `npm start` serves: the
 * production server (server/) started on the release's folder, on a loopback port, behind a
 * proxy. A new release gets a new server; the proxy turns to it once it answers and the old one
 * is stopped after the requests in flight had time to finish, so visitors never see a gap. A
 * server that ends on its own (a crash, the OOM killer) is started again, sooner the first times.
 */
import { realpathSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import proxyAddr from 'proxy-addr'
import { trustedProxies } from '../server/settings'
import { startServer, stopGroup, type SiteServer } from '../server/spawn'
import { childEnv } from './childEnv'
import { proxyHandler } from './proxy.mjs'
import type { Release } from './releases'

const DRAIN_MS = 5_000
/** Waits before each restart of a server that keeps ending; the last one repeats. */
const RESTART_BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000]
/** A server up this long had been working: its end starts the waits from the first again. */
const STEADY_MS = 60_000

/** How the served release's server has been doing, for /status. */
export interface SiteHealth {
  /** The server is down and being started again: visitors get a 503 meanwhile. */
  restarting: boolean
  /** Restarts since the publisher started. */
  restarts: number
  last_exit: { at: string; code: number } | null
}

export interface ReleaseSite {
  handle(request: IncomingMessage, response: ServerResponse): void
  serve(release: Release): Promise<void>
  served(): string | null
  health(): SiteHealth
  /** The served release's own /metrics text, or null while none answers. */
  metrics(): Promise<string | null>
  close(): Promise<void>
}

interface Served {
  release: Release
  serve: SiteServer | null
  startedAt: number
}

function unavailable(response: ServerResponse, seconds: number, text: string): void {
  response.writeHead(503, {
    'content-type': 'text/plain; charset=utf-8',
    'retry-after': String(seconds),
  })
  response.end(`${text}\n`)
}

/** The proxy to the served release's server, believing the proxies the release server does. */
export function releaseProxy(
  target: { host: string; port: number },
  log: (line: string) => void,
  env: NodeJS.ProcessEnv = process.env,
) {
  const trusted = proxyAddr.compile(['loopback', ...trustedProxies(env)])
  return proxyHandler({
    target,
    log,
    trustsPeer: (address) => trusted(address, 0),
    clientIpHeader: env.CLIENT_IP_HEADER?.trim() || null,
  })
}

/** The production server on a release's folder, on a loopback port. */
function startReleaseServer(release: Release, childOutput: 'inherit' | 'ignore') {
  // The proxy is the release server's only client: it believes the address the proxy adds.
  return startServer({
    siteRoot: realpathSync(release.dir),
    childOutput,
    env: {
      ...childEnv(process.env),
      TRUST_PROXY: ['loopback', process.env.TRUST_PROXY].filter(Boolean).join(','),
    },
  })
}

interface Restarts {
  /** Points the proxy at `serve`, and starts it again, waiting longer each time, if it ends. */
  adopt(served: Served, serve: SiteServer): void
  /** No restart pending or in flight will be used (a new release, or the end). */
  cancel(): void
  health: SiteHealth
}

function restarts(
  isCurrent: (served: Served) => boolean,
  target: { host: string; port: number },
  { log, childOutput, backoffMs }: Required<ReleaseSiteOptions>,
): Restarts {
  const health: SiteHealth = { restarting: false, restarts: 0, last_exit: null }
  let quickExits = 0
  let pending: NodeJS.Timeout | null = null

  function adopt(served: Served, serve: SiteServer): void {
    served.serve = serve
    served.startedAt = Date.now()
    target.port = serve.port
    target.host = serve.host
    health.restarting = false
    void serve.exited.then((code) => {
      if (isCurrent(served) && served.serve === serve) later(served, code)
    })
  }

  function later(served: Served, code: number): void {
    served.serve = null
    health.restarting = true
    health.last_exit = { at: new Date().toISOString(), code }
    quickExits = Date.now() - served.startedAt < STEADY_MS ? quickExits + 1 : 1
    const wait = backoffMs[Math.min(quickExits, backoffMs.length) - 1]!
    const name = served.release.name
    log(`El servidor de ${name} terminó (código ${code}): se inicia de nuevo en ${wait / 1000} s.`)
    pending = setTimeout(() => {
      pending = null
      if (!isCurrent(served)) return
      startReleaseServer(served.release, childOutput).then(
        (serve) => {
          if (!isCurrent(served)) return void stopGroup(serve.endGroup, serve.exited)
          health.restarts++
          adopt(served, serve)
          log(`El servidor de ${name} volvió a responder.`)
        },
        (error: unknown) => {
          log(`No se pudo iniciar de nuevo ${name}: ${(error as Error).message}`)
          if (isCurrent(served)) later(served, code)
        },
      )
    }, wait)
  }

  return {
    adopt,
    cancel() {
      if (pending) clearTimeout(pending)
      pending = null
      quickExits = 0
    },
    health,
  }
}

interface ReleaseSiteOptions {
  log: (line: string) => void
  childOutput?: 'inherit' | 'ignore'
  backoffMs?: readonly number[]
}

export function createReleaseSite({
  log,
  childOutput = 'inherit',
  backoffMs = RESTART_BACKOFF_MS,
}: ReleaseSiteOptions): ReleaseSite {
  const target = { host: '127.0.0.1', port: 0 }
  let current: Served | null = null
  const restart = restarts((served) => current === served, target, { log, childOutput, backoffMs })
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
  const forward = releaseProxy(target, log)

  return {
    handle(request, response) {
      if (!current)
        return unavailable(
          response,
          30,
          'El sitio se está publicando por primera vez. Probá de nuevo en un minuto.',
        )
      if (!current.serve)
        return unavailable(
          response,
          5,
          'El sitio se está reiniciando. Probá de nuevo en unos segundos.',
        )
      forward(request, response)
    },

    async serve(release) {
      const serve = await startReleaseServer(release, childOutput)
      const old = current?.serve
      restart.cancel()
      current = { release, serve: null, startedAt: 0 }
      restart.adopt(current, serve)
      if (old)
        retiring.set(
          old,
          setTimeout(() => void retire(old), DRAIN_MS),
        )
    },

    served: () => current?.release.name ?? null,

    health: () => ({ ...restart.health }),

    async metrics() {
      const url = current?.serve?.url
      if (!url) return null
      try {
        // From this machine, forwarding nothing: the release server answers it (server/probes.ts).
        const answer = await fetch(`${url}/metrics`, { signal: AbortSignal.timeout(5_000) })
        return answer.ok ? await answer.text() : null
      } catch {
        return null
      }
    },

    async close() {
      const last = current
      current = null
      restart.cancel()
      for (const timer of retiring.values()) clearTimeout(timer)
      await Promise.all([
        ...[...retiring.keys()].map(retire),
        last?.serve ? stopGroup(last.serve.endGroup, last.serve.exited) : Promise.resolve(),
      ])
    },
  }
}
