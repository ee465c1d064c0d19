import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
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
import { frameSources } from '../src/domain/detail/frameSources'
import { OSM_TILES } from '../src/domain/listing/mapTiles'
import type { NewsEntry } from '../src/domain/types'
import { publishedListings } from '../src/domain/property/withdrawn'
import { scriptHash } from './inlineScripts'
import { REDIRECT_SCRIPT, redirectHtml } from './postBuild'
import {
  buildSecurityHeaders,
  documentPolicy,
  type DocumentScan,
  mediaOrigins,
  pagePolicy,
  parseOriginList,
  PERMISSIONS_POLICY,
  policySources,
  serialisePolicy,
  SITE_HEADERS,
  sitePolicy,
  withoutPolicyMeta,
  withPolicyMeta,
  writeSecurityHeaders,
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
    const catalogue = {
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
    expect(mediaOrigins(catalogue, [])).toEqual([
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
    const catalogue = { settings: makeSettings(), properties: [], developments: [], news: [] }
    const [listing] = publishedListings([
      makeProperty({ photos: [makePhoto({ image: 'https://fotos-viejas.example/1.jpg' })] }),
    ])
    const withdrawn = [{ ...listing!, withdrawn_at: '2026-11-12T15:00:00.000Z' }]
    expect(mediaOrigins(catalogue, withdrawn)).toEqual(['https://fotos-viejas.example'])
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
  const catalogue = {
    settings: makeSettings(),
    properties: [makeProperty({ photos: [makePhoto({ image: 'https://fotos.example/1.jpg' })] })],
    developments: [],
    news: [],
  }

  it("adds the map's tile host and CSP_EXTRA_IMG_ORIGINS to the catalogue hosts", () => {
    const sources = policySources(catalogue, [], {
      CSP_EXTRA_IMG_ORIGINS: 'https://cdn.example https://fotos.example',
    })
    expect(sources.imgOrigins).toEqual([
      'https://fotos.example',
      'https://tile.openstreetmap.org',
      'https://cdn.example',
    ])
  })

  it('reads from SITE_URL whether the site is served over HTTPS', () => {
    expect(policySources(catalogue, [], { SITE_URL: 'https://www.inmobiliaria.test' }).https).toBe(
      true,
    )
    expect(policySources(catalogue, [], { SITE_URL: 'http://localhost:9000' }).https).toBe(false)
    expect(policySources(catalogue, [], {}).https).toBe(false)
  })

  it('allows the tile host GATSBY_MAP_TILES names, subdomains included', () => {
    const tiles = (template: string) =>
      policySources(catalogue, [], {
        GATSBY_MAP_TILES: template,
        GATSBY_MAP_ATTRIBUTION: 'Teselas de prueba',
      }).imgOrigins
    expect(tiles('http://127.0.0.1:4011/tiles/{z}/{x}/{y}.png')).toEqual([
      'https://fotos.example',
      'http://127.0.0.1:4011',
    ])
    expect(tiles('https://{s}.tiles.example/{z}/{x}/{y}.png')).toContain('https://*.tiles.example')
    expect(
      serialisePolicy(pagePolicy({ imgOrigins: tiles(OSM_TILES), https: false }, [])),
    ).toContain("img-src 'self' data: blob: https://fotos.example https://tile.openstreetmap.org;")
  })
})

const SOURCES: PolicySources = {
  imgOrigins: ['https://fotos.example'],
  https: false,
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

/** A page as Gatsby builds it: the theme script, its path, the chunk map and the build hash. */
const gatsbyPage = (pagePath: string, extra = '') =>
  '<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/>' +
  '<script type="application/ld+json">{}</script><title>Córdoba · ñandú 🏠</title></head>' +
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

const META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/
const metaPolicyOf = (html: string) => META.exec(html)?.[1]?.replace(/&quot;/g, '"') ?? null

describe('withPolicyMeta', () => {
  it('puts the policy right after the charset, and replaces the one a previous build put', () => {
    const html = gatsbyPage('/')
    const once = withPolicyMeta(html, "default-src 'self'")
    expect(once).toContain(
      `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/>`,
    )
    const twice = withPolicyMeta(once, "default-src 'none'")
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1)
    expect(metaPolicyOf(twice)).toBe("default-src 'none'")
    expect(withoutPolicyMeta(twice)).toBe(html)
  })

  it('escapes what an attribute cannot hold', () => {
    expect(withPolicyMeta('<head></head>', 'img-src https://a.example/?x="1"&y')).toContain(
      'content="img-src https://a.example/?x=&quot;1&quot;&amp;y"',
    )
  })
})

describe('documentPolicy', () => {
  it("is the page's whole policy but frame-ancestors, which only the header can carry", () => {
    const policy = documentPolicy(SOURCES, ["'sha256-abc='"])
    expect(policy).toBe(
      serialisePolicy(
        pagePolicy(SOURCES, ["'sha256-abc='"]).filter(([name]) => name !== 'frame-ancestors'),
      ),
    )
    expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'sha256-abc='/)
    expect(policy).not.toContain('frame-ancestors')
    expect(serialisePolicy(sitePolicy(SOURCES))).toContain("frame-ancestors 'none'")
  })
})

describe('buildSecurityHeaders', () => {
  let publicDir: string
  const fileOf = (pagePath: string) =>
    pagePath.endsWith('.html')
      ? path.join(publicDir, pagePath)
      : path.join(publicDir, pagePath, 'index.html')
  const write = (pagePath: string, html: string) => {
    const file = fileOf(pagePath)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, html)
  }
  const read = (pagePath: string) => readFileSync(fileOf(pagePath), 'utf8')
  const PROPERTY = '/propiedad/venta/av.-maipú-al-2700/7105'
  const SCRIPTS_SLICE = '<script>window.___webpackCompilationHash="1";</script>'
  const PAGES = ['/', '/venta', PROPERTY, '/emprendimientos/', '/tokko', '/404', '/404.html']

  beforeEach(() => {
    publicDir = mkdtempSync(path.join(tmpdir(), 'headers-'))
    for (const page of PAGES) write(page, gatsbyPage(page))
    write('/tokko/1', redirectHtml(PROPERTY, `https://x${PROPERTY}`))
    write('/page-data/venta', '<p>no es un documento</p>')
    write('/_gatsby/slices/_gatsby-scripts-1.html', SCRIPTS_SLICE)
  })
  afterEach(() => rmSync(publicDir, { recursive: true, force: true }))

  const build = (extra: Partial<Parameters<typeof buildSecurityHeaders>[0]> = {}) =>
    buildSecurityHeaders({ publicDir, sources: SOURCES, ...extra })

  it('writes only the site-wide rules: every header and policy shared, and static/ for good', () => {
    const { text, rules } = build()
    expect(text.startsWith('# ')).toBe(true)
    expect(parseHeadersFile(text)).toEqual([
      {
        path: '/*',
        headers: [
          ...SITE_HEADERS,
          ['Content-Security-Policy', serialisePolicy(sitePolicy(SOURCES))],
        ],
      },
      { path: '/static/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
    ])
    expect(rules).toHaveLength(2)
    // Every address, the 404 page's included, gets them: no rule leaves one without.
    const compiled = compileRules(parseHeadersFile(text))
    for (const address of ['/', '/no-existe', encodeURI(PROPERTY), '/app-1.js'])
      expect(headersFor(compiled, address)).toEqual(
        expect.arrayContaining([['X-Frame-Options', 'DENY']]),
      )
  })

  it('tells browsers to keep to HTTPS for a year when the site is served over it', () => {
    const rules = (sources: PolicySources) => parseHeadersFile(build({ sources }).text)[0]!.headers
    expect(rules({ ...SOURCES, https: true })).toContainEqual([
      'Strict-Transport-Security',
      'max-age=31536000',
    ])
    expect(rules(SOURCES).map(([name]) => name)).not.toContain('Strict-Transport-Security')
  })

  it("gives each document its own policy with its inline scripts' hashes, and no 'unsafe-inline'", () => {
    const result = build()
    const policy = metaPolicyOf(read(PROPERTY))
    expect(policy).toBe(
      documentPolicy(SOURCES, [SHARED_HASHES[0]!, pathHash(PROPERTY), ...SHARED_HASHES.slice(1)]),
    )
    expect(/script-src ([^;]*)/.exec(policy!)![1]).not.toContain("'unsafe-inline'")
    expect(metaPolicyOf(read('/404.html'))).toContain(pathHash('/404.html'))
    expect(metaPolicyOf(read('/tokko/1'))).toContain(scriptHash(REDIRECT_SCRIPT))
    // After the charset, which must stay within the first 1,024 bytes.
    expect(read('/tokko/1')).toContain(
      '<head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy"',
    )
    expect(metaPolicyOf(read('/tokko'))).toContain(pathHash('/tokko'))
    expect(read('/page-data/venta')).not.toContain('Content-Security-Policy')
    // A fragment Gatsby stitches into pages: changed, it makes the next build restitch them all.
    expect(read('/_gatsby/slices/_gatsby-scripts-1.html')).toBe(SCRIPTS_SLICE)
    expect(result.documents).toBe(8)
    // Three shared scripts, seven page paths and the redirect's script.
    expect(result.hashes).toBe(3 + 7 + 1)
  })

  it('keeps every other byte of a document as it was', () => {
    build()
    expect(withoutPolicyMeta(read(PROPERTY))).toBe(gatsbyPage(PROPERTY))
  })

  it('rewrites nothing when nothing changed, and every document when the hosts did', () => {
    const scans = new Map<string, DocumentScan>()
    expect(build({ scans })).toMatchObject({ read: 8, written: 8 })
    expect(build({ scans })).toMatchObject({ read: 0, written: 0 })
    // Without the scans, read again: still nothing to write.
    expect(build()).toMatchObject({ read: 8, written: 0 })
    const moreHosts = {
      ...SOURCES,
      imgOrigins: [...SOURCES.imgOrigins, 'https://fotos.nuevas.example'],
    }
    expect(build({ scans, sources: moreHosts })).toMatchObject({ read: 8, written: 8 })
    expect(metaPolicyOf(read('/'))).toContain('https://fotos.nuevas.example')
  })

  it('reads again only a document the build rewrote, and forgets the ones it removed', () => {
    const scans = new Map<string, DocumentScan>()
    build({ scans })
    write('/venta', gatsbyPage('/venta', '<p>otra versión</p>'))
    expect(build({ scans })).toMatchObject({ read: 1, written: 1 })
    expect(metaPolicyOf(read('/venta'))).toContain(pathHash('/venta'))
    scans.set('ya-no-existe/index.html', {
      size: 1,
      mtimeMs: 1,
      hashes: [],
      external: [],
      policy: '',
    })
    build({ scans })
    expect(scans.has('ya-no-existe/index.html')).toBe(false)
  })

  it('says which documents load scripts from elsewhere', () => {
    const warnings: string[] = []
    write('/ajeno', gatsbyPage('/ajeno', '<script src="https://cdn.example/x.js"></script>'))
    build({ warn: (message) => warnings.push(message) })
    expect(warnings).toEqual([expect.stringContaining('https://cdn.example/x.js')])
  })

  it('has the same two rules at 5,000 listings, each page carrying its own policy', () => {
    for (let id = 1; id <= 5_000; id++) {
      const page = `/propiedad/venta/calle-${id}/${id}`
      write(page, gatsbyPage(page))
      write(`/tokko/${id}`, redirectHtml(page, `https://x${page}`))
    }
    const result = writeSecurityHeaders({ publicDir, sources: SOURCES })
    expect(result.rules.length).toBeLessThan(20)
    expect(result.bytes).toBeLessThan(4_000)
    // The seven pages, and 5,000 listings with their redirects (the first replaces /tokko/1).
    expect(result.documents).toBe(7 + 10_000)
    expect(metaPolicyOf(read('/propiedad/venta/calle-4321/4321'))).toContain(
      pathHash('/propiedad/venta/calle-4321/4321'),
    )
    expect(readFileSync(path.join(publicDir, '_headers'), 'utf8')).toBe(result.text)
  })
})
