import {
  formatSurface,
  isLandType,
  LAND_TYPES,
  surfaceInSquareMetres,
  surfaceUnit,
} from './surface'

describe('isLandType', () => {
  it('knows the six land types whatever the case, accents and spacing', () => {
    expect(LAND_TYPES).toHaveLength(6)
    for (const name of [
      'Terreno',
      'terreno industrial',
      'Terreno  Comercial',
      'FINCA',
      'Chacra',
      ' Campo ',
    ]) {
      expect(isLandType(name)).toBe(true)
    }
    expect(isLandType('Départamento')).toBe(false)
    expect(isLandType('Casa')).toBe(false)
    expect(isLandType(null)).toBe(false)
  })
})

describe('surfaceUnit', () => {
  it('is M2 by default', () => {
    expect(surfaceUnit('M2', 'Departamento')).toBe('M2')
    expect(surfaceUnit(undefined, 'Terreno')).toBe('M2')
    expect(surfaceUnit('M2', 'Terreno')).toBe('M2')
  })

  it("is 'Ha.' for land measured in hectares", () => {
    expect(surfaceUnit('Ha', 'Campo')).toBe('Ha.')
    expect(surfaceUnit('Ha', 'Terreno industrial')).toBe('Ha.')
    expect(surfaceUnit('Ha', 'Casa')).toBe('M2')
  })
})

describe('formatSurface', () => {
  it('writes the figure with es-AR separators and its unit', () => {
    expect(formatSurface('74', 'M2', 'Departamento')).toBe('74 M2')
    expect(formatSurface('1500', 'M2', 'Casa')).toBe('1.500 M2')
    expect(formatSurface('12.5', 'Ha', 'Campo')).toBe('12,5 Ha.')
  })

  it('converts hectares to M2 on a type that is not land, so the figure stays true', () => {
    expect(formatSurface('2', 'Ha', 'Casa')).toBe('20.000 M2')
  })

  it('is empty for an unknown surface', () => {
    expect(formatSurface('', 'M2', 'Casa')).toBe('')
    expect(formatSurface('0', 'M2', 'Casa')).toBe('')
    expect(formatSurface('abc', 'M2', 'Casa')).toBe('')
    expect(formatSurface(null, 'M2', 'Casa')).toBe('')
  })
})

describe('surfaceInSquareMetres', () => {
  it('reads the figure in square metres', () => {
    expect(surfaceInSquareMetres('74', 'M2')).toBe(74)
    expect(surfaceInSquareMetres('1.5', 'Ha')).toBe(15_000)
    expect(surfaceInSquareMetres('', 'M2')).toBeNull()
    expect(surfaceInSquareMetres('-3', 'M2')).toBeNull()
  })
})
