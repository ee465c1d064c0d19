import { developmentSubject, propertySubject } from './leads'

describe('subjects', () => {
  it('say what the page shows: the public address', () => {
    expect(
      propertySubject({
        id: 7,
        address: 'Thames 812',
        fake_address: 'Thames al 800',
        operations: [{ operation_type: 'Alquiler' }],
        type: { name: 'Departamento' },
      }),
    ).toEqual({ id: 7, address: 'Thames al 800', operations: ['Alquiler'], type: 'Departamento' })
    expect(developmentSubject({ id: 9, address: 'Av. Demo 2510', fake_address: '' }, 5)).toEqual({
      id: 9,
      address: 'Av. Demo 2510',
      unitId: 5,
    })
  })
})
