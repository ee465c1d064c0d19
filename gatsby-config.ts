import { availableParallelism } from 'node:os'
import type { GatsbyConfig } from 'gatsby'
import { recordFailure } from './gatsby/buildFailure'
import { cvMaxMegabytesOf, deployTargetOf } from './gatsby/deployTarget'
import { netlifyAdapter } from './gatsby/netlifyAdapter'
import { ConfigError, siteUrlOf } from './src/config'

// Gatsby renders pages in (cores - 1) workers, keeping a core for its main process, which sits
// idle while they render: one worker per core (up to 8) renders faster. Set GATSBY_CPU_COUNT to
// choose otherwise.
process.env.GATSBY_CPU_COUNT ??= String(Math.min(availableParallelism(), 8) + 1)

// The public address of the built site: canonical URLs, Open Graph and the sitemap use it.
const siteUrl = siteUrlOf(process.env.SITE_URL)

// Where the build will run (docs/deployment.md): the production server, or Netlify through
// Gatsby's adapter. The form and the functions check the CV against the target's limit.
const target = (() => {
  try {
    return deployTargetOf(process.env)
  } catch (error) {
    if (error instanceof ConfigError)
      recordFailure('build', {
        kind: 'config',
        message: `Configuración inválida: ${error.message}`,
      })
    throw error
  }
})()
process.env.GATSBY_CV_MAX_MB = String(cvMaxMegabytesOf(target))

const config: GatsbyConfig = {
  siteMetadata: {
    title: 'Inmobiliaria',
    description:
      'Propiedades en venta y alquiler, emprendimientos y novedades del mercado inmobiliario.',
    siteUrl,
  },
  // Types for page queries (Queries.*) are written on build too, so CI can type-check a fresh clone.
  graphqlTypegen: { generateOnBuild: true },
  jsxRuntime: 'automatic',
  trailingSlash: 'ignore',
  // A Netlify build runs Gatsby's Netlify adapter (gatsby/netlifyAdapter.ts); the server needs none.
  ...(target === 'netlify' && { adapter: netlifyAdapter() }),
}

export default config
