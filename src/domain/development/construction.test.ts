import {
  constructionStatusLabel,
  constructionStatusOptions,
  isConstructionStatus,
} from './construction'

describe('construction status', () => {
  it('labels the three codes of the spec', () => {
    expect(constructionStatusLabel(3)).toBe('En pozo')
    expect(constructionStatusLabel(4)).toBe('En Construcción')
    expect(constructionStatusLabel(6)).toBe('Construcción Terminada')
  })

  it('has no label for other codes', () => {
    expect(constructionStatusLabel(1)).toBe('')
    expect(constructionStatusLabel(5)).toBe('')
    expect(constructionStatusLabel(null)).toBe('')
    expect(isConstructionStatus('3')).toBe(false)
  })

  it('offers the filter options in code order', () => {
    expect(constructionStatusOptions()).toEqual([
      { value: 3, label: 'En pozo' },
      { value: 4, label: 'En Construcción' },
      { value: 6, label: 'Construcción Terminada' },
    ])
  })
})
