import { compilePath, compileRules, headersFor, parseHeadersFile } from './headersFile.mjs'

const FILE = `# Security headers
/*
  X-Frame-Options: DENY
  Content-Security-Policy: frame-ancestors 'none'

/venta
  Content-Security-Policy: default-src 'self'; img-src https://fotos.example:8443
/venta/*
  Content-Security-Policy: default-src 'self'; img-src https://fotos.example:8443

/tokko/:id
  X-Robots-Tag: noindex
  x-robots-tag: nofollow
`

describe('parseHeadersFile', () => {
  it('reads each path with its headers, skipping comments and blank lines', () => {
    expect(parseHeadersFile(FILE)).toEqual([
      {
        path: '/*',
        headers: [
          ['X-Frame-Options', 'DENY'],
          ['Content-Security-Policy', "frame-ancestors 'none'"],
        ],
      },
      {
        path: '/venta',
        headers: [
          ['Content-Security-Policy', "default-src 'self'; img-src https://fotos.example:8443"],
        ],
      },
      {
        path: '/venta/*',
        headers: [
          ['Content-Security-Policy', "default-src 'self'; img-src https://fotos.example:8443"],
        ],
      },
      // A header written twice in one rule is one header with both values, as Netlify reads it.
      { path: '/tokko/:id', headers: [['X-Robots-Tag', 'noindex, nofollow']] },
    ])
  })

  it('reads Windows line ends', () => {
    expect(parseHeadersFile('/a\r\n  X-A: 1\r\n')).toEqual([
      { path: '/a', headers: [['X-A', '1']] },
    ])
  })

  it('names the line of what is not the format', () => {
    expect(() => parseHeadersFile('  X-A: 1\n/a\n')).toThrow(/línea 1: un encabezado antes/)
    expect(() => parseHeadersFile('/a\n  X-A:\n')).toThrow(/línea 2: se esperaba "Nombre: valor"/)
    expect(() => parseHeadersFile('/a\n  sin dos puntos\n')).toThrow(/línea 2/)
    expect(() => parseHeadersFile('/a\n  Mal nombre: 1\n')).toThrow(/línea 2/)
  })
})

describe('compilePath', () => {
  const matches = (rule: string, path: string) => compilePath(rule).test(path)

  it('matches an exact path with or without a trailing slash, in any case', () => {
    expect(matches('/venta', '/venta')).toBe(true)
    expect(matches('/venta', '/venta/')).toBe(true)
    expect(matches('/venta', '/VENTA')).toBe(true)
    expect(matches('/venta', '/ventas')).toBe(false)
    expect(matches('/venta', '/venta/palermo')).toBe(false)
    expect(matches('/emprendimientos/', '/emprendimientos')).toBe(true)
    expect(matches('/', '/')).toBe(true)
    expect(matches('/', '/venta')).toBe(false)
  })

  it('lets a splat match the rest of the path, and the segment before it alone', () => {
    expect(matches('/venta/*', '/venta/palermo/departamentos')).toBe(true)
    expect(matches('/venta/*', '/venta/')).toBe(true)
    expect(matches('/venta/*', '/venta')).toBe(true)
    expect(matches('/venta/*', '/ventas')).toBe(false)
    expect(matches('/*', '/')).toBe(true)
    expect(matches('/*', '/page-data/venta/page-data.json')).toBe(true)
    expect(matches('/static/*.js', '/static/app-1.js')).toBe(true)
    expect(matches('/static/*.js', '/static/app-1.css')).toBe(false)
  })

  it('lets a placeholder match one segment', () => {
    expect(matches('/tokko/:id', '/tokko/7104123')).toBe(true)
    expect(matches('/tokko/:id', '/tokko/7104123/')).toBe(true)
    expect(matches('/tokko/:id', '/tokko/1/2')).toBe(false)
    expect(matches('/tokko/:id', '/tokko')).toBe(false)
  })

  it('takes the characters of a literal path literally', () => {
    expect(matches('/propiedad/av.-maipú/1', '/propiedad/av.-maipú/1')).toBe(true)
    expect(matches('/propiedad/av.-maipú/1', '/propiedad/avx-maipú/1')).toBe(false)
    expect(matches('/a/(b)+c', '/a/(b)+c')).toBe(true)
    expect(matches('/a/%2A', '/a/*')).toBe(true)
    expect(matches('/a/%2A', '/a/b')).toBe(false)
  })
})

describe('headersFor', () => {
  const rules = compileRules(parseHeadersFile(FILE))

  it('joins the headers of every matching rule, in file order', () => {
    expect(headersFor(rules, '/venta')).toEqual([
      ['X-Frame-Options', 'DENY'],
      [
        'Content-Security-Policy',
        "frame-ancestors 'none', default-src 'self'; img-src https://fotos.example:8443, " +
          "default-src 'self'; img-src https://fotos.example:8443",
      ],
    ])
    expect(headersFor(rules, '/tokko/1')).toEqual([
      ['X-Frame-Options', 'DENY'],
      ['Content-Security-Policy', "frame-ancestors 'none'"],
      ['X-Robots-Tag', 'noindex, nofollow'],
    ])
    expect(headersFor(compileRules([]), '/')).toEqual([])
  })

  it('matches a percent-encoded request path against the path as written', () => {
    const unicode = compileRules(
      parseHeadersFile('/propiedad/venta/av.-maipú-al-2700/7\n  X-A: 1\n'),
    )
    expect(headersFor(unicode, '/propiedad/venta/av.-maip%C3%BA-al-2700/7')).toEqual([['X-A', '1']])
    expect(headersFor(unicode, '/propiedad/venta/av.-maip%C3%BA-al-2700/8')).toEqual([])
  })
})
