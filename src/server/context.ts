/**
 * What the site's endpoints share while their runtime lives: the services (with the key), the
 * live catalogue and its cache, the lead rate limiter and the form-token secret. Made once, on
 * the first request, from the server-only configuration.
 */
import { createHmac } from 'node:crypto'
import { createBrokerApi, type BrokerApi } from '../broker'
import { readConfig, readEnv, siteUrlOf, type SiteConfig } from '../config'
import { createServerCatalogue, type ServerCatalogue } from './catalogue'
import { createRateLimiter, type RateLimiter } from './rateLimit'

export interface ServerEnv {
  site: SiteConfig
  /** LEAD_TOKEN_SECRET; derived from the broker key when unset, so no deployment lacks one. */
  tokenSecret: string
  /** CLIENT_IP_HEADER: the header the hosting platform sets with the visitor's address. */
  clientIpHeader: string | null
  /** SITE_URL: the public address, for the links a lead's text gives the agent. */
  siteUrl: string
}

/** Server-only settings, each written out so Gatsby Functions get them inlined at build time. */
export function readServerEnv(
  env: Record<string, string | undefined> = {
    ...readEnv(),
    LEAD_TOKEN_SECRET: process.env.LEAD_TOKEN_SECRET,
    CLIENT_IP_HEADER: process.env.CLIENT_IP_HEADER,
    SITE_URL: process.env.SITE_URL,
  },
): ServerEnv {
  const site = readConfig(env)
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

/** The context of this runtime, made on first use. */
export function serverContext(): ServerContext {
  shared ??= createServerContext()
  return shared
}
