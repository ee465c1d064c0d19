import { APPRAISAL_MESSAGES, isNumberText, validateAppraisal } from './appraisalValidation'
import { MESSAGES } from './validation'

it('reads figures with a comma or a point', () => {
  expect(isNumberText('75,5')).toBe(true)
  expect(isNumberText('80')).toBe(true)
  expect(isNumberText('ochenta')).toBe(false)
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
      rooms_amount: APPRAISAL_MESSAGES.number,
      location: MESSAGES.required,
    })
  })
})
