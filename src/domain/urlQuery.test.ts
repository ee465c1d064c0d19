import { countLabel, readQueryParam, shownOfTotal, withQueryParam } from './urlQuery'

describe('readQueryParam', () => {
  it('reads a value with or without the question mark, decoded', () => {
    expect(readQueryParam('?estado=3', 'estado')).toBe('3')
    expect(readQueryParam('tema=Cr%C3%A9ditos', 'tema')).toBe('Créditos')
    expect(readQueryParam('?tema=La+inmobiliaria', 'tema')).toBe('La inmobiliaria')
  })

  it('gives null for a missing or blank value', () => {
    expect(readQueryParam('', 'estado')).toBeNull()
    expect(readQueryParam('?estado=', 'estado')).toBeNull()
    expect(readQueryParam('?estado=%20', 'estado')).toBeNull()
    expect(readQueryParam('?otro=1', 'estado')).toBeNull()
  })
})

describe('withQueryParam', () => {
  it('sets a value and keeps the other parameters', () => {
    expect(withQueryParam('', 'estado', '4')).toBe('?estado=4')
    expect(withQueryParam('?utm_source=mail&estado=3', 'estado', '6')).toBe(
      '?utm_source=mail&estado=6',
    )
  })

  it('removes the parameter for null or an empty value', () => {
    expect(withQueryParam('?estado=3', 'estado', null)).toBe('')
    expect(withQueryParam('?estado=3&utm_source=mail', 'estado', '')).toBe('?utm_source=mail')
  })

  it('encodes accents and spaces, and reads them back', () => {
    const search = withQueryParam('', 'tema', 'Créditos y más')
    expect(search).toBe('?tema=Cr%C3%A9ditos+y+m%C3%A1s')
    expect(readQueryParam(search, 'tema')).toBe('Créditos y más')
  })
})

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
