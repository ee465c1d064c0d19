import { liveAddress, LIVE_ADDRESS_PATTERN, samePagePath } from './liveAddress'
import { developmentPath, newsPath, propertyPath } from './urls'
import { makeProperty } from '../../../__tests__/support/factories'

describe('live addresses', () => {
  describe('liveAddress', () => {
    it('reads the record of every canonical address the build makes', () => {
      const property = makeProperty({ id: 7104999, fake_address: 'Av. Córdoba 1234 / 5' })
      expect(liveAddress(propertyPath(property, 3))).toEqual({
        kind: 'property',
        id: 7104999,
        operationId: 3,
      })
      expect(liveAddress(`${propertyPath(property, 2)}/`)).toEqual({
        kind: 'property',
        id: 7104999,
        operationId: 2,
      })
      expect(
        liveAddress(
          developmentPath({ id: 88, fake_address: 'Gorriti 4300', address: '', name: '' }),
        ),
      ).toEqual({ kind: 'development', id: 88 })
      expect(liveAddress(newsPath({ id: 12, slug: 'nueva-sucursal', title: '' }))).toEqual({
        kind: 'news',
        id: 12,
      })
    })

    it('reads the percent-encoded form a browser gives for accented addresses', () => {
      expect(liveAddress('/propiedad/venta/av.-c%C3%B3rdoba-1234/7104999/')).toEqual({
        kind: 'property',
        id: 7104999,
        operationId: 1,
      })
    })

    it('leaves every other address a real 404', () => {
      for (const path of [
        '/propiedad/permuta/gorriti/7104999',
        '/propiedad/venta/7104999',
        '/propiedad/venta/gorriti/7104999/fotos',
        '/propiedad/venta/gorriti/abc',
        '/emprendimientos/pozo',
        '/emprendimientos/torre/0',
        '/novedades/12',
        '/novedades/nota/12',
        '/otra/cosa/12',
      ])
        expect(liveAddress(path)).toBeNull()
    })

    it('gives the inline script the same pattern', () => {
      const test = new RegExp(LIVE_ADDRESS_PATTERN)
      expect(test.test('/emprendimientos/torre-norte/88/')).toBe(true)
      expect(test.test('/emprendimientos/torre-norte')).toBe(false)
    })
  })

  it('compares a location with a path however each is encoded or ended', () => {
    expect(samePagePath('/propiedad/venta/c%C3%B3rdoba/1/', '/propiedad/venta/córdoba/1')).toBe(
      true,
    )
    expect(samePagePath('/propiedad/venta/gorriti/1', '/propiedad/alquiler/gorriti/1')).toBe(false)
    expect(samePagePath('/propiedad/venta/%E0%A4%A/1', '/propiedad/venta/%E0%A4%A/1/')).toBe(true)
  })
})
