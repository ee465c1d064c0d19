/**
 * How a request path becomes a file of public/, as Gatsby lays it out: `/venta/` and `/venta`
 * are `venta/index.html`; a client-only route (`.cache/match-paths.json`: `/venta/*`,
 * `/tokko/*`) is its page's HTML; anything else is the 404 page, with status 404. Only regular
 * files inside public/ are ever served: no directory listing, no dotfile, no host configuration
 * file (`_headers`, `_redirects`), no path that leaves the folder.
 */
import { existsSync, readFileSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'

export interface MatchPath {
  /** The page that answers: `/tokko`. */
  path: string
  /** What it answers: `/tokko/*`. */
  matchPath: string
}

/** Files a host reads for its own configuration: never a page. */
const HOST_FILES = new Set(['_headers', '_redirects'])

/**
 * Names that change with the content: Gatsby's `app-42fd6c19220bb453eb8e.js`,
 * `component---src-pages-contacto-tsx.de10a7af76c52d077fd4.css`, and the icon sprite
 * `icons.a659700ebc298da0cb2a.svg` (scripts/icons.ts).
 */
const HASHED_ASSET = /[-.][0-9a-f]{16,}\.(?:js|css|mjs|svg)(?:\.map)?$/

/** Files read whole and sent compressed (server/compression.ts); others are streamed as they are. */
const TEXT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
}

export const textTypeOf = (file: string): string | null =>
  TEXT_TYPES[path.posix.extname(file).toLowerCase()] ?? null

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'public, max-age=0, must-revalidate'

/**
 * Gatsby's caching rules (gatsby.dev, "Caching Static Sites"): files under /static/ and hashed
 * scripts and styles never change under their name; HTML, page data, app data and everything else
 * (sitemap, data-freshness.json, QR codes) is checked again on every use.
 */
export function cacheControlOf(file: string): string {
  if (file.startsWith('static/') || HASHED_ASSET.test(path.posix.basename(file))) return IMMUTABLE
  return REVALIDATE
}

export function readMatchPaths(root: string): MatchPath[] {
  const file = path.join(root, '.cache', 'match-paths.json')
  if (!existsSync(file)) return []
  return JSON.parse(readFileSync(file, 'utf8')) as MatchPath[]
}

function matchPathPattern(matchPath: string): RegExp {
  const escaped = matchPath
    .replace(/\/\*$/, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  // `/venta/*` answers `/venta` and everything under it, as reach-router matches it.
  return matchPath.endsWith('/*')
    ? new RegExp(`^${escaped}(?:/.*)?$`)
    : new RegExp(`^${escaped}/?$`)
}

/**
 * A request path (percent-encoded, without query) decoded into the segments of a file under
 * public/, or null for one that cannot name such a file: a malformed escape, a NUL, a
 * backslash, a `..` or `.` segment, a segment starting with a dot, an encoded slash.
 */
export function safeSegments(pathname: string): string[] | null {
  if (!pathname.startsWith('/')) return null
  const segments: string[] = []
  for (const raw of pathname.split('/').slice(1)) {
    let segment: string
    try {
      segment = decodeURIComponent(raw)
    } catch {
      return null
    }
    if (segment === '') continue
    if (segment.startsWith('.') || /[\\/\0]/.test(segment)) return null
    segments.push(segment)
  }
  return segments
}

export type Resolution =
  { kind: 'file'; file: string; status: 200 } | { kind: 'not-found' } | { kind: 'refused' }

async function isFile(publicDir: string, relative: string): Promise<boolean> {
  try {
    return (await stat(path.join(publicDir, relative))).isFile()
  } catch {
    return false
  }
}

export function createResolver(publicDir: string, matchPaths: readonly MatchPath[]) {
  const compiled = matchPaths.map((entry) => ({
    pattern: matchPathPattern(entry.matchPath),
    file: `${entry.path.replace(/^\/+|\/+$/g, '')}/index.html`,
  }))
  return async function resolve(pathname: string): Promise<Resolution> {
    const segments = safeSegments(pathname)
    if (!segments) return { kind: 'refused' }
    if (segments.length === 1 && HOST_FILES.has(segments[0] ?? '')) return { kind: 'not-found' }
    const joined = segments.join('/')
    const candidates =
      pathname.endsWith('/') || joined === ''
        ? [joined ? `${joined}/index.html` : 'index.html']
        : [joined, `${joined}/index.html`]
    for (const candidate of candidates)
      if (await isFile(publicDir, candidate)) return { kind: 'file', file: candidate, status: 200 }
    const decoded = `/${joined}`
    for (const route of compiled)
      if (route.pattern.test(decoded) && (await isFile(publicDir, route.file)))
        return { kind: 'file', file: route.file, status: 200 }
    return { kind: 'not-found' }
  }
}
