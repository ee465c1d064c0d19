import {
  HONEYPOT_NAME,
  MAX_CV_DATA_URL,
  developmentSubject,
  honeypotFilled,
  propertySubject,
  readLeadRequest,
} from './leads'

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
    const property = { id: 7, address: 'Thames al 800', operations: ['Venta'], type: 'Casa' }
    expect(
      readLeadRequest('property', {
        lead: { kind: 'property', form: contact, property, url: 'https://inmo.example/p/7' },
      }),
    ).toMatchObject({ kind: 'property', property })
    expect(
      readLeadRequest('development', {
        lead: {
          kind: 'development',
          form: contact,
          development: { id: 9, address: 'Av. Demo al 2500', unitId: null },
          url: 'http://127.0.0.1:9000/emprendimientos/x/9',
        },
      }),
    ).toMatchObject({ development: { id: 9, unitId: null } })
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

  it('refuses shapes no form sends', () => {
    const shapes = [
      undefined,
      { lead: { kind: 'newsletter', form: contact } },
      { lead: { kind: 'contact', form: { ...contact, email: 42 } } },
      { lead: { kind: 'contact', form: { ...contact, text: 'x'.repeat(5_001) } } },
      { lead: { kind: 'contact', form: { ...contact, nombre: 'x'.repeat(301) } } },
    ]
    for (const body of shapes) expect(readLeadRequest('contact', body)).toBeNull()
    const property = { id: 7, address: 'Thames al 800', operations: ['Venta'], type: 'Casa' }
    const bad = [
      { property: { ...property, id: -1 }, url: 'https://x/p' },
      { property: { ...property, operations: ['Permuta'] }, url: 'https://x/p' },
      { property, url: 'javascript:alert(1)' },
    ]
    for (const extra of bad)
      expect(
        readLeadRequest('property', { lead: { kind: 'property', form: contact, ...extra } }),
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

describe('honeypotFilled', () => {
  it('is true only when the hidden field carries something', () => {
    expect(honeypotFilled({})).toBe(false)
    expect(honeypotFilled({ [HONEYPOT_NAME]: '' })).toBe(false)
    expect(honeypotFilled({ [HONEYPOT_NAME]: 'http://spam' })).toBe(true)
    expect(honeypotFilled({ [HONEYPOT_NAME]: 1 })).toBe(true)
  })
})

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
