import {
  backendTags,
  backendType,
  customTags,
  tokkoTags,
  tokkoType,
  translateTypeName,
} from './taxonomy'
import { backendLocation, tokkoLocation } from './location'
import { readProducer, readUserInCharge } from './producer'

describe('property types', () => {
  it.each([
    ['Apartment', 'Departamento'],
    ['HOUSE', 'Casa'],
    ['land', 'Terreno'],
    ['Office', 'Oficina'],
    ['Business Premises', 'Local'],
    ['Condo', 'PH'],
    ['Garage', 'Cochera'],
    ['Countryside', 'Campo'],
    ['Warehouse', 'Galpón'],
    ['Storage', 'Depósito'],
    ['Weekend house', 'Quinta'],
    ['Hotel', 'Hotel'],
    ['Farm', 'Finca'],
    ['Ranch', 'Chacra'],
    ['Departamento', 'Departamento'],
    ['Edificio', 'Edificio'],
  ])('names %p as %p', (input, expected) => {
    expect(translateTypeName(input)).toBe(expected)
  })

  it('reads Tokko types and defaults a missing name', () => {
    expect(tokkoType({ id: 2, code: 'AP', name: 'Apartment' })).toEqual({
      id: 2,
      name: 'Departamento',
    })
    expect(tokkoType({ id: '13', name: ' PH ' })).toEqual({ id: 13, name: 'PH' })
    expect(tokkoType(null)).toEqual({ id: null, name: 'Sin Especificar' })
    expect(tokkoType({ id: 'x', name: '' })).toEqual({ id: null, name: 'Sin Especificar' })
  })

  it('takes the backend type from the first entry of property_type', () => {
    expect(
      backendType([
        { id: 3, name: 'Casa' },
        { id: 2, name: 'Departamento' },
      ]),
    ).toEqual({
      id: 3,
      name: 'Casa',
    })
    expect(backendType([null, { id: 2, name: 'Departamento' }])).toEqual({
      id: 2,
      name: 'Departamento',
    })
    expect(backendType({ id: 1, name: 'Terreno' })).toEqual({ id: 1, name: 'Terreno' })
    expect(backendType([])).toEqual({ id: null, name: 'Sin Especificar' })
    expect(backendType(undefined)).toEqual({ id: null, name: 'Sin Especificar' })
  })
})

describe('tags', () => {
  it('reads Tokko tags and drops those without id, name or a known type', () => {
    expect(
      tokkoTags([
        { id: 34, name: 'Jacuzzi', type: 3 },
        { id: '20', name: 'Balcón', type: '2' },
        { id: 1, name: 'Agua corriente', type: 1 },
        { id: 34, name: 'Jacuzzi otra vez', type: 3 },
        { id: 0, name: 'Sin id', type: 1 },
        { id: 9, name: '', type: 1 },
        { id: 10, name: 'Tipo 4', type: 4 },
        { id: 11, name: 'Sin tipo' },
        null,
      ]),
    ).toEqual([
      { id: 34, name: 'Jacuzzi', tag_type: 3 },
      { id: 20, name: 'Balcón', tag_type: 2 },
      { id: 1, name: 'Agua corriente', tag_type: 1 },
    ])
  })

  it('maps the backend lists to types 1, 2 and 3', () => {
    expect(
      backendTags({
        extra_services: [{ id: 1, name: 'Agua corriente' }],
        extra_amenities: [
          { id: 20, name: 'Balcón' },
          { id: null, name: 'x' },
        ],
        extra_general: [{ id: 36, name: 'Pileta' }],
      }),
    ).toEqual([
      { id: 1, name: 'Agua corriente', tag_type: 1 },
      { id: 20, name: 'Balcón', tag_type: 2 },
      { id: 36, name: 'Pileta', tag_type: 3 },
    ])
    expect(backendTags({})).toEqual([])
  })

  it('reads custom tags with their group, or none for the backend', () => {
    expect(
      customTags([
        { id: 881, name: 'Oportunidad', group_name: 'Destacados' },
        { id: 900, name: 'Torre Aurora' },
        { id: 'x', name: 'Roto' },
      ]),
    ).toEqual([
      { id: 881, name: 'Oportunidad', group_name: 'Destacados' },
      { id: 900, name: 'Torre Aurora', group_name: '' },
    ])
    expect(customTags(null)).toEqual([])
  })
})

describe('locations', () => {
  it('reads a three-level Tokko location', () => {
    expect(
      tokkoLocation({
        id: 24728,
        name: 'Palermo',
        full_location: 'Argentina | Capital Federal | Palermo',
      }),
    ).toEqual({
      id: 24728,
      country: 'Argentina',
      state: 'Capital Federal',
      city: '',
      neighborhood: 'Palermo',
      name: 'Palermo',
      full_name: 'Palermo, Capital Federal',
    })
  })

  it('reads the city of a four-level Tokko location', () => {
    expect(
      tokkoLocation({
        id: '26511',
        name: 'Olivos',
        full_location: 'Argentina |G.B.A. Zona Norte| Vicente López | Olivos',
      }),
    ).toMatchObject({
      id: 26511,
      state: 'G.B.A. Zona Norte',
      city: 'Vicente López',
      neighborhood: 'Olivos',
      full_name: 'Olivos, Vicente López',
    })
  })

  it('copes with short or missing Tokko paths', () => {
    expect(
      tokkoLocation({ name: 'Capital Federal', full_location: 'Argentina | Capital Federal' }),
    ).toEqual({
      id: null,
      country: 'Argentina',
      state: 'Capital Federal',
      city: '',
      neighborhood: '',
      name: 'Capital Federal',
      full_name: 'Capital Federal',
    })
    expect(tokkoLocation({ name: 'Palermo' })).toMatchObject({
      neighborhood: 'Palermo',
      full_name: 'Palermo',
    })
    expect(
      tokkoLocation({ full_location: 'Argentina | Capital Federal | Belgrano' }),
    ).toMatchObject({
      name: 'Belgrano',
      full_name: 'Belgrano, Capital Federal',
    })
    expect(tokkoLocation(null)).toEqual({
      id: null,
      country: '',
      state: '',
      city: '',
      neighborhood: '',
      name: '',
      full_name: '',
    })
  })

  it('reads backend locations the same way', () => {
    expect(
      backendLocation({
        id: 24728,
        country: 'Argentina',
        state: 'Capital Federal',
        city: 'Capital Federal',
        neighborhood: 'Palermo',
        name: 'Palermo',
      }),
    ).toEqual(
      tokkoLocation({
        id: 24728,
        name: 'Palermo',
        full_location: 'Argentina | Capital Federal | Palermo',
      }),
    )
    expect(backendLocation({ state: 'Buenos Aires', city: 'Pilar' })).toMatchObject({
      name: 'Pilar',
      full_name: 'Pilar',
    })
    expect(backendLocation({ neighborhood: 'Olivos', city: 'Vicente López' })).toMatchObject({
      name: 'Olivos',
      full_name: 'Olivos, Vicente López',
    })
  })
})

describe('producers', () => {
  const laura = {
    id: 5021,
    name: ' Laura Demo ',
    email: 'laura@example.com',
    phone: '+54 11 5555-0101',
    cellphone: '+54 9 11 5555-0102',
    picture: 'https://static.example.com/laura.jpg',
  }

  it('reads a producer from either source', () => {
    expect(readProducer(laura)).toEqual({ ...laura, name: 'Laura Demo' })
    expect(readProducer({ name: 'Laura', cellphone: '123' })).toEqual({
      id: null,
      name: 'Laura',
      picture: '',
      email: '',
      phone: '',
      cellphone: '123',
    })
  })

  it('refuses a picture that is not http(s)', () => {
    expect(readProducer({ ...laura, picture: 'javascript:alert(1)' })?.picture).toBe('')
  })

  it('gives null when there is nobody to show or reach', () => {
    expect(readProducer(null)).toBeNull()
    expect(readProducer(undefined)).toBeNull()
    expect(readProducer([laura])).toBeNull()
    expect(readProducer({ id: 5, picture: laura.picture })).toBeNull()
    expect(readProducer({ email: 'info@example.com' })).toMatchObject({
      name: '',
      email: 'info@example.com',
    })
  })

  it('takes the first usable person in charge of a development', () => {
    expect(readUserInCharge(laura)?.id).toBe(5021)
    expect(readUserInCharge([{}, laura])?.id).toBe(5021)
    expect(readUserInCharge([])).toBeNull()
    expect(readUserInCharge('Laura')).toBeNull()
  })
})
