import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  makeDevelopment,
  makePhoto,
  makeProducer,
  makeProperty,
  makeSettings,
  makeUnit,
} from '../__tests__/support/factories'
import { compileRules, headersFor, parseHeadersFile } from '../server/headersFile.mjs'
import { frameSources } from '../src/domain/frameSources'
import { OSM_TILES } from '../src/domain/mapTiles'
import type { NewsEntry } from '../src/domain/types'
import { publishedListings } from '../src/domain/withdrawn'
import { scriptHash } from './inlineScripts'
import { REDIRECT_SCRIPT, redirectHtml } from './postBuild'
import {
  buildSecurityHeaders,
  type DocumentScan,
  documentGroups,
  htmlFileOf,
  matchPathCovers,
  mediaOrigins,
  pagePolicy,
  parseOriginList,
  PERMISSIONS_POLICY,
  policySources,
  rulePath,
  serialisePolicy,
  SITE_HEADERS,
  sitePolicy,
  type PolicySources,
} from './securityHeaders'

const news = (main_image: string): NewsEntry => ({
  id: 1,
  title: 'Novedad',
  slug: 'novedad',
  headline: '',
  content: '<p>x</p>',
  date_published: '2025-01-01',
  tags: [],
  main_image,
  featured: false,
  author: '',
})

describe('mediaOrigins', () => {
  it('collects the origin of every picture and file of the catalogue, once each', () => {
    const catalog = {
      settings: makeSettings({
        seo: { title: '', description: '', image: 'https://seo.example/og.jpg' },
        modules: {
          ...makeSettings().modules,
          about: {
            title: '',
            text: '',
            team: [{ name: 'A', position: '', picture: 'https://equipo.example/a.jpg' }],
          },
        },
      }),
      properties: [
        makeProperty({
          photos: [makePhoto({ image: 'https://fotos.example/1.jpg' })],
          blueprints: [makePhoto({ image: 'https://planos.example/1.jpg' })],
          files: [{ url: 'https://archivos.example:8443/a.pdf', name: '' }],
          producer: makeProducer({ picture: 'https://agentes.example/1.jpg' }),
        }),
        makeProperty({
          photos: [
            makePhoto({ image: '/sin-imagen.svg' }),
            makePhoto({ image: 'data:image/png;base64,x' }),
          ],
          producer: makeProducer({ picture: '' }),
        }),
      ],
      developments: [
        makeDevelopment({
          photos: [makePhoto({ image: 'https://FOTOS.example/2.jpg' })],
          units: [makeUnit({ photos: [makePhoto({ image: 'http://127.0.0.1:4010/u.jpg' })] })],
        }),
      ],
      news: [news('https://noticias.example/n.jpg'), news('')],
    }
    expect(mediaOrigins(catalog, [])).toEqual([
      'http://127.0.0.1:4010',
      'https://agentes.example',
      'https://archivos.example:8443',
      'https://equipo.example',
      'https://fotos.example',
      'https://noticias.example',
      'https://planos.example',
      'https://seo.example',
    ])
  })

  it("adds the hosts of the withdrawn listings' cards, which the catalogue no longer has", () => {
    const catalog = { settings: makeSettings(), properties: [], developments: [], news: [] }
    const [listing] = publishedListings([
      makeProperty({ photos: [makePhoto({ image: 'https://fotos-viejas.example/1.jpg' })] }),
    ])
    const withdrawn = [{ ...listing!, withdrawn_at: '2026-11-12T15:00:00.000Z' }]
    expect(mediaOrigins(catalog, withdrawn)).toEqual(['https://fotos-viejas.example'])
  })
})

describe('parseOriginList', () => {
  it('reads origins separated by spaces or commas', () => {
    expect(
      parseOriginList(
        'CSP_EXTRA_IMG_ORIGINS',
        ' https://cdn.example/, https://*.Fotos.example  http://127.0.0.1:4011',
      ),
    ).toEqual(['https://cdn.example', 'https://*.fotos.example', 'http://127.0.0.1:4011'])
    expect(parseOriginList('CSP_EXTRA_IMG_ORIGINS', undefined)).toEqual([])
    expect(parseOriginList('CSP_EXTRA_IMG_ORIGINS', '')).toEqual([])
  })

  it.each([
    'cdn.example',
    'https://cdn.example/fotos',
    "https://x.example;script-src 'unsafe-inline'",
    '*',
  ])('refuses %s, naming the variable', (value) => {
    expect(() => parseOriginList('CSP_EXTRA_IMG_ORIGINS', value)).toThrow(
      /^CSP_EXTRA_IMG_ORIGINS: /,
    )
  })
})

describe('policySources', () => {
  const catalog = {
    settings: makeSettings(),
    properties: [makeProperty({ photos: [makePhoto({ image: 'https://fotos.example/1.jpg' })] })],
    developments: [],
    news: [],
  }

  it("adds the map's tile host and CSP_EXTRA_IMG_ORIGINS to the catalogue hosts", () => {
    const sources = policySources(catalog, [], {
      CSP_EXTRA_IMG_ORIGINS: 'https://cdn.example https://fotos.example',
    })
    expect(sources.imgOrigins).toEqual([
      'https://fotos.example',
      'https://tile.openstreetmap.org',
      'https://cdn.example',
    ])
  })

  it('allows the tile host GATSBY_MAP_TILES names, subdomains included', () => {
    const tiles = (template: string) =>
      policySources(catalog, [], {
        GATSBY_MAP_TILES: template,
        GATSBY_MAP_ATTRIBUTION: 'Teselas de prueba',
      }).imgOrigins
    expect(tiles('http://127.0.0.1:4011/tiles/{z}/{x}/{y}.png')).toEqual([
      'https://fotos.example',
      'http://127.0.0.1:4011',
    ])
    expect(tiles('https://{s}.tiles.example/{z}/{x}/{y}.png')).toContain('https://*.tiles.example')
    expect(serialisePolicy(pagePolicy({ imgOrigins: tiles(OSM_TILES) }, []))).toContain(
      "img-src 'self' data: blob: https://fotos.example https://tile.openstreetmap.org;",
    )
  })
})

const SOURCES: PolicySources = {
  imgOrigins: ['https://fotos.example'],
}

describe('pagePolicy', () => {
  it('allows inline scripts by hash only, and frames from the embed allow-list', () => {
    const policy = serialisePolicy(pagePolicy(SOURCES, ["'sha256-a'", "'sha256-b'"]))
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; " +
        "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https://fotos.example; " +
        "connect-src 'self'; " +
        `frame-src ${frameSources().join(' ')}; ` +
        "font-src 'self'; manifest-src 'self'; worker-src 'self'; object-src 'none'; " +
        "base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    )
  })
})

describe('sitePolicy', () => {
  it("is every page's policy without default-src and script-src", () => {
    const page = pagePolicy(SOURCES, ["'sha256-a'"])
    const site = sitePolicy(SOURCES)
    expect(site.map(([name]) => name)).not.toContain('script-src')
    expect(site.map(([name]) => name)).not.toContain('default-src')
    for (const directive of site) expect(page).toContainEqual(directive)
    expect(site).toHaveLength(page.length - 2)
  })
})

describe('the site-wide headers', () => {
  it('turn off powerful features but leave the players theirs', () => {
    expect(PERMISSIONS_POLICY).toMatch(
      /^camera=\(\), microphone=\(\), geolocation=\(\), payment=\(\), usb=\(\)/,
    )
    for (const feature of [
      'autoplay',
      'fullscreen',
      'gyroscope',
      'accelerometer',
      'encrypted-media',
    ])
      expect(PERMISSIONS_POLICY).not.toContain(feature)
    expect(Object.fromEntries(SITE_HEADERS)).toMatchObject({
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
    })
  })
})

describe('rulePath', () => {
  it('keeps ordinary page paths as they are and encodes what the format would misread', () => {
    expect(rulePath('/propiedad/venta/av.-maipú-al-2700/7105')).toBe(
      '/propiedad/venta/av.-maipú-al-2700/7105',
    )
    expect(rulePath('/propiedad/venta/a*b c/:1')).toBe('/propiedad/venta/a%2Ab%20c/%3A1')
    expect(rulePath('/')).toBe('/')
  })
})

describe('htmlFileOf', () => {
  it("is where Gatsby writes a page's HTML", () => {
    expect(htmlFileOf('/p', '/')).toBe('/p/index.html')
    expect(htmlFileOf('/p', '/venta')).toBe('/p/venta/index.html')
    expect(htmlFileOf('/p', '/emprendimientos/')).toBe('/p/emprendimientos/index.html')
    expect(htmlFileOf('/p', '/404.html')).toBe('/p/404.html')
    expect(htmlFileOf('/p', '/tokko/[...]')).toBe('/p/tokko/[...]/index.html')
  })
})

describe('matchPathCovers', () => {
  it('follows Gatsby match paths', () => {
    expect(matchPathCovers('/tokko/*', '/tokko/7104123')).toBe(true)
    expect(matchPathCovers('/tokko/*', '/tokko')).toBe(true)
    expect(matchPathCovers('/tokko/*', '/tokkos/1')).toBe(false)
    expect(matchPathCovers('/app/:id', '/app/1')).toBe(true)
    expect(matchPathCovers('/app/:id', '/app/1/2')).toBe(false)
    expect(matchPathCovers('/app/:id', '/app')).toBe(false)
  })
})

describe('documentGroups', () => {
  it('puts a client-only page, its splat and the documents under it in one group', () => {
    const groups = documentGroups(
      '/p',
      [
        { path: '/' },
        { path: '/tokko/[...]', matchPath: '/tokko/*' },
        { path: '/venta', matchPath: '/venta/*' },
      ],
      ['/tokko/1', '/tokko/2'],
    )
    expect(groups).toEqual([
      {
        paths: ['/tokko/[...]', '/tokko/*'],
        files: ['/p/tokko/[...]/index.html', '/p/tokko/1/index.html', '/p/tokko/2/index.html'],
        matchPath: '/tokko/*',
      },
      { paths: ['/venta', '/venta/*'], files: ['/p/venta/index.html'], matchPath: '/venta/*' },
      { paths: ['/'], files: ['/p/index.html'] },
    ])
  })
})

/** A page as Gatsby builds it: the theme script, its path, the chunk map and the build hash. */
const gatsbyPage = (pagePath: string, extra = '') =>
  '<!DOCTYPE html><html lang="es"><head><script type="application/ld+json">{}</script></head>' +
  '<body><script>(function(){document.documentElement.dataset.theme="light"})()</script>' +
  `<div id="___gatsby">${extra}</div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script>` +
  '<script id="gatsby-chunk-mapping">\n  window.___chunkMapping="{}";\n</script>' +
  '<script>window.___webpackCompilationHash="abc";</script>' +
  '<script src="/app-1.js" async></script></body></html>'

const SHARED_HASHES = [
  scriptHash('(function(){document.documentElement.dataset.theme="light"})()'),
  scriptHash('\n  window.___chunkMapping="{}";\n'),
  scriptHash('window.___webpackCompilationHash="abc";'),
]
const pathHash = (pagePath: string) =>
  scriptHash(`/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/`)

describe('buildSecurityHeaders', () => {
  let publicDir: string
  const write = (pagePath: string, html: string) => {
    const file = htmlFileOf(publicDir, pagePath)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, html)
  }
  const PROPERTY = '/propiedad/venta/av.-maipú-al-2700/7105'
  const pages = [
    { path: '/' },
    { path: '/venta', matchPath: '/venta/*' },
    { path: PROPERTY },
    { path: '/emprendimientos/' },
    { path: '/tokko/[...]', matchPath: '/tokko/*' },
    { path: '/404' },
    { path: '/404.html' },
  ]

  beforeAll(() => {
    publicDir = mkdtempSync(path.join(tmpdir(), 'headers-'))
    for (const page of pages) write(page.path, gatsbyPage(page.path))
    write('/tokko/1', redirectHtml(PROPERTY, `https://x${PROPERTY}`))
    write('/tokko/2', redirectHtml('/propiedad/venta/otra/2', 'https://x/propiedad/venta/otra/2'))
  })
  afterAll(() => rmSync(publicDir, { recursive: true, force: true }))

  const build = (warn?: (message: string) => void) =>
    buildSecurityHeaders({
      publicDir,
      pages,
      otherDocuments: ['/tokko/1', '/tokko/2'],
      sources: SOURCES,
      warn,
    })
  const cspOf = (headers: readonly (readonly [string, string])[]) =>
    headers.find(([name]) => name === 'Content-Security-Policy')?.[1].split(', ') ?? []
  const scriptSourcesOf = (policy: string) =>
    (/script-src ([^;]*)/.exec(policy)?.[1] ?? '').split(' ').slice(1)

  it('writes the site-wide rule first and one rule per page path and splat', () => {
    const { text } = build()
    const rules = parseHeadersFile(text)
    expect(text.startsWith('# ')).toBe(true)
    expect(rules.map((rule) => rule.path)).toEqual([
      '/*',
      '/',
      '/404',
      '/404.html',
      '/emprendimientos/',
      PROPERTY,
      '/tokko/*',
      '/tokko/[...]',
      '/venta',
      '/venta/*',
    ])
    expect(rules[0]!.headers).toEqual([
      ...SITE_HEADERS,
      ['Content-Security-Policy', serialisePolicy(sitePolicy(SOURCES))],
    ])
  })

  it("gives each page the hashes of its own inline scripts and no 'unsafe-inline' for scripts", () => {
    const rules = compileRules(parseHeadersFile(build().text))
    const [site, page] = cspOf(headersFor(rules, encodeURI(PROPERTY)))
    expect(site).toBe(serialisePolicy(sitePolicy(SOURCES)))
    expect(page).toBe(
      serialisePolicy(
        pagePolicy(SOURCES, [SHARED_HASHES[0]!, pathHash(PROPERTY), ...SHARED_HASHES.slice(1)]),
      ),
    )
    expect(scriptSourcesOf(page!)).not.toContain("'unsafe-inline'")
  })

  it('gives the client-only /tokko/* one policy for the lookup page and every redirect', () => {
    const rules = compileRules(parseHeadersFile(build().text))
    for (const address of ['/tokko/1', '/tokko/2', '/tokko/999', '/tokko/[...]']) {
      const policies = cspOf(headersFor(rules, address))
      expect(new Set(policies.slice(1)).size).toBe(1)
      expect(scriptSourcesOf(policies[1]!).sort()).toEqual(
        [...SHARED_HASHES, pathHash('/tokko/[...]'), scriptHash(REDIRECT_SCRIPT)].sort(),
      )
    }
  })

  it('never gives one address two different page policies', () => {
    const rules = compileRules(parseHeadersFile(build().text))
    for (const address of [
      '/',
      '/venta',
      '/venta/',
      '/venta/palermo/casas',
      '/emprendimientos',
      '/404',
      '/404.html',
      '/tokko/5',
    ]) {
      const [site, ...pagePolicies] = cspOf(headersFor(rules, address))
      expect(site).toBe(serialisePolicy(sitePolicy(SOURCES)))
      expect(pagePolicies.length).toBeGreaterThan(0)
      expect(new Set(pagePolicies).size).toBe(1)
    }
  })

  it('gives an address no page answers, and every asset, the site-wide rule alone', () => {
    const rules = compileRules(parseHeadersFile(build().text))
    for (const address of ['/no-existe', '/page-data/venta/page-data.json', '/app-1.js']) {
      expect(headersFor(rules, address)).toEqual([
        ...SITE_HEADERS,
        ['Content-Security-Policy', serialisePolicy(sitePolicy(SOURCES))],
      ])
    }
  })

  it('says which pages have no HTML and which load scripts from elsewhere', () => {
    const warnings: string[] = []
    write('/ajeno', gatsbyPage('/ajeno', '<script src="https://cdn.example/x.js"></script>'))
    const result = buildSecurityHeaders({
      publicDir,
      pages: [{ path: '/falta' }, { path: '/ajeno' }],
      sources: SOURCES,
      warn: (message) => warnings.push(message),
    })
    expect(warnings).toEqual([
      expect.stringContaining(path.join('falta', 'index.html')),
      expect.stringContaining('https://cdn.example/x.js'),
    ])
    expect(result.rules.map((rule) => rule.path)).toEqual(['/*', '/ajeno'])
    expect(result.documents).toBe(1)
  })

  it('counts documents and distinct hashes and measures the longest line', () => {
    const result = build()
    expect(result.documents).toBe(9)
    // Three shared scripts, seven page paths and the redirect's script.
    expect(result.hashes).toBe(3 + 7 + 1)
    expect(result.longestLine).toBe(Math.max(...result.text.split('\n').map((line) => line.length)))
  })

  it('reads again only the documents that changed since the scans it is given', () => {
    const scans = new Map<string, DocumentScan>()
    const first = buildSecurityHeaders({ publicDir, pages, sources: SOURCES, scans })
    expect(scans.size).toBe(first.documents)
    // A scan that does not match the file's content proves the file was not read again.
    const home = path.relative(publicDir, htmlFileOf(publicDir, '/'))
    scans.set(home, { ...scans.get(home)!, hashes: ["'sha256-desde-la-cache'"] })
    const cached = buildSecurityHeaders({ publicDir, pages, sources: SOURCES, scans })
    const homeRule = cached.rules.find((rule) => rule.path === '/')!
    expect(cspOf(homeRule.headers).join()).toContain("'sha256-desde-la-cache'")
    // Rewritten (another size): read again.
    write('/', gatsbyPage('/') + '<!-- otra versión -->')
    const reread = buildSecurityHeaders({ publicDir, pages, sources: SOURCES, scans })
    const rule = reread.rules.find((item) => item.path === '/')!
    expect(cspOf(rule.headers).join()).not.toContain('desde-la-cache')
    // A document no longer built leaves the cache.
    scans.set('ya-no-existe/index.html', { size: 1, mtimeMs: 1, hashes: [], external: [] })
    buildSecurityHeaders({ publicDir, pages, sources: SOURCES, scans })
    expect(scans.has('ya-no-existe/index.html')).toBe(false)
  })
})
