/** @jest-environment node */
import { parseFaults, createFaultInjector } from './faults'
import { parseRange } from './params'

describe('parseRange', () => {
  it.each([
    ['2-', { min: 2, max: null }],
    ['-150000', { min: null, max: 150000 }],
    ['-1-0', { min: -1, max: 0 }],
    ['-1-', { min: -1, max: null }],
    ['--1', { min: null, max: -1 }],
    ['50.5-100', { min: 50.5, max: 100 }],
    ['3', { min: 3, max: 3 }],
    ['-', { min: null, max: null }],
  ])('reads %s', (raw, range) => {
    expect(parseRange(raw)).toEqual(range)
  })

  it.each(['abc', '1-2-3', '5-1', '1--', '1,5-2', ''])('refuses %s', (raw) => {
    expect(parseRange(raw)).toBeNull()
  })
})

describe('faults', () => {
  it('parses status and slow shares', () => {
    expect(parseFaults('500:0.1, 429:0.05,slow:0.02')).toEqual([
      { kind: 500, share: 0.1 },
      { kind: 429, share: 0.05 },
      { kind: 'slow', share: 0.02 },
    ])
  })

  it.each(['500', '200:0.1', '500:2', '500:0.6,429:0.6', 'lento:0.1'])('refuses %s', (spec) => {
    expect(() => parseFaults(spec)).toThrow(/EMULATOR_FAULTS/)
  })

  it('draws roughly the configured share, repeatably with a seed', () => {
    const draw = (seed: number) => {
      const injector = createFaultInjector(parseFaults('500:0.25'), seed)
      return Array.from({ length: 2000 }, () => injector.next())
    }
    const first = draw(3)
    expect(draw(3)).toEqual(first)
    const share = first.filter((fault) => fault === 500).length / first.length
    expect(share).toBeGreaterThan(0.2)
    expect(share).toBeLessThan(0.3)
  })
})
