/**
 * The scripts' source maps stay with the build, not the site: webpack writes them without the
 * comment that points browsers at them (`hidden-source-map`, gatsby/webpack.ts) and this moves
 * them out of public/, so the readable source of every page is not one request away while a
 * developer can still map a production stack trace (`.cache/source-maps/`, the last build's).
 */
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'

/** Moves every `*.map` at the top of `publicDir` into `keptDir`, emptied first. Counts them. */
export function moveSourceMaps(publicDir: string, keptDir: string): number {
  rmSync(keptDir, { recursive: true, force: true })
  mkdirSync(keptDir, { recursive: true })
  let moved = 0
  for (const name of readdirSync(publicDir)) {
    if (!name.endsWith('.map')) continue
    renameSync(path.join(publicDir, name), path.join(keptDir, name))
    moved++
  }
  return moved
}
