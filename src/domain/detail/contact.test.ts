import { contactPerson, enquiryMessage, shareMessage } from './contact'
import type { Producer } from '../types'

const agency = {
  name: 'Inmobiliaria Demo',
  contact: { phone: '+54 11 5555-0100', mail: 'info@example.com' },
}
const producer: Producer = {
  id: 5023,
  name: 'Sofía Quiroga',
  picture: 'https://cdn.example/sofia.jpg',
  email: 'sofia@example.com',
  phone: '+54 11 5555-0112',
  cellphone: '+54 9 11 5555-0212',
}

describe('contactPerson', () => {
  it("is the listing's producer when there is one", () => {
    expect(contactPerson(producer, agency)).toEqual({ person: producer, isAgency: false })
  })

  it('is the agency when the producer is missing or has nothing to reach', () => {
    const expected = {
      person: {
        id: null,
        name: 'Inmobiliaria Demo',
        picture: '',
        email: 'info@example.com',
        phone: '+54 11 5555-0100',
        cellphone: '',
      },
      isAgency: true,
    }
    expect(contactPerson(null, agency)).toEqual(expected)
    const empty = { ...producer, name: ' ', email: '', phone: '', cellphone: '' }
    expect(contactPerson(empty, agency)).toEqual(expected)
  })
})

describe('messages', () => {
  it('name the listing, its code and its address', () => {
    expect(
      enquiryMessage({ title: 'Casa en Olivos', url: 'https://x.example/p/1', reference: 'OL-1' }),
    ).toBe('Hola, quiero consultar por «Casa en Olivos» (código OL-1): https://x.example/p/1')
    expect(enquiryMessage({ title: 'Casa', url: 'https://x.example/p/1' })).toBe(
      'Hola, quiero consultar por «Casa»: https://x.example/p/1',
    )
    expect(shareMessage('Casa', 'https://x.example/p/1')).toBe('Casa: https://x.example/p/1')
  })
})
