import {
  isPhone,
  isValid,
  messageCharacters,
  MESSAGES,
  singleLine,
  singleLineChoices,
  validateContact,
  validateNewsletter,
} from './validation'

/** Line breaks and control characters a bot, or a careless paste, puts into a field. */
const BREAKING = {
  CR: '\r',
  LF: '\n',
  NUL: '\u0000',
  TAB: '\t',
  ESC: '\u001b',
  DEL: '\u007f',
  NEL: '\u0085',
  'C1 end': '\u009f',
  'line separator': '\u2028',
  'paragraph separator': '\u2029',
}

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

describe('singleLine', () => {
  it.each(Object.entries(BREAKING))('refuses %s anywhere in a field', (_name, character) => {
    for (const value of [`Ana${character}`, `${character}Ana`, `A${character}na`])
      expect(singleLine(value)).toBe(MESSAGES.singleLine)
  })

  it('takes accents, symbols, emoji and ordinary spaces', () => {
    for (const value of ['José Ñúñez', "O'Higgins 1200, 3º B", '+54 (11) 5555-0101', 'Ana 😊', ''])
      expect(singleLine(value)).toBeNull()
    // Just past the C1 range: a printable character.
    expect(singleLine('\u00a0Ana\u00a1')).toBeNull()
  })

  it('checks each value of a group of choices', () => {
    expect(singleLineChoices(['Venta', 'Alquiler'])).toBeNull()
    expect(singleLineChoices([])).toBeNull()
    expect(singleLineChoices(['Venta', 'Alquiler\r\nBcc: x'])).toBe(MESSAGES.singleLine)
  })
})

describe('messageCharacters', () => {
  it('keeps the line breaks and tabs a message is written with', () => {
    expect(messageCharacters('Hola,\r\n\tquisiera visitarla.\nGracias\u2028Ana')).toBeNull()
  })

  it.each(['\u0000', '\u0007', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085'])(
    'refuses the control character %j',
    (character) => expect(messageCharacters(`Hola${character}`)).toBe(MESSAGES.messageCharacters),
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

  it('keeps every field but the message on one line, whatever else is wrong with it', () => {
    expect(
      validateContact({
        ...contact,
        nombre: 'Ana\r\nBcc: otro@example.com',
        apellido: 'Gómez\u0000',
        email: 'ana@example.com\n',
        phone: '11 5555\n0100',
        cellphone: '\u2028',
        text: 'Hola,\n\tquisiera visitarla.',
      }),
    ).toEqual({
      nombre: MESSAGES.singleLine,
      apellido: MESSAGES.singleLine,
      email: MESSAGES.singleLine,
      phone: MESSAGES.singleLine,
      cellphone: MESSAGES.singleLine,
    })
    expect(validateContact({ ...contact, text: 'Hola\u0000' })).toEqual({
      text: MESSAGES.messageCharacters,
    })
    // A name made only of breaks is a break, not a missing name.
    expect(validateContact({ ...contact, nombre: '\r\n' }).nombre).toBe(MESSAGES.singleLine)
  })
})

describe('validateNewsletter', () => {
  it('needs a valid email', () => {
    expect(validateNewsletter('ana@example.com')).toEqual({})
    expect(validateNewsletter('')).toEqual({ email: MESSAGES.required })
    expect(validateNewsletter('ana')).toEqual({ email: MESSAGES.email })
  })

  it('refuses an email with a line break, even at its end', () => {
    expect(validateNewsletter('ana@example.com\r\n')).toEqual({ email: MESSAGES.singleLine })
    expect(validateNewsletter('\u0000')).toEqual({ email: MESSAGES.singleLine })
  })
})
