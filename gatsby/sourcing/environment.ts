/** Build-time switches read from the environment (documented in the README). */
import path from 'node:path'

/** Where the last successful build's counts are kept (outside .cache, which `gatsby clean` wipes). */
export function buildStateDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.BUILD_STATE_DIR || '.build-state')
}

/** ALLOW_SHRINK=1 lets a build publish a catalogue less than half the last one. */
export function allowShrink(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.ALLOW_SHRINK === '1' || env.ALLOW_SHRINK?.toLowerCase() === 'true'
}
