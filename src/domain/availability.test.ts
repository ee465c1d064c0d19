import { availabilityOf, isOnOffer } from './availability'

describe('isOnOffer', () => {
  it('offers an available or reserved listing, never a sold or rented one (status 4)', () => {
    expect([2, 3, 4].map((status) => isOnOffer({ status: status as 2 | 3 | 4 }))).toEqual([
      true,
      true,
      false,
    ])
  })
})

describe('availabilityOf', () => {
  it('marks a reservation (3) and takes anything else on offer as available', () => {
    expect(availabilityOf({ status: 3 })).toBe('reserved')
    expect(availabilityOf({ status: 2 })).toBe('available')
  })
})
