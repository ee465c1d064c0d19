import { inlineScriptHashes, scriptHash } from './inlineScripts'
import { REDIRECT_SCRIPT, redirectHtml, SITEMAP_LIMIT, sitemapFiles } from './postBuild'

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
