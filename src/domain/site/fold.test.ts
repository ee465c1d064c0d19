import { fold } from './fold'

describe('fold', () => {
  it('folds accents and case', () => {
    expect(fold('Hectáreas')).toBe('hectareas')
    expect(fold('CÓRDOBA')).toBe('cordoba')
  })
})
