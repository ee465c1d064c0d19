import type { VisitFields } from './leadRequests'
import { validateVisit, VISIT_MESSAGES } from './visitValidation'
import { MESSAGES } from './validation'
import { DEFAULT_VISIT_HOURS } from './visits'

/** Monday 7 December 2026, 10:30 in Buenos Aires. */
const rules = { hours: DEFAULT_VISIT_HOURS, now: Date.parse('2026-12-07T13:30:00Z') }

const visit = (overrides: Partial<VisitFields> = {}): VisitFields => ({
  nombre: 'Ana',
  apellido: '',
  email: 'ana@example.com',
  cellphone: '11 5555-0101',
  text: '',
  mode: 'presencial',
  times: ['2026-12-09T10:00', '2026-12-10T16:00'],
  ...overrides,
})

describe('validateVisit', () => {
  it('takes a name, an email, a phone, how, and two or three different times in hours', () => {
    expect(validateVisit(visit(), rules)).toEqual({})
    expect(
      validateVisit(
        visit({
          mode: 'videollamada',
          times: ['2026-12-09T10:00', '2026-12-10T16:00', '2026-12-12T10:00'],
        }),
        rules,
      ),
    ).toEqual({})
  })

  it('asks for the two first times, and a phone to confirm by', () => {
    expect(validateVisit(visit({ times: ['', ''], cellphone: '' }), rules)).toEqual({
      time1: VISIT_MESSAGES.time,
      time2: VISIT_MESSAGES.time,
      cellphone: VISIT_MESSAGES.phone,
    })
    expect(validateVisit(visit({ times: ['2026-12-09T10:00'] }), rules)).toEqual({
      time2: VISIT_MESSAGES.time,
    })
  })

  it('refuses the same time twice, a time gone or out of hours, and a fourth time', () => {
    expect(
      validateVisit(
        visit({ times: ['2026-12-09T10:00', '2026-12-09T10:00', '2026-12-07T09:00'] }),
        rules,
      ),
    ).toEqual({ time2: VISIT_MESSAGES.repeated, time3: VISIT_MESSAGES.unavailable })
    expect(
      validateVisit(
        visit({
          times: ['2026-12-09T10:00', '2026-12-10T16:00', '2026-12-11T10:00', '2026-12-11T11:00'],
        }),
        rules,
      ),
    ).toEqual({ time3: VISIT_MESSAGES.unavailable })
  })

  it('checks the contact fields as every form does, and the way the visit is taken', () => {
    expect(
      validateVisit(
        visit({ nombre: '', email: 'ana@', mode: 'telepatía', cellphone: '12' }),
        rules,
      ),
    ).toEqual({
      nombre: MESSAGES.name,
      email: MESSAGES.email,
      cellphone: VISIT_MESSAGES.phone,
      mode: VISIT_MESSAGES.mode,
    })
    expect(validateVisit(visit({ nombre: 'Ana\nBcc: x' }), rules)).toEqual({
      nombre: MESSAGES.singleLine,
    })
  })
})
