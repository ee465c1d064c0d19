/**
 * What the site's endpoints share while their runtime lives: the services (with the key), the
 * live catalogue and its cache, the lead rate limiter and the form-token secret. Made once, on
 * the first request, from the server-only configuration.
 */
import { createHmac } from 'node:crypto'
import { createBrokerApi, type BrokerApi } from '../broker'
import {
  checkProductionSecrets,
  readConfig,
  readEnv,
  runtimeEnv,
  siteUrlOf,
  type EnvSource,
  type SiteConfig,
} from '../config'
import { createServerCatalogue, type ServerCatalogue } from './catalogue'
import { createRateLimiter, type RateLimiter } from './rateLimit'

export interface ServerEnv {
  site: SiteConfig
  /** LEAD_TOKEN_SECRET; with the demo emulator, derived from the demo key when unset. */
  tokenSecret: string
  /** CLIENT_IP_HEADER: the header the hosting platform sets with the visitor's address. */
  clientIpHeader: string | null
  /** SITE_URL: the public address, for the links a lead's text gives the agent. */
  siteUrl: string
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
  }
}

export interface ServerContext {
  env: ServerEnv
  api: BrokerApi
  catalogue: ServerCatalogue
  limiter: RateLimiter
  now: () => number
}

export function createServerContext(env: ServerEnv = readServerEnv()): ServerContext {
  const api = createBrokerApi(env.site)
  return {
    env,
    api,
    catalogue: createServerCatalogue(api),
    limiter: createRateLimiter(),
    now: () => Date.now(),
  }
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
