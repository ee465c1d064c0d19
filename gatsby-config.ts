import type { GatsbyConfig } from 'gatsby'

// The public address of the built site: canonical URLs, Open Graph and the sitemap use it.
const siteUrl = (process.env.SITE_URL || 'http://localhost:9000').replace(/\/+$/, '')

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
}

export default config
