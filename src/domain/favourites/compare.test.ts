import { makePrice, makeProperty } from '../../../__tests__/support/factories'
import {
  compareColumns,
  compareRows,
  MAX_COMPARED,
  toggleCompared,
  type CompareRowKey,
  type ComparedProperty,
} from './compare'
import type { Operation, Property } from '../types'

const sale = (price: number, currency: 'USD' | 'ARS' = 'USD'): Operation => ({
  operation_id: 1,
  operation_type: 'Venta',
  prices: [makePrice({ price, currency })],
})
const rent = (price: number): Operation => ({
  operation_id: 2,
  operation_type: 'Alquiler',
  prices: [makePrice({ price, currency: 'ARS' })],
})

const item = (overrides: Partial<Property>, operationId: ComparedProperty['operationId'] = 1) => ({
  property: makeProperty(overrides),
  operationId,
})

function row(items: ComparedProperty[], key: CompareRowKey) {
  const found = compareRows(items).find((candidate) => candidate.key === key)
  if (!found) throw new Error(`No row ${key}`)
  return found
}
const texts = (items: ComparedProperty[], key: CompareRowKey) =>
  row(items, key).cells.map((cell) => cell.text)
const best = (items: ComparedProperty[], key: CompareRowKey) =>
  row(items, key).cells.map((cell) => cell.best)

describe('compareRows', () => {
  it('has the rows of the issue, in reading order, with their Spanish labels', () => {
    expect(compareRows([item({}), item({ id: 2 })]).map((r) => r.label)).toEqual([
      'Precio',
      'Precio por m²',
      'Superficie total',
      'Superficie cubierta',
      'Ambientes',
      'Dormitorios',
      'Baños',
      'Cocheras',
      'Antigüedad',
      'Expensas',
      'Ubicación',
    ])
  })

  it('marks the lowest price, in full es-AR amounts', () => {
    const items = [
      item({ id: 1, operations: [sale(185_000)] }),
      item({ id: 2, operations: [sale(150_000)] }),
      item({ id: 3, operations: [sale(1_250_000)] }),
    ]
    expect(texts(items, 'price')).toEqual(['USD 185.000', 'USD 150.000', 'USD 1.250.000'])
    expect(best(items, 'price')).toEqual([false, true, false])
    expect(row(items, 'price').better).toBe('el menor')
  })

  it('compares the price of the operation each favourite was saved from', () => {
    const both = { operations: [sale(185_000), rent(900_000)] }
    const items = [item({ id: 1, ...both }, 2), item({ id: 2, ...both }, 1)]
    expect(texts(items, 'price')).toEqual(['ARS 900.000', 'USD 185.000'])
    expect(compareColumns(items).map((column) => column.operation)).toEqual(['Alquiler', 'Venta'])
    expect(compareColumns(items)[0]?.path).toBe('/propiedad/alquiler/gorriti-al-4300/1')
  })

  it('uses the first operation when the favourite was saved without one', () => {
    const items = [item({ id: 1, operations: [rent(500_000), sale(99_000)] }, null)]
    expect(texts(items, 'price')).toEqual(['ARS 500.000'])
    expect(compareColumns(items)[0]).toEqual({
      id: 1,
      title: 'Luminoso 3 ambientes con balcón en Palermo',
      path: '/propiedad/alquiler/gorriti-al-4300/1',
      operation: 'Alquiler',
    })
  })

  it('marks no best price across currencies or operations, and says why', () => {
    const items = [
      item({ id: 1, operations: [sale(185_000, 'USD')] }),
      item({ id: 2, operations: [sale(90_000_000, 'ARS')] }),
    ]
    expect(best(items, 'price')).toEqual([false, false])
    expect(row(items, 'price').note).toMatch(/monedas/)
    expect(best(items, 'price_per_m2')).toEqual([false, false])
    expect(row(items, 'price_per_m2').note).toMatch(/monedas/)
    expect(row(items, 'rooms').note).toBeNull()
  })

  it('computes the price per m² on the total surface in square metres, else the roofed one', () => {
    const items = [
      item({ id: 1, operations: [sale(200_000)], total_surface: '80' }),
      item({ id: 2, operations: [sale(150_000)], total_surface: '', roofed_surface: '50' }),
      item({
        id: 3,
        type: { id: 7, name: 'Campo' },
        operations: [sale(1_000_000)],
        total_surface: '2',
        total_surface_measurement: 'Ha',
      }),
    ]
    expect(texts(items, 'price_per_m2')).toEqual([
      'USD 2.500 por m²',
      'USD 3.000 por m²',
      'USD 50 por m²',
    ])
    expect(best(items, 'price_per_m2')).toEqual([false, false, true])
    expect(texts(items, 'total_surface')).toEqual(['80 M2', 'No informado', '2 Ha.'])
    expect(best(items, 'total_surface')).toEqual([false, false, true])
  })

  it('reads a hidden or missing price as on request, and its price per m² as not informed', () => {
    const items = [
      item({ id: 1, web_price: false, operations: [sale(185_000)] }),
      item({ id: 2, operations: [sale(150_000)], total_surface: '', roofed_surface: '' }),
    ]
    expect(texts(items, 'price')).toEqual(['Precio a consultar', 'USD 150.000'])
    expect(texts(items, 'price_per_m2')).toEqual(['No informado', 'No informado'])
    // A single known price is no comparison.
    expect(best(items, 'price')).toEqual([false, false])
  })

  it('prefers more space, rooms, bathrooms and parking', () => {
    const items = [
      item({ id: 1, room_amount: 3, suite_amount: 2, bathroom_amount: 1, parking_lot_amount: 0 }),
      item({ id: 2, room_amount: 4, suite_amount: 2, bathroom_amount: 2, parking_lot_amount: 1 }),
    ]
    expect(best(items, 'rooms')).toEqual([false, true])
    expect(best(items, 'bathrooms')).toEqual([false, true])
    expect(texts(items, 'parking')).toEqual(['Sin cochera', '1 cochera'])
    expect(best(items, 'parking')).toEqual([false, true])
    expect(row(items, 'rooms').better).toBe('el mayor')
  })

  it('marks rows where every property reads the same, and no best in them', () => {
    const items = [item({ id: 1 }), item({ id: 2 }), item({ id: 3 })]
    const bedrooms = row(items, 'bedrooms')
    expect(bedrooms.same).toBe(true)
    expect(bedrooms.cells.every((cell) => !cell.best)).toBe(true)
    expect(row([item({ id: 1 }), item({ id: 2, suite_amount: 3 })], 'bedrooms').same).toBe(false)
  })

  it('marks every property tied for the best', () => {
    const items = [
      item({ id: 1, bathroom_amount: 2 }),
      item({ id: 2, bathroom_amount: 1 }),
      item({ id: 3, bathroom_amount: 2 }),
    ]
    expect(best(items, 'bathrooms')).toEqual([true, false, true])
  })

  it('falls back to "No informado" and leaves unknown values out of the best', () => {
    const items = [
      item({
        id: 1,
        room_amount: null,
        suite_amount: null,
        bathroom_amount: null,
        parking_lot_amount: null,
        age: null,
        expenses: null,
      }),
      item({ id: 2, room_amount: 2, age: 5, expenses: 80_000 }),
      item({ id: 3, room_amount: 1, age: 30, expenses: 120_000 }),
    ]
    for (const key of ['rooms', 'bedrooms', 'bathrooms', 'parking', 'age', 'expenses'] as const) {
      expect(texts(items, key)[0]).toBe('No informado')
    }
    expect(best(items, 'rooms')).toEqual([false, true, false])
    expect(texts(items, 'expenses')).toEqual(['No informado', '$\u00a080.000', '$\u00a0120.000'])
    expect(best(items, 'expenses')).toEqual([false, true, false])
  })

  it('prefers the newest finished building over one still under construction', () => {
    const items = [item({ id: 1, age: -1 }), item({ id: 2, age: 0 }), item({ id: 3, age: 8 })]
    expect(texts(items, 'age')).toEqual(['En construcción', 'A estrenar', '8 años'])
    expect(best(items, 'age')).toEqual([false, true, false])
  })

  it('shows the location without marking a best', () => {
    const items = [item({ id: 1 }), item({ id: 2, fake_address: '', address: '' })]
    expect(texts(items, 'location')).toEqual([
      'Gorriti al 4300, Palermo, Capital Federal',
      'Palermo, Capital Federal',
    ])
    expect(row(items, 'location').better).toBeNull()
    expect(best(items, 'location')).toEqual([false, false])
  })

  it('adds the period of a temporary rent to its price', () => {
    const temporary: Operation = {
      operation_id: 3,
      operation_type: 'Alquiler temporario',
      prices: [makePrice({ price: 1_500, currency: 'USD', period: 5 })],
    }
    expect(texts([item({ operations: [temporary] }, 3)], 'price')).toEqual(['USD 1.500 por mes'])
  })
})

describe('toggleCompared', () => {
  it('adds and removes ids in order, up to MAX_COMPARED', () => {
    expect(MAX_COMPARED).toBe(4)
    let selected: number[] = []
    for (const id of [1, 2, 3, 4, 5]) selected = toggleCompared(selected, id)
    expect(selected).toEqual([1, 2, 3, 4])
    expect(toggleCompared(selected, 2)).toEqual([1, 3, 4])
  })
})
