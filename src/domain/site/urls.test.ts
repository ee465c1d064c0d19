import { makeProperty } from '../../../__tests__/support/factories'
import {
  absoluteUrl,
  brokerIdFromTokkoPath,
  currentPagePath,
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

  it.each([
    ['%', '100% nuevo', '100-nuevo'],
    ['#', 'Depto #3', 'depto-3'],
    ['?', '¿Gorriti 4300?', 'gorriti-4300'],
    ['"', '"Calle" uno', 'calle-uno'],
    ['< and >', '<b>Gorriti</b>', 'bgorriti-b'],
    ['\\', 'a\\b', 'ab'],
    ['+', 'Gorriti+4300', 'gorriti4300'],
    [';', 'Gorriti;4300', 'gorriti4300'],
    ['&', 'Gorriti & Thames', 'gorriti--thames'],
    ['=', 'a=b', 'ab'],
    [',', 'Gorriti 4300, Palermo', 'gorriti-4300-palermo'],
    ['@', 'a@b', 'ab'],
    ['!', '¡Oportunidad!', 'oportunidad'],
    ['$', 'US$ 100', 'us-100'],
    ['*', '*Gorriti*', 'gorriti'],
    ['( and )', 'Gorriti (frente)', 'gorriti-frente'],
    ['[ and ]', '[Gorriti]', 'gorriti'],
    ['{ and }', '{Gorriti}', 'gorriti'],
    ['|', 'a|b', 'ab'],
    ['^', 'a^b', 'ab'],
    ['`', '`uno`', 'uno'],
    [':', 'Lote:5', 'lote5'],
    ['a tab and a newline', 'tab\there\nnew', 'tabherenew'],
    ['a control', 'a\u0000b\u007fc\u0085d', 'abcd'],
    ['a no-break space, a space as any other', 'Piso 3\u00a0B', 'piso-3-b'],
    ['other spaces', 'a\u2002b\u3000c\u202fd', 'a-b-c-d'],
    ['a zero-width space and joiners', 'Gor\u200briti\u200c\u200d\ufeff', 'gorriti'],
    ['direction marks', '\u202eGorriti\u202c \u200f4300\u200e', 'gorriti-4300'],
    ['variation selectors and fillers', 'a\ufe0f\u3164b\u034f', 'ab'],
    ['emoji', '🏠 Gorriti 4300 ✨', '-gorriti-4300-'],
    ['symbols', 'Piso 3° © ™ € → ½', 'piso-3-----½'],
    ['a lone surrogate', 'a\ud800b', 'ab'],
  ])('drops %s', (_, address, segment) => {
    expect(legacySegment(address)).toBe(segment)
  })

  it('is the same for the same address typed composed or decomposed (NFC)', () => {
    const composed = 'Av. Córdoba 1234, Núñez'
    const decomposed = composed.normalize('NFD')
    expect(decomposed).not.toBe(composed)
    expect(legacySegment(decomposed)).toBe('av.-córdoba-1234-núñez')
    expect(legacySegment(decomposed)).toBe(legacySegment(composed))
    // A mark left next to a letter once what stood between them is dropped is composed too.
    expect(legacySegment('Co\u200b\u0301rdoba')).toBe('córdoba')
    expect(legacySegment('İnci')).toBe('i\u0307nci')
  })

  it.each([
    ['..', ''],
    ['.', ''],
    ['...', ''],
    ['.htaccess', 'htaccess'],
    ['../../etc/passwd', '-..-etc-passwd'],
    ['..\\..\\windows', 'windows'],
    ['?..', ''],
    ['%2e%2e', '2e2e'],
    ['.%2E', '2e'],
    ['%2F', '2f'],
    ['/..', '-..'],
    ['<img src=x onerror=alert(1)>', 'img-srcx-onerroralert1'],
    ['"onmouseover="alert(1)', 'onmouseoveralert1'],
    ['?admin=1#top', 'admin1top'],
  ])('reduces %j to %j, never a dot segment', (hostile, expected) => {
    const segment = legacySegment(hostile)
    expect(segment).toBe(expected)
    expect(segment).not.toMatch(/^\./)
    expect(segment).toMatch(/^[a-z0-9\-._~']*$/)
    // What a host decodes is what it was written as.
    expect(decodeURIComponent(segment)).toBe(segment)
  })

  it('keeps only the safe set, in NFC, whatever the text', () => {
    const pool = [
      ...'aZ09-._~\'/ %#?"<>\\+;&=,@!$*()[]{}|^`:',
      '\t',
      '\u00a0',
      '\u200b',
      '\u200f',
      '\u0301',
      '\u0338',
      'é',
      'ñ',
      'İ',
      '😀',
      '\ud800',
      'ا',
      '中',
    ]
    let seed = 7
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % pool.length
    for (let run = 0; run < 600; run++) {
      const text = Array.from({ length: 1 + (run % 12) }, () => pool[next()]).join('')
      const segment = legacySegment(text)
      expect(segment).toMatch(/^[A-Za-z0-9\-._~'\p{L}\p{M}\p{N}]*$/u)
      expect(segment).not.toMatch(/\p{Default_Ignorable_Code_Point}|^\./u)
      expect(segment.normalize('NFC')).toBe(segment)
      expect(legacySegment(segment)).toBe(segment)
    }
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
      '/propiedad/venta/bgorriti-b-4300/7104123',
    )
    expect(propertyPath(makeProperty({ fake_address: '..\\..\\etc', address: '' }))).toBe(
      '/propiedad/venta/etc/7104123',
    )
    expect(propertyPath(makeProperty({ fake_address: '.5 Gorriti', address: '' }))).toBe(
      '/propiedad/venta/5-gorriti/7104123',
    )
  })

  it('uses the next address when nothing of one is left', () => {
    expect(propertyPath(makeProperty({ fake_address: '¿?%#', address: 'Gorriti 4321' }))).toBe(
      '/propiedad/venta/gorriti-4321/7104123',
    )
    expect(propertyPath(makeProperty({ fake_address: '\u200b\u00a0', address: '—' }))).toBe(
      '/propiedad/venta/sin-direccion/7104123',
    )
    expect(propertyPath(makeProperty({ fake_address: '- / -', address: '' }))).toBe(
      '/propiedad/venta/sin-direccion/7104123',
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
      '/emprendimientos/torre-sur/5',
    )
    expect(
      developmentPath({ id: 5, fake_address: 'Torre 100% (Sur) #2', address: '', name: '' }),
    ).toBe('/emprendimientos/torre-100-sur-2/5')
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

describe('currentPagePath', () => {
  it("rewrites an older rule's page path with today's, segment by segment", () => {
    expect(currentPagePath('/propiedad/venta/100%25-nuevo/9')).toBe('/propiedad/venta/100-nuevo/9')
    expect(currentPagePath('/propiedad/venta/%3Cb%3Egorriti%3C-b%3E-%224300%22%3F%23/7')).toBe(
      propertyPath(makeProperty({ id: 7, fake_address: '<b>Gorriti</b> "4300"?#' })),
    )
    expect(currentPagePath('/propiedad/venta/c%C3%B3rdoba/9')).toBe('/propiedad/venta/córdoba/9')
    expect(currentPagePath('/propiedad/venta/av.-córdoba-1234---5/9')).toBe(
      '/propiedad/venta/av.-córdoba-1234---5/9',
    )
    expect(currentPagePath('/propiedad/venta/100%-nuevo/9')).toBe('/propiedad/venta/100-nuevo/9')
  })

  it('gives null when a segment is left empty or the path is not one', () => {
    expect(currentPagePath('/propiedad/venta/%3F%3F/9')).toBeNull()
    expect(currentPagePath('/propiedad/venta/../9')).toBeNull()
    expect(currentPagePath('/propiedad//9')).toBeNull()
    expect(currentPagePath('propiedad/venta/x/9')).toBeNull()
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
