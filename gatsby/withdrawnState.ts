/**
 * The build state behind the "ya no disponible" pages: what the last successful build published
 * (published.json) and the withdrawn listings it kept (withdrawn.json). createPages reads both and
 * writes this build's pair aside (*.pending.json); onPostBuild promotes them, so a failed build
 * never changes what the next one starts from. The rule itself is src/domain/property/withdrawn.ts.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Property } from '../src/domain/types'
import {
  parsePublished,
  parseWithdrawn,
  publishedListings,
  serializeListings,
  withdrawnListings,
  type ListingsRead,
  type WithdrawnListing,
} from '../src/domain/property/withdrawn'
import { promotePending, writeAtomically } from './sourcing/fingerprint'

export const PUBLISHED_FILE = 'published.json'
export const WITHDRAWN_FILE = 'withdrawn.json'
const pendingName = (name: string) => name.replace(/\.json$/, '.pending.json')

type Warn = (message: string) => void

/**
 * A state file's listings. A missing, unreadable or damaged file counts as none, with a warning
 * that says what this build then leaves out (`loss`); on a first build (`firstBuild`: neither
 * file is there) a missing one is what is expected, and says nothing.
 */
function readListings<T>(
  stateDir: string,
  name: string,
  parse: (text: string) => ListingsRead<T>,
  loss: string,
  { warn, firstBuild }: { warn: Warn; firstBuild: boolean },
): T[] {
  let text: string
  try {
    text = readFileSync(path.join(stateDir, name), 'utf8')
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT'
    if (missing && firstBuild) return []
    const why = missing ? 'no está' : `no se pudo leer (${(error as Error).message})`
    warn(`${name} ${why}: ${loss}.`)
    return []
  }
  const { listings, problem } = parse(text)
  if (problem) warn(`${name} ${problem}: ${listings.length ? 'se usa lo legible' : loss}.`)
  return listings
}

export interface WithdrawnOptions {
  now: Date
  keepDays: number
  warn: Warn
}

/**
 * The withdrawn listings this build publishes, from the last build's state and `properties` (the
 * catalogue now); this build's published and withdrawn listings are written aside.
 */
export function updateWithdrawnState(
  stateDir: string,
  properties: readonly Property[],
  { now, keepDays, warn }: WithdrawnOptions,
): WithdrawnListing[] {
  const firstBuild = ![PUBLISHED_FILE, WITHDRAWN_FILE].some((name) =>
    existsSync(path.join(stateDir, name)),
  )
  const withdrawn = withdrawnListings({
    published: readListings(
      stateDir,
      PUBLISHED_FILE,
      parsePublished,
      'las propiedades que dejaron el catálogo desde el último build no tendrán su página «ya no disponible»',
      { warn, firstBuild },
    ),
    withdrawn: readListings(
      stateDir,
      WITHDRAWN_FILE,
      parseWithdrawn,
      'las páginas «ya no disponible» de builds anteriores no se vuelven a publicar',
      { warn, firstBuild },
    ),
    current: properties,
    now,
    keepDays,
  })
  writeAtomically(
    path.join(stateDir, pendingName(PUBLISHED_FILE)),
    serializeListings(publishedListings(properties)),
  )
  writeAtomically(path.join(stateDir, pendingName(WITHDRAWN_FILE)), serializeListings(withdrawn))
  return withdrawn
}

/** The withdrawn listings this build published (after createPages, before the promotion). */
export function readPendingWithdrawn(stateDir: string): WithdrawnListing[] {
  try {
    return parseWithdrawn(readFileSync(path.join(stateDir, pendingName(WITHDRAWN_FILE)), 'utf8'))
      .listings
  } catch {
    return []
  }
}

/** A successful build's listings become the state the next build starts from. */
export function promotePendingListings(stateDir: string): void {
  for (const name of [PUBLISHED_FILE, WITHDRAWN_FILE])
    promotePending(stateDir, pendingName(name), name)
}
