/** The emulator's environment variables, read and checked in one place (docs/emulator.md). */
import path from 'node:path'
import { DEFAULT_CLIENT_ID, DEMO_TOKKO_KEY, EMULATOR_ORIGIN } from '../src/config'
import { DEFAULT_PROPERTIES, MAX_PHOTOS_PER_LISTING, MAX_PROPERTIES } from './data'
import type { EmulatorOptions } from './core'
import { parseFaults } from './core/faults'

export interface EmulatorSettings extends EmulatorOptions {
  port: number
  host: string
}

type Env = Partial<Record<string, string | undefined>>

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new Error(`${name} debe ser un entero entre ${min} y ${max} (se recibió "${raw}").`)
  }
  return Number(raw)
}

/** Settings from the environment, defaulting to the values the site expects; throws on bad values. */
export function readEmulatorEnv(env: Env, cwd = process.cwd()): EmulatorSettings {
  const origin = new URL(EMULATOR_ORIGIN)
  const port = integer(env, 'PORT', Number(origin.port), 0, 65535)
  const source = env.EMULATOR_LISTING_SOURCE?.trim() || 'tokko'
  if (source !== 'tokko' && source !== 'backend') {
    throw new Error(
      `EMULATOR_LISTING_SOURCE debe ser "tokko" o "backend" (se recibió "${source}").`,
    )
  }
  const faults = env.EMULATOR_FAULTS?.trim() || undefined
  if (faults) parseFaults(faults)
  const seed = env.EMULATOR_FAULTS_SEED?.trim()
  return {
    port,
    host: origin.hostname,
    publicUrl: env.EMULATOR_PUBLIC_URL?.trim() || undefined,
    tokkoKey: env.EMULATOR_TOKKO_KEY?.trim() || DEMO_TOKKO_KEY,
    clientId: integer(env, 'EMULATOR_CLIENT_ID', DEFAULT_CLIENT_ID, 1, Number.MAX_SAFE_INTEGER),
    listingSource: source,
    settingsKeys: env.EMULATOR_SETTINGS_KEYS?.trim() !== '0',
    properties: integer(env, 'DEMO_PROPERTIES', DEFAULT_PROPERTIES, 0, MAX_PROPERTIES),
    photosPerListing: env.DEMO_PHOTOS?.trim()
      ? integer(env, 'DEMO_PHOTOS', 0, 0, MAX_PHOTOS_PER_LISTING)
      : undefined,
    // Another seed is another agency of the same shape: data the site has never been built on.
    seed: integer(env, 'DEMO_SEED', 1, 1, 2 ** 31 - 1),
    dataDir: path.resolve(cwd, env.EMULATOR_DATA_DIR?.trim() || '.emulator-data'),
    faults,
    faultsSeed: seed ? integer(env, 'EMULATOR_FAULTS_SEED', 0, 0, 2 ** 32 - 1) : undefined,
  }
}
