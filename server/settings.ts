/** The production server's settings, from its environment and command line (docs: deployment). */
import { availableParallelism } from 'node:os'
import path from 'node:path'
import proxyAddr from 'proxy-addr'
import { ConfigError, type EnvSource } from '../src/config'
import {
  DEFAULT_REDIS_PREFIX,
  readRedisEnv,
  readSecretToken,
  readStaffToken,
} from '../src/server/context'
import { READ_LIMIT } from './limits'
import { readLogSettings, type LogSettings } from './log'

export interface ServerSettings {
  /** The built site: public/ and .cache/ under it. */
  root: string
  host: string
  port: number
  /** Worker processes. */
  workers: number
  /** Processes started and waiting, to take a dead worker's place at once. */
  spares: number
  trustProxy: string[]
  clientIpHeader: string | null
  redisUrl: string | null
  redisPrefix: string
  /** Calls to /api a minute per visitor address (READ_LIMIT_PER_MINUTE). */
  readLimit: { max: number; timeWindow: number }
  /**
   * `--stop-when-stdin-ends`: the process that started this server holds its stdin, and the end
   * of stdin means that process is gone (killed, even by SIGKILL): the server stops with it.
   */
  stopWhenStdinEnds: boolean
  /** LOG_LEVEL and LOG_FORMAT. */
  log: LogSettings
  /** METRICS_TOKEN: /metrics to whoever sends it; null: to the machine itself only. */
  metricsToken: string | null
}

/** A shorter METRICS_TOKEN could be guessed: the metrics tell how the agency's leads go. */
export const METRICS_TOKEN_MIN = 24

/** METRICS_TOKEN, or null when unset; a ConfigError when it is too short to be secret. */
export const readMetricsToken = (env: EnvSource) =>
  readSecretToken(env, 'METRICS_TOKEN', METRICS_TOKEN_MIN)

function integer(name: string, raw: string | undefined, fallback: number, min: number): number {
  const text = raw?.trim()
  if (!text) return fallback
  if (!/^\d+$/.test(text) || Number(text) < min)
    throw new ConfigError(
      `${name} debe ser un número entero mayor o igual a ${min} (se recibió "${text}").`,
    )
  return Number(text)
}

function option(argv: readonly string[], name: string): string | undefined {
  const at = argv.indexOf(name)
  return at === -1 ? undefined : argv[at + 1]
}

/** Reads the settings; throws a ConfigError naming the variable or option that is wrong. */
/** TRUST_PROXY as a list, refused in Spanish when proxy-addr cannot read it. */
export function trustedProxies(env: NodeJS.ProcessEnv): string[] {
  const trustProxy = (env.TRUST_PROXY ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  try {
    proxyAddr.compile(trustProxy)
  } catch (error) {
    throw new ConfigError(
      `TRUST_PROXY debe ser una lista de direcciones o rangos separados por comas (${(error as Error).message}).`,
    )
  }
  return trustProxy
}

export function readServerSettings(
  env: EnvSource,
  argv: readonly string[],
  cwd: string,
): ServerSettings {
  const redis = readRedisEnv(env)
  const trustProxy = trustedProxies(env)
  // The functions read it on their first request; a token too short stops the server here.
  readStaffToken(env)
  return {
    root: path.resolve(cwd, option(argv, '--root') ?? '.'),
    host: option(argv, '--host') ?? (env.HOST?.trim() || 'localhost'),
    port: integer('--port / PORT', option(argv, '--port') ?? env.PORT, 9000, 0),
    workers: integer('WEB_CONCURRENCY', env.WEB_CONCURRENCY, availableParallelism(), 1),
    spares: integer('WEB_SPARES', env.WEB_SPARES, 1, 0),
    trustProxy,
    clientIpHeader: env.CLIENT_IP_HEADER?.trim() || null,
    redisUrl: redis?.url ?? null,
    redisPrefix: redis?.prefix ?? DEFAULT_REDIS_PREFIX,
    readLimit: {
      max: integer('READ_LIMIT_PER_MINUTE', env.READ_LIMIT_PER_MINUTE, READ_LIMIT.max, 1),
      timeWindow: READ_LIMIT.timeWindow,
    },
    stopWhenStdinEnds: argv.includes('--stop-when-stdin-ends'),
    log: readLogSettings(env),
    metricsToken: readMetricsToken(env),
  }
}
