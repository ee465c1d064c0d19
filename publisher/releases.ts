/**
 * Releases: each successful build is copied to `releases/<time>/` under the publish folder, as a
 * folder the production server (server/) can serve on its own (public/, the compiled functions,
 * the match paths), and `current` is a symbolic link to the one being served, switched with a
 * rename so a reader sees the old release or the new one, never half of one. Files a build did
 * not touch are hard links to the previous release's (releases are never written once made), so a
 * release costs the disk and the time of what changed.
 */
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
  type Stats,
} from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'

export interface Release {
  name: string
  dir: string
  /** When it was made, from its name. */
  createdAt: Date
}

export interface ReleaseInfo {
  name: string
  created_at: string
  /** What made it: the build's reasons. */
  reasons: string[]
  html_rewritten: number
  build_seconds: number
  /** The code it was built from (publisher/codeFingerprint.ts); absent in older releases. */
  code_fingerprint?: string
}

export const RELEASE_INFO = 'release.json'
/** In a release `current` has pointed at: written when it is first served. */
const SERVED_MARK = 'served-at'
const RELEASES = 'releases'
const CURRENT = 'current'
/** What of .cache/ the production server reads besides public/. */
const CACHE_PARTS = ['functions', 'match-paths.json']
/**
 * What a build promotes in .build-state (gatsby/postBuild.ts): the change check's baseline and
 * the listings kept. A release keeps a copy; a build not published puts them back.
 */
export const BUILD_STATE_FILES = [
  'fingerprint.json',
  'last-build.json',
  'published.json',
  'withdrawn.json',
]

/** `2026-11-24T14:05:09.123Z` → `2026-11-24T14-05-09-123Z`: sortable and safe in a path. */
export function releaseName(at: Date): string {
  return at.toISOString().replace(/[:.]/g, '-')
}

function dateOf(name: string): Date {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z/.exec(name)
  return match
    ? new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z`)
    : new Date(NaN)
}

function release(publishDir: string, name: string): Release {
  return { name, dir: path.join(publishDir, RELEASES, name), createdAt: dateOf(name) }
}

/** Every complete release, oldest first. */
export function listReleases(publishDir: string): Release[] {
  const dir = path.join(publishDir, RELEASES)
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => existsSync(path.join(dir, name, RELEASE_INFO)))
    .sort()
    .map((name) => release(publishDir, name))
}

/** The release `current` points at, or null before the first publication. */
export function currentRelease(publishDir: string): Release | null {
  try {
    const target = readlinkSync(path.join(publishDir, CURRENT))
    const name = path.basename(target)
    return existsSync(path.join(publishDir, RELEASES, name, RELEASE_INFO))
      ? release(publishDir, name)
      : null
  } catch {
    return null
  }
}

export function readReleaseInfo(release: Release): ReleaseInfo | null {
  try {
    return JSON.parse(readFileSync(path.join(release.dir, RELEASE_INFO), 'utf8')) as ReleaseInfo
  } catch {
    return null
  }
}

export interface CopyCount {
  copied: number
  linked: number
}

// A copy keeps its source's time to the millisecond (utimes takes no finer time from a Date).
const sameFile = (a: Stats, b: Stats) => a.size === b.size && Math.abs(a.mtimeMs - b.mtimeMs) < 1

/**
 * Copies the tree `from` to `to`: a file with the same size and modification time as its
 * counterpart under `previous` is hard-linked to it (rsync's quick check); any other is copied,
 * keeping its modification time so that the next release can link to it.
 */
function copyTree(from: string, to: string, previous: string | null, count: CopyCount): void {
  mkdirSync(to, { recursive: true })
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    const before = previous && path.join(previous, entry.name)
    if (entry.isDirectory()) {
      copyTree(source, target, before, count)
      continue
    }
    if (!entry.isFile()) continue
    const stats = statSync(source)
    if (before) {
      try {
        if (sameFile(stats, statSync(before))) {
          linkSync(before, target)
          count.linked++
          continue
        }
      } catch {
        // Not in the previous release: copied below.
      }
    }
    copyFileSync(source, target)
    utimesSync(target, stats.atime, stats.mtime)
    count.copied++
  }
}

/**
 * Makes a release of the site built in `siteRoot` (its public/, .cache/ and `stateDir`). It is
 * written under a temporary name and renamed when complete, so a half-made release is never
 * listed.
 */
export function createRelease(
  publishDir: string,
  siteRoot: string,
  stateDir: string,
  info: Omit<ReleaseInfo, 'name' | 'created_at'>,
  at: Date = new Date(),
): { release: Release; count: CopyCount } {
  const made = release(publishDir, releaseName(at))
  const previous = currentRelease(publishDir) ?? listReleases(publishDir).at(-1) ?? null
  const partial = `${made.dir}.partial`
  rmSync(partial, { recursive: true, force: true })
  const count: CopyCount = { copied: 0, linked: 0 }
  const from = (dir: string | null, ...parts: string[]) => (dir ? path.join(dir, ...parts) : null)
  copyTree(
    path.join(siteRoot, 'public'),
    path.join(partial, 'public'),
    from(previous?.dir ?? null, 'public'),
    count,
  )
  for (const part of CACHE_PARTS) {
    const source = path.join(siteRoot, '.cache', part)
    if (!existsSync(source)) continue
    const target = path.join(partial, '.cache', part)
    if (statSync(source).isDirectory())
      copyTree(source, target, from(previous?.dir ?? null, '.cache', part), count)
    else {
      mkdirSync(path.dirname(target), { recursive: true })
      copyFileSync(source, target)
    }
  }
  for (const part of BUILD_STATE_FILES) {
    const source = path.join(stateDir, part)
    if (existsSync(source)) {
      mkdirSync(path.join(partial, 'build-state'), { recursive: true })
      copyFileSync(source, path.join(partial, 'build-state', part))
    }
  }
  const complete: ReleaseInfo = { name: made.name, created_at: at.toISOString(), ...info }
  writeFileSync(path.join(partial, RELEASE_INFO), `${JSON.stringify(complete, null, 2)}\n`)
  renameSync(partial, made.dir)
  return { release: made, count }
}

const readIfThere = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : null)

/**
 * Puts back the served release's build state when the one in `stateDir` was never published: a
 * build promotes its state at its end (gatsby/postBuild.ts), so a publisher that died before
 * publishing it (its release made, or not yet) would leave the change check comparing the
 * catalogue with a build no visitor sees. A state that a release once served has is left alone
 * (a rollback moved `current` back on purpose). Says whether it put anything back.
 */
export function restoreUnpublishedState(publishDir: string, stateDir: string): boolean {
  const current = currentRelease(publishDir)
  if (!current) return false
  const mark = (dir: string) => readIfThere(path.join(dir, 'last-build.json'))
  const ours = mark(stateDir)
  const served = listReleases(publishDir).filter(
    (release) => release.name === current.name || existsSync(path.join(release.dir, SERVED_MARK)),
  )
  if (served.some((release) => mark(path.join(release.dir, 'build-state')) === ours)) return false
  mkdirSync(stateDir, { recursive: true })
  for (const part of BUILD_STATE_FILES) {
    const kept = path.join(current.dir, 'build-state', part)
    const file = path.join(stateDir, part)
    if (existsSync(kept)) copyFileSync(kept, file)
    else rmSync(file, { force: true })
  }
  return true
}

/**
 * Points `current` at `release` atomically (a new link renamed over the old one), marking the
 * release as served first: a release made but never served is told apart from one a rollback left.
 */
export function switchCurrent(publishDir: string, target: Release): void {
  writeFileSync(path.join(target.dir, SERVED_MARK), `${new Date().toISOString()}\n`)
  const link = path.join(publishDir, CURRENT)
  const next = `${link}.next`
  rmSync(next, { force: true })
  symlinkSync(path.join(RELEASES, target.name), next)
  renameSync(next, link)
}

/**
 * Removes all but the newest `keep` releases; the current one always stays. Asynchronous: a
 * release holds thousands of files, and the publisher serves the site from the same event loop.
 */
export async function pruneReleases(publishDir: string, keep: number): Promise<Release[]> {
  const current = currentRelease(publishDir)?.name
  const releases = listReleases(publishDir)
  const removed = releases
    .slice(0, Math.max(0, releases.length - keep))
    .filter((old) => old.name !== current)
  const dir = path.join(publishDir, RELEASES)
  // And the leftovers of a copy that was interrupted.
  const partial = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.partial'))
        .map((name) => path.join(dir, name))
    : []
  await Promise.all(
    [...removed.map((old) => old.dir), ...partial].map((target) =>
      rm(target, { recursive: true, force: true }),
    ),
  )
  return removed
}

/** Switches `current` back to the release before it; throws (in Spanish) when there is none. */
export function rollback(publishDir: string): { from: Release; to: Release } {
  const current = currentRelease(publishDir)
  if (!current) throw new Error('No hay una versión publicada: no hay a qué volver.')
  const releases = listReleases(publishDir)
  const index = releases.findIndex((item) => item.name === current.name)
  const to = index > 0 ? releases[index - 1] : undefined
  if (!to)
    throw new Error(`La versión publicada (${current.name}) es la más antigua que se guarda.`)
  switchCurrent(publishDir, to)
  return { from: current, to }
}

/** The HTML files under `publicDir` written at or after `since` (what a build rewrote). */
export function htmlWrittenSince(publicDir: string, since: Date): string[] {
  const found: string[] = []
  const limit = since.getTime()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('.html') && statSync(full).mtimeMs >= limit)
        found.push(path.relative(publicDir, full))
    }
  }
  if (existsSync(publicDir)) walk(publicDir)
  return found.sort()
}
