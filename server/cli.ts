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
import { createRateLimiter, createRedisRateLimiter, LEAD_RATE_RULES } from '../src/server/rateLimit'
import { createRedisClient } from '../src/server/redis'
import { buildApp } from './app'
import { READY_MESSAGE, SERVE_MESSAGE, SHUTDOWN_MESSAGE, supervise } from './cluster'
import { readServerSettings, type ServerSettings } from './settings'

const stamp = () => new Date().toISOString().replace('T', ' ').slice(0, 19)
const log = (line: string, error?: unknown) =>
  error === undefined
    ? console.log(`[${stamp()}] ${line}`)
    : console.error(`[${stamp()}] ${line}`, error)

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
    limiter: redis
      ? createRedisRateLimiter({ redis, prefix: settings.redisPrefix }, LEAD_RATE_RULES, 'leads')
      : createRateLimiter(LEAD_RATE_RULES),
    now: Date.now,
  }
}

async function runWorker(settings: ServerSettings): Promise<void> {
  const redis = settings.redisUrl ? createRedisClient(settings.redisUrl) : null
  await redis
    ?.connect()
    .catch((error: Error) => log(`Redis no responde (${error.message}): límites por proceso.`))
  const app = await buildApp({ ...settings, redis, leadScreen: leadScreenOf(settings, redis), log })
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
        log('El proceso no pudo escuchar:', error)
        process.exit(1)
      })
  })
  process.send?.(READY_MESSAGE)
}

async function runPrimary(settings: ServerSettings): Promise<void> {
  const supervisor = supervise({ workers: settings.workers, spares: settings.spares, log })
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
    log(`El servidor del sitio no pudo arrancar: ${(error as Error).message}.`)
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
  log('El servidor del sitio no pudo arrancar:', error)
  process.exit(1)
})
