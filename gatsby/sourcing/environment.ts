/** Build-time switches read from the environment (docs/configuration.md). */
import path from 'node:path'
import { DEFAULT_WITHDRAWN_KEEP_DAYS } from '../../src/domain/property/withdrawn'

/** Where the last successful build's state is kept (outside .cache, which `gatsby clean` wipes). */
export function buildStateDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.BUILD_STATE_DIR || '.build-state')
}

/** ALLOW_SHRINK=1 lets a build publish a catalogue less than half the last one. */
export function allowShrink(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.ALLOW_SHRINK === '1' || env.ALLOW_SHRINK?.toLowerCase() === 'true'
}

/**
 * WITHDRAWN_KEEP_DAYS: how many days a listing that left the catalogue keeps its "ya no
 * disponible" page (0: none). A value that is not a whole number of days is reported and the
 * default used: a typo should neither stop a publication nor drop every such page.
 */
export function withdrawnKeepDays(env: NodeJS.ProcessEnv, warn: (message: string) => void): number {
  const value = env.WITHDRAWN_KEEP_DAYS?.trim()
  if (!value) return DEFAULT_WITHDRAWN_KEEP_DAYS
  if (/^\d+$/.test(value) && Number.isSafeInteger(Number(value))) return Number(value)
  warn(
    `WITHDRAWN_KEEP_DAYS="${value}" no es una cantidad de días (un número entero, 0 o más): ` +
      `las propiedades retiradas conservan su página ${DEFAULT_WITHDRAWN_KEEP_DAYS} días.`,
  )
  return DEFAULT_WITHDRAWN_KEEP_DAYS
}
