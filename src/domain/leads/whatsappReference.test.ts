import { makeTouch } from '../../../__tests__/support/factories'
import {
  describeWhatsAppRecord,
  makeReference,
  readReference,
  readWhatsAppPress,
  readWhatsAppRecord,
  REFERENCE_ALPHABET,
  withReference,
} from './whatsappReference'

const bytes =
  (...values: number[]) =>
  (target: Uint8Array) => {
    target.set(values)
    return target
  }

const attribution = {
  first: makeTouch({ source: 'instagram', medium: 'social', at: '2026-11-12T13:00:00.000Z' }),
  last: makeTouch({
    source: 'google',
    medium: 'cpc',
    campaign: 'invierno',
    landing: '/propiedad/venta/palermo/12/',
  }),
}

const press = {
  reference: '7K2Q',
  listing: { kind: 'property', id: 12 },
  page: '/propiedad/venta/palermo/12/',
  attribution,
}

describe('makeReference', () => {
  it('picks one character of the alphabet per random byte', () => {
    expect(makeReference(bytes(0, 1, 29, 30))).toBe('23Z2')
    expect(makeReference(bytes(5, 17, 0, 21))).toBe('7K2Q')
  })

  it('never writes a character a person misreads', () => {
    const every = Array.from({ length: 64 }, (_, i) =>
      makeReference(bytes(i * 4, i * 4 + 1, i * 4 + 2, i * 4 + 3)),
    ).join('')
    expect(every).toMatch(/^[2-9A-HJKMNP-TV-Z]+$/)
    expect(new Set(every).size).toBe(REFERENCE_ALPHABET.length)
  })
})

describe('readReference', () => {
  it.each([
    ['7K2Q', '7K2Q'],
    [' 7k2q ', '7K2Q'],
    ['7K2', null],
    ['7K2QX', null],
    ['7K0Q', null],
    ['7KIQ', null],
    ['7KUQ', null],
    [7, null],
  ])('%j → %j', (given, read) => {
    expect(readReference(given)).toBe(read)
  })
})

describe('withReference', () => {
  it('adds the reference on a last line of its own', () => {
    expect(withReference('Hola, quiero consultar por «Casa»', '7K2Q')).toBe(
      'Hola, quiero consultar por «Casa»\n\nRef. 7K2Q',
    )
  })
})

describe('readWhatsAppPress', () => {
  it('reads a press as the browser sends it', () => {
    expect(readWhatsAppPress(press)).toEqual(press)
    expect(readWhatsAppPress({ ...press, listing: null, attribution: null })).toEqual({
      ...press,
      listing: null,
      attribution: null,
    })
  })

  it.each([
    ['a reference in lower case', { reference: '7k2q' }],
    ['a reference of another alphabet', { reference: '7K0Q' }],
    ['a listing of another kind', { listing: { kind: 'news', id: 1 } }],
    ['a listing id of 0', { listing: { kind: 'property', id: 0 } }],
    ['a listing id that is a string', { listing: { kind: 'property', id: '12' } }],
    ['a fractional listing id', { listing: { kind: 'development', id: 1.5 } }],
    ['a page that is an address', { page: 'https://otro.example/' }],
    ['a page of another host', { page: '//otro.example/' }],
    ['a page with a line break', { page: '/propiedad/\n12/' }],
    ['a page with NUL', { page: '/propiedad/\u000012/' }],
    ['a page of 301 characters', { page: `/${'a'.repeat(300)}` }],
  ])('refuses %s', (_, spoilt) => {
    expect(readWhatsAppPress({ ...press, ...spoilt })).toBeNull()
  })

  it('keeps a press whose attribution cannot be read, without it', () => {
    expect(readWhatsAppPress({ ...press, attribution: { first: 'x' } })?.attribution).toBeNull()
  })

  it('bounds and flattens what an attribution holds', () => {
    const long = { ...attribution.last, campaign: `a\nb${'c'.repeat(500)}` }
    const read = readWhatsAppPress({ ...press, attribution: { first: long, last: long } })
    expect(read?.attribution?.last.campaign).toBe(`a b${'c'.repeat(117)}`)
  })
})

describe('readWhatsAppRecord', () => {
  it('needs a date', () => {
    expect(readWhatsAppRecord({ ...press, at: '2026-12-03T17:05:00.000Z' })).toEqual({
      ...press,
      at: '2026-12-03T17:05:00.000Z',
    })
    expect(readWhatsAppRecord({ ...press, at: 'ayer' })).toBeNull()
    expect(readWhatsAppRecord(press)).toBeNull()
  })
})

describe('describeWhatsAppRecord', () => {
  it('names when (Argentina time), the listing, the page and the origin', () => {
    const record = readWhatsAppRecord({ ...press, at: '2026-12-03T17:05:00.000Z' })!
    expect(describeWhatsAppRecord(record)).toBe(
      '03/12/2026 14:05 · Propiedad 12 · Página: /propiedad/venta/palermo/12/ · Origen: google / cpc / invierno · Llegó por: /propiedad/venta/palermo/12/ · Primer contacto: 12/11/2026 instagram / social',
    )
  })

  it('says when a press named no listing and no origin', () => {
    const record = {
      ...press,
      listing: null,
      attribution: null,
      page: '/contacto/',
      at: '2026-12-03T02:00:00.000Z',
    }
    expect(describeWhatsAppRecord(record)).toBe(
      '02/12/2026 23:00 · Sin aviso (contacto general) · Página: /contacto/ · Origen: sin datos',
    )
  })
})
