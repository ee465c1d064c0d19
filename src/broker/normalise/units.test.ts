import type { BackendUnit, TokkoProperty } from '../wireTypes'
import { InvalidRecordError } from './errors'
import { normaliseBackendProperty, normaliseTokkoProperty } from './property'
import { floorFromLabel, normaliseBackendUnit, normaliseTokkoUnit } from './units'

describe('floorFromLabel', () => {
  it.each([
    ['Piso 3 - 3B', 3],
    ['piso 12 - 12A', 12],
    ['PB - A', 0],
    ['P.B. A', 0],
    ['Planta baja', 0],
    ['Subsuelo 1 - C1', -1],
    ['Subsuelo - C4', -1],
    ['SS2', -2],
    ['SS 1 - C3', -1],
    ['1° B', 1],
    ['3º A', 3],
    ['Gorriti 4321 3ºB', 3],
    ['Gorriti 4321, 3er piso', 3],
    ['10 piso', 10],
  ])('reads %p as floor %p', (label, floor) => {
    expect(floorFromLabel(label)).toBe(floor)
  })

  it.each(['', '3B', 'Gorriti 4321', 'Ross 1200', 'Cochera', 'Gorriti 4321 piso'])(
    'gives null for %p',
    (label) => {
      expect(floorFromLabel(label)).toBeNull()
    },
  )
})

describe('normaliseTokkoUnit', () => {
  const unit: TokkoProperty = {
    id: 7109001,
    real_address: 'Piso 4 - 4C',
    address: 'Gorriti 4321',
    development: { id: 41877, name: 'Torre Aurora' },
    operations: [{ operation_id: 1, prices: [{ currency: 'USD', price: 150000 }] }],
  }

  it('is the property plus its floor, with no tower', () => {
    expect(normaliseTokkoUnit(unit)).toEqual({
      ...normaliseTokkoProperty(unit),
      subdivision: '',
      subdivision_number: null,
      floor: 4,
    })
  })

  it('leaves the floor unknown without a readable label', () => {
    expect(normaliseTokkoUnit({ ...unit, real_address: null }).floor).toBeNull()
  })

  it('names a unit in its error', () => {
    expect(() => normaliseTokkoUnit({ id: 'x' })).toThrow(new InvalidRecordError('unit', 'x'))
    expect(() => normaliseTokkoUnit({ id: 'x' })).toThrow('Unidad sin id válido (id: "x")')
  })
})

describe('normaliseBackendUnit', () => {
  const unit: BackendUnit = {
    id: 7109002,
    address: 'Gorriti 4321',
    real_address: 'Piso 2 - 2A',
    subdivision: ' Torre  A ',
    subdivision_number: '1',
    floor: 2,
  }

  it('is the property plus its tower and floor', () => {
    expect(normaliseBackendUnit(unit)).toEqual({
      ...normaliseBackendProperty(unit),
      subdivision: 'Torre A',
      subdivision_number: 1,
      floor: 2,
    })
  })

  it('reads floors given as numbers, numeric text or labels', () => {
    expect(normaliseBackendUnit({ ...unit, floor: '-1' }).floor).toBe(-1)
    expect(normaliseBackendUnit({ ...unit, floor: 'PB' }).floor).toBe(0)
    expect(normaliseBackendUnit({ ...unit, floor: 'Subsuelo 2' }).floor).toBe(-2)
  })

  it('falls back on the address label, then on nothing', () => {
    expect(normaliseBackendUnit({ ...unit, floor: null }).floor).toBe(2)
    expect(normaliseBackendUnit({ ...unit, floor: 'alto', real_address: '' }).floor).toBeNull()
  })

  it('defaults a missing tower', () => {
    expect(normaliseBackendUnit({ id: 1 })).toMatchObject({
      subdivision: '',
      subdivision_number: null,
      floor: null,
    })
    expect(normaliseBackendUnit({ ...unit, subdivision_number: 'A' }).subdivision_number).toBeNull()
  })
})
