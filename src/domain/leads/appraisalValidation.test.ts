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

  it('keeps every value, typed or chosen, on one line', () => {
    expect(
      validateAppraisal({
        ...appraisal,
        name: 'Ana\r\n',
        email: 'ana@example.com\u0085',
        location: 'Palermo\u0000',
        operation_type: ['Venta', 'Alquiler\n'],
        property_type: ['\u2029'],
        rooms_amount: '3\n',
        roofed_surface: '70\t',
        total_surface: '\u007f',
        age: ['A estrenar\r'],
        garage: 'Sí\n',
        extra_amenities: ['Pileta', '\u001bParrilla'],
      }),
    ).toEqual({
      name: MESSAGES.singleLine,
      email: MESSAGES.singleLine,
      location: MESSAGES.singleLine,
      operation_type: MESSAGES.singleLine,
      property_type: MESSAGES.singleLine,
      rooms_amount: MESSAGES.singleLine,
      roofed_surface: MESSAGES.singleLine,
      total_surface: MESSAGES.singleLine,
      age: MESSAGES.singleLine,
      garage: MESSAGES.singleLine,
      extra_amenities: MESSAGES.singleLine,
    })
  })
})
