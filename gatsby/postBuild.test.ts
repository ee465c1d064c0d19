import { inlineScriptHashes, scriptHash } from './inlineScripts'
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { makePrice, makeProperty } from '../__tests__/support/factories'
import type { Operation, Property } from '../src/domain/types'
import { publishedListings, type WithdrawnListing } from '../src/domain/property/withdrawn'
import { withPolicyMeta } from './securityHeaders'
import {
  REDIRECT_SCRIPT,
  redirectHtml,
  SITEMAP_LIMIT,
  sitemapFiles,
  sitemapPaths,
  writeIfChanged,
  writeRedirects,
} from './postBuild'

const sale: Operation = { operation_id: 1, operation_type: 'Venta', prices: [makePrice()] }
const rent: Operation = { operation_id: 2, operation_type: 'Alquiler', prices: [makePrice()] }

/** The withdrawn listings of properties that left the catalogue. */
const withdrawnFrom = (...properties: Property[]): WithdrawnListing[] =>
  publishedListings(properties).map((listing) => ({
    ...listing,
    withdrawn_at: '2026-11-12T15:00:00.000Z',
  }))

describe('redirectHtml', () => {
  it('sends the visitor on by meta refresh and script, with a canonical link', () => {
    const html = redirectHtml(
      '/propiedad/venta/gorriti-al-4300/7104123',
      'https://inmo.example/propiedad/venta/gorriti-al-4300/7104123',
    )
    expect(html).toContain(
      '<meta http-equiv="refresh" content="0; url=/propiedad/venta/gorriti-al-4300/7104123">',
    )
    expect(html).toContain(
      `<script data-to="/propiedad/venta/gorriti-al-4300/7104123">${REDIRECT_SCRIPT}</script>`,
    )
    expect(html).toContain(
      '<link rel="canonical" href="https://inmo.example/propiedad/venta/gorriti-al-4300/7104123">',
    )
    expect(html).toContain('<html lang="es">')
  })

  it('cannot be broken out of by an address', () => {
    const html = redirectHtml('/propiedad/venta/a"><script>alert(1)</script>/1', 'https://x/"')
    expect(html).not.toContain('<script>alert(1)')
    expect(html).toContain('data-to="/propiedad/venta/a&quot;&gt;&lt;script&gt;alert(1)')
  })

  it('runs one script, the same on every redirect, so one hash allows them all', () => {
    const hashes = [
      redirectHtml('/a/1', 'https://x/a/1'),
      redirectHtml('/b/"2', 'https://x/b'),
    ].map(inlineScriptHashes)
    expect(hashes).toEqual([[scriptHash(REDIRECT_SCRIPT)], [scriptHash(REDIRECT_SCRIPT)]])
  })
})

describe('sitemapFiles', () => {
  it('lists every address in one file for an ordinary site', () => {
    const files = sitemapFiles(
      ['https://inmo.example/', 'https://inmo.example/propiedad/venta/av.-córdoba-1234---5/9'],
      'https://inmo.example',
    )
    expect(Object.keys(files)).toEqual(['sitemap.xml'])
    expect(files['sitemap.xml']).toContain('<loc>https://inmo.example/</loc>')
    expect(files['sitemap.xml']).toContain(
      '<loc>https://inmo.example/propiedad/venta/av.-c%C3%B3rdoba-1234---5/9</loc>',
    )
  })

  it('splits a very large site into parts under an index', () => {
    const urls = Array.from(
      { length: SITEMAP_LIMIT + 5 },
      (_, index) => `https://inmo.example/p/${index}`,
    )
    const files = sitemapFiles(urls, 'https://inmo.example')
    expect(Object.keys(files).sort()).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap.xml'])
    expect(files['sitemap.xml']).toContain('<sitemapindex')
    expect(files['sitemap.xml']).toContain('<loc>https://inmo.example/sitemap-2.xml</loc>')
    expect(files['sitemap-2.xml']?.match(/<url>/g)).toHaveLength(5)
  })
})

describe('writeRedirects', () => {
  let dir: string
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'redirects-'))))
  afterEach(() => rmSync(dir, { recursive: true, force: true }))
  const file = (id: number) => path.join(dir, 'tokko', String(id), 'index.html')

  it('rewrites only the redirects that changed and drops those of withdrawn properties', () => {
    const kept = makeProperty({ id: 1 })
    const moved = makeProperty({ id: 2, fake_address: 'Thames al 800' })
    writeRedirects(dir, [kept, moved, makeProperty({ id: 3 })], 'https://sitio.test', [])
    const old = new Date('2026-01-01T00:00:00Z')
    for (const id of [1, 2]) utimesSync(file(id), old, old)

    const paths = writeRedirects(
      dir,
      [kept, { ...moved, fake_address: 'Gorriti al 4500' }],
      'https://sitio.test',
      [],
    )
    expect(paths).toEqual(['/tokko/1', '/tokko/2'])
    expect(statSync(file(1)).mtime).toEqual(old)
    expect(statSync(file(2)).mtime).not.toEqual(old)
    expect(readFileSync(file(2), 'utf8')).toContain('gorriti-al-4500')
    expect(existsSync(path.join(dir, 'tokko', '3'))).toBe(false)
  })

  it('leaves a redirect that only gained its policy since as it is', () => {
    const kept = makeProperty({ id: 1 })
    writeRedirects(dir, [kept], 'https://sitio.test', [])
    writeFileSync(file(1), withPolicyMeta(readFileSync(file(1), 'utf8'), "default-src 'self'"))
    const old = new Date('2026-01-01T00:00:00Z')
    utimesSync(file(1), old, old)
    writeRedirects(dir, [kept], 'https://sitio.test', [])
    expect(statSync(file(1)).mtime).toEqual(old)
    expect(readFileSync(file(1), 'utf8')).toContain('Content-Security-Policy')
  })

  it('sends a withdrawn property to its «no disponible» page until it expires, then drops it', () => {
    const present = makeProperty({ id: 1 })
    const gone = makeProperty({ id: 2, operations: [rent, sale] })
    // Property 1 is still for sale but no longer for rent: /tokko/1 stays on its live page.
    const lostRent = withdrawnFrom(makeProperty({ id: 1, operations: [rent] }))
    writeRedirects(dir, [present, gone], 'https://sitio.test', [])

    const paths = writeRedirects(dir, [present], 'https://sitio.test', [
      ...lostRent,
      ...withdrawnFrom(gone),
    ])
    expect(paths).toEqual(['/tokko/1', '/tokko/2'])
    expect(readFileSync(file(1), 'utf8')).toContain('data-to="/propiedad/venta/gorriti-al-4300/1"')
    // Gone from sale and rent: the sale page, whatever order the broker gave the operations in.
    expect(readFileSync(file(2), 'utf8')).toContain('data-to="/propiedad/venta/gorriti-al-4300/2"')

    expect(writeRedirects(dir, [present], 'https://sitio.test', [])).toEqual(['/tokko/1'])
    expect(existsSync(path.join(dir, 'tokko', '2'))).toBe(false)
  })
})

describe('sitemapPaths', () => {
  it('lists content pages, sorted, without the withdrawn listings nor the pages that are not content', () => {
    const gone = makeProperty({ id: 2 })
    const pages = [
      '/venta',
      '/propiedad/venta/gorriti-al-4300/2',
      '/',
      '/propiedad/venta/gorriti-al-4300/1',
      '/404.html',
      '/tokko',
      '/favoritos',
      '/novedad',
    ]
    expect(sitemapPaths(pages, withdrawnFrom(gone))).toEqual([
      '/',
      '/propiedad/venta/gorriti-al-4300/1',
      '/venta',
    ])
    expect(sitemapPaths(pages, [])).toContain('/propiedad/venta/gorriti-al-4300/2')
  })
})

describe('writeIfChanged', () => {
  it('leaves a file that already holds the content alone', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'write-'))
    const target = path.join(dir, 'robots.txt')
    expect(writeIfChanged(target, 'a')).toBe(true)
    expect(writeIfChanged(target, 'a')).toBe(false)
    expect(writeIfChanged(target, 'b')).toBe(true)
    expect(readFileSync(target, 'utf8')).toBe('b')
    rmSync(dir, { recursive: true, force: true })
  })
})
