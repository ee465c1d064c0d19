import { makeProperty } from '../../../__tests__/support/factories'
import { relatedFinder } from './related'
import type { Operation, Property } from '../types'

const sale: Operation = { operation_id: 1, operation_type: 'Venta', prices: [] }
const rent: Operation = { operation_id: 2, operation_type: 'Alquiler', prices: [] }

function place(id: number, name: string): Property['location'] {
  return { ...makeProperty().location, id, name, neighborhood: name, full_name: name }
}
const palermo = place(1, 'Palermo')
const belgrano = place(2, 'Belgrano')
const flat = { id: 2, name: 'Departamento' }
const house = { id: 3, name: 'Casa' }

function listed(id: number, overrides: Partial<Property> = {}): Property {
  return makeProperty({ id, location: palermo, type: flat, operations: [sale], ...overrides })
}
const ids = (properties: Property[]) => properties.map((property) => property.id)

describe('relatedFinder', () => {
  it('offers up to three others of the same neighbourhood, in catalogue order, never itself', () => {
    const catalogue = [1, 2, 3, 4, 5].map((id) => listed(id))
    const related = relatedFinder(catalogue)
    expect(ids(related(catalogue[2]!, 1))).toEqual([1, 2, 4])
  })

  it('fills with the same type elsewhere after the neighbourhood, without repeating', () => {
    const me = listed(1)
    const catalogue = [
      listed(2, { location: belgrano }),
      me,
      listed(3, { type: house }),
      listed(4, { location: belgrano, type: house }),
    ]
    expect(ids(relatedFinder(catalogue)(me, 1))).toEqual([3, 2])
  })

  it('only looks among properties of the operation of the page', () => {
    const me = listed(1, { operations: [sale, rent] })
    const catalogue = [
      me,
      listed(2),
      listed(3, { operations: [rent] }),
      listed(4, { operations: [sale, rent] }),
    ]
    const related = relatedFinder(catalogue)
    expect(ids(related(me, 1))).toEqual([2, 4])
    expect(ids(related(me, 2))).toEqual([3, 4])
  })

  it('matches nothing on an unknown neighbourhood or type', () => {
    const me = listed(1, { location: { ...palermo, id: null }, type: { id: null, name: '' } })
    const catalogue = [
      me,
      listed(2, { location: { ...palermo, id: null } }),
      listed(3, { type: { id: null, name: '' } }),
    ]
    expect(relatedFinder(catalogue)(me, 1)).toEqual([])
  })

  it('with an unknown neighbourhood, still offers the same type', () => {
    const me = listed(1, { location: { ...palermo, id: null } })
    const catalogue = [
      me,
      listed(2, { location: { ...palermo, id: null } }),
      listed(3, { location: belgrano }),
    ]
    expect(ids(relatedFinder(catalogue)(me, 1))).toEqual([2, 3])
  })

  it('is empty when nothing else shares the operation', () => {
    const me = listed(1)
    expect(relatedFinder([me, listed(2, { operations: [rent] })])(me, 1)).toEqual([])
  })
})
