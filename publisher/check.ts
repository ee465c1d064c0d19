/**
 * `npm run publish:check [folder]`: the smoke check of a built site (public/ by default), as the
 * publisher runs it before publishing; the publish workflow runs it before deploying.
 */
import path from 'node:path'
import { smokeCheck } from './smoke'

const publicDir = path.resolve(process.argv[2] ?? 'public')
const problems = smokeCheck(publicDir)
if (problems.length) {
  console.error(`El sitio de ${publicDir} no pasa la verificación:`)
  for (const problem of problems) console.error(`  - ${problem}`)
  process.exit(1)
}
console.log(`${publicDir}: inicio, listado, propiedad y sitemap presentes.`)
