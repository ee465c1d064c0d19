/**
 * What the site's endpoints share while their runtime lives: the services (with the key), the
 * live catalogue and its cache, the lead rate limiter, the claims that deliver a lead once and
 * the form-token secret. Made once, on the first request, from the server-only configuration.
 * With REDIS_URL the cache, the limit and the claims are shared with the other processes through
 * one Redis client per process; without it (or while it fails) the claims still are, with the
 * other workers of the production server, through the cluster's primary.
 */
import { createHmac } from 'node:crypto'
import path from 'node:path'
import type Redis from 'ioredis'
import { createBrokerApi, observeServiceCalls, type BrokerApi } from '../broker'
import { redactSecrets } from '../domain/contracts/redact'
import {
  checkProductionSecrets,
  ConfigError,
  readConfig,
  readEnv,
  readVisitHours,
  runtimeEnv,
  siteUrlOf,
  type EnvSource,
  type SiteConfig,
} from '../config'
import { createServerCatalogue, type ServerCatalogue } from './catalogue'
import { TOKEN_TTL_MS } from './leadToken'
import {
  countedLimiter,
  createRateLimiter,
  createRedisRateLimiter,
  LEAD_RATE_RULES,
  STAFF_LOOKUP_RULES,
  WHATSAPP_RATE_RULES,
  type RateLimiter,
  type RateRule,
} from './rateLimit'
import { createReadBudget, UNCACHED_READ_RULES, type ReadBudget } from './readBudget'
import { createRedisClient } from './redis'
import { createMemoryClaims, createRedisClaims, type ClaimStore } from './claims'
import { createPrimaryClaims } from './clusterClaims'
import { primaryChannel, primaryRequester } from './primaryRequests'
import { createLeadOnce, type LeadOnce } from './leadOnce'
import type { VisitHours } from '../domain/leads/visits'
import { createFilePresses, createRedisPresses, type PressStore } from './whatsappPresses'
import { telemetry } from './telemetry'

export interface ServerEnv {
  site: SiteConfig
  /** LEAD_TOKEN_SECRET; with the demo emulator, derived from the demo key when unset. */
  tokenSecret: string
  /** CLIENT_IP_HEADER: the header the hosting platform sets with the visitor's address. */
  clientIpHeader: string | null
  /** SITE_URL: the public address, for the links a lead's text gives the agent. */
  siteUrl: string
  /** REDIS_URL and REDIS_PREFIX, or null: then each process keeps its own cache and counts. */
  redis: { url: string; prefix: string } | null
  /** GATSBY_VISIT_HOURS: the times a visit request may name. */
  visitHours: VisitHours
  /** DATA_DIR: what the server keeps on its own disk (WhatsApp presses without Redis). */
  dataDir: string
  /** STAFF_TOKEN: the bearer token of staff lookups; null: they are not configured. */
  staffToken: string | null
}

/** DATA_DIR when unset, under the server's working directory. */
export const DEFAULT_DATA_DIR = '.data'
/** A shorter STAFF_TOKEN could be guessed: the lookup shows where enquiries come from. */
export const STAFF_TOKEN_MIN = 24

/** REDIS_PREFIX when unset: every key the site writes starts with it. */
export const DEFAULT_REDIS_PREFIX = 'sitio:'

/** REDIS_URL and REDIS_PREFIX; a ConfigError naming REDIS_URL when it is not a Redis address. */
export function readRedisEnv(env: EnvSource): ServerEnv['redis'] {
  const url = env.REDIS_URL?.trim()
  if (!url) return null
  if (!/^rediss?:\/\/./i.test(url))
    throw new ConfigError(
      `REDIS_URL debe empezar con redis:// o rediss:// (se recibió "${redactSecrets(url)}").`,
    )
  return { url, prefix: env.REDIS_PREFIX?.trim() || DEFAULT_REDIS_PREFIX }
}

/**
 * Server-only settings, from the environment of the process that runs the functions when it
 * first serves (never the build's: see `runtimeEnv`).
 */
export function readServerEnv(env: EnvSource = runtimeEnv()): ServerEnv {
  const site = readConfig(readEnv(env))
  return {
    site,
    tokenSecret:
      env.LEAD_TOKEN_SECRET?.trim() ||
      createHmac('sha256', site.tokkoKey).update('lead-token-secret').digest('base64url'),
    clientIpHeader: env.CLIENT_IP_HEADER?.trim() || null,
    siteUrl: siteUrlOf(env.SITE_URL),
    redis: readRedisEnv(env),
    visitHours: readVisitHours(env),
    dataDir: readDataDir(env),
    staffToken: readStaffToken(env),
  }
}

/** DATA_DIR as an absolute path, from the working directory. */
export function readDataDir(env: EnvSource): string {
  return path.resolve(env.DATA_DIR?.trim() || DEFAULT_DATA_DIR)
}

/**
 * A bearer token's setting (`name`), or null when unset; a ConfigError when it is shorter than
 * `min`, too short to be secret.
 */
export function readSecretToken(env: EnvSource, name: string, min: number): string | null {
  const token = env[name]?.trim()
  if (!token) return null
  if (token.length < min)
    throw new ConfigError(
      `${name} debe tener al menos ${min} caracteres (por ejemplo, la salida de \`openssl rand -base64 32\`).`,
    )
  return token
}

/** STAFF_TOKEN, or null when unset; a ConfigError when it is too short to be secret. */
export const readStaffToken = (env: EnvSource) =>
  readSecretToken(env, 'STAFF_TOKEN', STAFF_TOKEN_MIN)

export interface ServerContext {
  env: ServerEnv
  api: BrokerApi
  catalogue: ServerCatalogue
  /** Lead posts per visitor address. */
  limiter: RateLimiter
  /** Posts per form token (LEAD_POSTS_PER_TOKEN within the token's life). */
  tokenUses: RateLimiter
  /** Reads per visitor address that the cache cannot answer. */
  readBudget: ReadBudget
  /** Leads delivered once: by idempotency key, and by sender and subject (leadOnce.ts). */
  once: LeadOnce
  /** WhatsApp presses per visitor address. */
  pressLimiter: RateLimiter
  /** Staff lookups per address: a wrong token cannot be tried without end. */
  staffLimiter: RateLimiter
  /** The WhatsApp presses staff look up by reference. */
  presses: PressStore
  now: () => number
}

/** A lead sent again after both services failed, and a field fixed: more is not a person's. */
export const LEAD_POSTS_PER_TOKEN = 5

let redisClient: Redis | undefined

/** The process's one Redis client, however many contexts are made; it connects when first used. */
function sharedRedis(url: string): Redis {
  redisClient ??= createRedisClient(url)
  return redisClient
}

export function createServerContext(env: ServerEnv = readServerEnv()): ServerContext {
  observeServiceCalls(({ service, method, status, seconds }) =>
    telemetry().observe(
      'sitio_service_call_duration_seconds',
      { service, method, status },
      seconds,
    ),
  )
  const api = createBrokerApi(env.site)
  const store = env.redis && { redis: sharedRedis(env.redis.url), prefix: env.redis.prefix }
  const limit = (rules: readonly RateRule[], namespace: string) =>
    countedLimiter(
      store ? createRedisRateLimiter(store, rules, namespace) : createRateLimiter(rules),
      namespace,
    )
  const now = () => Date.now()
  const readBudget = createReadBudget(limit(UNCACHED_READ_RULES, 'lecturas-sin-cache'), now)
  // Claims without Redis, or while it fails: the primary's, shared by every worker of the server.
  const local = processClaims()
  return {
    env,
    api,
    catalogue: createServerCatalogue(api, { shared: store, beforeLoad: readBudget.spend }),
    limiter: limit(LEAD_RATE_RULES, 'leads'),
    // A token's posts all fall within its life: a window that long counts every one.
    tokenUses: limit([{ max: LEAD_POSTS_PER_TOKEN, windowMs: TOKEN_TTL_MS }], 'formularios'),
    readBudget,
    once: createLeadOnce(
      store ? createRedisClaims(store, undefined, local) : local,
      env.tokenSecret,
    ),
    pressLimiter: limit(WHATSAPP_RATE_RULES, 'whatsapp'),
    staffLimiter: limit(STAFF_LOOKUP_RULES, 'consultas-del-personal'),
    presses: store
      ? createRedisPresses(store, createFilePresses(env.dataDir))
      : createFilePresses(env.dataDir),
    now,
  }
}

/** The claims the cluster's primary keeps for its workers, or this process's own. */
function processClaims(): ClaimStore {
  const channel = primaryChannel(runtimeEnv())
  return channel ? createPrimaryClaims(primaryRequester(channel)) : createMemoryClaims()
}

let shared: ServerContext | undefined

/**
 * The context of this runtime, made on first use; a ConfigError (so a 500) on real services
 * without their secrets, which the production server and the build refuse before that.
 */
export function serverContext(): ServerContext {
  if (!shared) checkProductionSecrets()
  shared ??= createServerContext()
  return shared
}

/**
 * Closes this process's Redis client, if it made one, and forgets the context built on it, so
 * that a server or a test ends without an open connection.
 */
export async function closeSharedStore(): Promise<void> {
  const client = redisClient
  redisClient = undefined
  shared = undefined
  if (client?.status === 'ready') await client.quit().catch(() => client.disconnect())
  else client?.disconnect()
}
