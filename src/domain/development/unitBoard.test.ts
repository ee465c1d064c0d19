import { makePrice, makeUnit } from '../../../__tests__/support/factories'
import type { DevelopmentUnit } from '../types'
import {
  boardCountText,
  countShown,
  roomOptions,
  statusOptions,
  toBoardUnit,
  unitBoard,
  unitEnquiryText,
  unitStatus,
} from './unitBoard'

const unit = (id: number, floor: number | null, realAddress: string, more = {}) =>
  makeUnit({ id, floor, real_address: realAddress, ...more })

const ids = (board: ReturnType<typeof unitBoard>) =>
  board.map((tower) => tower.floors.map((floor) => [floor.label, floor.units.map((u) => u.id)]))

describe('unitStatus', () => {
  it('reads Tokko status 2, 3 and 4 as available, reserved and unavailable', () => {
    expect([unitStatus(2), unitStatus(3), unitStatus(4)]).toEqual([
      'available',
      'reserved',
      'unavailable',
    ])
  })
})

describe('unitBoard', () => {
  it('puts floors highest first, units within a floor in address order, unknown floor last', () => {
    const board = unitBoard([
      unit(1, 0, 'PB - A'),
      unit(2, 2, 'Piso 2 - 2B'),
      unit(3, null, 'Cochera 7'),
      unit(4, 2, 'Piso 2 - 2A'),
      unit(5, -1, 'Subsuelo 1 - C1'),
      unit(6, 10, 'Piso 10 - 10A'),
      unit(7, 2, 'Piso 2 - 2C'),
    ])
    expect(ids(board)).toEqual([
      [
        ['Piso 10', [6]],
        ['Piso 2', [4, 2, 7]],
        ['PB', [1]],
        ['Subsuelo 1', [5]],
        ['Sin piso informado', [3]],
      ],
    ])
  })

  it('keeps the towers apart, in the table order', () => {
    const board = unitBoard([
      unit(1, 1, 'Piso 1 - 1A', { subdivision: 'Torre B', subdivision_number: 2 }),
      unit(2, 3, 'Piso 3 - 3A', { subdivision: 'Torre A', subdivision_number: 1 }),
      unit(3, 1, 'Piso 1 - 1A', { subdivision: 'Torre A', subdivision_number: 1 }),
    ])
    expect(board.map((tower) => tower.label)).toEqual(['Torre A', 'Torre B'])
    expect(ids(board)).toEqual([
      [
        ['Piso 3', [2]],
        ['Piso 1', [3]],
      ],
      [['Piso 1', [1]]],
    ])
  })

  it('filters by rooms and by status, leaving out floors and towers left empty', () => {
    const units = [
      unit(1, 1, 'Piso 1 - 1A', { room_amount: 2, status: 2 }),
      unit(2, 1, 'Piso 1 - 1B', { room_amount: 3, status: 3 }),
      unit(3, 2, 'Piso 2 - 2A', { room_amount: 2, status: 4 }),
      unit(4, 2, 'Piso 2 - 2A', {
        room_amount: 2,
        status: 2,
        subdivision: 'Torre B',
        subdivision_number: 2,
      }),
    ]
    // Numbered towers come first (groupUnits): Torre B, then the units without a tower.
    expect(ids(unitBoard(units, { rooms: 2, status: null }))).toEqual([
      [['Piso 2', [4]]],
      [
        ['Piso 2', [3]],
        ['Piso 1', [1]],
      ],
    ])
    expect(ids(unitBoard(units, { rooms: 2, status: 'available' }))).toEqual([
      [['Piso 2', [4]]],
      [['Piso 1', [1]]],
    ])
    expect(ids(unitBoard(units, { rooms: null, status: 'reserved' }))).toEqual([[['Piso 1', [2]]]])
    expect(unitBoard(units, { rooms: 5, status: null })).toEqual([])
    expect(countShown(units, { rooms: 2, status: null })).toBe(3)
  })

  it('returns nothing for no units', () => {
    expect(unitBoard([])).toEqual([])
  })
})

describe('toBoardUnit', () => {
  const sold = unit(9, 3, 'Piso 3 - 3B', {
    status: 4,
    room_amount: 2,
    roofed_surface: '54',
    operations: [
      { operation_id: 1, operation_type: 'Venta', prices: [makePrice({ price: 120_000 })] },
    ],
  })

  it('names the unit within its floor and says its status, rooms, surface and price', () => {
    expect(toBoardUnit(sold)).toMatchObject({
      name: '3B',
      unit: 'Piso 3 - 3B',
      floor: 'Piso 3',
      status: 'unavailable',
      statusLabel: 'No disponible',
      roomsText: '2 amb.',
      surface: '54 M2',
      price: 'USD 120K',
      enquirable: false,
    })
  })

  it('keeps a label that does not start with the floor whole, and no rooms as empty', () => {
    const parking = toBoardUnit(unit(2, -1, 'Cochera 4', { room_amount: 0, status: 3 }))
    expect(parking).toMatchObject({
      name: 'Cochera 4',
      roomsText: '',
      statusLabel: 'Reservada',
      enquirable: true,
    })
  })
})

describe('filter options and count', () => {
  const units: DevelopmentUnit[] = [
    unit(1, 1, 'a', { room_amount: 3, status: 2 }),
    unit(2, 1, 'b', { room_amount: 1, status: 4 }),
    unit(3, 1, 'c', { room_amount: 0, status: 2 }),
    unit(4, 1, 'd', { room_amount: null, status: 2 }),
    unit(5, 1, 'e', { room_amount: 3, status: 2 }),
  ]

  it('offers the room counts present, smallest first, without zero or unknown', () => {
    expect(roomOptions(units)).toEqual([1, 3])
  })

  it('offers the statuses present, in a fixed order', () => {
    expect(statusOptions(units)).toEqual(['available', 'unavailable'])
  })

  it('says the count in words, with how many of how many once filtered', () => {
    expect(boardCountText(40, 40, false)).toBe('40 unidades')
    expect(boardCountText(12, 40, true)).toBe('12 de 40 unidades')
    expect(boardCountText(0, 40, true)).toBe('0 de 40 unidades')
    expect(boardCountText(1, 1, false)).toBe('1 unidad')
  })
})

describe('unitEnquiryText', () => {
  it('names the unit, its tower when there is one, and the development', () => {
    expect(unitEnquiryText('Torre Aurora', 'Piso 3 - 3B', 'Torre A')).toBe(
      'Hola, me interesa la unidad Piso 3 - 3B de Torre A en Torre Aurora. ¿Me podrían dar más información?',
    )
    expect(unitEnquiryText('Crespo Verde', 'PB - A', '')).toBe(
      'Hola, me interesa la unidad PB - A en Crespo Verde. ¿Me podrían dar más información?',
    )
  })
})
