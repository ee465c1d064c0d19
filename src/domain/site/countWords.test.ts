import { countLabel, shownOfTotal } from './countWords'

describe('counts', () => {
  it('uses the singular for one only', () => {
    expect(countLabel(0, 'novedad', 'novedades')).toBe('0 novedades')
    expect(countLabel(1, 'novedad', 'novedades')).toBe('1 novedad')
    expect(countLabel(12, 'novedad', 'novedades')).toBe('12 novedades')
  })

  it('says how many of the total a filter shows', () => {
    expect(shownOfTotal(7, 7, 'emprendimiento', 'emprendimientos')).toBe('7 emprendimientos')
    expect(shownOfTotal(2, 7, 'emprendimiento', 'emprendimientos')).toBe(
      'Mostrando 2 de 7 emprendimientos',
    )
  })
})
