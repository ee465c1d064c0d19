/**
 * The one place that reads the site's environment (api-contract.md). Used at build time by
 * gatsby-node and by the site's server side (src/server, src/api), never in the browser: it holds
 * the broker key. The environment is read through `runtimeEnv()`, never as `process.env.X`: Gatsby
 * compiles its Functions with a DefinePlugin that writes each `process.env.X` out as the build's
 * value, which would put the key into the compiled files and ignore the server's own settings.
 */

import { redactSecrets } from './domain/contracts/redact'
import { readMapTiles, type MapTiles } from './domain/listing/mapTiles'
import { visitHoursSetting, type VisitHours } from './domain/leads/visits'

export const EMULATOR_ORIGIN = 'http://127.0.0.1:4010'
export const DEMO_TOKKO_KEY = 'demo-tokko-key'
export const DEFAULT_CLIENT_ID = 6

/** Where `npm start` serves the site: the public address when SITE_URL is unset. */
export const DEFAULT_SITE_URL = 'http://localhost:9000'

/** The public address of the site (SITE_URL) without trailing slashes. */
export function siteUrlOf(value: string | undefined): string {
  return (value?.trim() || DEFAULT_SITE_URL).replace(/\/+$/, '')
}

export interface SiteConfig {
  /** Caching proxy in front of Tokko; auth by header X-TOKKO-KEY. */
  proxyUrl: string
  /** Tokko API v1 itself; auth by query `key`. */
  brokerUrl: string
  /** The agency's site-management backend; scoped by query `client`. */
  backendUrl: string
  /** Server-only (TOKKO_KEY): with Tokko it also reads the agency's CRM. */
  tokkoKey: string
  clientId: number
}

export type EnvSource = Partial<Record<string, string | undefined>>

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Returns the base URL without trailing slashes, or throws a ConfigError naming the variable. */
export function parseBaseUrl(name: string, value: string | undefined, fallback: string): string {
  const given = value?.trim() || fallback
  // What the messages quote: a key written into the address stays out of the build log.
  const raw = redactSecrets(given)
  let url: URL
  try {
    url = new URL(given)
  } catch {
    throw new ConfigError(
      `${name} no es una URL válida: "${raw}". Usá una dirección completa, por ejemplo ${EMULATOR_ORIGIN}.`,
    )
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} debe empezar con http:// o https:// (se recibió "${raw}").`)
  }
  if (url.search || url.hash) {
    throw new ConfigError(
      `${name} no puede llevar query string ni fragmento (se recibió "${raw}"); solo origen y, si hace falta, un prefijo de ruta.`,
    )
  }
  // A prefix such as http://host/api-prefix is kept; every contract path is appended to it.
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '')
}

function parseClientId(value: string | undefined): number {
  const raw = value?.trim()
  if (!raw) return DEFAULT_CLIENT_ID
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    throw new ConfigError(
      `GATSBY_CLIENT_ID debe ser un número entero positivo (se recibió "${raw}").`,
    )
  }
  return Number(raw)
}

/** Builds the configuration from an environment, defaulting to the local emulator. */
export function readConfig(env: EnvSource): SiteConfig {
  return {
    proxyUrl: parseBaseUrl('GATSBY_API_PROXY', env.GATSBY_API_PROXY, EMULATOR_ORIGIN),
    brokerUrl: parseBaseUrl('GATSBY_BROKER_API', env.GATSBY_BROKER_API, EMULATOR_ORIGIN),
    backendUrl: parseBaseUrl('GATSBY_BACKEND_API', env.GATSBY_BACKEND_API, EMULATOR_ORIGIN),
    tokkoKey: env.TOKKO_KEY?.trim() || DEMO_TOKKO_KEY,
    clientId: parseClientId(env.GATSBY_CLIENT_ID),
  }
}

/**
 * The results map's tiles (GATSBY_MAP_TILES, GATSBY_MAP_ATTRIBUTION), checked when the site is
 * built. The map in the browser reads the same two variables, which Gatsby writes into its code;
 * the build reads them here for the check and for the security policy's picture hosts.
 */
export function readMapTilesConfig(env: EnvSource): MapTiles {
  try {
    return readMapTiles(env.GATSBY_MAP_TILES, env.GATSBY_MAP_ATTRIBUTION)
  } catch (error) {
    // A tile service's key written into the template stays out of the build log.
    throw new ConfigError(redactSecrets((error as Error).message))
  }
}

/**
 * The agency's visiting hours (GATSBY_VISIT_HOURS, "lun-vie 9-18; sáb 10-13" by default): the
 * visit form offers its times from them, Gatsby writing the variable into its code, and the
 * server checks the times a visit request names against them, read from its own environment.
 */
export function readVisitHours(env: EnvSource): VisitHours {
  const read = visitHoursSetting(env.GATSBY_VISIT_HOURS)
  if (!read.ok) throw new ConfigError(`GATSBY_VISIT_HOURS: ${read.problem}`)
  return read.hours
}

/**
 * This process's environment as it is now. Through `globalThis`, which Gatsby's DefinePlugin does
 * not rewrite (it replaces `process.env` and `process.env.X`), so a Gatsby Function reads the
 * environment of the server that runs it.
 */
export function runtimeEnv(): EnvSource {
  return globalThis.process?.env ?? {}
}

/** The services' variables of this process's environment. */
export function readEnv(env: EnvSource = runtimeEnv()): EnvSource {
  return {
    GATSBY_API_PROXY: env.GATSBY_API_PROXY,
    GATSBY_BROKER_API: env.GATSBY_BROKER_API,
    GATSBY_BACKEND_API: env.GATSBY_BACKEND_API,
    GATSBY_CLIENT_ID: env.GATSBY_CLIENT_ID,
    TOKKO_KEY: env.TOKKO_KEY,
  }
}

let cached: SiteConfig | undefined

/** The configuration of this build or page, read once. */
export function getConfig(): SiteConfig {
  cached ??= readConfig(readEnv())
  return cached
}

/** The shortest LEAD_TOKEN_SECRET taken: 32 characters, about 190 bits when random. */
export const MIN_TOKEN_SECRET_LENGTH = 32

function isThisMachine(address: string): boolean {
  const host = new URL(address).hostname.replace(/^\[|\]$/g, '')
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host)
}

/** Whether any service is somewhere other than this machine (the demo emulator's place). */
export function usesRealServices(config: SiteConfig): boolean {
  return [config.proxyUrl, config.brokerUrl, config.backendUrl].some(
    (address) => !isThisMachine(address),
  )
}

/**
 * Throws a ConfigError naming the variable when the services are real and a secret is the
 * public demo's or missing: the demo key reads nothing real, and form tokens signed without
 * LEAD_TOKEN_SECRET could be forged by anyone who reads this code. With the emulator, anything goes.
 */
export function checkProductionSecrets(env: EnvSource = runtimeEnv()): void {
  const config = readConfig(readEnv(env))
  if (!usesRealServices(config)) return
  if (config.tokkoKey === DEMO_TOKKO_KEY)
    throw new ConfigError(
      'Falta TOKKO_KEY: con servicios reales no se usa la clave de demostración. Definí la clave de Tokko de la inmobiliaria.',
    )
  const secret = env.LEAD_TOKEN_SECRET?.trim() ?? ''
  if (secret.length < MIN_TOKEN_SECRET_LENGTH)
    throw new ConfigError(
      `${secret ? 'LEAD_TOKEN_SECRET es demasiado corto' : 'Falta LEAD_TOKEN_SECRET'}: con servicios reales los formularios necesitan un secreto propio de al menos ${MIN_TOKEN_SECRET_LENGTH} caracteres (por ejemplo, la salida de \`openssl rand -base64 48\`).`,
    )
  // Unset, every canonical address, the sitemap and the links a lead gives the agent would
  // name http://localhost:9000.
  if (!/^https?:\/\/[^/\s]+/i.test(env.SITE_URL?.trim() ?? ''))
    throw new ConfigError(
      `${env.SITE_URL?.trim() ? 'SITE_URL no es una dirección http(s)' : 'Falta SITE_URL'}: con servicios reales el sitio necesita su dirección pública (por ejemplo, https://www.inmobiliaria.com.ar), la de sus direcciones canónicas, su sitemap y los enlaces de cada consulta.`,
    )
}
