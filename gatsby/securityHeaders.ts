/**
 * The site's security headers and each page's Content-Security-Policy, written after every build.
 *
 * - `public/_headers`, in the format Netlify and Cloudflare Pages share (a path, then its headers
 *   indented), holds the rules that are the same for the whole site, so it has the same two rules
 *   at any catalogue size: `/*` with the headers every answer gets and the part of the policy
 *   every page shares (everything but `default-src` and `script-src`, and with `frame-ancestors`,
 *   which only a header can carry), and `/static/*` cached for good. The production server
 *   (server/) applies the same file.
 * - Every HTML document (pages, 404 and 500, the `/tokko/{id}` redirects) carries its whole
 *   policy in a `<meta http-equiv="Content-Security-Policy">` right after its charset, with the
 *   hashes of its own inline scripts (Gatsby writes `window.pagePath` into each one). A browser
 *   enforces both policies; the header's only adds what every page's already says. So any host
 *   carries each page's policy, the 404 page's included, even one that ignores `_headers`.
 *   One rule per page in `_headers` would grow with the catalogue, past Cloudflare's 100 rules
 *   and toward the size at which Netlify deploys time out.
 * - A rebuild reads only the documents the build rewrote (or all of them when the policy's hosts
 *   changed): each document's size and time after its policy went in are kept in .cache.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { readMapTilesConfig } from '../src/config'
import { frameSources } from '../src/domain/detail/frameSources'
import type { Development, Photo, Property } from '../src/domain/types'
import type { WithdrawnListing } from '../src/domain/property/withdrawn'
import { externalScriptSources, inlineScriptHashes } from './inlineScripts'
import type { BuiltCatalogue } from './builtCatalogue'

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
  catalogue: BuiltCatalogue,
  withdrawn: readonly WithdrawnListing[],
): string[] {
  const { settings } = catalogue
  const addresses = [
    ...catalogue.properties.flatMap(listingAddresses),
    ...withdrawn.flatMap((listing) => photoAddresses(listing.card.photos)),
    ...catalogue.developments.flatMap(listingAddresses),
    ...catalogue.news.map((entry) => entry.main_image),
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
  /** The site is served over TLS (SITE_URL is https): browsers are told to keep to it. */
  https: boolean
}

/** A year of HTTPS only for the site's own host; its subdomains are the agency's business. */
const STRICT_TRANSPORT = 'max-age=31536000'

/** The policy's hosts for this catalogue, its withdrawn listings, configuration and environment. */
export function policySources(
  catalogue: BuiltCatalogue,
  withdrawn: readonly WithdrawnListing[],
  env: Partial<Record<string, string | undefined>>,
): PolicySources {
  const extra = parseOriginList('CSP_EXTRA_IMG_ORIGINS', env.CSP_EXTRA_IMG_ORIGINS)
  // The listings' map draws its background from the tile server (GATSBY_MAP_TILES). It is in
  // every page's policy: the site-wide one (`/*`) is enforced beside each page's, so a host
  // only the listings allowed would still be refused there.
  const tiles = readMapTilesConfig(env).imgSource
  return {
    imgOrigins: [...new Set([...mediaOrigins(catalogue, withdrawn), tiles, ...extra])],
    https: /^https:\/\//i.test(env.SITE_URL?.trim() ?? ''),
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
    // The one allow-list of what may be framed (src/domain/detail/embeds.ts).
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
  /** The path pattern as the file writes it: `/*`, `/static/*`. */
  path: string
  headers: readonly (readonly [string, string])[]
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

/** Files under static/ are named by their content: they never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * The rules of `_headers`, the same at any catalogue size: every answer's headers and the
 * site-wide policy, and the caching of static/. Each page carries the rest of its policy itself.
 */
export function headerRules(sources: PolicySources): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: [
        ...SITE_HEADERS,
        ...(sources.https ? ([['Strict-Transport-Security', STRICT_TRANSPORT]] as const) : []),
        ['Content-Security-Policy', serialisePolicy(sitePolicy(sources))],
      ],
    },
    { path: '/static/*', headers: [['Cache-Control', IMMUTABLE]] },
  ]
}

/**
 * The policy a document carries in its own `<meta>`: the page's whole policy, its inline scripts
 * allowed by their hashes, less `frame-ancestors`, which a `<meta>` cannot carry (browsers ignore
 * it there, and say so in the console): the site-wide header sends it.
 */
export function documentPolicy(sources: PolicySources, scriptHashes: readonly string[]): string {
  return serialisePolicy(
    pagePolicy(sources, scriptHashes).filter(([name]) => name !== 'frame-ancestors'),
  )
}

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/g
const CHARSET_META = /<meta charset="?utf-8"?\s*\/?>/i

const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** The markup without the policy a previous build put in it. */
export const withoutPolicyMeta = (html: string) => html.replace(POLICY_META, '')

/**
 * The markup with `policy` in a `<meta>` right after the charset declaration (which must stay
 * within the first 1,024 bytes), before any script: a policy applies to what follows it.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${attribute(policy)}"/>`
  const bare = withoutPolicyMeta(html)
  const charset = CHARSET_META.exec(bare)
  if (charset) {
    const end = charset.index + charset[0].length
    return `${bare.slice(0, end)}${meta}${bare.slice(end)}`
  }
  const head = /<head[^>]*>/i.exec(bare)
  if (!head) return `${meta}${bare}`
  const end = head.index + head[0].length
  return `${bare.slice(0, end)}${meta}${bare.slice(end)}`
}

/** What a previous build found in a document and wrote into it, with its size and time after. */
export interface DocumentScan {
  size: number
  mtimeMs: number
  hashes: string[]
  external: string[]
  /** The policy its `<meta>` holds. */
  policy: string
}

const SCAN_CACHE = 'security-headers-scan.json'
const SCAN_CACHE_VERSION = 2

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

const NOT_DOCUMENTS = new Set(['static', 'page-data', '_gatsby'])

/** Every HTML document under public/ (pages, the 404 and 500 pages, the /tokko/{id} redirects). */
export function htmlDocuments(publicDir: string, dir = publicDir): string[] {
  const found: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      // Pictures, scripts' assets and page data hold no document, and _gatsby/slices holds
      // fragments Gatsby stitches into pages: one changed here makes the next build restitch all.
      if (dir === publicDir && NOT_DOCUMENTS.has(entry.name)) continue
      found.push(...htmlDocuments(publicDir, full))
    } else if (entry.name.endsWith('.html')) found.push(full)
  }
  return found
}

export interface SecurityHeadersInput {
  publicDir: string
  sources: PolicySources
  warn?: (message: string) => void
  /**
   * What a previous build found in and wrote into each document, by path relative to publicDir:
   * a document whose size and time are those it was left with, and whose policy is unchanged,
   * is not read again (a rebuild rewrites only a few pages). Updated in place.
   */
  scans?: Map<string, DocumentScan>
}

export interface SecurityHeadersResult {
  text: string
  rules: HeaderRule[]
  /** Documents that carry a policy. */
  documents: number
  /** Documents read (new, changed by the build, or with a new policy). */
  read: number
  /** Documents written. */
  written: number
  /** Distinct inline-script hashes across the site. */
  hashes: number
}

/**
 * Puts its own policy into every built document (`<meta http-equiv="Content-Security-Policy">`,
 * with the hashes of its inline scripts) and lays out `_headers`. Every host then carries each
 * page's policy, the 404 page's included, and one that ignores `_headers` still enforces it.
 */
export function buildSecurityHeaders(input: SecurityHeadersInput): SecurityHeadersResult {
  const { publicDir, sources, warn = () => undefined, scans } = input
  const allHashes = new Set<string>()
  const seen = new Set<string>()
  let read = 0
  let written = 0
  for (const file of htmlDocuments(publicDir)) {
    const key = path.relative(publicDir, file)
    seen.add(key)
    const { size, mtimeMs } = statSync(file)
    const known = scans?.get(key)
    if (
      known &&
      known.size === size &&
      known.mtimeMs === mtimeMs &&
      known.policy === documentPolicy(sources, known.hashes)
    ) {
      for (const hash of known.hashes) allHashes.add(hash)
      continue
    }
    read++
    // Read as latin1, one character a byte: written back the same way, every byte is kept.
    const original = readFileSync(file, 'latin1')
    const bare = Buffer.from(withoutPolicyMeta(original), 'latin1')
    const hashes = [...inlineScriptHashes(bare)]
    const external = [...externalScriptSources(bare)]
    for (const src of external)
      if (originOf(src) !== null) warn(`${key} carga ${src}, que script-src no permite.`)
    const policy = documentPolicy(sources, hashes)
    const html = withPolicyMeta(original, policy)
    if (html !== original) {
      writeFileSync(file, html, 'latin1')
      written++
    }
    for (const hash of hashes) allHashes.add(hash)
    const after = statSync(file)
    scans?.set(key, { size: after.size, mtimeMs: after.mtimeMs, hashes, external, policy })
  }
  // Documents that are gone leave the cache with them.
  for (const key of scans?.keys() ?? []) if (!seen.has(key)) scans?.delete(key)
  const rules = headerRules(sources)
  const text = formatHeadersFile(rules, HEADER_COMMENT)
  return { text, rules, documents: seen.size, read, written, hashes: allHashes.size }
}

const HEADER_COMMENT = [
  'Headers of the built site, written by gatsby/securityHeaders.ts after every build; Netlify',
  'and Cloudflare Pages read this file and the production server (server/) applies it.',
  '/* holds the headers of every response and the part of the Content-Security-Policy shared by',
  "every page; each page carries its whole policy in a <meta>, with its inline scripts' hashes.",
]

/** Builds and writes public/_headers and the documents' policies; says what and how long. */
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
