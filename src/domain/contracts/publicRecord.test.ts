import { makeDevelopment, makeProperty, makeUnit } from '../../../__tests__/support/factories'
import {
  isMasked,
  publicDevelopment,
  publicProperty,
  publicUnit,
  roundedPoint,
  unitDesignation,
} from './publicRecord'

const exact = { lat: -34.5869213, lng: -58.4312007 }

describe('public records', () => {
  it('tells a masked address from a public one, loosely', () => {
    expect(isMasked({ address: 'Thames 812', fake_address: 'Thames al 800' })).toBe(true)
    expect(isMasked({ address: 'Thames 812', fake_address: '' })).toBe(false)
    expect(
      isMasked({ address: 'Av. Álvarez  Thomas 12', fake_address: 'av. alvarez thomas 12' }),
    ).toBe(false)
  })

  it('gives a masked property its display address and a point rounded to about 100 m', () => {
    const property = makeProperty({
      address: 'Thames 812',
      fake_address: 'Thames al 800',
      real_address: 'Thames 812 3ºB',
      geo: exact,
    })
    const shown = publicProperty(property)
    expect(shown).toMatchObject({
      address: 'Thames al 800',
      fake_address: 'Thames al 800',
      real_address: '',
      geo: { lat: -34.587, lng: -58.431 },
    })
    expect(JSON.stringify(shown)).not.toMatch(/812|5869213|4312007/)
  })

  it('keeps the address and point of a property the owner did not mask, but never the flat', () => {
    const property = makeProperty({
      address: 'Gorriti 4321',
      fake_address: '',
      real_address: 'Gorriti 4321 3ºB',
      geo: exact,
    })
    expect(publicProperty(property)).toMatchObject({
      address: 'Gorriti 4321',
      real_address: '',
      geo: exact,
    })
  })

  it('rounds to three decimals and keeps a missing point missing', () => {
    expect(roundedPoint({ lat: -34.58951, lng: -58.38049 })).toEqual({ lat: -34.59, lng: -58.38 })
    expect(roundedPoint(null)).toBeNull()
  })

  it("keeps a unit's designation, never its street address", () => {
    const unit = (real_address: string) => ({
      address: 'Thames 812',
      fake_address: 'Thames al 800',
      real_address,
    })
    expect(unitDesignation(unit('Piso 3 - 3B'))).toBe('Piso 3 - 3B')
    expect(unitDesignation(unit('PB - A'))).toBe('PB - A')
    expect(unitDesignation(unit('Subsuelo 1 - C12'))).toBe('Subsuelo 1 - C12')
    expect(unitDesignation(unit('Thames 812 3B'))).toBe('3B')
    expect(unitDesignation(unit('thames 812, Piso 3 - 3B'))).toBe('Piso 3 - 3B')
    // Another number on the same street is still an address.
    expect(unitDesignation(unit('Thames 816 3B'))).toBe('')
    expect(unitDesignation(unit(''))).toBe('')
  })

  it('projects a development and the units it embeds', () => {
    const development = makeDevelopment({
      address: 'Av. Demo 2510',
      fake_address: 'Av. Demo al 2500',
      geo: exact,
      units: [
        makeUnit({
          address: 'Av. Demo 2510',
          fake_address: 'Av. Demo al 2500',
          real_address: 'Av. Demo 2510 Piso 2 - 2A',
          geo: exact,
        }),
      ],
    })
    const shown = publicDevelopment(development)
    expect(shown.address).toBe('Av. Demo al 2500')
    expect(shown.geo).toEqual({ lat: -34.587, lng: -58.431 })
    expect(shown.units[0]).toMatchObject({
      address: 'Av. Demo al 2500',
      real_address: 'Piso 2 - 2A',
    })
    expect(JSON.stringify(shown)).not.toMatch(/2510|5869213/)
    expect(publicUnit(development.units[0]!).real_address).toBe('Piso 2 - 2A')
  })
})
