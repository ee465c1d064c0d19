/**
 * After a successful build: the /tokko/{id} redirects, the printed sheets' QR codes
 * (gatsby/qrCodes.ts), sitemap.xml and robots.txt, the security headers (_headers,
 * gatsby/securityHeaders.ts), when the data was read (gatsby/dataFreshnessFile.ts), the
 * catalogue counts the next build's shrink guard compares against (once every text file written
 * is checked for broken characters, gatsby/publishedBytes.ts), the fingerprint
 * `npm run changes` compares against, and the listings the next build's withdrawn pages start from.
 */
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { siteUrlOf } from '../src/config'
import type { Property } from '../src/domain/types'
import { absoluteUrl, propertyPath, tokkoPath } from '../src/domain/site/urls'
import type { WithdrawnListing } from '../src/domain/property/withdrawn'
import { recordFailure } from './buildFailure'
import { builtCatalogue } from './builtCatalogue'
import { gatsbyPagePaths } from './pageNodes'
import { writeDataFreshness } from './dataFreshnessFile'
import { checkPublishedBytes } from './publishedBytes'
import { readDrawnQrCodes, writeDrawnQrCodes, writeQrCodes } from './qrCodes'
import { writeIfChanged } from './writeIfChanged'
import { reportMapsKeyCheck } from './mapsKeyCheck'
import {
  HEADERS_FILE,
  policySources,
  readDocumentScans,
  writeDocumentScans,
  withoutPolicyMeta,
  writeSecurityHeaders,
} from './securityHeaders'
import { buildStateDir } from './sourcing/environment'
import { moveSourceMaps } from './sourceMaps'
import { promotePendingFingerprint } from './sourcing/fingerprint'
import { writeLastCounts } from './sourcing/shrinkGuard'
import { promotePendingListings, readPendingWithdrawn } from './withdrawnState'

export { writeIfChanged }

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * The redirect's script, the same on every redirect page (the address is in its data-to), so one
 * hash in the Content-Security-Policy of /tokko/* allows it on all of them.
 */
export const REDIRECT_SCRIPT = 'location.replace(document.currentScript.dataset.to)'

/** A static page that sends the visitor (and crawlers) on to a property's canonical address. */
export function redirectHtml(target: string, canonical: string): string {
  const href = escapeHtml(target)
  return (
    '<!doctype html><html lang="es"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>Redirigiendo a la propiedad…</title><link rel="canonical" href="${escapeHtml(canonical)}">` +
    `<meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=${href}">` +
    `<script data-to="${href}">${REDIRECT_SCRIPT}</script></head>` +
    `<body><p>La propiedad está en <a href="${href}">${href}</a>.</p></body></html>\n`
  )
}

/**
 * /tokko/{id} for every property, written only where it changed, and for every property that has
 * left the catalogue but keeps a "ya no disponible" page, to that page. A kept public/ may hold
 * the redirect of a property gone since without one (or whose page expired): that goes. Returns
 * the paths.
 */
export function writeRedirects(
  publicDir: string,
  properties: readonly Property[],
  siteUrl: string,
  withdrawn: readonly WithdrawnListing[],
): string[] {
  const targets = new Map(properties.map((property) => [property.id, propertyPath(property)]))
  // A property gone from several operations goes to the page of the lowest code (sale first).
  const gone = new Map<number, WithdrawnListing>()
  for (const listing of withdrawn) {
    const other = gone.get(listing.id)
    if (!other || listing.operation_id < other.operation_id) gone.set(listing.id, listing)
  }
  for (const [id, listing] of gone) if (!targets.has(id)) targets.set(id, listing.path)
  const paths: string[] = []
  for (const [id, target] of targets) {
    paths.push(tokkoPath(id))
    const dir = path.join(publicDir, tokkoPath(id))
    mkdirSync(dir, { recursive: true })
    // The policy the security step puts into the document afterwards is no change.
    writeIfChanged(
      path.join(dir, 'index.html'),
      redirectHtml(target, absoluteUrl(siteUrl, target)),
      withoutPolicyMeta,
    )
  }
  const kept = new Set([...targets.keys()].map(String))
  const tokkoDir = path.dirname(path.join(publicDir, tokkoPath(0)))
  if (existsSync(tokkoDir))
    for (const name of readdirSync(tokkoDir))
      if (/^\d+$/.test(name) && !kept.has(name))
        rmSync(path.join(tokkoDir, name), { recursive: true, force: true })
  return paths
}

/** Sitemaps hold at most 50,000 addresses; bigger sites get an index of several files. */
export const SITEMAP_LIMIT = 45_000

/** The sitemap files for these absolute addresses: one file, or an index and its parts. */
export function sitemapFiles(urls: readonly string[], siteUrl: string): Record<string, string> {
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n'
  const ns = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'
  const urlset = (part: readonly string[]) =>
    `${head}<urlset ${ns}>\n${part.map((url) => `<url><loc>${escapeHtml(encodeURI(url))}</loc></url>`).join('\n')}\n</urlset>\n`
  if (urls.length <= SITEMAP_LIMIT) return { 'sitemap.xml': urlset(urls) }
  const files: Record<string, string> = {}
  const names: string[] = []
  for (let start = 0; start < urls.length; start += SITEMAP_LIMIT) {
    const name = `sitemap-${names.length + 1}.xml`
    names.push(name)
    files[name] = urlset(urls.slice(start, start + SITEMAP_LIMIT))
  }
  files['sitemap.xml'] =
    `${head}<sitemapindex ${ns}>\n` +
    names
      .map((name) => `<sitemap><loc>${absoluteUrl(siteUrl, `/${name}`)}</loc></sitemap>`)
      .join('\n') +
    '\n</sitemapindex>\n'
  return files
}

// Pages that are not content: error pages, live-lookup pages and personal ones.
const NOT_IN_SITEMAP = /^\/(?:404|500|dev-404-page|novedad|tokko|favoritos)(?:\/|\.html|$)/

/**
 * The paths the sitemap lists, sorted: every page but those that are not content and the
 * "ya no disponible" pages of withdrawn listings (noindex, and gone from the site's lists).
 */
export function sitemapPaths(
  pagePaths: readonly string[],
  withdrawn: readonly WithdrawnListing[],
): string[] {
  const unlisted = new Set(withdrawn.map((listing) => listing.path))
  return pagePaths
    .filter((pagePath) => !NOT_IN_SITEMAP.test(pagePath) && !unlisted.has(pagePath))
    .sort()
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({
  getNodesByType,
  reporter,
  store,
}) => {
  const publicDir = path.resolve('public')
  const catalogue = builtCatalogue()
  const siteUrl = siteUrlOf(process.env.SITE_URL)
  const withdrawn = readPendingWithdrawn(buildStateDir())

  const redirects = writeRedirects(publicDir, catalogue.properties, siteUrl, withdrawn)
  const cacheDir = path.resolve('.cache')
  const drawnQrCodes = readDrawnQrCodes(cacheDir)
  const qrCodes = await writeQrCodes(publicDir, catalogue.properties, siteUrl, drawnQrCodes)
  writeDrawnQrCodes(cacheDir, drawnQrCodes)

  // Gatsby's state names the pages without reading every page's node and context back.
  const pagePaths =
    gatsbyPagePaths(store) ?? getNodesByType('SitePage').map((node) => String(node.path))
  const scans = readDocumentScans(cacheDir)
  const headers = writeSecurityHeaders({
    publicDir,
    sources: policySources(catalogue, withdrawn, process.env),
    warn: (message) => reporter.warn(message),
    scans,
  })
  writeDocumentScans(cacheDir, scans)
  reporter.info(
    `${HEADERS_FILE}: ${headers.rules.length} reglas, ${headers.bytes} bytes; política propia en ` +
      `${headers.documents} documentos (${headers.read} leídos, ${headers.written} reescritos), ` +
      `${headers.hashes} scripts en línea distintos, en ${headers.milliseconds} ms`,
  )

  const pages = sitemapPaths(pagePaths, withdrawn)
  const files = sitemapFiles(
    pages.map((pagePath) => absoluteUrl(siteUrl, pagePath)),
    siteUrl,
  )
  for (const [name, content] of Object.entries(files))
    writeIfChanged(path.join(publicDir, name), content)
  writeIfChanged(
    path.join(publicDir, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /favoritos\nDisallow: /tokko/\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`,
  )

  writeDataFreshness(publicDir)
  const maps = moveSourceMaps(publicDir, path.join(cacheDir, 'source-maps'))

  // Last: a broken character fails the build before its state is kept or anything is published.
  const bytes = checkPublishedBytes(publicDir, performance.timeOrigin, JSON.stringify(catalogue))
  if (bytes.problems.length > 0) {
    const heading = `Hay caracteres rotos en ${bytes.problems.length} archivos del sitio:`
    // The publisher's status names the first few; the log lists up to 20.
    recordFailure('build', {
      kind: 'broken-characters',
      message: `${heading} ${bytes.problems.slice(0, 3).join('; ')}`,
    })
    reporter.panic(`${heading}\n${bytes.problems.slice(0, 20).join('\n')}`)
  }
  reporter.info(`Caracteres: ${bytes.checked} archivos de texto nuevos o cambiados, todos bien`)

  writeLastCounts(buildStateDir(), {
    properties: catalogue.properties.length,
    developments: catalogue.developments.length,
    news: catalogue.news.length,
    finished_at: new Date().toISOString(),
  })
  promotePendingFingerprint(buildStateDir())
  promotePendingListings(buildStateDir())
  reporter.info(
    `Publicado: ${pages.length} páginas en el sitemap, ${redirects.length} redirecciones /tokko/, ` +
      `${qrCodes} códigos QR de fichas nuevos o cambiados, ${maps} mapas de código fuente en .cache/source-maps`,
  )
  await reportMapsKeyCheck(reporter)
}
