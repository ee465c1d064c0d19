import type { ContactFormData } from '../domain/leads/forms'
import {
  applicationEmailBody,
  appraisalEmailBody,
  contactEmailBody,
  contactWebContactBody,
  developmentQueryEmailBody,
  newsletterWebContactBody,
  propertyQueryEmailBody,
  subscriptionEmailBody,
  webContactText,
} from './leadBodies'

const form: ContactFormData = {
  nombre: ' Martín ',
  apellido: 'Ejemplo  Pérez',
  email: ' martin@example.com ',
  phone: '011 5555-0199',
  cellphone: '+54 9 11 5555-0198',
  work_name: '',
  text: 'Hola, quisiera coordinar una visita.\nGracias.',
  tags: ['Propiedad'],
}

describe('webcontact bodies', () => {
  it('joins nombre and apellido, adds Sitio Web and the extra tag, links the property', () => {
    expect(contactWebContactBody(form, { properties: 7104123 }, 'Ficha')).toEqual({
      name: 'Martín Ejemplo Pérez',
      email: 'martin@example.com',
      cellphone: '+54 9 11 5555-0198',
      tags: ['Propiedad', 'Sitio Web', 'Ficha'],
      text:
        'Teléfono: 011 5555-0199\nCelular: +54 9 11 5555-0198\nEmail: martin@example.com\n' +
        'Mensaje: Hola, quisiera coordinar una visita.\nGracias.',
      properties: [7104123],
    })
  })

  it('links a development instead, and never repeats a tag', () => {
    const body = contactWebContactBody(
      { ...form, tags: ['Sitio Web', 'Emprendimiento'] },
      { developments: 41877 },
    )
    expect(body.developments).toEqual([41877])
    expect(body).not.toHaveProperty('properties')
    expect(body.tags).toEqual(['Sitio Web', 'Emprendimiento'])
  })

  it('writes the four lines of the message even when some are empty', () => {
    expect(webContactText({ phone: '', cellphone: '', email: 'a@b.co', text: 'Hola' })).toBe(
      'Teléfono: \nCelular: \nEmail: a@b.co\nMensaje: Hola',
    )
  })

  it('subscribes to the newsletter with its two tags, the address doubling as the name', () => {
    expect(newsletterWebContactBody(' ana@example.com ')).toEqual({
      name: 'ana@example.com',
      email: 'ana@example.com',
      tags: ['Newsletter', 'Sitio Web'],
    })
  })
})

describe('backend email bodies', () => {
  it('builds contact', () => {
    expect(contactEmailBody(form)).toEqual({
      status: 'contact',
      name: 'Martín Ejemplo Pérez',
      phone: '011 5555-0199',
      email: 'martin@example.com',
      message: 'Hola, quisiera coordinar una visita.\nGracias.',
    })
    expect(contactEmailBody({ ...form, phone: '' })).toMatchObject({ phone: '+54 9 11 5555-0198' })
  })

  it('builds property_query with the property and its page', () => {
    const property = {
      id: 7104123,
      address: ' Gorriti al 4300 ',
      operations: ['Venta' as const, 'Alquiler' as const],
      type: 'Departamento',
      url: 'https://inmo.example.com/p/1',
    }
    expect(propertyQueryEmailBody(form, property)).toEqual({
      status: 'property_query',
      name: 'Martín Ejemplo Pérez',
      phone: '011 5555-0199',
      email: 'martin@example.com',
      message: 'Hola, quisiera coordinar una visita.\nGracias.',
      address: 'Gorriti al 4300',
      property_id: 7104123,
      url: 'https://inmo.example.com/p/1',
      operation_type: ['Venta', 'Alquiler'],
      property_type: ['Departamento'],
    })
  })

  it('builds development_query for the development or one unit', () => {
    const development = {
      id: 41877,
      address: 'Av. Demo al 2500',
      unitId: null,
      url: 'https://x/e/1',
    }
    expect(developmentQueryEmailBody(form, development)).toMatchObject({
      status: 'development_query',
      address: 'Av. Demo al 2500',
      url: 'https://x/e/1',
      development: 41877,
      property_id: null,
    })
    expect(developmentQueryEmailBody(form, { ...development, unitId: 7200001 })).toMatchObject({
      property_id: 7200001,
    })
  })

  it('builds appraisal, subscription and application', () => {
    expect(
      appraisalEmailBody({
        name: 'Ana',
        email: 'ana@example.com',
        location: 'Palermo',
        operation_type: ['Venta'],
        property_type: ['Departamento'],
        rooms_amount: ' 3 ',
        roofed_surface: '68',
        total_surface: '74',
        age: ['10 a 20 años'],
        garage: 'Sí',
        extra_amenities: ['Pileta'],
        tags: ['Tasación', 'Tasación'],
      }),
    ).toEqual({
      status: 'appraisal',
      name: 'Ana',
      email: 'ana@example.com',
      location: 'Palermo',
      operation_type: ['Venta'],
      property_type: ['Departamento'],
      rooms_amount: '3',
      roofed_surface: '68',
      total_surface: '74',
      age: ['10 a 20 años'],
      garage: 'Sí',
      extra_amenities: ['Pileta'],
      tags: ['Tasación'],
    })
    expect(subscriptionEmailBody(' ana@example.com')).toEqual({
      status: 'subscription',
      email: 'ana@example.com',
    })
    expect(
      applicationEmailBody({
        email: 'ana@example.com',
        gender: 'Femenino',
        date: '1990-05-01',
        location: 'Palermo',
        phone: '11 5555 0100',
        cv: 'data:application/pdf;base64,JVBERi0=',
      }),
    ).toEqual({
      status: 'application',
      email: 'ana@example.com',
      gender: 'Femenino',
      date: '1990-05-01',
      location: 'Palermo',
      phone: '11 5555 0100',
      cv: 'data:application/pdf;base64,JVBERi0=',
    })
  })
})
