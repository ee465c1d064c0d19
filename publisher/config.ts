/** The publisher's settings, from the environment (docs/publishing.md). */
import path from 'node:path'
import {
  checkProductionSecrets,
  MIN_TOKEN_SECRET_LENGTH,
  readConfig,
  readEnv,
  usesRealServices,
} from '../src/config'
import { SERVER_LIMITS } from './httpServer'

export interface PublisherConfig {
  /** The site's checkout: where `npm run build` runs and .cache, public and .build-state live. */
  root: string
  /** Where releases/ and the `current` link are kept. */
  publishDir: string
  host: string
  port: number
  /** 0: no polling, only hooks. */
  pollMinutes: number
  /** Empty: every hook is refused. */
  webhookSecret: string
  /** Empty: /status is answered only to this machine itself. */
  statusToken: string
  keepReleases: number
  maxConnections: number
}

function number(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  { min, integer }: { min: number; integer: boolean },
): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value < min || (integer && !Number.isInteger(value)))
    throw new Error(
      `${name}="${raw}" no es válido: se espera un número ${integer ? 'entero ' : ''}≥ ${min}.`,
    )
  return value
}

const secretHint = `al menos ${MIN_TOKEN_SECRET_LENGTH} caracteres (por ejemplo, la salida de \`openssl rand -hex 32\`)`

/**
 * With real services the site's production secrets (src/config.ts) must be set, and the hooks'
 * secret too: the publisher would otherwise build a site whose forms fail, or take no hooks.
 * With the demo emulator on this machine none is needed.
 */
function checkPublisherSecrets(env: NodeJS.ProcessEnv): void {
  if (!usesRealServices(readConfig(readEnv(env)))) return
  checkProductionSecrets(env)
  const secret = env.PUBLISH_WEBHOOK_SECRET?.trim() ?? ''
  if (secret.length < MIN_TOKEN_SECRET_LENGTH)
    throw new Error(
      `${secret ? 'PUBLISH_WEBHOOK_SECRET es demasiado corto' : 'Falta PUBLISH_WEBHOOK_SECRET'}: con servicios reales los hooks necesitan un secreto de ${secretHint}.`,
    )
}

function statusToken(env: NodeJS.ProcessEnv): string {
  const token = env.PUBLISH_STATUS_TOKEN?.trim() ?? ''
  if (token && token.length < MIN_TOKEN_SECRET_LENGTH)
    throw new Error(`PUBLISH_STATUS_TOKEN es demasiado corto: debe tener ${secretHint}.`)
  return token
}

/** Reads the settings; throws an Error with a Spanish message naming a bad or missing variable. */
export function readPublisherConfig(env: NodeJS.ProcessEnv, root: string): PublisherConfig {
  checkPublisherSecrets(env)
  return {
    root,
    publishDir: path.resolve(root, env.PUBLISH_DIR?.trim() || '.publish'),
    host: env.PUBLISH_HOST?.trim() || '0.0.0.0',
    port: number(env, 'PUBLISH_PORT', 9100, { min: 0, integer: true }),
    pollMinutes: number(env, 'PUBLISH_POLL_MINUTES', 5, { min: 0, integer: false }),
    webhookSecret: env.PUBLISH_WEBHOOK_SECRET ?? '',
    statusToken: statusToken(env),
    keepReleases: number(env, 'PUBLISH_KEEP_RELEASES', 5, { min: 1, integer: true }),
    maxConnections: number(env, 'PUBLISH_MAX_CONNECTIONS', SERVER_LIMITS.maxConnections, {
      min: 1,
      integer: true,
    }),
  }
}
