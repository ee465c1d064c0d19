import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { netlifyHeaderRoutes, netlifyMovesOf, undoNetlifyLayout } from './netlifyAdapter'

const immutable = { key: 'cache-control', value: 'public, max-age=31536000, immutable' }
const base = [
  { key: 'x-xss-protection', value: '1; mode=block' },
  { key: 'referrer-policy', value: 'same-origin' },
]

describe('netlifyHeaderRoutes', () => {
  it("keeps immutable caching for hashed scripts and styles, and nothing of Gatsby's defaults", () => {
    const routes = netlifyHeaderRoutes([
      { path: '/*', headers: [{ key: 'cache-control', value: 'public, max-age=0' }, ...base] },
      { path: '/static/*', headers: [immutable] },
      { path: '/app-42fd6c19220bb453eb8e.js', headers: [immutable, ...base] },
      { path: '/styles.62528c7395de8c294535.css', headers: [immutable, ...base] },
      { path: '/app-42fd6c19220bb453eb8e.js.map', headers: [immutable, ...base] },
      { path: '/app-42fd6c19220bb453eb8e.js.LICENSE.txt', headers: [immutable] },
      { path: '/sw.js', headers: [immutable] },
    ])
    expect(routes).toEqual([
      { path: '/app-42fd6c19220bb453eb8e.js', headers: [immutable] },
      { path: '/styles.62528c7395de8c294535.css', headers: [immutable] },
    ])
  })
})

describe('netlifyMovesOf', () => {
  const page = (path: string, filePath: string) => ({
    type: 'static' as const,
    path,
    filePath,
    headers: [],
  })

  it("follows the adapter's layout: pretty addresses, client-only routes, 404 and 500 kept", () => {
    expect(
      netlifyMovesOf([
        page('/contacto', 'public/contacto/index.html'),
        page('/', 'public/index.html'),
        page('/venta/*', 'public/venta/index.html'),
        page('/page-data/venta/*/page-data.json', 'public/page-data/venta/page-data.json'),
        page('/tokko/123/index.html', 'public/tokko/123/index.html'),
        page('/404.html', 'public/404.html'),
        page('/404', 'public/404/index.html'),
        page('/app-42fd6c19220bb453eb8e.js', 'public/app-42fd6c19220bb453eb8e.js'),
        { type: 'function', path: '/api/summary', functionId: 'summary-js' },
      ]),
    ).toEqual([
      { from: 'public/contacto/index.html', to: 'public/contacto.html' },
      { from: 'public/venta/index.html', to: 'public/venta/[...].html' },
      { from: 'public/page-data/venta/page-data.json', to: 'public/page-data/venta/[...]' },
      { from: 'public/404/index.html', to: 'public/404.html', shared: true },
    ])
  })
})

describe('undoNetlifyLayout', () => {
  let root: string
  const write = (file: string, text = file) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  const exists = (file: string) => existsSync(path.join(root, file))
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'netlify-layout-'))
    write('public/contacto.html', 'contacto')
    write('public/venta/[...].html', 'venta')
    write('public/404.html', '404')
    write('.netlify/functions-internal/summary-js/summary-js.js')
    write(
      '.cache/netlify-moves.json',
      JSON.stringify([
        { from: 'public/contacto/index.html', to: 'public/contacto.html' },
        { from: 'public/venta/index.html', to: 'public/venta/[...].html' },
        { from: 'public/retirada/index.html', to: 'public/retirada.html' },
        { from: 'public/404/index.html', to: 'public/404.html', shared: true },
      ]),
    )
    write(
      'public/_redirects',
      '# gatsby-adapter-netlify start\n/api/summary  /.netlify/functions/summary-js  200\n# gatsby-adapter-netlify end\n',
    )
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('puts each page back where Gatsby wrote it, once', () => {
    undoNetlifyLayout(root, true)
    expect(readFileSync(path.join(root, 'public/contacto/index.html'), 'utf8')).toBe('contacto')
    expect(readFileSync(path.join(root, 'public/venta/index.html'), 'utf8')).toBe('venta')
    expect(exists('public/contacto.html')).toBe(false)
    // Gatsby writes 404.html itself too: it stays.
    expect(readFileSync(path.join(root, 'public/404/index.html'), 'utf8')).toBe('404')
    expect(exists('public/404.html')).toBe(true)
    expect(exists('.cache/netlify-moves.json')).toBe(false)
    // A Netlify build keeps its routes and functions; the adapter writes them again.
    expect(exists('public/_redirects')).toBe(true)
    expect(exists('.netlify/functions-internal')).toBe(true)
  })

  it("for the production server, also drops the adapter's routes and functions", () => {
    write(
      'public/_redirects',
      `/viejo  /nuevo  301\n${readFileSync(path.join(root, 'public/_redirects'), 'utf8')}`,
    )
    undoNetlifyLayout(root, false)
    expect(readFileSync(path.join(root, 'public/_redirects'), 'utf8')).toBe('/viejo  /nuevo  301\n')
    expect(exists('.netlify/functions-internal')).toBe(false)
  })
})
