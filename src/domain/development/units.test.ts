import { makePrice, makeUnit } from '../../../__tests__/support/factories'
import { compareUnits, floorLabel, groupUnits, toUnitRow } from './units'

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

describe('toUnitRow', () => {
  it('shows the unit label, floor, type, figures and compact price, linking to its page', () => {
    const row = toUnitRow(
      makeUnit({
        id: 7200001,
        floor: 3,
        real_address: 'Piso 3 - 3B',
        fake_address: 'Honduras al 5500',
        roofed_surface: '52',
        total_surface: '58',
        operations: [
          { operation_id: 1, operation_type: 'Venta', prices: [makePrice({ price: 98_000 })] },
        ],
      }),
    )
    expect(row).toEqual({
      id: 7200001,
      path: '/propiedad/venta/honduras-al-5500/7200001',
      unit: 'Piso 3 - 3B',
      floor: 'Piso 3',
      type: 'Departamento',
      rooms: 3,
      bedrooms: 2,
      surface: '52 M2',
      operation: 'Venta',
      price: 'USD 98K',
    })
  })

  it('falls back on the floor, the total surface, CONSULTAR and Sin asignar', () => {
    const row = toUnitRow(
      makeUnit({
        floor: 0,
        real_address: '',
        roofed_surface: '',
        total_surface: '30',
        web_price: false,
        type: { id: null, name: 'Sin Especificar' },
      }),
    )
    expect(row).toMatchObject({
      unit: 'PB',
      floor: 'PB',
      surface: '30 M2',
      price: 'CONSULTAR',
      type: 'Sin asignar',
    })
  })
})
