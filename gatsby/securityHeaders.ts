/**
 * `public/_headers`, in the format Netlify and Cloudflare Pages share (a path, then its headers
 * indented), written after every build; `npm start` applies the same file (scripts/serve).
 *
 * How the rules are laid out, and why:
 * - `/*` carries the headers every response gets, and the part of the Content-Security-Policy
 *   that is the same on every page (everything but `default-src` and `script-src`).
 * - Every page gets a rule of its own with the whole policy: `script-src` lists the hashes of the
 *   inline scripts of that page's built HTML (Gatsby writes `window.pagePath` into each one).
 * - A host applies every rule that matches an address; two Content-Security-Policy values are
 *   joined into two policies and both enforced (Netlify's dev server keeps the later one
 *   instead). So the policy of `/*` only ever adds restrictions every page already has, and two
 *   rules that can match one address never carry different page policies: a page answering a
 *   whole sub-tree (`/venta/*`, the client-only `/tokko/*`) has one policy for its path and its
 *   splat, with the hashes of the static documents under the splat (the `/tokko/{id}` redirects)
 *   added to it instead of rules of their own.
 * - An address no page answers gets the 404 page with the `/*` rule only: no script list there,
 *   as it would bind every page too (`/404` and `/404.html` themselves have their whole policy).
 * - Page data, scripts, styles and pictures get the `/*` rule: a policy governs documents only.
 * - Size and time: a rule of about 1.1 KB a page, 5.4 MB for 5,000 property pages, read and
 *   hashed with their 5,000 redirects in 1.4 to 4.4 s here (2 shared cores); the demo's 427
 *   documents in well under a second. Netlify's documentation names no limit on the file;
 *   Cloudflare Pages reads at most 100 rules of 2,000 characters a line at most, which per-page
 *   policies exceed from the demo on (about 250 pages).
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { readMapTilesConfig } from '../src/config'
import { frameSources } from '../src/domain/frameSources'
import type { Development, Photo, Property } from '../src/domain/types'
import type { WithdrawnListing } from '../src/domain/withdrawn'
import { externalScriptSources, inlineScriptHashes } from './inlineScripts'
import type { BuiltCatalog } from './pages/shared'

export const HEADERS_FILE = '_headers'

/**
 * Powerful features no page of the site uses, off for the site and any frame it embeds. Only
 * names Chromium knows (it warns of any other in the console; 'bluetooth' is one).
 */
const FEATURES_OFF = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'magnetometer',
  'display-capture',
  'idle-detection',
  'screen-wake-lock',
  'browsing-topics',
]
// Left at the browser's default (this page and the frames it delegates to with `allow`): what the
// video and tour players ask for in MediaEmbed (accelerometer, autoplay, clipboard-write,
// encrypted-media, fullscreen, gyroscope, picture-in-picture, xr-spatial-tracking). A header
// allowlist of `self` would keep the page from delegating them to the players' origins.
export const PERMISSIONS_POLICY = FEATURES_OFF.map((feature) => `${feature}=()`).join(', ')

/** The headers of every response (the `/*` rule), besides the site-wide part of the policy. */
export const SITE_HEADERS: readonly (readonly [string, string])[] = [
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Permissions-Policy', PERMISSIONS_POLICY],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
]

/** The origin of an absolute http(s) address, or null (relative addresses are the site's own). */
export function originOf(address: string): string | null {
  try {
    const url = new URL(address)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

const photoAddresses = (photos: readonly Photo[]) =>
  photos.flatMap((photo) => [photo.image, photo.original, photo.thumb])

function listingAddresses(listing: Property | Development): string[] {
  const units = 'units' in listing ? listing.units.flatMap(listingAddresses) : []
  return [
    ...photoAddresses(listing.photos),
    ...photoAddresses(listing.blueprints),
    ...listing.files.map((file) => file.url),
    listing.producer?.picture ?? '',
    ...units,
  ]
}

/**
 * Every origin the catalogue's pictures come from: photos and blueprints (all three sizes),
 * attachments, producers' pictures, news images, the settings' share image and team pictures;
 * and the cards of the withdrawn listings' pages, which the catalogue no longer holds.
 * Cards loaded live after the build come from the same services, so from the same hosts.
 */
export function mediaOrigins(
  catalog: BuiltCatalog,
  withdrawn: readonly WithdrawnListing[],
): string[] {
  const { settings } = catalog
  const addresses = [
    ...catalog.properties.flatMap(listingAddresses),
    ...withdrawn.flatMap((listing) => photoAddresses(listing.card.photos)),
    ...catalog.developments.flatMap(listingAddresses),
    ...catalog.news.map((entry) => entry.main_image),
    settings.seo.image,
    ...settings.modules.about.team.map((member) => member.picture),
  ]
  const origins = new Set<string>()
  for (const address of addresses) {
    const origin = address ? originOf(address) : null
    if (origin) origins.add(origin)
  }
  return [...origins].sort()
}

const HOST_SOURCE = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i

/**
 * The origins of a list such as CSP_EXTRA_IMG_ORIGINS ("https://cdn.example.com
 * https://*.example.net", commas or spaces between them); throws naming the variable on a value
 * that is no origin.
 */
export function parseOriginList(name: string, value: string | undefined): string[] {
  const items = (value ?? '').split(/[\s,]+/).filter(Boolean)
  return items.map((item) => {
    const origin = item.replace(/\/+$/, '')
    if (!HOST_SOURCE.test(origin)) {
      throw new Error(
        `${name}: "${item}" no es un origen. Usá https://host[:puerto] o https://*.dominio, separados por espacios o comas.`,
      )
    }
    return origin.toLowerCase()
  })
}

export interface PolicySources {
  /**
   * Picture hosts besides the site (mediaOrigins, the results map's tiles and
   * CSP_EXTRA_IMG_ORIGINS).
   */
  imgOrigins: readonly string[]
}

/** The policy's hosts for this catalogue, its withdrawn listings, configuration and environment. */
export function policySources(
  catalog: BuiltCatalog,
  withdrawn: readonly WithdrawnListing[],
  env: Partial<Record<string, string | undefined>>,
): PolicySources {
  const extra = parseOriginList('CSP_EXTRA_IMG_ORIGINS', env.CSP_EXTRA_IMG_ORIGINS)
  // The listings' map draws its background from the tile server (GATSBY_MAP_TILES). It is in
  // every page's policy: the site-wide one (`/*`) is enforced beside each page's, so a host
  // only the listings allowed would still be refused there.
  const tiles = readMapTilesConfig(env).imgSource
  return {
    imgOrigins: [...new Set([...mediaOrigins(catalog, withdrawn), tiles, ...extra])],
  }
}

export type Directive = readonly [name: string, sources: readonly string[]]

/** The whole policy of a page whose inline scripts have these hashes. */
export function pagePolicy(sources: PolicySources, scriptHashes: readonly string[]): Directive[] {
  return [
    ['default-src', ["'self'"]],
    // Never 'unsafe-inline' for scripts: each inline script of the page is allowed by its hash.
    ['script-src', ["'self'", ...scriptHashes]],
    // Gatsby inlines the site's CSS into every page as <style> and React writes style attributes
    // (the gallery, the hero, visually-hidden text), so styles need 'unsafe-inline'.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...sources.imgOrigins]],
    // The browser calls the site's own /api/... alone; the services sit behind it.
    ['connect-src', ["'self'"]],
    // The one allow-list of what may be framed (src/domain/embeds.ts).
    ['frame-src', frameSources()],
    ['font-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
}

/**
 * The part of every page's policy that is the same on all of them: the `/*` rule's policy. No
 * `default-src` or `script-src`, which would forbid each page's inline scripts.
 */
export function sitePolicy(sources: PolicySources): Directive[] {
  return pagePolicy(sources, []).filter(([name]) => name !== 'default-src' && name !== 'script-src')
}

export function serialisePolicy(directives: readonly Directive[]): string {
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ')
}

export interface HeaderRule {
  /** The path pattern as the file writes it: `/`, `/venta`, `/venta/*`. */
  path: string
  headers: readonly (readonly [string, string])[]
}

/**
 * A page path as a rule's path: whitespace, '*' and a ':' starting a segment would read as the
 * end of the line, a splat or a placeholder, so they are percent-encoded.
 */
export function rulePath(pagePath: string): string {
  return pagePath
    .split('/')
    .map((segment) =>
      segment
        .replace(/\*/g, '%2A')
        .replace(/\s/g, (char) => encodeURIComponent(char))
        .replace(/^:/, '%3A'),
    )
    .join('/')
}

/** The file's text: a comment, then each rule as a path and its headers indented by two spaces. */
export function formatHeadersFile(
  rules: readonly HeaderRule[],
  comment: readonly string[],
): string {
  const head = comment.map((line) => `# ${line}`.trimEnd()).join('\n')
  const body = rules
    .map((rule) => [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)])
    .map((lines) => lines.join('\n'))
    .join('\n\n')
  return `${head}\n\n${body}\n`
}

/** A Gatsby page as the SitePage node has it. */
export interface BuiltPage {
  path: string
  matchPath?: string | null
}

/** Where Gatsby writes a page's HTML (gatsby-core-utils' generateHtmlPath): `/a` → `a/index.html`. */
export function htmlFileOf(publicDir: string, pagePath: string): string {
  const relative = pagePath.replace(/^[/\\]+/, '')
  if (/\.html?$/i.test(relative)) return path.join(publicDir, relative)
  return path.join(publicDir, relative, 'index.html')
}

/** Whether a Gatsby matchPath (`/venta/*`, `/app/:id`) answers this path. */
export function matchPathCovers(matchPath: string, pagePath: string): boolean {
  const pattern = matchPath.split('/').filter(Boolean)
  const parts = pagePath.split('/').filter(Boolean)
  for (const [index, segment] of pattern.entries()) {
    if (segment === '*') return true
    const part = parts[index]
    if (part === undefined) return false
    if (!segment.startsWith(':') && segment !== part) return false
  }
  return parts.length === pattern.length
}

interface DocumentGroup {
  /** The rule paths that share this group's policy (a page path as rulePath writes it). */
  paths: string[]
  /** The HTML files whose inline scripts the policy allows. */
  files: string[]
  matchPath?: string
}

/**
 * The page documents grouped by the policy they must share: a page with a matchPath with its
 * splat and every other document under the splat; every other page on its own.
 */
export function documentGroups(
  publicDir: string,
  pages: readonly BuiltPage[],
  otherDocuments: readonly string[] = [],
): DocumentGroup[] {
  const splats: DocumentGroup[] = pages
    .filter((page) => page.matchPath)
    .map((page) => ({
      // Gatsby writes a match path in the file's syntax already: `*` splats, `:name` segments.
      paths: [rulePath(page.path), page.matchPath!],
      files: [htmlFileOf(publicDir, page.path)],
      matchPath: page.matchPath!,
    }))
  const groups = [...splats]
  const documents = [
    ...pages.filter((page) => !page.matchPath).map((page) => page.path),
    ...otherDocuments,
  ]
  for (const documentPath of documents) {
    const file = htmlFileOf(publicDir, documentPath)
    const splat = splats.find((group) => matchPathCovers(group.matchPath!, documentPath))
    if (splat) splat.files.push(file)
    else groups.push({ paths: [rulePath(documentPath)], files: [file] })
  }
  return groups
}

export interface SecurityHeadersInput {
  publicDir: string
  pages: readonly BuiltPage[]
  /** Static documents that are no Gatsby page (the /tokko/{id} redirects of postBuild.ts). */
  otherDocuments?: readonly string[]
  sources: PolicySources
  warn?: (message: string) => void
  /**
   * What a previous build found in each document, by path relative to publicDir: a document
   * whose size and time are unchanged is not read again (a rebuild rewrites only a few pages).
   * Updated in place with what this build read.
   */
  scans?: Map<string, DocumentScan>
}

/** A document's inline-script hashes and external scripts, with the size and time they are of. */
export interface DocumentScan {
  size: number
  mtimeMs: number
  hashes: string[]
  external: string[]
}

function scanDocument(
  file: string,
  key: string,
  scans: Map<string, DocumentScan> | undefined,
): DocumentScan {
  const { size, mtimeMs } = statSync(file)
  const known = scans?.get(key)
  if (known && known.size === size && known.mtimeMs === mtimeMs) return known
  const html = readFileSync(file)
  const scan = {
    size,
    mtimeMs,
    hashes: [...inlineScriptHashes(html)],
    external: [...externalScriptSources(html)],
  }
  scans?.set(key, scan)
  return scan
}

const SCAN_CACHE = 'security-headers-scan.json'
const SCAN_CACHE_VERSION = 1

/** The scans a previous build kept in Gatsby's cache folder (none after `gatsby clean`). */
export function readDocumentScans(cacheDir: string): Map<string, DocumentScan> {
  try {
    const saved = JSON.parse(readFileSync(path.join(cacheDir, SCAN_CACHE), 'utf8')) as {
      version: number
      scans: [string, DocumentScan][]
    }
    return saved.version === SCAN_CACHE_VERSION ? new Map(saved.scans) : new Map()
  } catch {
    return new Map()
  }
}

export function writeDocumentScans(cacheDir: string, scans: Map<string, DocumentScan>): void {
  mkdirSync(cacheDir, { recursive: true })
  writeFileSync(
    path.join(cacheDir, SCAN_CACHE),
    JSON.stringify({ version: SCAN_CACHE_VERSION, scans: [...scans] }),
  )
}

export interface SecurityHeadersResult {
  text: string
  rules: HeaderRule[]
  /** Documents read and hashed. */
  documents: number
  /** Distinct inline-script hashes across the site. */
  hashes: number
  /** The longest line of the file, in characters. */
  longestLine: number
}

/** Reads every built document, hashes its inline scripts and lays out the rules. */
export function buildSecurityHeaders(input: SecurityHeadersInput): SecurityHeadersResult {
  const { publicDir, sources, warn = () => undefined } = input
  const rules: HeaderRule[] = [
    {
      path: '/*',
      headers: [...SITE_HEADERS, ['Content-Security-Policy', serialisePolicy(sitePolicy(sources))]],
    },
  ]
  const allHashes = new Set<string>()
  const scanned = new Set<string>()
  let documents = 0
  const pageRules: HeaderRule[] = []
  for (const group of documentGroups(publicDir, input.pages, input.otherDocuments)) {
    const hashes = new Set<string>()
    let found = 0
    for (const file of group.files) {
      if (!existsSync(file)) {
        warn(`Sin HTML en ${path.relative(publicDir, file)}: queda sin regla propia.`)
        continue
      }
      const key = path.relative(publicDir, file)
      const scan = scanDocument(file, key, input.scans)
      scanned.add(key)
      found++
      for (const hash of scan.hashes) hashes.add(hash)
      for (const src of scan.external) {
        if (originOf(src) !== null)
          warn(`${path.relative(publicDir, file)} carga ${src}, que script-src no permite.`)
      }
    }
    documents += found
    if (found === 0) continue
    for (const hash of hashes) allHashes.add(hash)
    const policy = serialisePolicy(pagePolicy(sources, [...hashes]))
    for (const groupPath of group.paths) {
      pageRules.push({ path: groupPath, headers: [['Content-Security-Policy', policy]] })
    }
  }
  // Documents that are gone leave the cache with them.
  for (const key of input.scans?.keys() ?? []) if (!scanned.has(key)) input.scans?.delete(key)
  pageRules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  rules.push(...pageRules)
  const text = formatHeadersFile(rules, HEADER_COMMENT)
  const longestLine = Math.max(...text.split('\n').map((line) => line.length))
  return { text, rules, documents, hashes: allHashes.size, longestLine }
}

const HEADER_COMMENT = [
  'Security headers of the built site, written by gatsby/securityHeaders.ts after every build;',
  'Netlify and Cloudflare Pages read this file and `npm start` (scripts/serve) applies it.',
  '/* holds the headers of every response and the part of the Content-Security-Policy shared',
  "by every page; each page's rule holds its whole policy, with the hashes of its inline scripts.",
]

/** Builds and writes public/_headers; returns what was written and how long it took. */
export function writeSecurityHeaders(
  input: SecurityHeadersInput,
): SecurityHeadersResult & { milliseconds: number; bytes: number } {
  const started = performance.now()
  const result = buildSecurityHeaders(input)
  writeFileSync(path.join(input.publicDir, HEADERS_FILE), result.text)
  return {
    ...result,
    milliseconds: Math.round(performance.now() - started),
    bytes: Buffer.byteLength(result.text),
  }
}
