import { makeProperty } from '../../__tests__/support/factories'
import { parseFilters } from '../domain/listing/filtersUrl'
import type { ContactFormData } from '../domain/leads/forms'
import { APPLICATION_MESSAGES } from '../domain/leads/applicationValidation'
import { MESSAGES } from '../domain/leads/validation'
import type { ReadLeadRequest } from '../domain/leads/leadRequests'
import {
  alertLead,
  appraisalLead,
  applicationLead,
  contactLead,
  developmentLead,
  newsletterLead,
  planLead,
  propertyLead,
  selectionLead,
  visitLead,
  type LeadContext,
} from './leads'
import { DEFAULT_VISIT_HOURS } from '../domain/leads/visits'
import { VISIT_MESSAGES } from '../domain/leads/visitValidation'

const SITE = 'https://inmobiliaria.example'

const form: ContactFormData = {
  nombre: 'Ana',
  apellido: 'Gómez',
  email: 'ana@example.com',
  phone: '',
  cellphone: '11 5555-0101',
  work_name: '',
  text: 'Quisiera visitarla.',
  tags: [],
}

describe('visitLead', () => {
  const rules = { hours: DEFAULT_VISIT_HOURS, now: Date.parse('2026-12-07T13:30:00Z') }
  const visit = {
    nombre: 'Ana',
    apellido: 'Gómez',
    email: 'ana@example.com',
    cellphone: '11 5555-0101',
    text: '¿Hay cochera?',
    mode: 'presencial',
    times: ['2026-12-09T10:00', '2026-12-12T11:00'],
  }
  const request = [
    'Pedido de visita en persona, pendiente de confirmación.',
    'Horarios preferidos (hora de Argentina):',
    '1. miércoles 9 de diciembre, 10:00',
    '2. sábado 12 de diciembre, 11:00',
  ].join('\n')
  const property = {
    id: 7,
    address: 'Gorriti al 4300',
    operations: ['Venta' as const],
    type: 'Casa',
    url: `${SITE}/propiedad/7`,
  }

  it('sends Tokko the visit tagged Visita, linked to the property, the times first in its text', () => {
    const lead = visitLead(visit, { property }, rules)
    expect(lead.ok && lead.deliveries).toEqual([
      {
        service: 'broker',
        body: {
          name: 'Ana Gómez',
          email: 'ana@example.com',
          cellphone: '11 5555-0101',
          tags: ['Visita', 'Sitio Web'],
          properties: [7],
          text: `${request}\nCelular: 11 5555-0101\nEmail: ana@example.com\nMensaje: ¿Hay cochera?`,
        },
      },
      {
        service: 'backend',
        body: {
          status: 'property_query',
          name: 'Ana Gómez',
          phone: '11 5555-0101',
          email: 'ana@example.com',
          message: `${request}\n\nMensaje: ¿Hay cochera?`,
          address: 'Gorriti al 4300',
          property_id: 7,
          url: `${SITE}/propiedad/7`,
          operation_type: ['Venta'],
          property_type: ['Casa'],
        },
      },
    ])
  })

  it('sends a video call about a development tagged Videollamada, as a development_query', () => {
    const development = { id: 41877, address: 'Av. Demo al 2500', unitId: null, url: SITE }
    const lead = visitLead({ ...visit, mode: 'videollamada', text: '' }, { development }, rules)
    const [broker, backend] = lead.ok ? lead.deliveries : []
    expect(broker?.body).toMatchObject({
      tags: ['Videollamada', 'Sitio Web'],
      developments: [41877],
    })
    expect(broker?.body).not.toHaveProperty('properties')
    expect(backend?.body).toMatchObject({
      status: 'development_query',
      development: 41877,
      message: request.replace('en persona', 'por videollamada'),
    })
  })

  it('plans nothing for a time the agency does not offer', () => {
    expect(
      visitLead({ ...visit, times: ['2026-12-13T10:00', '2026-12-09T10:00'] }, { property }, rules),
    ).toEqual({
      ok: false,
      errors: { time1: VISIT_MESSAGES.unavailable },
    })
  })
})

describe('leads', () => {
  it('sends a contact to the CRM tagged Contacto and to the inbox', () => {
    const lead = contactLead(form)
    expect(lead.ok && lead.deliveries.map((delivery) => delivery.service)).toEqual([
      'broker',
      'backend',
    ])
    expect(lead.ok && lead.deliveries[0]!.body).toMatchObject({
      name: 'Ana Gómez',
      tags: ['Contacto', 'Sitio Web'],
    })
    expect(lead.ok && lead.deliveries[1]!.body).toMatchObject({
      status: 'contact',
      email: 'ana@example.com',
    })
  })

  it('links a property enquiry to the property in both', () => {
    const lead = propertyLead(form, {
      id: 7,
      address: 'Gorriti al 4300',
      operations: ['Venta'],
      type: 'Departamento',
      url: 'https://inmo.example/p/7',
    })
    if (!lead.ok) throw new Error('lead rejected')
    expect(lead.deliveries[0]!.body).toMatchObject({
      properties: [7],
      tags: ['Propiedad', 'Sitio Web'],
    })
    expect(lead.deliveries[1]!.body).toMatchObject({ status: 'property_query', property_id: 7 })
  })

  it('links a development enquiry, and the unit when there is one', () => {
    const lead = developmentLead(form, {
      id: 41877,
      address: 'Av. Demo al 2500',
      unitId: 7200001,
      url: 'https://inmo.example/e/1',
    })
    if (!lead.ok) throw new Error('lead rejected')
    expect(lead.deliveries[0]!.body).toMatchObject({
      developments: [41877],
      tags: ['Emprendimiento', 'Sitio Web'],
    })
    expect(lead.deliveries[1]!.body).toMatchObject({
      status: 'development_query',
      development: 41877,
      property_id: 7200001,
    })
  })

  it('subscribes to the newsletter in both', () => {
    const lead = newsletterLead('ana@example.com')
    if (!lead.ok) throw new Error('lead rejected')
    expect(lead.deliveries.map((delivery) => delivery.body)).toEqual([
      { name: 'ana@example.com', email: 'ana@example.com', tags: ['Newsletter', 'Sitio Web'] },
      { status: 'subscription', email: 'ana@example.com' },
    ])
  })

  it('sends an appraisal to the inbox and, tagged Tasación, to the CRM with every field', () => {
    const lead = appraisalLead({
      name: 'Ana',
      email: 'ana@example.com',
      location: 'Palermo',
      operation_type: ['Venta'],
      property_type: ['Departamento'],
      rooms_amount: '3',
      roofed_surface: '70',
      total_surface: '',
      age: ['10 a 20 años'],
      garage: 'Sí',
      extra_amenities: [],
      tags: [],
    })
    if (!lead.ok) throw new Error('lead rejected')
    expect(lead.deliveries[0]!.body).toMatchObject({ status: 'appraisal', tags: ['Tasación'] })
    expect(lead.deliveries[1]!.body).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      tags: ['Tasación', 'Sitio Web'],
      text:
        'Ubicación: Palermo\nOperación: Venta\nTipo: Departamento\nAmbientes: 3\n' +
        'Superficie cubierta: 70\nAntigüedad: 10 a 20 años\nCochera: Sí',
    })
  })

  describe('an application', () => {
    const application = {
      email: 'ana@example.com',
      gender: 'Femenino',
      date: '1990-05-17',
      location: 'Belgrano',
      phone: '11 5555-0199',
      position: 'Asesor comercial',
    }
    const rules = { today: '2026-11-22', positions: ['Asesor comercial'] }
    const checked = {
      type: 'application/pdf',
      size: 5,
      dataUrl: 'data:application/pdf;name=cv-ana.pdf;base64,JVBERi0=',
    }

    it('goes to the inbox only, with the CV the server rebuilt', () => {
      const lead = applicationLead({ ...application, cvFile: checked }, rules)
      expect(lead).toEqual({
        ok: true,
        deliveries: [
          {
            service: 'backend',
            body: {
              status: 'application',
              email: 'ana@example.com',
              gender: 'Femenino',
              date: '1990-05-17',
              location: 'Belgrano',
              phone: '11 5555-0199',
              cv: checked.dataUrl,
            },
          },
        ],
      })
    })

    it('goes nowhere without a CV', () => {
      expect(applicationLead({ ...application, cvFile: null }, rules)).toEqual({
        ok: false,
        errors: { cv: APPLICATION_MESSAGES.cvMissing },
      })
    })
  })

  it('sends a selection to the CRM linked to the published properties, and to the inbox, both listing every one', () => {
    const property = makeProperty()
    const lead = selectionLead(
      { ...form, text: 'Quisiera visitarlas.' },
      [
        { id: property.id, property },
        { id: 7104999, property: null, reason: 'withdrawn' },
      ],
      SITE,
    )
    const message = [
      'Quisiera visitarlas.',
      '',
      'Selección de favoritos del sitio (2 propiedades):',
      '1. Cód. PAL-2381 · Gorriti al 4300, Palermo, Capital Federal · Venta USD 185.000 · https://inmobiliaria.example/propiedad/venta/gorriti-al-4300/7104123',
      '2. Propiedad 7104999: ya no está publicada · https://inmobiliaria.example/tokko/7104999',
    ].join('\n')
    expect(lead).toEqual({
      ok: true,
      deliveries: [
        {
          service: 'broker',
          body: {
            name: 'Ana Gómez',
            email: 'ana@example.com',
            cellphone: '11 5555-0101',
            tags: ['Selección de favoritos', 'Sitio Web'],
            text: `Teléfono: \nCelular: 11 5555-0101\nEmail: ana@example.com\nMensaje: ${message}`,
            properties: [7104123],
          },
        },
        {
          service: 'backend',
          body: {
            status: 'contact',
            name: 'Ana Gómez',
            phone: '11 5555-0101',
            email: 'ana@example.com',
            message,
          },
        },
      ],
    })
  })

  it('links no property when none of a selection is published any more', () => {
    const lead = selectionLead(form, [{ id: 9, property: null, reason: 'unreadable' }], SITE)
    expect(lead.ok && lead.deliveries[0]!.body).not.toHaveProperty('properties')
  })

  it('sends a search alert tagged Alerta de búsqueda to the CRM and to the inbox', () => {
    const filters = parseFilters('ubicacion=24728&dormMin=2', 1)
    const text = [
      'Pide que le avisen cuando se publiquen propiedades nuevas para esta búsqueda.',
      'Búsqueda: Propiedades en venta · Palermo · Desde 2 dormitorios',
      'Dirección: https://inmobiliaria.example/venta?ubicacion=24728&dormMin=2',
    ].join('\n')
    expect(
      alertLead(
        ' ana@example.com ',
        { filters, words: 'Propiedades en venta · Palermo · Desde 2 dormitorios' },
        SITE,
      ),
    ).toEqual({
      ok: true,
      deliveries: [
        {
          service: 'broker',
          body: {
            name: 'ana@example.com',
            email: 'ana@example.com',
            tags: ['Alerta de búsqueda', 'Sitio Web'],
            text,
          },
        },
        {
          service: 'backend',
          body: {
            status: 'contact',
            name: 'ana@example.com',
            phone: '',
            email: 'ana@example.com',
            message: text,
          },
        },
      ],
    })
  })

  it('plans no lead of any kind with a line break or control character in a field of one line', () => {
    const { work_name: _company, tags: _tags, ...fields } = form
    const contactFields = { ...fields, apellido: 'Gómez\r\nBcc: otro@example.com' }
    const appraisal = {
      name: 'Ana',
      email: 'ana@example.com',
      location: 'Palermo',
      operation_type: ['Venta'],
      property_type: ['Departamento'],
      rooms_amount: '',
      roofed_surface: '',
      total_surface: '',
      age: ['A estrenar\u0000'],
      garage: 'Sí\n',
      extra_amenities: [],
    }
    const context: LeadContext = {
      application: {
        rules: { today: '2026-11-22', positions: [] },
        cvFile: {
          type: 'application/pdf',
          size: 5,
          dataUrl: 'data:application/pdf;base64,JVBERi0=',
        },
      },
      selection: [],
      visit: { hours: DEFAULT_VISIT_HOURS, now: Date.parse('2026-12-07T13:30:00Z') },
      siteUrl: SITE,
      property: { id: 7, address: 'Gorriti al 4300', operations: [], type: 'Casa', url: SITE },
      development: { id: 41877, address: 'Av. Demo al 2500', unitId: null, url: SITE },
    }
    const property = { id: 7, operation: 1 as const }
    const development = { id: 41877, unitId: null }
    const search = { filters: parseFilters('', 1), words: 'Propiedades en venta' }
    const cases: [ReadLeadRequest, Record<string, string>][] = [
      [{ kind: 'contact', form: contactFields }, { apellido: MESSAGES.singleLine }],
      [{ kind: 'property', form: contactFields, property }, { apellido: MESSAGES.singleLine }],
      [
        { kind: 'development', form: contactFields, development },
        { apellido: MESSAGES.singleLine },
      ],
      [{ kind: 'selection', form: contactFields, ids: [7] }, { apellido: MESSAGES.singleLine }],
      [
        { kind: 'newsletter', form: { email: 'ana@example.com\n' } },
        { email: MESSAGES.singleLine },
      ],
      [
        { kind: 'alert', form: { email: '\u2028ana@example.com' }, search },
        { email: MESSAGES.singleLine },
      ],
      [
        { kind: 'appraisal', form: appraisal },
        { age: MESSAGES.singleLine, garage: MESSAGES.singleLine },
      ],
      [
        {
          kind: 'application',
          form: {
            email: 'ana@example.com',
            gender: 'Otro\u0085',
            date: '1990-05-17',
            location: 'Belgrano',
            phone: '11 5555-0199',
            position: '',
            cv: '',
          },
        },
        { gender: MESSAGES.singleLine },
      ],
      [
        {
          kind: 'visit',
          form: {
            ...contactFields,
            mode: 'presencial',
            times: ['2026-12-09T10:00', '2026-12-10T16:00'],
          },
          to: { property },
        },
        { apellido: MESSAGES.singleLine },
      ],
    ]
    for (const [request, errors] of cases)
      expect(planLead(request, context)).toEqual({ ok: false, errors })
  })

  it('builds nothing from values the form should have refused', () => {
    expect(contactLead({ ...form, email: 'ana@' })).toEqual({
      ok: false,
      errors: { email: MESSAGES.email },
    })
    expect(newsletterLead('')).toEqual({ ok: false, errors: { email: MESSAGES.required } })
    expect(selectionLead({ ...form, text: '' }, [], SITE)).toEqual({
      ok: false,
      errors: { text: MESSAGES.message },
    })
    expect(alertLead('ana', { filters: parseFilters('', 1), words: 'x' }, SITE)).toEqual({
      ok: false,
      errors: { email: MESSAGES.email },
    })
  })
})
