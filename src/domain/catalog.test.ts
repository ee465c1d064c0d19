import { makeProperty } from '../../__tests__/support/factories'
import { locationOptions, operationCounts, typeOptions } from './catalog'
import type { Operation } from './types'

const operation = (operation_id: 1 | 2 | 3): Operation => ({
  operation_id,
  operation_type:
    operation_id === 1 ? 'Venta' : operation_id === 2 ? 'Alquiler' : 'Alquiler temporario',
  prices: [],
})

describe('operationCounts', () => {
  it('counts a property in every operation it offers', () => {
    expect(
      operationCounts([
        makeProperty({ operations: [operation(1)] }),
        makeProperty({ operations: [operation(1), operation(2)] }),
        makeProperty({ operations: [operation(3)] }),
        makeProperty({ operations: [] }),
      ]),
    ).toEqual({ venta: 2, alquiler: 1, temporario: 1 })
    expect(operationCounts([])).toEqual({ venta: 0, alquiler: 0, temporario: 0 })
  })
})

describe('facets', () => {
  const palermo = makeProperty().location
  const belgrano = { ...palermo, id: 24682, name: 'Belgrano', neighborhood: 'Belgrano' }

  it('lists locations by name with their counts, skipping unknown ones', () => {
    expect(
      locationOptions([
        makeProperty({ location: palermo }),
        makeProperty({ location: belgrano }),
        makeProperty({ location: palermo }),
        makeProperty({ location: { ...palermo, id: null } }),
      ]),
    ).toEqual([
      { id: 24682, name: 'Belgrano', count: 1 },
      { id: 24728, name: 'Palermo', count: 2 },
    ])
  })

  it('lists types by name, accents sorted as Spanish', () => {
    expect(
      typeOptions([
        makeProperty({ type: { id: 13, name: 'PH' } }),
        makeProperty({ type: { id: 24, name: 'Galpón' } }),
        makeProperty({ type: { id: 3, name: 'Casa' } }),
        makeProperty({ type: { id: null, name: 'Sin Especificar' } }),
      ]).map((option) => option.name),
    ).toEqual(['Casa', 'Galpón', 'PH'])
  })
})
