import { readQueryParam, withQueryParam } from './urlQuery'

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
