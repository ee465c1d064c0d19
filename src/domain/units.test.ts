import { makeUnit } from '../../__tests__/support/factories'
import { compareUnits, floorLabel, groupUnits } from './units'

const unit = (
  id: number,
  floor: number | null,
  realAddress: string,
  subdivision = '',
  number: number | null = null,
) => makeUnit({ id, floor, real_address: realAddress, subdivision, subdivision_number: number })

describe('groupUnits', () => {
  it('groups by subdivision and number, sorted by number then name', () => {
    const groups = groupUnits([
      unit(1, 2, 'Piso 2 - 2A', 'Torre B', 2),
      unit(2, 1, 'Piso 1 - 1A', 'Torre A', 1),
      unit(3, 0, 'PB - A', 'Torre B', 2),
      unit(4, 1, 'Piso 1 - 1B', 'Torre A', 1),
    ])
    expect(groups.map((group) => group.label)).toEqual(['Torre A', 'Torre B'])
    expect(groups.map((group) => group.units.map((u) => u.id))).toEqual([
      [2, 4],
      [3, 1],
    ])
  })

  it('sorts units by floor number, basements first, then by address with numbers in order', () => {
    const [group] = groupUnits([
      unit(1, 10, 'Piso 10 - 10A'),
      unit(2, 2, 'Piso 2 - 2B'),
      unit(3, -1, 'Subsuelo 1 - C1'),
      unit(4, 2, 'Piso 2 - 2A'),
      unit(5, null, 'Sin piso'),
      unit(6, 0, 'PB - A'),
      unit(7, 2, 'Piso 2 - 2A10'),
      unit(8, 2, 'Piso 2 - 2A9'),
    ])
    expect(group?.units.map((u) => u.id)).toEqual([3, 6, 4, 8, 7, 2, 1, 5])
  })

  it('keeps one group without a label for single-building developments', () => {
    const groups = groupUnits([unit(1, 1, 'Piso 1 - 1A'), unit(2, 0, 'PB - A')])
    expect(groups).toHaveLength(1)
    expect(groups[0]?.label).toBe('')
  })

  it('names groups that share a name by their number, and numbered groups without a name', () => {
    const shared = groupUnits([unit(1, 1, 'x', 'Torre', 2), unit(2, 1, 'x', 'Torre', 1)])
    expect(shared.map((group) => group.label)).toEqual(['Torre 1', 'Torre 2'])
    const unnamed = groupUnits([unit(1, 1, 'x', '', 3)])
    expect(unnamed[0]?.label).toBe('Sector 3')
  })

  it('treats surrounding spaces in the subdivision as the same group', () => {
    expect(
      groupUnits([unit(1, 1, 'a', 'Torre A', 1), unit(2, 2, 'b', ' Torre A ', 1)]),
    ).toHaveLength(1)
  })

  it('returns no groups for no units', () => {
    expect(groupUnits([])).toEqual([])
  })
})

describe('compareUnits and floorLabel', () => {
  it('falls back to the street address, then the id, when floors and labels match', () => {
    const a = makeUnit({ id: 1, floor: 1, real_address: '', address: 'Calle 2' })
    const b = makeUnit({ id: 2, floor: 1, real_address: '', address: 'Calle 10' })
    expect(compareUnits(a, b)).toBeLessThan(0)
    expect(compareUnits({ ...a, address: 'x' }, { ...b, address: 'x' })).toBeLessThan(0)
  })

  it('labels floors', () => {
    expect(floorLabel(0)).toBe('PB')
    expect(floorLabel(3)).toBe('Piso 3')
    expect(floorLabel(-2)).toBe('Subsuelo 2')
    expect(floorLabel(null)).toBe('')
  })
})
