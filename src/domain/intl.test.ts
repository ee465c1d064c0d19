import { lazily } from './intl'

describe('lazily', () => {
  it('makes nothing until first asked, then always hands back the same one', () => {
    const make = jest.fn(() => new Intl.NumberFormat('es-AR'))
    const format = lazily(make)
    expect(make).not.toHaveBeenCalled()
    const first = format()
    expect(format()).toBe(first)
    expect(make).toHaveBeenCalledTimes(1)
    expect(first.format(1234.5)).toBe('1.234,5')
  })
})
