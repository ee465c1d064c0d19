import { officeAddress } from './officeAddress'

describe('officeAddress', () => {
  it('joins the address and the city, or says there is none', () => {
    expect(officeAddress({ address: 'Av. Cabildo 1234', city: 'CABA' })).toBe(
      'Av. Cabildo 1234, CABA',
    )
    expect(officeAddress({ address: ' ', city: 'Rosario' })).toBe('Rosario')
    expect(officeAddress({ address: '', city: '' })).toBeNull()
  })
})
