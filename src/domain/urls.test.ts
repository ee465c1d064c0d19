import { makeProperty } from '../../__tests__/support/factories'
import {
  absoluteUrl,
  brokerIdFromTokkoPath,
  developmentPath,
  developmentTagPath,
  legacySegment,
  listingPath,
  liveNewsPath,
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

  it('percent-encodes only what would break a path', () => {
    expect(legacySegment('Depto #3?')).toBe('depto-%233%3F')
    expect(legacySegment('100% nuevo')).toBe('100%25-nuevo')
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
    expect(liveNewsPath(12)).toBe('/novedad?id=12')
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
