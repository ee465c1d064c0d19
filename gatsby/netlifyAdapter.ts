/**
 * Gatsby's Netlify adapter (gatsby-adapter-netlify), with the site's own headers and a public/
 * the next build can start from. The adapter wraps each function for Netlify
 * (`.netlify/functions-internal/`), routes `/api/…` to them and the client-only listings to their
 * pages (`public/_redirects`), adds its header rules to `public/_headers` after the site's own
 * two (securityHeaders.ts), and moves pages to Netlify's layout (`/contacto/index.html` becomes
 * `/contacto.html`, `/venta/index.html` `/venta/[...].html`).
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import createNetlifyAdapter from 'gatsby-adapter-netlify'
import type { HeaderRoutes, IAdapter, RoutesManifest } from 'gatsby'

/** The names Gatsby gives scripts and styles it hashes: `app-9f3c1a2b.js`, `styles.62528c73.css`. */
const HASHED_SCRIPT_OR_STYLE = /[-.][0-9a-f]{12,}\.(?:js|css)$/

/**
 * The rules the adapter writes: immutable caching for each hashed script and style, the one
 * header they need that the site's rules lack (`_headers` has no pattern for "every .js file").
 * Gatsby's site-wide defaults are left out: the site's `/*` and `/static/*` rules hold them, with
 * other values (a Referrer-Policy that keeps the origin for the services the site links to, no
 * X-XSS-Protection, which browsers dropped), and Netlify would merge both into one answer.
 * Source maps and licence notes are not loaded by a page: they keep Netlify's revalidation.
 */
export function netlifyHeaderRoutes(routes: HeaderRoutes): HeaderRoutes {
  return routes
    .filter((route) => HASHED_SCRIPT_OR_STYLE.test(route.path))
    .map((route) => ({
      ...route,
      headers: route.headers.filter((header) => header.key.toLowerCase() === 'cache-control'),
    }))
}

export interface Move {
  /** Where Gatsby wrote the file, from the project's folder (`public/contacto/index.html`). */
  from: string
  /** Where the adapter puts it (`public/contacto.html`). */
  to: string
  /** `to` is a file Gatsby writes too (`/404` moves onto `404.html`): undone by a copy. */
  shared?: true
}

/**
 * The files the adapter moves, by its own rules (its pretty-urls.js): a page whose address has
 * no trailing slash becomes `{address}.html`, and a client-only route's `:id` and `*` become
 * `[id]` and `[...]`. The 404 and 500 pages are copied, not moved, and stay where they are.
 */
export function netlifyMovesOf(routes: RoutesManifest): Move[] {
  const moves: Move[] = []
  const written = new Set(
    routes.flatMap((route) => (route.type === 'static' ? [route.filePath] : [])),
  )
  for (const route of routes) {
    if (route.type !== 'static') continue
    let address = route.path.replace(/\*.*/, '*')
    const pretty = route.filePath.endsWith('.html') && !address.endsWith('.html')
    if (address.includes('/:') || address.includes('/*'))
      address = address.replace(/:([^:/\\]+)/g, '[$1]').replace(/\*([^:/\\]*)/g, '[...$1]')
    const to = `public${pretty ? (address.endsWith('/') ? `${address}index.html` : `${address}.html`) : address}`
    const copied = route.filePath === 'public/404.html' || route.filePath === 'public/500.html'
    if (to === route.filePath || copied) continue
    moves.push({ from: route.filePath, to, ...(written.has(to) && { shared: true as const }) })
  }
  return moves
}

/** The adapter's moves of the last Netlify build, which the next build undoes first. */
const MOVES_FILE = '.cache/netlify-moves.json'
const ADAPTER_BLOCK = /# gatsby-adapter-netlify start\n[\s\S]*?# gatsby-adapter-netlify end\n?/

/**
 * Puts public/ back as Gatsby wrote it, before a build. Gatsby re-reads the HTML of the pages it
 * does not render again (to stitch their slices), where it wrote it: after the adapter's moves,
 * the next build on the kept public/ (Netlify restores it from its cache, as does CI) would stop
 * on the first page it cannot find. A build for another target also drops the adapter's routes.
 */
export function undoNetlifyLayout(root: string, keepRoutes: boolean): void {
  const record = path.join(root, MOVES_FILE)
  if (existsSync(record)) {
    const moves = JSON.parse(readFileSync(record, 'utf8')) as Move[]
    for (const { from, to, shared } of moves) {
      const [original, moved] = [path.join(root, from), path.join(root, to)]
      if (existsSync(original) || !existsSync(moved)) continue
      mkdirSync(path.dirname(original), { recursive: true })
      if (shared) copyFileSync(moved, original)
      else renameSync(moved, original)
    }
    rmSync(record)
  }
  if (keepRoutes) return
  const redirects = path.join(root, 'public/_redirects')
  if (!existsSync(redirects)) return
  const rest = readFileSync(redirects, 'utf8').replace(ADAPTER_BLOCK, '')
  if (rest.trim()) writeFileSync(redirects, rest)
  else rmSync(redirects)
  rmSync(path.join(root, '.netlify/functions-internal'), { recursive: true, force: true })
}

export function netlifyAdapter(): IAdapter {
  // The Image CDN is off: listing photos come from the broker's CDN in its own sizes.
  const adapter = createNetlifyAdapter({ imageCDN: false })
  return {
    ...adapter,
    async adapt(context) {
      const moves = netlifyMovesOf(context.routesManifest)
      await adapter.adapt({ ...context, headerRoutes: netlifyHeaderRoutes(context.headerRoutes) })
      writeFileSync(path.join(process.cwd(), MOVES_FILE), JSON.stringify(moves))
    },
  }
}
