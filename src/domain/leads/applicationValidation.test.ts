import {
  APPLICATION_MESSAGES,
  CV_MAX_BYTES,
  cvProblem,
  isIsoDate,
  validateApplication,
} from './applicationValidation'
import { MESSAGES } from './validation'

it('knows real calendar dates', () => {
  expect(isIsoDate('1990-02-28')).toBe(true)
  expect(isIsoDate('1990-02-30')).toBe(false)
  expect(isIsoDate('28/02/1990')).toBe(false)
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

  it('takes no date of birth or gender: both are optional', () => {
    expect(
      validateApplication({ ...application, date: '', gender: '' }, { today, positions }),
    ).toEqual({})
    expect(validateApplication({ ...application, date: '  ' }, { today, positions })).toEqual({})
    expect(
      validateApplication({ ...application, date: '17/05/1990' }, { today, positions }).date,
    ).toBe(APPLICATION_MESSAGES.date)
  })

  it('needs an adult when a date is given, a position when there are open ones, and a PDF or Word CV up to 5 MB', () => {
    expect(
      validateApplication({ ...application, date: '2010-01-01' }, { today, positions }).date,
    ).toBe(APPLICATION_MESSAGES.adult)
    expect(
      validateApplication({ ...application, date: '2008-11-22' }, { today, positions }),
    ).toEqual({})
    expect(
      validateApplication({ ...application, date: '2008-11-23' }, { today, positions }).date,
    ).toBe(APPLICATION_MESSAGES.adult)
    expect(
      validateApplication({ ...application, date: '1900-01-01' }, { today, positions }).date,
    ).toBe(APPLICATION_MESSAGES.date)
    expect(
      validateApplication({ ...application, position: 'Otra' }, { today, positions }).position,
    ).toBe(MESSAGES.choose)
    expect(validateApplication({ ...application, position: '' }, { today, positions: [] })).toEqual(
      {},
    )
    expect(validateApplication({ ...application, cv: null }, { today, positions }).cv).toBe(
      APPLICATION_MESSAGES.cvMissing,
    )
    expect(
      validateApplication(
        { ...application, cv: { type: 'image/png', size: 10 } },
        { today, positions },
      ).cv,
    ).toBe(APPLICATION_MESSAGES.cvType)
    expect(
      validateApplication(
        { ...application, cv: { type: 'application/pdf', size: CV_MAX_BYTES + 1 } },
        { today, positions },
      ).cv,
    ).toBe(APPLICATION_MESSAGES.cvSize)
    expect(
      validateApplication(
        { ...application, cv: { type: 'application/pdf', size: 0 } },
        { today, positions },
      ).cv,
    ).toBe(APPLICATION_MESSAGES.cvEmpty)
  })

  it('refuses a line break or control character in every field, with its own message', () => {
    const broken = {
      ...application,
      email: 'ana@example.com\r\n',
      gender: 'Femenino\u0000',
      date: '1990-05-17\n',
      location: 'Belgrano\u2028',
      phone: '11 5555\n0199',
      position: 'Asesor comercial\u0085',
    }
    expect(validateApplication(broken, { today, positions })).toEqual({
      email: MESSAGES.singleLine,
      gender: MESSAGES.singleLine,
      date: MESSAGES.singleLine,
      location: MESSAGES.singleLine,
      phone: MESSAGES.singleLine,
      position: MESSAGES.singleLine,
    })
    // With no open position any value of one line passes, but not a broken one.
    expect(
      validateApplication({ ...application, position: 'x\r\ny' }, { today, positions: [] }),
    ).toEqual({ position: MESSAGES.singleLine })
  })
})

describe('cvProblem', () => {
  it('checks a chosen file on its own: PDF or Word, not empty, at most 5 MB', () => {
    expect(cvProblem({ type: 'application/msword', size: CV_MAX_BYTES })).toBeNull()
    expect(cvProblem({ type: 'text/plain', size: 10 })).toBe(APPLICATION_MESSAGES.cvType)
    expect(cvProblem({ type: 'application/pdf', size: 0 })).toBe(APPLICATION_MESSAGES.cvEmpty)
    expect(cvProblem({ type: 'application/pdf', size: CV_MAX_BYTES + 1 })).toBe(
      APPLICATION_MESSAGES.cvSize,
    )
    expect(cvProblem(null)).toBe(APPLICATION_MESSAGES.cvMissing)
  })
})
