import { parseFilters } from '../domain/listing/filtersUrl'
import { HONEYPOT_NAME } from '../domain/leads/leadRequests'
import { honeypotFilled, MAX_CV_DATA_URL, readLeadRequest } from './leadRequest'

const contact = {
  nombre: 'Ana',
  apellido: 'Gómez',
  email: 'ana@example.com',
  phone: '',
  cellphone: '11 5555-0101',
  text: 'Hola',
}

describe('readLeadRequest', () => {
  it('reads each kind the forms send', () => {
    expect(readLeadRequest('contact', { lead: { kind: 'contact', form: contact } })).toEqual({
      kind: 'contact',
      form: contact,
    })
    expect(
      readLeadRequest('property', {
        lead: { kind: 'property', form: contact, property: { id: 7, operation: 2 } },
      }),
    ).toEqual({ kind: 'property', form: contact, property: { id: 7, operation: 2 } })
    expect(
      readLeadRequest('development', {
        lead: { kind: 'development', form: contact, development: { id: 9, unitId: 12 } },
      }),
    ).toEqual({ kind: 'development', form: contact, development: { id: 9, unitId: 12 } })
  })

  it('reads a visit request to a property or a development: its fields, times and subject ids', () => {
    const form = {
      nombre: 'Ana',
      apellido: '',
      email: 'ana@example.com',
      cellphone: '11 5555-0101',
      text: '',
      mode: 'videollamada',
      times: ['2026-12-09T10:00', '2026-12-10T16:00'],
    }
    expect(
      readLeadRequest('visit', {
        lead: { kind: 'visit', form, to: { property: { id: 7, operation: 2, address: 'x' } } },
      }),
    ).toEqual({ kind: 'visit', form, to: { property: { id: 7, operation: 2 } } })
    expect(
      readLeadRequest('visit', {
        lead: { kind: 'visit', form, to: { development: { id: 9, unitId: null } } },
      }),
    ).toEqual({ kind: 'visit', form, to: { development: { id: 9, unitId: null } } })
    for (const malformed of [
      { form, to: { property: { id: 7, operation: 2 }, development: { id: 9, unitId: null } } },
      { form, to: {} },
      {
        form: { ...form, times: '2026-12-09T10:00' },
        to: { development: { id: 9, unitId: null } },
      },
      { form: { ...form, times: [1, 2] }, to: { development: { id: 9, unitId: null } } },
      {
        form: { ...form, times: Array(5).fill('2026-12-09T10:00') },
        to: { development: { id: 9, unitId: null } },
      },
      { form: { ...form, times: ['x'.repeat(17)] }, to: { development: { id: 9, unitId: null } } },
      { form: { ...form, mode: undefined }, to: { development: { id: 9, unitId: null } } },
    ])
      expect(readLeadRequest('visit', { lead: { kind: 'visit', ...malformed } })).toBeNull()
  })

  it('reads only the ids of what an enquiry is about: what the browser writes of it is dropped', () => {
    const read = readLeadRequest('property', {
      lead: {
        kind: 'property',
        form: contact,
        property: { id: 7, operation: 1, address: 'Calle Falsa 123', type: 'Castillo' },
        url: 'https://phishing.example',
      },
    })
    expect(read).toEqual({ kind: 'property', form: contact, property: { id: 7, operation: 1 } })
    expect(
      readLeadRequest('development', {
        lead: {
          kind: 'development',
          form: contact,
          development: { id: 9, unitId: null, address: 'Calle Falsa 123' },
          url: 'https://phishing.example',
        },
      }),
    ).toEqual({ kind: 'development', form: contact, development: { id: 9, unitId: null } })
    expect(
      readLeadRequest('newsletter', { lead: { kind: 'newsletter', form: { email: 'a@b.co' } } }),
    ).toEqual({ kind: 'newsletter', form: { email: 'a@b.co' } })
  })

  it('drops fields the forms do not send (tags, company)', () => {
    const read = readLeadRequest('contact', {
      lead: { kind: 'contact', form: { ...contact, tags: ['VIP'], work_name: 'X' } },
    })
    expect(read).toEqual({ kind: 'contact', form: contact })
  })

  it("reads a selection: its form and the ids, in the visitor's order", () => {
    expect(
      readLeadRequest('selection', { lead: { kind: 'selection', form: contact, ids: [9, 3, 7] } }),
    ).toEqual({ kind: 'selection', form: contact, ids: [9, 3, 7] })
  })

  it('refuses a selection without ids, with too many, repeated or not ids', () => {
    const many = Array.from({ length: 31 }, (_, index) => index + 1)
    for (const ids of [[], many, [3, 3], [0], [1.5], ['7'], '7', null]) {
      expect(
        readLeadRequest('selection', { lead: { kind: 'selection', form: contact, ids } }),
      ).toBeNull()
    }
  })

  it("reads an alert's search with the listing's parser: its filters, bounded, and its words", () => {
    const search = {
      operation: 2,
      query: 'ubicacion=24728&dormMin=2&operacion=1&desconocido=1',
      words: 'Propiedades en alquiler · Palermo',
    }
    expect(
      readLeadRequest('alert', { lead: { kind: 'alert', form: { email: 'a@b.co' }, search } }),
    ).toEqual({
      kind: 'alert',
      form: { email: 'a@b.co' },
      search: { filters: parseFilters('ubicacion=24728&dormMin=2', 2), words: search.words },
    })
  })

  it('refuses an alert without a listing operation, with oversized parts or words on several lines', () => {
    const search = { operation: 1, query: '', words: 'Propiedades en venta' }
    const bad = [
      { ...search, operation: 4 },
      { ...search, operation: '1' },
      { ...search, query: 'vista=destacadas' },
      { ...search, query: 'q='.padEnd(2_001, 'x') },
      { ...search, words: 'x'.repeat(601) },
      { ...search, words: undefined },
      { ...search, words: 'Propiedades en venta\nDirección: https://phishing.example' },
      { ...search, words: 'Propiedades en venta\u0000' },
    ]
    for (const item of bad) {
      expect(
        readLeadRequest('alert', {
          lead: { kind: 'alert', form: { email: 'a@b.co' }, search: item },
        }),
      ).toBeNull()
    }
  })

  it('refuses shapes no form sends', () => {
    const shapes = [
      undefined,
      { lead: { kind: 'newsletter', form: contact } },
      { lead: { kind: 'contact', form: { ...contact, email: 42 } } },
      { lead: { kind: 'contact', form: { ...contact, text: 'x'.repeat(5_001) } } },
      { lead: { kind: 'contact', form: { ...contact, nombre: 'x'.repeat(301) } } },
    ]
    for (const body of shapes) expect(readLeadRequest('contact', body)).toBeNull()
    const bad = [
      { id: -1, operation: 1 },
      { id: 1.5, operation: 1 },
      { id: '7', operation: 1 },
      { id: 7, operation: 4 },
      { id: 7, operation: '1' },
      { id: 7 },
      null,
    ]
    for (const property of bad)
      expect(
        readLeadRequest('property', { lead: { kind: 'property', form: contact, property } }),
      ).toBeNull()
    for (const development of [{ id: 9 }, { id: 9, unitId: 0 }, { id: 0, unitId: null }])
      expect(
        readLeadRequest('development', {
          lead: { kind: 'development', form: contact, development },
        }),
      ).toBeNull()
    const cv = 'x'.repeat(MAX_CV_DATA_URL + 1)
    const application = {
      email: 'a@b.co',
      gender: '',
      date: '1990-01-01',
      location: 'X',
      phone: '1155550101',
      position: 'Asesor',
      cv,
    }
    expect(
      readLeadRequest('application', { lead: { kind: 'application', form: application } }),
    ).toBeNull()
  })
})

it('reads an application without a date of birth or a gender: both optional', () => {
  const form = {
    email: 'a@b.co',
    gender: '',
    date: '',
    location: 'Belgrano',
    phone: '1155550101',
    position: '',
    cv: 'data:application/pdf;base64,JVBERi0=',
  }
  expect(readLeadRequest('application', { lead: { kind: 'application', form } })).toEqual({
    kind: 'application',
    form,
  })
})

describe('honeypotFilled', () => {
  it('is true only when the hidden field carries something', () => {
    expect(honeypotFilled({})).toBe(false)
    expect(honeypotFilled({ [HONEYPOT_NAME]: '' })).toBe(false)
    expect(honeypotFilled({ [HONEYPOT_NAME]: 'http://spam' })).toBe(true)
    expect(honeypotFilled({ [HONEYPOT_NAME]: 1 })).toBe(true)
  })
})
