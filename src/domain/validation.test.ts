import { isPhone, isValid, MESSAGES, validateContact, validateNewsletter } from './validation'

const contact = {
  nombre: 'Ana',
  apellido: 'Gómez',
  email: 'ana@example.com',
  phone: '',
  cellphone: '11 5555-0101',
  work_name: '',
  text: 'Quisiera visitar el departamento.',
  tags: [],
}

describe('field rules', () => {
  it.each(['+54 9 11 5555-0101', '(011) 4555.0100', '1155550101'])('takes %p as a phone', (value) =>
    expect(isPhone(value)).toBe(true),
  )
  it.each(['5555', 'once 5555', '+54 9 11 5555-0101 int 2', '1234567890123456'])(
    'refuses %p as a phone',
    (value) => expect(isPhone(value)).toBe(false),
  )
})

describe('validateContact', () => {
  it('accepts a complete contact', () => {
    expect(validateContact(contact)).toEqual({})
    expect(isValid(validateContact(contact))).toBe(true)
  })

  it('asks for the name, a valid email and a message, in Spanish', () => {
    expect(validateContact({ ...contact, nombre: ' ', email: 'ana@', text: '' })).toEqual({
      nombre: MESSAGES.name,
      email: MESSAGES.email,
      text: MESSAGES.message,
    })
    expect(validateContact({ ...contact, email: '' }).email).toBe(MESSAGES.required)
  })

  it('lets phones be empty but not wrong, and bounds lengths', () => {
    expect(validateContact({ ...contact, cellphone: '' })).toEqual({})
    expect(validateContact({ ...contact, phone: '123' }).phone).toBe(MESSAGES.phone)
    expect(validateContact({ ...contact, nombre: 'x'.repeat(81) }).nombre).toBe(
      'Usá como máximo 80 caracteres.',
    )
  })
})

describe('validateNewsletter', () => {
  it('needs a valid email', () => {
    expect(validateNewsletter('ana@example.com')).toEqual({})
    expect(validateNewsletter('')).toEqual({ email: MESSAGES.required })
    expect(validateNewsletter('ana')).toEqual({ email: MESSAGES.email })
  })
})
