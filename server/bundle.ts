/**
 * `npm run bundle`: what a machine behind the CDN runs, in one folder (`.deploy/` by default, or
 * the folder given): the production server as one file, `server.cjs`, with Fastify and every
 * package it uses inside (the machine needs Node 20 and nothing from npm), and the built site it
 * serves: public/, the compiled functions and the match paths. On the machine:
 * `node server.cjs` with PORT, TRUST_PROXY, REDIS_URL and the services' settings
 * (docs/deployment.md). Run after `npm run build` for the production server (DEPLOY_TARGET=server).
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

const checkout = path.resolve(__dirname, '..')

/** What the server reads of a build (server/staticSite.ts, server/functions.ts). */
const SITE_PARTS = ['public', '.cache/functions', '.cache/match-paths.json']

export class BundleError extends Error {
  override name = 'BundleError'
}

/** Why the build in `siteRoot` cannot be bundled for the production server, or null. */
export function bundleProblem(siteRoot: string): string | null {
  if (!existsSync(path.join(siteRoot, 'public/index.html')))
    return 'no hay un sitio construido: ejecutá `npm run build` primero.'
  if (existsSync(path.join(siteRoot, '.cache/netlify-moves.json')))
    return 'el último build fue para Netlify (DEPLOY_TARGET=netlify), con sus páginas en otro lugar: construí de nuevo sin DEPLOY_TARGET o con DEPLOY_TARGET=server.'
  const manifest = path.join(siteRoot, '.cache/functions/manifest.json')
  if (!existsSync(manifest)) return 'el build no dejó sus funciones (.cache/functions).'
  const functions = JSON.parse(readFileSync(manifest, 'utf8')) as {
    relativeCompiledFilePath: string
  }[]
  const missing = functions.filter(
    (entry) => !existsSync(path.join(siteRoot, '.cache/functions', entry.relativeCompiledFilePath)),
  )
  if (functions.length === 0 || missing.length > 0)
    return `faltan funciones compiladas: ${missing.map((entry) => entry.relativeCompiledFilePath).join(', ') || 'ninguna en el manifiesto'}.`
  return null
}

/** Writes the bundle of the site built in `siteRoot` into `out` (emptied first). */
export async function writeBundle(siteRoot: string, out: string): Promise<void> {
  const problem = bundleProblem(siteRoot)
  if (problem) throw new BundleError(problem)
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  await build({
    entryPoints: [path.join(checkout, 'server/cli.ts')],
    outfile: path.join(out, 'server.cjs'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    // The functions are required by their path at run time, from the bundle's .cache/functions.
    logLevel: 'error',
    legalComments: 'none',
  })
  for (const part of SITE_PARTS)
    cpSync(path.join(siteRoot, part), path.join(out, part), { recursive: true })
  writeFileSync(
    path.join(out, 'package.json'),
    `${JSON.stringify({ private: true, engines: { node: '>=20' }, scripts: { start: 'node server.cjs' } }, null, 2)}\n`,
  )
}

if (require.main === module) {
  const out = path.resolve(process.argv[2] ?? '.deploy')
  writeBundle(process.cwd(), out)
    .then(() => console.log(`Servidor y sitio listos para las máquinas en ${out}: node server.cjs`))
    .catch((error: unknown) => {
      if (!(error instanceof BundleError)) throw error
      console.error(`No se armó el paquete del servidor: ${error.message}`)
      process.exit(1)
    })
}
