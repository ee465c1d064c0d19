/**
 * Where a build will run (docs/deployment.md): the site's functions answer every live read and
 * every lead, so each target carries them. `server`: the production server (server/) on the
 * machines behind the CDN; `netlify`: Netlify's CDN and functions, through Gatsby's adapter.
 * There is no static-only target: without the functions the site shows no live data and loses
 * every lead.
 */
import { ConfigError, type EnvSource } from '../src/config'

export const DEPLOY_TARGETS = ['server', 'netlify'] as const
export type DeployTarget = (typeof DEPLOY_TARGETS)[number]

/** DEPLOY_TARGET, or `netlify` in Netlify's own builds (which set NETLIFY=true), else `server`. */
export function deployTargetOf(env: EnvSource): DeployTarget {
  const given = env.DEPLOY_TARGET?.trim().toLowerCase()
  if (!given) return env.NETLIFY === 'true' ? 'netlify' : 'server'
  const target = DEPLOY_TARGETS.find((name) => name === given)
  if (target) return target
  throw new ConfigError(
    `DEPLOY_TARGET="${given}" no es un destino de publicación. Usá "server" (los archivos en un CDN ` +
      `y el servidor del sitio en las máquinas detrás de él) o "netlify" (CDN y funciones de Netlify). ` +
      `Publicar solo los archivos estáticos no es una opción: sin las funciones no hay datos en vivo ` +
      `ni llegan las consultas.`,
  )
}

/**
 * The largest CV a target's functions take, in MB. The backend takes 5 MB; Netlify's functions
 * take a body of 6 MB at most, and a CV travels as a data URL (a third larger) inside the form's
 * JSON, so a 5 MB CV would be refused there before the function runs.
 */
export function cvMaxMegabytesOf(target: DeployTarget): number {
  return target === 'netlify' ? 4 : 5
}
