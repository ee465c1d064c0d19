/**
 * A broker glitch that returns a fraction of the catalogue must not wipe the site: a build that
 * finds less than half the properties of the last successful one stops, unless ALLOW_SHRINK=1
 * says the shrink is real. The last count is kept in a file outside Gatsby's cache.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export interface BuildCounts {
  properties: number
  developments: number
  news: number
  /** When the build that left these counts finished (ISO). */
  finished_at: string
}

export const STATE_FILE = 'last-build.json'

/** The counts of the last successful build, or null when there is none (or it is unreadable). */
export function readLastCounts(stateDir: string): BuildCounts | null {
  try {
    const parsed = JSON.parse(
      readFileSync(path.join(stateDir, STATE_FILE), 'utf8'),
    ) as Partial<BuildCounts>
    return typeof parsed.properties === 'number' && parsed.properties >= 0
      ? {
          properties: parsed.properties,
          developments: parsed.developments ?? 0,
          news: parsed.news ?? 0,
          finished_at: parsed.finished_at ?? '',
        }
      : null
  } catch {
    return null
  }
}

/** Records a successful build's counts (written aside and renamed, so never half a file). */
export function writeLastCounts(stateDir: string, counts: BuildCounts): void {
  mkdirSync(stateDir, { recursive: true })
  const file = path.join(stateDir, STATE_FILE)
  writeFileSync(`${file}.partial`, `${JSON.stringify(counts, null, 2)}\n`)
  renameSync(`${file}.partial`, file)
}

/** Why this build must stop, or null when the catalogue may go ahead. */
export function shrinkProblem(
  found: number,
  last: BuildCounts | null,
  allowShrink: boolean,
): string | null {
  if (allowShrink || last === null || last.properties === 0) return null
  if (found * 2 >= last.properties) return null
  return (
    `El catálogo bajó de ${last.properties} a ${found} propiedades (menos de la mitad que en el ` +
    `último build exitoso${last.finished_at ? `, ${last.finished_at}` : ''}). Puede ser una falla ` +
    'del broker: el build se detiene para no publicar un sitio incompleto. Si la baja es real, ' +
    'volvé a construir con ALLOW_SHRINK=1.'
  )
}
