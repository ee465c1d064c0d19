/**
 * `npm run publish`: the publisher as a long-running service on PUBLISH_PORT (default 9100). It
 * serves the current release (the whole site, functions and headers included), answers
 * `GET /status` and the signed `POST /hooks/rebuild`, checks for changes every
 * PUBLISH_POLL_MINUTES and publishes each build that passes. Stops cleanly on Ctrl-C.
 */
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import proxyAddr from 'proxy-addr'
import { createLogger, readLogSettings } from '../server/log'
import { readMetricsToken, trustedProxies } from '../server/settings'
import { ensureEmulator } from '../scripts/emulator-process.mjs'
import { readPublisherConfig } from './config'
import { forwardToGitHub, readGitHubDispatchConfig } from './github'
import { createPublisherServer, publisherHandler, SERVER_LIMITS } from './httpServer'
import { createPublisherMetrics } from './metrics'
import { createPublisher } from './publisher'
import { currentRelease } from './releases'
import { scriptRunner } from './scripts'
import { createReleaseSite } from './site'

/** The publisher's settings, or its exit with what is wrong with them. */
function settingsOrExit(root: string) {
  try {
    return {
      config: readPublisherConfig(process.env, root),
      github: readGitHubDispatchConfig(process.env),
      logSettings: readLogSettings(process.env),
      metricsToken: readMetricsToken(process.env) ?? '',
    }
  } catch (error) {
    console.error(`Publicador: ${(error as Error).message}`)
    process.exit(1)
  }
}

async function main(): Promise<void> {
  const root = path.resolve(__dirname, '..')
  const { config, github, logSettings, metricsToken } = settingsOrExit(root)
  const logger = createLogger(logSettings, { name: 'publicador' })
  const log = (line: string) => logger.info(line)
  if (!config.webhookSecret)
    log('Sin PUBLISH_WEBHOOK_SECRET: los hooks se rechazan (401); solo se publica por sondeo.')
  const stopEmulator = await ensureEmulator({ log })
  const scripts = scriptRunner(config)
  const site = createReleaseSite({ log })
  const metrics = createPublisherMetrics(() => {
    const published = publisher.status().current?.published_at
    return published ? new Date(published) : null
  })
  const publisher = createPublisher(config, {
    runScript: (script) => scripts.run(script),
    serveRelease: (release) => site.serve(release),
    forwardHook: github ? async (payload) => forwardToGitHub(github, payload) : undefined,
    log,
    buildEnded: (record) => metrics.buildEnded(record),
  })
  // Loopback and TRUST_PROXY carry many visitors each: no cap per address for them.
  const trusted = proxyAddr.compile(['loopback', ...trustedProxies(process.env)])
  const trustsProxy = (address: string) => trusted(address, 0)
  const server = createPublisherServer(
    publisherHandler(publisher, site, {
      statusToken: config.statusToken,
      metricsToken,
      metrics,
    }),
    { ...SERVER_LIMITS, maxConnections: config.maxConnections },
    trustsProxy,
  )
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(config.port, config.host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  log(
    `Publicador en http://localhost:${port} (estado en /status; releases en ${config.publishDir}; ` +
      `${config.pollMinutes > 0 ? `cambios cada ${config.pollMinutes} min` : 'sin sondeo'}).`,
  )

  // `npm run publish:rollback` only moves the link: the served release follows it.
  let following = false
  const follow = setInterval(() => {
    const linked = currentRelease(config.publishDir)
    if (following || !linked || linked.name === site.served() || publisher.status().building) return
    following = true
    log(`current apunta a ${linked.name}: se sirve esa versión.`)
    site
      .serve(linked)
      .catch((error: unknown) =>
        log(`No se pudo servir ${linked.name}: ${(error as Error).message}`),
      )
      .finally(() => (following = false))
  }, 2_000)
  follow.unref()

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    log(`${signal}: deteniendo el publicador…`)
    clearInterval(follow)
    server.closeAllConnections()
    server.close()
    // At once, so that a build being stopped does not keep the site's servers waiting.
    await Promise.all([publisher.stop(), scripts.stopAll(), site.close()])
    await stopEmulator()
    process.exit(0)
  }
  process.once('SIGINT', () => void stop('SIGINT'))
  process.once('SIGTERM', () => void stop('SIGTERM'))
  await publisher.start()
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
