import { makeProperty } from '../../__tests__/support/factories'
import {
  absoluteUrl,
  brokerIdFromTokkoPath,
  developmentPath,
  developmentTagPath,
  legacySegment,
  listingPath,
  newsPath,
  operationSegment,
  propertyPath,
  slugify,
  tokkoPath,
} from './urls'

describe('legacySegment', () => {
  it('lower-cases and replaces each space and slash by a hyphen, exactly as the old site', () => {
    expect(legacySegment('Av. Córdoba 1234 / 5')).toBe('av.-córdoba-1234---5')
    expect(legacySegment('Gorriti al 4300')).toBe('gorriti-al-4300')
    expect(legacySegment('Alquiler temporario')).toBe('alquiler-temporario')
    expect(legacySegment('Ruta 8  km 50')).toBe('ruta-8--km-50')
  })

  it("keeps accents, the letters of any script, dots and street names' apostrophes", () => {
    expect(legacySegment('Núñez 2300')).toBe('núñez-2300')
    expect(legacySegment("O'Higgins al 3100")).toBe("o'higgins-al-3100")
    expect(legacySegment('Av. Díaz Vélez 4500')).toBe('av.-díaz-vélez-4500')
    expect(legacySegment('Ruta_8~Km.50')).toBe('ruta_8~km.50')
  })

  it('percent-encodes everything else, whatever the broker sends', () => {
    expect(legacySegment('Depto #3?')).toBe('depto-%233%3F')
    expect(legacySegment('100% nuevo')).toBe('100%25-nuevo')
    expect(legacySegment('<script>alert(1)</script>')).toBe('%3Cscript%3Ealert%281%29%3C-script%3E')
    expect(legacySegment('"Calle" `uno`')).toBe('%22calle%22-%60uno%60')
    expect(legacySegment('a\\..\\b')).toBe('a%5C..%5Cb')
    expect(legacySegment('tab\there\nnew')).toBe('tab%09here%0Anew')
    expect(legacySegment('a&b=c;d,e+f!g*h$i@j:k')).toBe('a%26b%3Dc%3Bd%2Ce%2Bf%21g%2Ah%24i%40j%3Ak')
    expect(legacySegment('Piso 3°\u00a0B')).toBe('piso-3%C2%B0%C2%A0b')
    // A lone surrogate cannot be UTF-8: it becomes U+FFFD instead of throwing.
    expect(legacySegment('a\ud800b')).toBe('a%EF%BF%BDb')
  })

  it.each([
    '..',
    '.',
    '../../etc/passwd',
    '..\\..\\windows',
    '<img src=x onerror=alert(1)>',
    '"onmouseover="alert(1)',
    '?admin=1#top',
    '%2e%2e',
    '.%2E',
    '/..',
  ])('makes %j a single harmless segment', (hostile) => {
    const segment = legacySegment(hostile)
    expect(segment).not.toMatch(/^\.{1,2}$/)
    expect(segment).not.toMatch(/[/\\<>"?#\s`]/)
    // Only escapes of our own making hold a '%', so the segment decodes back to one segment.
    expect(segment).not.toMatch(/%(?![0-9A-F]{2})/)
    expect(decodeURIComponent(segment)).not.toContain('/')
    expect(['.', '..']).not.toContain(decodeURIComponent(segment))
    expect(new URL(`/propiedad/venta/${segment}/9`, 'https://example.com').pathname).toBe(
      `/propiedad/venta/${segment}/9`,
    )
  })
})

describe('propertyPath', () => {
  it('builds /propiedad/{operation}/{fake address}/{id}', () => {
    expect(propertyPath(makeProperty())).toBe('/propiedad/venta/gorriti-al-4300/7104123')
    expect(propertyPath(makeProperty({ fake_address: 'Av. Córdoba 1234 / 5', id: 9 }))).toBe(
      '/propiedad/venta/av.-córdoba-1234---5/9',
    )
  })

  it('uses the operation asked for', () => {
    const property = makeProperty({
      operations: [
        { operation_id: 1, operation_type: 'Venta', prices: [] },
        { operation_id: 3, operation_type: 'Alquiler temporario', prices: [] },
      ],
    })
    expect(propertyPath(property, 3)).toBe('/propiedad/alquiler-temporario/gorriti-al-4300/7104123')
  })

  it('never leaves the property folder, whatever the address', () => {
    expect(propertyPath(makeProperty({ fake_address: '..', address: '' }))).toBe(
      '/propiedad/venta/sin-direccion/7104123',
    )
    expect(propertyPath(makeProperty({ fake_address: '../..', address: 'Gorriti 4321' }))).toBe(
      '/propiedad/venta/gorriti-4321/7104123',
    )
    expect(propertyPath(makeProperty({ fake_address: '<b>Gorriti</b> "4300"?#' }))).toBe(
      '/propiedad/venta/%3Cb%3Egorriti%3C-b%3E-%224300%22%3F%23/7104123',
    )
    expect(propertyPath(makeProperty({ fake_address: '..\\..\\etc', address: '' }))).toBe(
      '/propiedad/venta/..%5C..%5Cetc/7104123',
    )
  })

  it('falls back to the address, then to a fixed word, when there is no fake address', () => {
    expect(propertyPath(makeProperty({ fake_address: '' }))).toBe(
      '/propiedad/venta/gorriti-4321/7104123',
    )
    expect(propertyPath(makeProperty({ fake_address: '', address: ' ' }))).toBe(
      '/propiedad/venta/sin-direccion/7104123',
    )
  })

  it('files a property without operations under venta', () => {
    expect(propertyPath(makeProperty({ operations: [] }))).toBe(
      '/propiedad/venta/gorriti-al-4300/7104123',
    )
  })
})

describe('other paths', () => {
  it('builds development paths with the same address rule', () => {
    expect(
      developmentPath({ id: 41877, fake_address: 'Av. Demo al 2500', address: '', name: 'Torre' }),
    ).toBe('/emprendimientos/av.-demo-al-2500/41877')
    expect(developmentPath({ id: 5, fake_address: '', address: '', name: 'Torre Aurora' })).toBe(
      '/emprendimientos/torre-aurora/5',
    )
  })

  it('builds development paths that stay in their folder', () => {
    expect(developmentPath({ id: 5, fake_address: '..', address: '.', name: 'Torre <Sur>' })).toBe(
      '/emprendimientos/torre-%3Csur%3E/5',
    )
    expect(developmentPath({ id: 5, fake_address: '', address: '', name: '..' })).toBe(
      '/emprendimientos/sin-direccion/5',
    )
  })

  it('keeps tag and news slugs to plain letters, digits and hyphens', () => {
    for (const hostile of ['..', '../admin', '<script>', '"x" ?#%\\', 'Ñandú/.. ']) {
      expect(developmentTagPath(hostile) ?? '/emprendimientos/').toMatch(
        /^\/emprendimientos\/[a-z0-9-]*$/,
      )
      expect(newsPath({ id: 3, slug: hostile, title: hostile })).toMatch(
        /^\/novedades\/3\/[a-z0-9-]+$/,
      )
    }
    expect(developmentTagPath('..')).toBeNull()
    expect(newsPath({ id: 3, slug: '..', title: '../..' })).toBe('/novedades/3/novedad')
  })

  it('builds tag, news, live news and tokko paths', () => {
    expect(developmentTagPath('Torre Aurora')).toBe('/emprendimientos/torre-aurora')
    expect(developmentTagPath('¿?')).toBeNull()
    expect(newsPath({ id: 12, slug: 'mercado-2026', title: 'x' })).toBe(
      '/novedades/12/mercado-2026',
    )
    expect(newsPath({ id: 12, slug: '', title: 'Créditos hipotecarios: ¿qué cambia?' })).toBe(
      '/novedades/12/creditos-hipotecarios-que-cambia',
    )
    expect(newsPath({ id: 12, slug: '', title: '' })).toBe('/novedades/12/novedad')
    expect(tokkoPath(7104123)).toBe('/tokko/7104123')
  })

  it('builds listing paths and operation segments', () => {
    expect(listingPath(1)).toBe('/venta')
    expect(listingPath(2)).toBe('/alquiler')
    expect(listingPath(3)).toBe('/temporario')
    expect(operationSegment(3)).toBe('alquiler-temporario')
  })

  it('slugifies and joins absolute addresses', () => {
    expect(slugify('  Ñuñoa & Peñalolén  ')).toBe('nunoa-penalolen')
    expect(slugify('a'.repeat(100))).toHaveLength(80)
    expect(absoluteUrl('https://example.com/', '/venta')).toBe('https://example.com/venta')
    expect(absoluteUrl('https://example.com', 'venta')).toBe('https://example.com/venta')
  })
})

describe('brokerIdFromTokkoPath', () => {
  it('reads the id after /tokko/', () => {
    expect(brokerIdFromTokkoPath('7104123')).toBe(7104123)
    expect(brokerIdFromTokkoPath('7104123/')).toBe(7104123)
    expect(brokerIdFromTokkoPath('abc')).toBeNull()
    expect(brokerIdFromTokkoPath('12/otra')).toBeNull()
    expect(brokerIdFromTokkoPath(undefined)).toBeNull()
  })
})
