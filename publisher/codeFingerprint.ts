/**
 * The fingerprint of the site's code: one hash of every file that shapes what a build writes.
 * Gatsby inlines the CSS into each page and does not render again a page whose data did not
 * change, so a build on the kept cache after a code change can publish old styles; the publisher
 * builds clean when this fingerprint differs from the one recorded with the last release.
 */
import { createHash } from 'node:crypto'
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readFileSync,
  writeFileSync,
  type Dirent,
} from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'

/**
 * Folders whose files shape the build: the pages and components, the build's Node code, the
 * server code the Functions compile in (src/api imports server/), and the files copied as they are.
 */
export const CODE_FOLDERS = ['src', 'gatsby', 'server', 'static']

/**
 * Files at the root that shape the build: Gatsby's own files, the dependencies, and any Babel,
 * PostCSS, Browserslist or production environment file (Gatsby reads each when present).
 */
const ROOT_FILE =
  /^(?:gatsby-[^/]+\.[cm]?[jt]sx?|package(?:-lock)?\.json|tsconfig\.json|\.babelrc(?:\.[cm]?js|\.json)?|babel\.config\.(?:[cm]?js|json)|postcss\.config\.[cm]?[jt]s|\.postcssrc(?:\.[a-z]+)?|\.browserslistrc|\.env\.production)$/

/** Folders never part of it: tests, dependencies, build output. */
const SKIPPED_FOLDERS = new Set(['__tests__', '__mocks__', 'node_modules', '.cache', 'public'])
/** Tests and documentation: they do not reach a page. */
const SKIPPED_FILE = /\.(?:test|spec)\.[cm]?[jt]sx?$|\.md$/
/** Written by the build itself (graphqlTypegen): counted, it would make the next build clean. */
const GENERATED = new Set(['src/gatsby-types.d.ts'])

const counted = (relative: string) => !SKIPPED_FILE.test(relative) && !GENERATED.has(relative)

/** A file, or a link to one (a link to a folder is not followed: it could loop). */
async function isFile(file: string, entry: Dirent): Promise<boolean> {
  if (entry.isFile()) return true
  if (!entry.isSymbolicLink()) return false
  return (await stat(file).catch(() => null))?.isFile() ?? false
}

async function walk(root: string, relative: string, found: string[]): Promise<void> {
  let entries: Dirent[]
  try {
    entries = await readdir(path.join(root, relative), { withFileTypes: true })
  } catch {
    return // A folder the site does not have (static/, say).
  }
  for (const entry of entries) {
    const child = `${relative}/${entry.name}`
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) await walk(root, child, found)
    } else if (counted(child) && (await isFile(path.join(root, child), entry))) found.push(child)
  }
}

/** The files the fingerprint covers, relative to `root` with `/`, sorted by code unit. */
export async function codeFiles(root: string): Promise<string[]> {
  const found: string[] = []
  for (const entry of await readdir(root, { withFileTypes: true }))
    if (
      ROOT_FILE.test(entry.name) &&
      counted(entry.name) &&
      (await isFile(path.join(root, entry.name), entry))
    )
      found.push(entry.name)
  for (const folder of CODE_FOLDERS) await walk(root, folder, found)
  // Not localeCompare: the order, and so the hash, must not depend on the machine's locale.
  return found.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
}

function hashFile(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256')
    createReadStream(file)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
  })
}

export interface CodeFingerprint {
  /** sha256, hex. */
  hash: string
  files: number
}

/**
 * The hash of every file `codeFiles` lists: its path and the hash of its content, in order, so a
 * renamed or moved file changes it too. Files are read as streams, a few at a time.
 */
export async function codeFingerprint(root: string): Promise<CodeFingerprint> {
  const files = await codeFiles(root)
  const digests: string[] = new Array<string>(files.length)
  let next = 0
  const worker = async () => {
    while (next < files.length) {
      const index = next++
      digests[index] = await hashFile(path.join(root, files[index]!))
    }
  }
  await Promise.all(Array.from({ length: Math.min(16, files.length) }, worker))
  const hash = createHash('sha256')
  files.forEach((file, index) => hash.update(`${file}\0${digests[index]}\n`))
  return { hash: hash.digest('hex'), files: files.length }
}

/** What the publisher keeps of the code its last release was built from. */
export interface CodeRecord {
  fingerprint: string
  release: string
  recorded_at: string
  /**
   * Set when a clean build removed the cache and was not published (yet): the kept cache is then
   * not of `fingerprint`, even if the code goes back to it.
   */
  cache_cleared?: true
}

/** Kept beside the build state (outside .cache, which a clean build removes). */
export const CODE_RECORD = 'code.json'

export function readCodeRecord(stateDir: string): CodeRecord | null {
  const file = path.join(stateDir, CODE_RECORD)
  if (!existsSync(file)) return null
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as Partial<CodeRecord>
    return typeof record.fingerprint === 'string' ? (record as CodeRecord) : null
  } catch {
    return null
  }
}

export function writeCodeRecord(stateDir: string, record: CodeRecord): void {
  mkdirSync(stateDir, { recursive: true })
  writeFileSync(path.join(stateDir, CODE_RECORD), `${JSON.stringify(record, null, 2)}\n`)
}

/** Notes, before a clean build removes the cache, that the kept cache is no longer the release's. */
export function markCacheCleared(stateDir: string): void {
  const record = readCodeRecord(stateDir)
  if (record && !record.cache_cleared) writeCodeRecord(stateDir, { ...record, cache_cleared: true })
}

export const CLEAN_BECAUSE_CHANGED =
  'El código cambió desde la última publicación: construcción completa.'
export const CLEAN_BECAUSE_UNRECORDED =
  'No hay registro del código de la última publicación: construcción completa.'
export const CLEAN_BECAUSE_CLEARED =
  'La última construcción completa no se publicó: construcción completa otra vez.'
export const KEPT_CACHE = 'El código no cambió desde la última publicación: build sobre la caché.'

export type CacheDecision = { clean: true; reason: string } | { clean: false; reason: null }

/**
 * Clean when the kept cache may not be of the current code: the code is not the one the last
 * release was built from, that is unknown, or a clean build since removed the cache.
 */
export function decideCache(current: string, recorded: CodeRecord | null): CacheDecision {
  if (!recorded) return { clean: true, reason: CLEAN_BECAUSE_UNRECORDED }
  if (recorded.fingerprint !== current) return { clean: true, reason: CLEAN_BECAUSE_CHANGED }
  if (recorded.cache_cleared) return { clean: true, reason: CLEAN_BECAUSE_CLEARED }
  return { clean: false, reason: null }
}
