import type { BackendDevelopment, TokkoDevelopment } from '../wireTypes'
import { normaliseBackendDevelopment, normaliseTokkoDevelopment } from './development'
import { InvalidRecordError } from './errors'
import { normaliseBackendUnit } from './units'

const CDN = 'https://static.example.com'

const laura = { id: 5021, name: 'Laura Demo', email: 'laura@example.com' }

function tokko(overrides: Partial<TokkoDevelopment> = {}): TokkoDevelopment {
  return {
    id: 41877,
    name: 'Torre Aurora',
    publication_title: 'Torre Aurora: vivir frente al parque',
    description: 'Unidades de 1 a 4 ambientes.\n\nAmenities de primer nivel.',
    address: 'Av. Demo 2500',
    fake_address: 'Av. Demo al 2500',
    type: { id: 1, code: 'BU', name: 'Edificio' },
    construction_status: 4,
    construction_date: '2026-12',
    display_on_web: true,
    is_starred_on_web: true,
    location: {
      id: 24728,
      name: 'Palermo',
      full_location: 'Argentina | Capital Federal | Palermo',
    },
    photos: [{ image: `${CDN}/t.jpg`, is_front_cover: true }],
    videos: [{ url: 'https://www.youtube.com/watch?v=abcdefghijk', provider: 'youtube' }],
    files: [{ file: `${CDN}/brochure.pdf`, name: 'Brochure.pdf' }],
    tags: [{ id: 36, name: 'Pileta', type: 3 }],
    custom_tags: [{ id: 900, name: 'Torre Aurora', group_name: 'Emprendimientos' }],
    geo_lat: '-34.57',
    geo_long: '-58.43',
    financing_details: 'Anticipo 40% y 24 cuotas.',
    users_in_charge: laura,
    ...overrides,
  }
}

function backend(overrides: Partial<BackendDevelopment> = {}): BackendDevelopment {
  return {
    id: 41877,
    name: 'Torre Aurora',
    commercial_description: 'Torre Aurora: vivir frente al parque',
    publication_title: 'Otro título',
    address: 'Av. Demo 2500',
    is_active: false,
    finish_date: '2026-12',
    construction_status: '6',
    featured: true,
    producer: laura,
    units: [
      { id: 7109001, subdivision: 'Torre A', subdivision_number: 1, floor: 3 },
      { id: 'roto' },
      { id: 7109002, development: { id: 1, name: 'Otra' } },
    ],
    ...overrides,
  }
}

describe('normaliseTokkoDevelopment', () => {
  it('reads a development and leaves its units to a separate search', () => {
    expect(normaliseTokkoDevelopment(tokko())).toEqual({
      id: 41877,
      name: 'Torre Aurora',
      publication_title: 'Torre Aurora: vivir frente al parque',
      address: 'Av. Demo 2500',
      fake_address: 'Av. Demo al 2500',
      type: { id: 1, name: 'Edificio' },
      construction_status: 4,
      construction_date: '2026-12',
      display_on_web: true,
      is_starred_on_web: true,
      location: expect.objectContaining({ id: 24728, full_name: 'Palermo, Capital Federal' }),
      tags: [{ id: 36, name: 'Pileta', tag_type: 3 }],
      custom_tags: [{ id: 900, name: 'Torre Aurora', group_name: 'Emprendimientos' }],
      files: [{ url: `${CDN}/brochure.pdf`, name: 'Brochure.pdf' }],
      photos: [expect.objectContaining({ image: `${CDN}/t.jpg`, is_front_cover: true })],
      blueprints: [],
      videos: [
        expect.objectContaining({ player_url: 'https://www.youtube.com/embed/abcdefghijk' }),
      ],
      tour_360: [],
      financing_details: 'Anticipo 40% y 24 cuotas.',
      producer: expect.objectContaining({ id: 5021, name: 'Laura Demo' }),
      description: '<p>Unidades de 1 a 4 ambientes.</p><p>Amenities de primer nivel.</p>',
      description_text: 'Unidades de 1 a 4 ambientes. Amenities de primer nivel.',
      geo: { lat: -34.57, lng: -58.43 },
      units: [],
    })
  })

  it('refuses construction statuses outside 3, 4 and 6', () => {
    expect(normaliseTokkoDevelopment(tokko({ construction_status: '3' })).construction_status).toBe(
      3,
    )
    expect(
      normaliseTokkoDevelopment(tokko({ construction_status: 5 })).construction_status,
    ).toBeNull()
    expect(
      normaliseTokkoDevelopment(tokko({ construction_status: 'En pozo' })).construction_status,
    ).toBeNull()
  })

  it('reads users_in_charge as an object or a list', () => {
    expect(normaliseTokkoDevelopment(tokko({ users_in_charge: [laura] })).producer?.id).toBe(5021)
    expect(normaliseTokkoDevelopment(tokko({ users_in_charge: null })).producer).toBeNull()
  })

  it('lets name, title and address stand in for each other', () => {
    const untitled = normaliseTokkoDevelopment(tokko({ publication_title: null }))
    expect(untitled.publication_title).toBe('Torre Aurora')
    const unnamed = normaliseTokkoDevelopment(tokko({ name: '' }))
    expect(unnamed.name).toBe('Torre Aurora: vivir frente al parque')
    const bare = normaliseTokkoDevelopment({ id: 3, fake_address: 'Av. Demo al 2500' })
    expect(bare).toMatchObject({ name: 'Av. Demo al 2500', publication_title: 'Av. Demo al 2500' })
  })

  it('fills defaults for a record with only an id', () => {
    expect(normaliseTokkoDevelopment({ id: 3 })).toMatchObject({
      name: '',
      publication_title: '',
      construction_status: null,
      construction_date: '',
      display_on_web: true,
      is_starred_on_web: false,
      financing_details: '',
      producer: null,
      type: { id: null, name: 'Sin Especificar' },
      units: [],
    })
  })

  it('throws an InvalidRecordError that names a development', () => {
    expect(() => normaliseTokkoDevelopment({ id: -1 })).toThrow(
      'Emprendimiento sin id válido (id: -1)',
    )
    expect(() => normaliseTokkoDevelopment(null)).toThrow(InvalidRecordError)
  })
})

describe('normaliseBackendDevelopment', () => {
  it('maps is_active, finish_date and commercial_description', () => {
    const development = normaliseBackendDevelopment(backend())
    expect(development).toMatchObject({
      id: 41877,
      name: 'Torre Aurora',
      publication_title: 'Torre Aurora: vivir frente al parque',
      display_on_web: false,
      construction_date: '2026-12',
      construction_status: 6,
      is_starred_on_web: true,
      producer: { id: 5021, name: 'Laura Demo' },
    })
  })

  it('falls back from commercial_description to publication_title to name', () => {
    expect(
      normaliseBackendDevelopment(backend({ commercial_description: '' })).publication_title,
    ).toBe('Otro título')
    expect(
      normaliseBackendDevelopment(
        backend({ commercial_description: null, publication_title: null }),
      ).publication_title,
    ).toBe('Torre Aurora')
    expect(normaliseBackendDevelopment({ id: 1 }).display_on_web).toBe(true)
  })

  it('normalises its units, leaving out the ones without an id', () => {
    const { units } = normaliseBackendDevelopment(backend())
    expect(units.map((unit) => unit.id)).toEqual([7109001, 7109002])
    expect(units[0]).toEqual({
      ...normaliseBackendUnit(backend().units?.[0]),
      development: { id: 41877, name: 'Torre Aurora' },
    })
    expect(units[0]).toMatchObject({ subdivision: 'Torre A', subdivision_number: 1, floor: 3 })
    // A unit that names its development keeps it.
    expect(units[1]?.development).toEqual({ id: 1, name: 'Otra' })
    expect(normaliseBackendDevelopment({ ...backend(), units: 'x' }).units).toEqual([])
  })

  it('throws an InvalidRecordError that names a development', () => {
    expect(() => normaliseBackendDevelopment({ name: 'Sin id' })).toThrow(
      'Emprendimiento sin id válido (id: ausente)',
    )
  })
})
