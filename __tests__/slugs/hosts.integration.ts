/**
 * Page addresses made from hostile broker addresses, served as static hosts serve them: each page
 * written where Gatsby writes it (`<path>/index.html`, `page-data/<path>/page-data.json`), then
 * asked for by the address its links hold, as a browser sends it, from the production server
 * (server/), Cloudflare's asset rules and a real nginx. Each host decodes the request before it
 * looks the file up, so a page is found only when its address holds nothing a host decodes.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort, startServer, stopGroup, type SiteServer } from '../../server/spawn'
import type { Operation } from '../../src/domain/types'
import { developmentPath, propertyPath } from '../../src/domain/site/urls'

const NGINX = '/usr/sbin/nginx'
/** Any origin: only the path of the URL a link resolves to is sent. */
const ORIGIN = 'https://inmobiliaria.example'

/** Broker addresses as they arrive, each with what makes it hostile. */
const ADDRESSES: [what: string, address: string][] = [
  ['%', '100% luminoso'],
  ['#', 'Depto #3'],
  ['?', '¿Gorriti 4300?'],
  ['"', 'Calle "Uno" 100'],
  ['< and >', '<b>Gorriti</b> 4300'],
  ['\\', 'Gorriti\\4300'],
  ['+', 'Gorriti+4300'],
  [';', 'Gorriti 4300; PB'],
  ['&', 'Gorriti & Thames'],
  ['=', 'Lote=5'],
  [',', 'Gorriti 4300, Palermo'],
  ['@', 'Torre @ Palermo'],
  ['!', '¡Gorriti 4300!'],
  ['$', 'US$ 100 Gorriti'],
  ['*', '*Gorriti* 4300'],
  ['( and )', 'Gorriti 4300 (frente)'],
  ['[ and ]', '[Gorriti] 4300'],
  ['{ and }', '{Gorriti} 4300'],
  ['|', 'Gorriti | 4300'],
  ['^', 'Gorriti^4300'],
  ['`', '`Gorriti` 4300'],
  [':', 'Lote:5'],
  ["'", "O'Higgins al 3100"],
  ['a tab', 'Gorriti\t4300'],
  ['controls', 'Gorriti\u00004300\u007f'],
  ['a no-break space', 'Gorriti\u00a04300'],
  ['a zero-width space', 'Gorriti\u200b4300'],
  ['combining accents (NFD)', 'Av. Córdoba 1234'.normalize('NFD')],
  ['emoji', '🏠 Gorriti 4300 ✨'],
  ['direction marks', '\u202eGorriti\u202c \u200f4300\u200e'],
  ['..', '..'],
  ['.', '.'],
  ['a leading dot', '.Gorriti 4300'],
  ['../..', '../../etc/passwd'],
  ['%2e%2e', '%2e%2e'],
  ['%2F', 'Gorriti%2F4300'],
  ['other scripts', '中山路 100 شارع'],
  ['accents and a slash', 'Av. Córdoba 1234 / 5'],
  ['ñ and ü', 'Núñez 2300, Güemes 1ºB'],
  ['dots, _ and ~', 'Ruta_8~Km.50'],
]

interface Page {
  name: string
  /** The page's address as the site writes it: Gatsby's page path and every link's href. */
  path: string
  /** What only this page says. */
  marker: string
}

const PAGES: Page[] = ADDRESSES.flatMap(([what, address], index) => {
  const property = {
    id: 1000 + index,
    fake_address: address,
    address: '',
    operations: [{ operation_id: 1, operation_type: 'Venta', prices: [] } satisfies Operation],
  }
  const development = { id: 2000 + index, fake_address: address, address: '', name: '' }
  return [
    { name: `property, ${what}`, path: propertyPath(property), marker: `propiedad ${property.id}` },
    {
      name: `development, ${what}`,
      path: developmentPath(development),
      marker: `emprendimiento ${development.id}`,
    },
  ]
})

/**
 * The rule the site used before: everything outside the kept set percent-encoded into the
 * segment. Kept here only to show this test fails on what it replaced.
 */
function oldPercentEncodingSegment(text: string): string {
  const kept = /^[A-Za-z0-9\-._~'\p{L}\p{M}\p{N}]$/u
  let segment = ''
  for (const char of text.toLowerCase().replace(/[ /]/g, '-'))
    segment += kept.test(char)
      ? char
      : [...new TextEncoder().encode(char)]
          .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
          .join('')
  return segment
}

const OLD_RULE_PAGE: Page = {
  name: "the old rule's '%' address",
  path: `/propiedad/venta/${oldPercentEncodingSegment('100% luminoso')}/999`,
  marker: 'regla vieja 999',
}

/** What a browser sends for a link to `href`: non-ASCII and the like percent-encoded. */
const browserPath = (href: string): string => new URL(href, ORIGIN).pathname

/**
 * The page data Gatsby's loader fetches for a link to `href`: cache-dir/find-path.js decodes the
 * path and cuts it at '#', loader.js's createPageDataUrl cuts it at '?' and joins it in.
 */
function pageDataPath(href: string): string {
  const decoded = decodeURIComponent(browserPath(href)).split('#')[0]!.split('?')[0]!
  return browserPath(`/page-data/${decoded.replace(/^\/+|\/+$/g, '')}/page-data.json`)
}

/**
 * Writes each page as Gatsby does (gatsby-core-utils' generateHtmlPath and generatePageDataPath:
 * the page path joined to public/ as it is written).
 */
function writeSite(root: string, pages: readonly Page[]): void {
  const publicDir = path.join(root, 'public')
  const write = (relative: string, text: string) => {
    const file = path.join(publicDir, relative)
    if (!file.startsWith(`${publicDir}${path.sep}`)) throw new Error(`${relative} sale de public/`)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, text)
  }
  write('index.html', '<!doctype html><title>Inicio</title>')
  write('404.html', '<!doctype html><title>No encontramos esta página</title>')
  for (const page of pages) {
    write(
      path.join(page.path, 'index.html'),
      `<!doctype html><meta charset="utf-8"><title>${page.marker}</title>`,
    )
    write(
      path.join('page-data', page.path, 'page-data.json'),
      JSON.stringify({ path: page.path, marker: page.marker }),
    )
  }
}

/** A host's answer after following its redirects, as a browser would. */
interface Answer {
  status: number
  body: string
  /** The path of every redirect on the way. */
  redirects: string[]
}

interface Host {
  get(pathname: string): Promise<Answer>
}

/** A host that answers over HTTP. */
function httpHost(origin: () => string): Host {
  return {
    async get(pathname) {
      const redirects: string[] = []
      let url = new URL(pathname, origin())
      for (;;) {
        const response = await fetch(url, { redirect: 'manual' })
        const location = response.headers.get('location')
        if (response.status >= 300 && response.status < 400 && location && redirects.length < 5) {
          url = new URL(location, url)
          redirects.push(url.pathname)
          continue
        }
        return { status: response.status, body: await response.text(), redirects }
      }
    },
  }
}

/** Every file under `dir` as a site path ('/propiedad/…/index.html'), as a host's upload lists it. */
function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}/${entry.name}`
    return entry.isDirectory() ? listFiles(dir, relative) : [relative]
  })
}

type CloudflareAnswer =
  | { status: 200; file: string }
  | { status: 307; location: string }
  | { status: 404; file: string | null }

/**
 * How Cloudflare's static assets (Workers static assets, which Pages serves with too) answer a
 * request path, for the case of a page's address: the open-source asset worker,
 * github.com/cloudflare/workers-sdk packages/workers-shared/asset-worker/src/handler.ts
 * (`decodePath`, `htmlHandlingAutoTrailingSlash`, `encodePath`, `notFound`), with the documented
 * defaults html_handling "auto-trailing-slash" and not_found_handling "404-page"
 * (developers.cloudflare.com/workers/static-assets/routing/advanced/html-handling/ and
 * developers.cloudflare.com/pages/configuration/serving-pages/). The path is decoded once, segment
 * by segment (decodeURIComponent; a malformed segment is kept as it is), repeated slashes merged,
 * and looked up among the uploaded files by their names; a found asset whose path, re-encoded
 * segment by segment with encodeURIComponent, differs from the request is redirected there (307).
 */
function cloudflareAsset(files: ReadonlySet<string>, pathname: string): CloudflareAnswer {
  const decoded = pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment)
      } catch {
        return segment
      }
    })
    .join('/')
    .replace(/\/+/g, '/')
  const encode = (decodedPath: string) =>
    decodedPath
      .split('/')
      .map((segment) => encodeURIComponent(segment))
      .join('/')
  let asset: string | null = null
  let redirect: string | null = null
  if (decoded.endsWith('/')) {
    if (files.has(`${decoded}index.html`)) asset = `${decoded}index.html`
  } else if (files.has(decoded)) asset = decoded
  else if (files.has(`${decoded}.html`)) asset = `${decoded}.html`
  else if (files.has(`${decoded}/index.html`)) redirect = `${decoded}/`
  if (redirect !== null) return { status: 307, location: encode(redirect) }
  if (asset !== null)
    return encode(decoded) === pathname
      ? { status: 200, file: asset }
      : { status: 307, location: encode(decoded) }
  // The closest 404.html up the tree, with status 404.
  let dir = decoded
  while (dir) {
    dir = dir.slice(0, dir.lastIndexOf('/'))
    if (files.has(`${dir}/404.html`)) return { status: 404, file: `${dir}/404.html` }
  }
  return { status: 404, file: null }
}

/** Cloudflare's rules over the files of `publicDir`, followed as a browser follows redirects. */
function cloudflareHost(publicDir: () => string): Host {
  let files: Set<string> | undefined
  return {
    async get(pathname) {
      files ??= new Set(listFiles(publicDir()))
      const redirects: string[] = []
      let current = pathname
      for (;;) {
        const answer = cloudflareAsset(files, current)
        if (answer.status === 307 && redirects.length < 5) {
          redirects.push(answer.location)
          current = answer.location
          continue
        }
        const file = answer.status === 307 ? null : answer.file
        const body = file ? readFileSync(path.join(publicDir(), file), 'utf8') : ''
        return { status: answer.status, body, redirects }
      }
    },
  }
}

/** Debian's nginx, one process in the foreground, everything it writes in `dir`. */
async function startNginx(
  dir: string,
  publicDir: string,
): Promise<{ url: string; stop(): Promise<void> }> {
  if (!existsSync(NGINX))
    throw new Error(`No está ${NGINX}: instalá nginx-light (apt-get install nginx-light).`)
  const port = await freePort()
  const at = (name: string) => JSON.stringify(path.join(dir, name))
  const config = `daemon off;
master_process off;
worker_processes 1;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
events { worker_connections 64; }
http {
  access_log ${at('access.log')};
  client_body_temp_path ${at('body')};
  proxy_temp_path ${at('proxy')};
  fastcgi_temp_path ${at('fastcgi')};
  uwsgi_temp_path ${at('uwsgi')};
  scgi_temp_path ${at('scgi')};
  types { text/html html; application/json json; }
  default_type application/octet-stream;
  server {
    listen 127.0.0.1:${port};
    root ${JSON.stringify(publicDir)};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`
  writeFileSync(path.join(dir, 'nginx.conf'), config)
  // -e: the log of its start-up, before it reads error_log, in the folder too.
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
    { detached: true, stdio: 'ignore' },
  )
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.once('error', () => resolve())
  })
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name)
    } catch {
      // Already gone.
    }
  }
  // TERM is nginx's fast shutdown; KILL if it hangs.
  const stop = async () => {
    signal('SIGTERM')
    const killer = setTimeout(() => signal('SIGKILL'), 5_000)
    await exited
    clearTimeout(killer)
  }
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break
    try {
      await fetch(`${url}/`)
      return { url, stop }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  await stop()
  const log = existsSync(path.join(dir, 'error.log'))
    ? readFileSync(path.join(dir, 'error.log'), 'utf8')
    : ''
  throw new Error(`nginx no respondió en ${url}:\n${log}`)
}

const scratch = mkdtempSync(path.join(tmpdir(), 'direcciones-'))
const siteRoot = path.join(scratch, 'sitio')
const publicDir = path.join(siteRoot, 'public')
let site: SiteServer | undefined
let nginx: { url: string; stop(): Promise<void> } | undefined

beforeAll(async () => {
  writeSite(siteRoot, [...PAGES, OLD_RULE_PAGE])
  const nginxDir = path.join(scratch, 'nginx')
  mkdirSync(nginxDir)
  // One after the other, so afterAll stops whichever started.
  site = await startServer({
    siteRoot,
    childOutput: 'ignore',
    env: { ...process.env, WEB_CONCURRENCY: '1' },
  })
  nginx = await startNginx(nginxDir, publicDir)
})

afterAll(async () => {
  await Promise.all([site ? stopGroup(site.endGroup, site.exited) : undefined, nginx?.stop()])
  rmSync(scratch, { recursive: true, force: true })
})

const HOSTS: [name: string, host: Host][] = [
  ['the production server', httpHost(() => site!.url)],
  ["Cloudflare's asset rules", cloudflareHost(() => publicDir)],
  ['nginx', httpHost(() => nginx!.url)],
]

describe('the page addresses of hostile broker addresses', () => {
  it('are one folder each, written as the links hold them', () => {
    expect(new Set(PAGES.map((page) => page.path)).size).toBe(PAGES.length)
    for (const page of PAGES) {
      // What the browser sends decodes back to the folder's name.
      expect(decodeURIComponent(browserPath(page.path))).toBe(page.path)
      expect(existsSync(path.join(publicDir, page.path, 'index.html'))).toBe(true)
    }
  })

  describe.each(HOSTS)('on %s', (_, host) => {
    it.each(PAGES)('serve the page of a $name', async (page) => {
      const pathname = browserPath(page.path)
      const html = await host.get(pathname)
      expect(html.status).toBe(200)
      expect(html.body).toContain(`<title>${page.marker}</title>`)
      // At most the trailing slash added (Cloudflare): never the address re-encoded.
      expect(html.redirects).toEqual(html.redirects.length ? [`${pathname}/`] : [])
      const data = await host.get(pageDataPath(page.path))
      expect(data.status).toBe(200)
      expect(JSON.parse(data.body)).toEqual({ path: page.path, marker: page.marker })
    })
  })
})

describe("the old rule's percent-encoded addresses", () => {
  it("are written as '%25', which every host decodes to '%' and does not find", async () => {
    expect(OLD_RULE_PAGE.path).toBe('/propiedad/venta/100%25-luminoso/999')
    expect(existsSync(path.join(publicDir, OLD_RULE_PAGE.path, 'index.html'))).toBe(true)
    for (const [, host] of HOSTS) {
      const answer = await host.get(browserPath(OLD_RULE_PAGE.path))
      expect(answer.status).toBe(404)
      expect(answer.body).not.toContain(OLD_RULE_PAGE.marker)
    }
  })
})
