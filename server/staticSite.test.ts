import { cacheControlOf, IMMUTABLE, REVALIDATE, safeSegments } from './staticSite'

describe('cacheControlOf', () => {
  it('keeps what never changes under its name a year, and checks everything else each time', () => {
    expect(cacheControlOf('static/d/123/foto.webp')).toBe(IMMUTABLE)
    expect(cacheControlOf('app-42fd6c19220bb453eb8e.js')).toBe(IMMUTABLE)
    expect(cacheControlOf('component---src-templates-property-tsx-5c1e0a9b8d7f6e5d4c3b.js')).toBe(
      IMMUTABLE,
    )
    expect(cacheControlOf('styles.62528c7395de8c294535.css')).toBe(IMMUTABLE)
    expect(cacheControlOf('icons.a659700ebc298da0cb2a.svg')).toBe(IMMUTABLE)
    expect(cacheControlOf('sin-imagen.svg')).toBe(REVALIDATE)
    expect(cacheControlOf('venta/index.html')).toBe(REVALIDATE)
    expect(cacheControlOf('page-data/venta/page-data.json')).toBe(REVALIDATE)
    expect(cacheControlOf('data-freshness.json')).toBe(REVALIDATE)
    expect(cacheControlOf('sw.js')).toBe(REVALIDATE)
  })
})

describe('safeSegments', () => {
  it('decodes each segment of a path under public/', () => {
    expect(safeSegments('/')).toEqual([])
    expect(safeSegments('/propiedad/venta/c%C3%B3rdoba/7/')).toEqual([
      'propiedad',
      'venta',
      'córdoba',
      '7',
    ])
  })

  it.each([
    '/../package.json',
    '/%2e%2e/package.json',
    '/a%2f..%2f..%2fetc',
    '/a%5c..%5c',
    '/.cache/functions/manifest.json',
    '/venta%00',
    '/%E0%A4%A',
    'venta',
  ])('refuses %s', (pathname) => {
    expect(safeSegments(pathname)).toBeNull()
  })
})
