import {
  CV_MAX_BYTES,
  cvProblem,
  isIsoDate,
  isNumberText,
  isPhone,
  isValid,
  MESSAGES,
  validateAppraisal,
  validateApplication,
  validateContact,
  validateNewsletter,
} from './validation'

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
  it('reads figures with a comma or a point', () => {
    expect(isNumberText('75,5')).toBe(true)
    expect(isNumberText('80')).toBe(true)
    expect(isNumberText('ochenta')).toBe(false)
  })
  it('knows real calendar dates', () => {
    expect(isIsoDate('1990-02-28')).toBe(true)
    expect(isIsoDate('1990-02-30')).toBe(false)
    expect(isIsoDate('28/02/1990')).toBe(false)
  })
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

describe('validateAppraisal', () => {
  const appraisal = {
    name: 'Ana',
    email: 'ana@example.com',
    location: 'Palermo',
    operation_type: ['Venta'],
    property_type: ['Departamento'],
    rooms_amount: '3',
    roofed_surface: '70',
    total_surface: '',
    age: [],
    garage: '',
    extra_amenities: [],
    tags: [],
  }

  it('accepts a complete request, figures optional', () => {
    expect(validateAppraisal(appraisal)).toEqual({})
  })

  it('asks for an operation and a type, and figures as figures', () => {
    expect(
      validateAppraisal({
        ...appraisal,
        operation_type: [],
        property_type: [],
        rooms_amount: 'tres',
        location: '',
      }),
    ).toEqual({
      operation_type: MESSAGES.choose,
      property_type: MESSAGES.choose,
      rooms_amount: MESSAGES.number,
      location: MESSAGES.required,
    })
  })
})

describe('validateApplication', () => {
  const today = '2026-11-22'
  const positions = ['Asesor comercial']
  const application = {
    email: 'ana@example.com',
    gender: '',
    date: '1990-05-17',
    location: 'Belgrano',
    phone: '11 5555-0199',
    position: 'Asesor comercial',
    cv: { type: 'application/pdf', size: 200_000 },
  }

  it('accepts a complete application', () => {
    expect(validateApplication(application, { today, positions })).toEqual({})
  })

  it('needs an adult, a position when there are open ones, and a PDF or Word CV up to 5 MB', () => {
    expect(
      validateApplication({ ...application, date: '2010-01-01' }, { today, positions }).date,
    ).toBe(MESSAGES.adult)
    expect(
      validateApplication({ ...application, date: '2008-11-22' }, { today, positions }),
    ).toEqual({})
    expect(
      validateApplication({ ...application, date: '2008-11-23' }, { today, positions }).date,
    ).toBe(MESSAGES.adult)
    expect(
      validateApplication({ ...application, date: '1900-01-01' }, { today, positions }).date,
    ).toBe(MESSAGES.date)
    expect(
      validateApplication({ ...application, position: 'Otra' }, { today, positions }).position,
    ).toBe(MESSAGES.choose)
    expect(validateApplication({ ...application, position: '' }, { today, positions: [] })).toEqual(
      {},
    )
    expect(validateApplication({ ...application, cv: null }, { today, positions }).cv).toBe(
      MESSAGES.cvMissing,
    )
    expect(
      validateApplication(
        { ...application, cv: { type: 'image/png', size: 10 } },
        { today, positions },
      ).cv,
    ).toBe(MESSAGES.cvType)
    expect(
      validateApplication(
        { ...application, cv: { type: 'application/pdf', size: CV_MAX_BYTES + 1 } },
        { today, positions },
      ).cv,
    ).toBe(MESSAGES.cvSize)
    expect(
      validateApplication(
        { ...application, cv: { type: 'application/pdf', size: 0 } },
        { today, positions },
      ).cv,
    ).toBe(MESSAGES.cvEmpty)
  })
})

describe('cvProblem', () => {
  it('checks a chosen file on its own: PDF or Word, not empty, at most 5 MB', () => {
    expect(cvProblem({ type: 'application/msword', size: CV_MAX_BYTES })).toBeNull()
    expect(cvProblem({ type: 'text/plain', size: 10 })).toBe(MESSAGES.cvType)
    expect(cvProblem({ type: 'application/pdf', size: 0 })).toBe(MESSAGES.cvEmpty)
    expect(cvProblem({ type: 'application/pdf', size: CV_MAX_BYTES + 1 })).toBe(MESSAGES.cvSize)
    expect(cvProblem(null)).toBe(MESSAGES.cvMissing)
  })
})
