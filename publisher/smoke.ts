/**
 * The smoke check a build must pass before it is published: the home, a listing, a property and
 * the sitemap are there and look like pages. Cheap (a few file reads), so it runs on every build.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { OPERATIONS } from '../src/domain/site/operations'

/**
 * A page's HTML where Gatsby writes it (`venta/index.html`), or where Netlify's adapter moves it
 * (`propiedad/…/123.html`, and a listing that answers every sub-path at `venta/[...].html`).
 */
function page(publicDir: string, sitePath: string): string | null {
  const at = path.join(publicDir, sitePath)
  for (const file of [path.join(at, 'index.html'), `${at}.html`, path.join(at, '[...].html')]) {
    try {
      return readFileSync(file, 'utf8')
    } catch {
      // Not in this layout.
    }
  }
  return null
}

const looksLikePage = (html: string | null): boolean =>
  html !== null && /<title[^>]*>[^<]+<\/title>/.test(html) && /<div id="___gatsby"/.test(html)

/** The site paths the sitemap lists (one file or an index of several). */
function sitemapPaths(publicDir: string): string[] | null {
  const read = (name: string) => {
    try {
      return readFileSync(path.join(publicDir, name), 'utf8')
    } catch {
      return null
    }
  }
  const main = read('sitemap.xml')
  if (main === null) return null
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
  const files = main.includes('<sitemapindex')
    ? locs(main).map((url) => read(path.basename(new URL(url).pathname)) ?? '')
    : [main]
  return files.flatMap(locs).map((url) => decodeURI(new URL(url).pathname))
}

/** What is wrong with the site built in `publicDir`, in Spanish; empty when it may be published. */
export function smokeCheck(publicDir: string): string[] {
  const problems: string[] = []
  if (!existsSync(publicDir)) return [`No existe ${publicDir}: no hay un sitio construido.`]
  if (!looksLikePage(page(publicDir, '/'))) problems.push('Falta la página de inicio (index.html).')
  if (!existsSync(path.join(publicDir, 'page-data/index/page-data.json')))
    problems.push('Faltan los datos de la página de inicio (page-data).')
  if (!OPERATIONS.some((operation) => looksLikePage(page(publicDir, operation.path))))
    problems.push('No hay ningún listado (/venta, /alquiler, /temporario).')
  const paths = sitemapPaths(publicDir)
  if (paths === null) problems.push('Falta sitemap.xml.')
  else if (paths.length === 0) problems.push('sitemap.xml no lista ninguna página.')
  else {
    const property = paths.find((sitePath) => sitePath.startsWith('/propiedad/'))
    if (!property) problems.push('sitemap.xml no lista ninguna propiedad.')
    else if (!looksLikePage(page(publicDir, property)))
      problems.push(`Falta la página de la propiedad ${property} que lista sitemap.xml.`)
  }
  return problems
}
