/**
 * `npm run serve` (and `npm start`, the publisher, the browser suite): the built site on its
 * production server. `--root DIR` (the checkout by default), `--port N` or PORT (9000), `--host H`
 * or HOST (localhost), `--stop-when-stdin-ends`, WEB_CONCURRENCY worker processes (the cores),
 * TRUST_PROXY, CLIENT_IP_HEADER, REDIS_URL (docs/deployment.md).
 */
import cluster from 'node:cluster'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { checkProductionSecrets, ConfigError } from '../src/config'
import type { Redis } from 'ioredis'
import { readServerEnv } from '../src/server/context'
import type { LeadScreen } from '../src/server/leadScreen'
import {
  countedLimiter,
  createRateLimiter,
  createRedisRateLimiter,
  LEAD_RATE_RULES,
} from '../src/server/rateLimit'
import { createRedisClient } from '../src/server/redis'
import { primaryChannel, primaryRequester } from '../src/server/primaryRequests'
import { buildApp } from './app'
import { READY_MESSAGE, SERVE_MESSAGE, SHUTDOWN_MESSAGE, supervise } from './cluster'
import { createLogger } from './log'
import { readServerSettings, type ServerSettings } from './settings'
import { clusterMetricsHandlers, createServerTelemetry } from './telemetry'

function settingsOrExit(): ServerSettings {
  try {
    checkProductionSecrets(process.env)
    const settings = readServerSettings(process.env, process.argv.slice(2), process.cwd())
    if (!existsSync(path.join(settings.root, 'public', 'index.html')))
      throw new ConfigError(
        `No hay un sitio construido en ${path.join(settings.root, 'public')}: ejecutá \`npm run build\` primero.`,
      )
    return settings
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(`Servidor del sitio: ${error.message}`)
    process.exit(1)
  }
}

/**
 * The lead checks this server runs before reading a body, with the functions' own settings and
 * the same limit (in Redis under the same keys when there is one).
 */
function leadScreenOf(settings: ServerSettings, redis: Redis | null): LeadScreen {
  const env = readServerEnv(process.env)
  return {
    siteUrl: env.siteUrl,
    tokenSecret: env.tokenSecret,
    limiter: countedLimiter(
      redis
        ? createRedisRateLimiter({ redis, prefix: settings.redisPrefix }, LEAD_RATE_RULES, 'leads')
        : createRateLimiter(LEAD_RATE_RULES),
      'leads',
    ),
    now: Date.now,
  }
}

async function runWorker(settings: ServerSettings): Promise<void> {
  const logger = createLogger(settings.log, { name: 'sitio' })
  // Before the functions are loaded: they report to it (src/server/telemetry.ts).
  const telemetry = createServerTelemetry(logger)
  const redis = settings.redisUrl ? createRedisClient(settings.redisUrl) : null
  await redis
    ?.connect()
    .catch((error: Error) =>
      logger.warn({ err: error }, 'Redis no responde: cada proceso cuenta sus límites'),
    )
  const channel = primaryChannel(process.env)
  const app = await buildApp({
    ...settings,
    redis,
    leadScreen: leadScreenOf(settings, redis),
    logger,
    probes: {
      redis,
      telemetry,
      askPrimary: channel && primaryRequester(channel),
      metricsToken: settings.metricsToken,
    },
  })
  let closing = false
  const close = () => {
    if (closing) return
    closing = true
    void app
      .close()
      .then(() => redis?.quit())
      .finally(() => process.exit(0))
  }
  process.on('SIGTERM', close)
  process.on('SIGINT', close)
  // Built, it waits for the supervisor: to serve now, or later in place of a worker that died.
  process.on('message', (message) => {
    if (message === SHUTDOWN_MESSAGE) close()
    if (message === SERVE_MESSAGE)
      app.listen({ port: settings.port, host: settings.host }).catch((error: unknown) => {
        logger.fatal({ err: error }, 'El proceso no pudo escuchar')
        process.exit(1)
      })
  })
  process.send?.(READY_MESSAGE)
}

async function runPrimary(settings: ServerSettings): Promise<void> {
  const logger = createLogger(settings.log, { name: 'sitio' })
  const log = (line: string) => logger.info(line)
  const supervisor = supervise({
    workers: settings.workers,
    spares: settings.spares,
    log,
    answers: clusterMetricsHandlers(),
  })
  const stop = () => supervisor.stop()
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  if (settings.stopWhenStdinEnds) {
    process.stdin.once('end', stop)
    process.stdin.once('error', stop)
    process.stdin.resume()
  }
  try {
    await supervisor.ready
  } catch (error) {
    logger.fatal(`El servidor del sitio no pudo arrancar: ${(error as Error).message}.`)
    await supervisor.stopped
    process.exit(1)
  }
  const shown = settings.host === '0.0.0.0' || settings.host === '::' ? 'localhost' : settings.host
  log(
    `Sitio en http://${shown}:${settings.port} (${settings.workers === 1 ? '1 proceso' : `${settings.workers} procesos`}${settings.redisUrl ? ', límites compartidos en Redis' : ''}).`,
  )
  process.exit(await supervisor.stopped)
}

const settings = settingsOrExit()
const run = cluster.isPrimary ? runPrimary(settings) : runWorker(settings)
run.catch((error: unknown) => {
  createLogger(settings.log, { name: 'sitio' }).fatal(
    { err: error },
    'El servidor del sitio no pudo arrancar',
  )
  process.exit(1)
})
