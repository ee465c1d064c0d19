import { isOperationId, operationById, OPERATIONS, parseOperationId } from './operations'
import { isTourProvider } from '../detail/embedProviders'

describe('operations', () => {
  it('maps codes 1, 2, 3 to venta, alquiler and alquiler temporario', () => {
    expect(OPERATIONS.map((operation) => [operation.id, operation.name])).toEqual([
      [1, 'Venta'],
      [2, 'Alquiler'],
      [3, 'Alquiler temporario'],
    ])
    expect(operationById(3).path).toBe('/temporario')
    expect(operationById(3).label).toBe('Temporario')
  })

  it('parses codes, numeric strings and Spanish or English names', () => {
    expect(parseOperationId(2)).toBe(2)
    expect(parseOperationId(' 3 ')).toBe(3)
    expect(parseOperationId('Venta')).toBe(1)
    expect(parseOperationId('Temporary rent')).toBe(3)
    expect(parseOperationId('ALQUILER TEMPORARIO')).toBe(3)
    expect(parseOperationId('Rent')).toBe(2)
  })

  it('rejects everything else', () => {
    expect(parseOperationId(4)).toBeNull()
    expect(parseOperationId('0')).toBeNull()
    expect(parseOperationId('permuta')).toBeNull()
    expect(parseOperationId(null)).toBeNull()
    expect(isOperationId('1')).toBe(false)
  })
})

describe('media providers', () => {
  it('knows the tour providers of the spec', () => {
    expect(isTourProvider('youtube')).toBe(false)
    for (const provider of [
      'matterport',
      'hauzd',
      '360magictour',
      'vista360',
      'roundme',
      'ricoh',
      'kuula',
    ]) {
      expect(isTourProvider(provider)).toBe(true)
    }
    expect(isTourProvider('youtube')).toBe(false)
  })
})
