import { ageLabel } from './age'

describe('ageLabel', () => {
  it.each([
    [-1, 'En construcción'],
    [0, 'A estrenar'],
    [1, '1 año'],
    [2, '2 años'],
    [60, '60 años'],
  ])('labels %p as %p', (age, label) => {
    expect(ageLabel(age)).toBe(label)
  })

  it.each([null, undefined, -2, 2.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'reads "No informado" for %p',
    (age) => {
      expect(ageLabel(age)).toBe('No informado')
    },
  )
})
