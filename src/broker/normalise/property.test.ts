import { propertyPath } from '../../domain/site/urls'
import type { BackendProperty, TokkoProperty } from '../wireTypes'
import { InvalidRecordError } from './errors'
import { normaliseBackendProperty, normaliseTokkoProperty } from './property'

const CDN = 'https://static.example.com'

/** The error `run` throws; fails the test when it throws nothing. */
function thrown(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected an error')
}

function tokko(overrides: Partial<TokkoProperty> = {}): TokkoProperty {
  return {
    id: 7104123,
    reference_code: 'AP4123',
    publication_title: 'Luminoso 3 amb. con balcón',
    description: 'Living al frente.\n\nCocina integrada.',
    rich_description: '<p>Living <strong>al frente</strong>.</p>',
    address: 'Gorriti 4321',
    fake_address: 'Gorriti al 4300',
    real_address: 'Gorriti 4321 3ºB',
    type: { id: 2, code: 'AP', name: 'Departamento' },
    location: {
      id: 24728,
      name: 'Palermo',
      full_location: 'Argentina | Capital Federal | Palermo',
    },
    operations: [
      {
        operation_id: 1,
        operation_type: 'Venta',
        prices: [{ currency: 'USD', price: 185000, period: 0 }],
      },
    ],
    photos: [
      { image: `${CDN}/1.jpg`, original: `${CDN}/1o.jpg`, thumb: `${CDN}/1t.jpg`, order: 0 },
    ],
    tags: [{ id: 20, name: 'Balcón', type: 2 }],
    producer: { id: 5021, name: 'Laura Demo', email: 'laura@example.com' },
    room_amount: 3,
    suite_amount: 2,
    bathroom_amount: 1,
    toilet_amount: 0,
    parking_lot_amount: 1,
    age: 12,
    surface: '0.00',
    roofed_surface: '68.00',
    semiroofed_surface: '6.00',
    unroofed_surface: '0.00',
    total_surface: '74.00',
    surface_measurement: 'M2',
    expenses: 95000,
    geo_lat: '-34.5869210',
    geo_long: '-58.4312007',
    is_starred_on_web: false,
    web_price: true,
    development: null,
    created_at: '2024-03-18T11:42:05',
    ...overrides,
  }
}

function backend(overrides: Partial<BackendProperty> = {}): BackendProperty {
  return {
    id: 7104123,
    publication_title: 'Luminoso 3 amb. con balcón',
    address: 'Gorriti 4321',
    fake_address: 'Gorriti al 4300',
    total_surface: 74,
    roofed_surface: 68,
    featured: true,
    show_price: false,
    property_type: [{ id: 2, name: 'Departamento' }],
    location: {
      id: 24728,
      country: 'Argentina',
      state: 'Capital Federal',
      neighborhood: 'Palermo',
    },
    operations: [{ operation_type: 1, prices: [{ currency: 'USD', price: 185000 }] }],
    parking_lot_type: 'Cubierta',
    description: 'Living al frente.',
    ...overrides,
  }
}

describe('normaliseTokkoProperty', () => {
  it('reads a well-formed record', () => {
    const property = normaliseTokkoProperty(tokko())
    expect(property).toMatchObject({
      id: 7104123,
      reference_code: 'AP4123',
      title: 'Luminoso 3 amb. con balcón',
      address: 'Gorriti 4321',
      fake_address: 'Gorriti al 4300',
      real_address: 'Gorriti 4321 3ºB',
      surface: '',
      total_surface: '74',
      roofed_surface: '68',
      semiroofed_surface: '6',
      unroofed_surface: '',
      surface_measurement: 'M2',
      total_surface_measurement: 'M2',
      type: { id: 2, name: 'Departamento' },
      location: { id: 24728, name: 'Palermo', full_name: 'Palermo, Capital Federal' },
      tags: [{ id: 20, name: 'Balcón', tag_type: 2 }],
      operations: [
        { operation_id: 1, operation_type: 'Venta', prices: [{ price: 185000, currency: 'USD' }] },
      ],
      room_amount: 3,
      toilet_amount: 0,
      parking_lot_type: '',
      age: 12,
      expenses: 95000,
      producer: { id: 5021, name: 'Laura Demo' },
      description: '<p>Living <strong>al frente</strong>.</p>',
      description_text: 'Living al frente.',
      geo: { lat: -34.586921, lng: -58.4312007 },
      created_at: '2024-03-18T11:42:05',
      development: null,
      web_price: true,
      is_starred_on_web: false,
    })
  })

  it('reads a hidden price and a featured listing', () => {
    const property = normaliseTokkoProperty(tokko({ web_price: false, is_starred_on_web: 'true' }))
    expect(property.web_price).toBe(false)
    expect(property.is_starred_on_web).toBe(true)
    expect(normaliseTokkoProperty(tokko({ web_price: null })).web_price).toBe(true)
  })

  it('reads numbers sent as strings', () => {
    const property = normaliseTokkoProperty(
      tokko({
        id: '7104123',
        room_amount: '3',
        suite_amount: ' 2 ',
        age: '-1',
        expenses: '95000',
        operations: [
          { operation_id: '1', prices: [{ currency: 'USD', price: '185000', period: '' }] },
        ],
      }),
    )
    expect(property).toMatchObject({
      id: 7104123,
      room_amount: 3,
      suite_amount: 2,
      age: -1,
      expenses: 95000,
    })
    expect(property.operations[0]?.prices[0]).toMatchObject({ price: 185000, period: 0 })
  })

  it('gives null for counts, ages and fees that make no sense', () => {
    const property = normaliseTokkoProperty(
      tokko({ room_amount: -2, suite_amount: '2.5', bathroom_amount: 'dos', age: -5, expenses: 0 }),
    )
    expect(property).toMatchObject({
      room_amount: null,
      suite_amount: null,
      bathroom_amount: null,
      age: null,
      expenses: null,
    })
  })

  it('measures land in hectares', () => {
    const property = normaliseTokkoProperty(
      tokko({
        surface: '2.50',
        total_surface: '2.50',
        surface_measurement: 'Ha',
        type: { id: 9, name: 'Countryside' },
      }),
    )
    expect(property).toMatchObject({
      surface: '2.5',
      total_surface: '2.5',
      surface_measurement: 'Ha',
      roofed_surface_measurement: 'Ha',
      unroofed_surface_measurement: 'Ha',
      type: { name: 'Campo' },
    })
  })

  it('translates English names (lang=en)', () => {
    const property = normaliseTokkoProperty(
      tokko({
        type: { id: 13, name: 'Condo' },
        operations: [
          {
            operation_type: 'Temporary rent',
            prices: [{ currency: 'USD', price: 900, period: 3 }],
          },
        ],
      }),
    )
    expect(property.type.name).toBe('PH')
    expect(property.operations).toEqual([
      expect.objectContaining({ operation_id: 3, operation_type: 'Alquiler temporario' }),
    ])
  })

  it('defaults a missing type and builds a title from what is known', () => {
    const property = normaliseTokkoProperty(tokko({ type: null, publication_title: '  ' }))
    expect(property.type).toEqual({ id: null, name: 'Sin Especificar' })
    expect(property.title).toBe('Propiedad en Venta en Palermo')
    expect(
      normaliseTokkoProperty(
        tokko({
          publication_title: null,
          operations: [
            { operation_id: 2, prices: [] },
            { operation_id: 1, prices: [] },
          ],
        }),
      ).title,
    ).toBe('Departamento en Venta y Alquiler en Palermo')
    expect(normaliseTokkoProperty({ id: 1 }).title).toBe('Propiedad')
  })

  it('prefers a sanitised rich description and falls back to the plain one', () => {
    const hostile = normaliseTokkoProperty(
      tokko({
        rich_description:
          '<p onclick="x()">Hola</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      }),
    )
    expect(hostile.description).toBe('<p>Hola</p>')
    expect(hostile.description_text).toBe('Hola')
    const plain = normaliseTokkoProperty(tokko({ rich_description: '<script>alert(1)</script>' }))
    expect(plain.description).toBe('<p>Living al frente.</p><p>Cocina integrada.</p>')
    expect(plain.description_text).toBe('Living al frente. Cocina integrada.')
    const none = normaliseTokkoProperty(tokko({ rich_description: null, description: null }))
    expect(none).toMatchObject({ description: '', description_text: '' })
  })

  it('treats empty coordinates, missing producer and operations as absent', () => {
    const property = normaliseTokkoProperty(
      tokko({ geo_lat: '', geo_long: '', producer: undefined, operations: undefined }),
    )
    expect(property).toMatchObject({ geo: null, producer: null, operations: [] })
  })

  it('trims and completes addresses, keeping inner spaces for the legacy URL rule', () => {
    const property = normaliseTokkoProperty(
      tokko({ address: '  Gorriti  4321 ', fake_address: null, real_address: null }),
    )
    expect(property).toMatchObject({
      address: 'Gorriti  4321',
      fake_address: 'Gorriti  4321',
      real_address: '',
    })
    expect(propertyPath(property)).toMatch(/^\/propiedad\/[a-z-]+\/gorriti--4321\/\d+$/)
    expect(
      normaliseTokkoProperty(tokko({ address: '', fake_address: 'Gorriti al 4300' })).address,
    ).toBe('Gorriti al 4300')
  })

  it('reads the development a unit belongs to', () => {
    expect(
      normaliseTokkoProperty(tokko({ development: { id: 41877, name: 'Torre Aurora' } }))
        .development,
    ).toEqual({
      id: 41877,
      name: 'Torre Aurora',
    })
    expect(
      normaliseTokkoProperty(tokko({ development: { id: 'x', name: 'Roto' } })).development,
    ).toBeNull()
  })

  it('keeps a unit reserved or unavailable and reads anything else as available', () => {
    expect(normaliseTokkoProperty(tokko({ status: 3 })).status).toBe(3)
    expect(normaliseTokkoProperty(tokko({ status: '4' })).status).toBe(4)
    expect(normaliseTokkoProperty(tokko({ status: 1 })).status).toBe(2)
    expect(normaliseTokkoProperty(tokko({ status: null })).status).toBe(2)
    expect(normaliseBackendProperty({ ...backend(), status: 4 }).status).toBe(4)
    expect(normaliseBackendProperty(backend()).status).toBe(2)
  })

  it('drops a timestamp that is not one', () => {
    expect(normaliseTokkoProperty(tokko({ created_at: 'ayer' })).created_at).toBe('')
  })

  it('fills every field of a record that has only an id', () => {
    expect(normaliseTokkoProperty({ id: 5 })).toEqual({
      id: 5,
      reference_code: '',
      title: 'Propiedad',
      address: '',
      fake_address: '',
      real_address: '',
      surface: '',
      total_surface: '',
      roofed_surface: '',
      semiroofed_surface: '',
      unroofed_surface: '',
      surface_measurement: 'M2',
      total_surface_measurement: 'M2',
      roofed_surface_measurement: 'M2',
      semiroofed_surface_measurement: 'M2',
      unroofed_surface_measurement: 'M2',
      is_starred_on_web: false,
      web_price: true,
      location: {
        id: null,
        country: '',
        state: '',
        city: '',
        neighborhood: '',
        name: '',
        full_name: '',
      },
      type: { id: null, name: 'Sin Especificar' },
      development: null,
      tags: [],
      custom_tags: [],
      files: [],
      photos: [],
      blueprints: [],
      videos: [],
      tour_360: [],
      operations: [],
      room_amount: null,
      suite_amount: null,
      bathroom_amount: null,
      toilet_amount: null,
      parking_lot_amount: null,
      parking_lot_type: '',
      age: null,
      expenses: null,
      producer: null,
      description: '',
      description_text: '',
      geo: null,
      created_at: '',
      status: 2,
    })
  })

  it.each([undefined, null, 0, -3, 1.5, 'abc', '', {}, [], true])(
    'throws InvalidRecordError for the id %p',
    (id) => {
      expect(() => normaliseTokkoProperty(tokko({ id: id as TokkoProperty['id'] }))).toThrow(
        InvalidRecordError,
      )
    },
  )

  it('names the record and the bad id in Spanish', () => {
    expect(thrown(() => normaliseTokkoProperty({ id: 'abc' }))).toMatchObject({
      name: 'InvalidRecordError',
      message: 'Propiedad sin id válido (id: "abc")',
      kind: 'property',
      recordId: 'abc',
    })
    expect(thrown(() => normaliseTokkoProperty({}))).toMatchObject({
      message: 'Propiedad sin id válido (id: ausente)',
      recordId: undefined,
    })
  })

  it.each([null, undefined, [], [tokko()], 'property', 7104123])(
    'throws InvalidRecordError for the whole record %p',
    (raw) => {
      expect(() => normaliseTokkoProperty(raw)).toThrow(InvalidRecordError)
    },
  )
})

describe('normaliseBackendProperty', () => {
  it('maps featured and show_price', () => {
    const property = normaliseBackendProperty(backend())
    expect(property).toMatchObject({ is_starred_on_web: true, web_price: false })
    const defaults = normaliseBackendProperty(
      backend({ featured: undefined, show_price: undefined }),
    )
    expect(defaults).toMatchObject({ is_starred_on_web: false, web_price: true })
  })

  it('reads the type from property_type and defaults it when missing', () => {
    expect(normaliseBackendProperty(backend()).type).toEqual({ id: 2, name: 'Departamento' })
    expect(normaliseBackendProperty(backend({ property_type: [] })).type.name).toBe(
      'Sin Especificar',
    )
    expect(normaliseBackendProperty(backend({ property_type: null })).type.name).toBe(
      'Sin Especificar',
    )
  })

  it('reads each surface with its own unit, the record’s, or square metres', () => {
    const property = normaliseBackendProperty(
      backend({
        surface: '3.5',
        surface_measurement: 'Ha',
        total_surface_measurement: 'M2',
        roofed_surface_measurement: null,
        unroofed_surface_measurement: '',
      }),
    )
    expect(property).toMatchObject({
      surface: '3.5',
      surface_measurement: 'Ha',
      total_surface_measurement: 'M2',
      roofed_surface_measurement: 'Ha',
      semiroofed_surface_measurement: 'Ha',
      unroofed_surface_measurement: 'Ha',
    })
    expect(normaliseBackendProperty(backend()).unroofed_surface_measurement).toBe('M2')
  })

  it('reads tags, custom tags and the parking type', () => {
    const property = normaliseBackendProperty(
      backend({
        extra_services: [{ id: 1, name: 'Agua corriente' }],
        extra_amenities: [{ id: 20, name: 'Balcón' }],
        extra_general: [{ id: 36, name: 'Pileta' }],
        tags: [{ id: 881, name: 'Oportunidad' }],
      }),
    )
    expect(property.tags.map((tag) => [tag.id, tag.tag_type])).toEqual([
      [1, 1],
      [20, 2],
      [36, 3],
    ])
    expect(property.custom_tags).toEqual([{ id: 881, name: 'Oportunidad', group_name: '' }])
    expect(property.parking_lot_type).toBe('Cubierta')
  })

  it('reads the operation type as a code or a name and builds a Spanish location', () => {
    const property = normaliseBackendProperty(
      backend({ publication_title: '', operations: [{ operation_type: 'Alquiler', prices: [] }] }),
    )
    expect(property.operations.map((op) => op.operation_id)).toEqual([2])
    expect(property.title).toBe('Departamento en Alquiler en Palermo')
    expect(property.location.full_name).toBe('Palermo, Capital Federal')
  })

  it('treats a description with tags as HTML and one without as text', () => {
    const html = normaliseBackendProperty(
      backend({ description: '<p>Hola<script>alert(1)</script></p>' }),
    )
    expect(html).toMatchObject({ description: '<p>Hola</p>', description_text: 'Hola' })
    const text = normaliseBackendProperty(backend({ description: 'Uno\nDos\n\n<3 ambientes' }))
    expect(text.description).toBe('<p>Uno<br>Dos</p><p>&lt;3 ambientes</p>')
  })

  it('fills every field of a record that has only an id, and refuses one without', () => {
    expect(normaliseBackendProperty({ id: '9' })).toEqual(normaliseTokkoProperty({ id: 9 }))
    expect(() => normaliseBackendProperty({ id: null })).toThrow(InvalidRecordError)
    expect(() => normaliseBackendProperty('x')).toThrow(
      'Propiedad con formato inválido: se esperaba un objeto y llegó "x"',
    )
  })
})
