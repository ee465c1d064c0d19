/** @jest-environment node */
/**
 * Contract tests of the agency backend (api-contract.md, Backend) against the real HTTP server.
 */
import type {
  BackendDevelopment,
  BackendProperty,
  RawNewsEntry,
  RawSiteSettings,
  TastypieList,
  TokkoProperty,
} from '../../src/broker/wireTypes'
import { CLIENT, startHarness, type ErrorBody, type Harness } from './harness'

let api: Harness

beforeAll(async () => {
  api = await startHarness()
})
afterAll(() => api.stop())

const backend = <T = unknown>(path: string, query = '') =>
  api.get<T>(`/api/site/${path}?client=${CLIENT}${query}`)
const proxyTotal = async (query: string) =>
  (await api.proxy<TastypieList<TokkoProperty>>(`/api/v1/tokko/properties/search?limit=1&${query}`))
    .body.meta!.total_count as number

describe('client scope', () => {
  it.each(['', '?client=7', '?client=abc'])('answers 404 for client query "%s"', async (query) => {
    const reply = await api.get<ErrorBody>(`/api/site/configuracion/${query}`)
    expect(reply.status).toBe(404)
    expect(typeof reply.body.error).toBe('string')
  })

  it('answers 404 for an unknown path and 405 for a wrong method', async () => {
    expect((await backend('inexistente/')).status).toBe(404)
    expect((await api.post(`/api/site/configuracion/?client=${CLIENT}`, {})).status).toBe(405)
    expect((await backend('email/contact/')).status).toBe(405)
  })
})

describe('configuracion', () => {
  it('returns settings with every module', async () => {
    const { status, body } = await backend<RawSiteSettings>('configuracion/')
    expect(status).toBe(200)
    expect(body).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        client_id: CLIENT,
        listing_source: 'tokko',
        template_data: { APISERVER: api.url, CLIENTID: CLIENT },
      }),
    )
    expect(Object.keys(body.social!).sort()).toEqual([
      'facebook',
      'instagram',
      'linkedin',
      'twitter',
      'youtube',
    ])
    expect(body.contact).toEqual({
      phone: expect.any(String),
      whatsapp: expect.any(String),
      mail: expect.stringContaining('@'),
    })
    expect(body.location).toEqual(
      expect.objectContaining({ address: expect.any(String), city: expect.any(String) }),
    )
    expect(body.keys!.google_maps).toEqual(expect.any(String))
    expect(body.seo!.image).toMatch(/^http/)
    const modules = body.modules!
    expect(modules.services!.enabled).toBe(true)
    expect(modules.services!.items!.length).toBeGreaterThan(0)
    expect(modules.sumate!.positions!.length).toBeGreaterThan(0)
    expect(modules.compare).toBe(true)
    expect(modules.about!.team!.length).toBeGreaterThan(0)
    for (const member of modules.about!.team!) expect(member.picture).toMatch(/^http/)
  })
})

describe('propiedades', () => {
  it('returns every listing in the backend shape without paging', async () => {
    const { status, body } = await backend<BackendProperty[]>('propiedades/template/')
    expect(status).toBe(200)
    expect(body).toHaveLength(await proxyTotal(''))
    const sample = body.find((item) => item.property_type!.length > 0 && item.photos!.length > 0)
    expect(sample).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        total_surface: expect.any(Number),
        roofed_surface: expect.any(Number),
        total_surface_measurement: expect.stringMatching(/^(M2|Ha)$/),
        featured: expect.any(Boolean),
        show_price: expect.any(Boolean),
        location: expect.objectContaining({
          country: 'Argentina',
          neighborhood: expect.any(String),
        }),
        property_type: [{ id: expect.any(Number), name: expect.any(String) }],
        extra_services: expect.any(Array),
        extra_amenities: expect.any(Array),
        extra_general: expect.any(Array),
        blueprints: expect.any(Array),
        videos: expect.any(Array),
        age: expect.any(Number),
      }),
    )
    expect(sample!.photos![0]).toEqual(
      expect.objectContaining({ original: expect.any(String), is_blueprint: false }),
    )
    for (const operation of sample!.operations!) {
      expect([1, 2, 3]).toContain(operation.operation_type)
      expect(operation.prices![0]).toEqual(
        expect.objectContaining({
          price: expect.any(Number),
          currency: expect.any(String),
          period: expect.any(Number),
        }),
      )
    }
    expect(body.some((item) => item.property_type!.length === 0)).toBe(true)
    expect(body.some((item) => item.surface_measurement === 'Ha')).toBe(true)
    expect(
      body.some((item) => item.blueprints!.length > 0 && item.blueprints![0]!.is_blueprint),
    ).toBe(true)
    expect(
      body.some((item) =>
        item.operations!.some((op) => op.prices!.some((p) => p.is_less_than_previous_price)),
      ),
    ).toBe(true)
  })

  it('filters like the proxy search: operation, neighborhood, tipo and address', async () => {
    const cases = [
      ['&operation_type=2', 'operation=2'],
      ['&neighborhood=24728,26520', 'localization-divisions=24728,26520'],
      ['&tipo=3,13', 'tipo=3,13'],
      [
        '&operation_type=1&tipo=2&neighborhood=24665',
        'operation=1&tipo=2&localization-divisions=24665',
      ],
      ['&address=AV.%20SANTA', 'fake_address=av.%20santa'],
    ]
    for (const [backendQuery, proxyQuery] of cases) {
      const { status, body } = await backend<BackendProperty[]>(
        'propiedades/template/',
        backendQuery,
      )
      expect(status).toBe(200)
      expect(body.length).toBeGreaterThan(0)
      expect(body).toHaveLength(await proxyTotal(proxyQuery!))
    }
    expect((await backend('propiedades/template/', '&operation_type=9')).status).toBe(400)
  })

  it('returns one listing as a ficha, 404 when unknown', async () => {
    const [first] = (
      await api.proxy<TastypieList<TokkoProperty>>('/api/v1/tokko/properties/search?limit=1')
    ).body.objects!
    const ficha = await backend<BackendProperty>(`propiedades/${first!.id}/ficha/`)
    expect(ficha.status).toBe(200)
    expect(ficha.body.id).toBe(first!.id)
    expect(ficha.body.fake_address).toBe(first!.fake_address)
    expect((await backend('propiedades/1/ficha/')).status).toBe(404)
  })
})

describe('emprendimientos', () => {
  it('returns developments with units grouped by subdivision and floor', async () => {
    const { status, body } = await backend<BackendDevelopment[]>('emprendimientos/')
    expect(status).toBe(200)
    expect(body.length).toBeGreaterThanOrEqual(6)
    expect(new Set(body.map((item) => item.construction_status))).toEqual(new Set([3, 4, 6]))
    for (const development of body) {
      expect(development).toEqual(
        expect.objectContaining({
          name: expect.any(String),
          is_active: true,
          finish_date: expect.stringMatching(/^\d{4}-\d{2}$/),
          commercial_description: expect.any(String),
        }),
      )
      expect(development.units).toHaveLength(await proxyTotal(`development=${development.id}`))
      const floors = new Set(development.units!.map((unit) => unit.floor))
      expect(floors.size).toBeGreaterThan(1)
      for (const unit of development.units!) expect(unit.development!.id).toBe(development.id)
    }
    const towers = body.flatMap((item) => item.units!).filter((unit) => unit.subdivision)
    expect(new Set(towers.map((unit) => `${unit.subdivision}#${unit.subdivision_number}`))).toEqual(
      new Set(['Torre A#1', 'Torre B#2']),
    )
  })
})

describe('novedades', () => {
  it('lists at least ten entries, newest first, and serves each by id', async () => {
    const { status, body } = await backend<RawNewsEntry[]>('novedades/')
    expect(status).toBe(200)
    expect(body.length).toBeGreaterThanOrEqual(10)
    const dates = body.map((item) => item.date_published)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(body[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      slug: expect.stringMatching(/^[a-z0-9-]+$/),
      headline: expect.any(String),
      content: expect.stringContaining('<p>'),
      date_published: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      tags: expect.arrayContaining([{ id: expect.any(Number), name: expect.any(String) }]),
      main_image: expect.stringMatching(/^http/),
      featured: expect.any(Boolean),
      author: expect.any(String),
    })
    const one = await backend<RawNewsEntry>(`novedades/${body[3]!.id}/`)
    expect(one.body).toEqual(body[3])
    expect((await backend('novedades/999/')).status).toBe(404)
  })
})

describe('email/contact', () => {
  const path = `/api/site/email/contact/?client=${CLIENT}`
  const pdf = `data:application/pdf;base64,${Buffer.from('%PDF-1.4 cv').toString('base64')}`
  const bodies: Record<string, Record<string, unknown>> = {
    contact: {
      status: 'contact',
      name: 'Ana',
      phone: '11 5555-0199',
      email: 'ana@example.com',
      message: 'Hola',
    },
    property_query: {
      status: 'property_query',
      name: 'Ana',
      phone: '',
      email: 'ana@example.com',
      message: 'Me interesa',
      address: 'Gorriti al 4300',
      property_id: 7104136,
      url: 'http://localhost:9000/propiedad/venta/x/7104136',
      operation_type: ['Venta'],
      property_type: ['Departamento'],
    },
    development_query: {
      status: 'development_query',
      name: 'Ana',
      phone: '+54 9 11 5555-0199',
      email: 'ana@example.com',
      message: 'Quiero info',
      address: 'Av. Cabildo al 2400',
      url: 'http://localhost:9000/emprendimientos/x/41870',
      development: 41870,
      property_id: null,
    },
    appraisal: {
      status: 'appraisal',
      name: 'Ana',
      email: 'ana@example.com',
      location: 'Palermo',
      operation_type: ['Venta'],
      property_type: ['Departamento'],
      rooms_amount: '3',
      roofed_surface: '70',
      total_surface: '75.5',
      age: ['10'],
      garage: 'Sí',
      extra_amenities: ['Balcón'],
      tags: ['Tasación'],
    },
    subscription: { status: 'subscription', email: 'ana@example.com' },
    application: {
      status: 'application',
      email: 'ana@example.com',
      gender: 'Femenino',
      date: '1990-05-17',
      location: 'Belgrano',
      phone: '11 5555-0199',
      cv: pdf,
    },
  }
  const broken: [string, Record<string, unknown>, string][] = [
    ['contact', { email: 'ana@' }, 'email'],
    ['property_query', { property_id: 'abc' }, 'property_id'],
    ['development_query', { url: 'no es url' }, 'url'],
    ['appraisal', { rooms_amount: 'tres' }, 'rooms_amount'],
    ['subscription', { email: undefined }, 'email'],
    ['application', { cv: 'data:image/png;base64,AAAA' }, 'cv'],
  ]

  it.each(Object.keys(bodies))('accepts a valid %s body with 201 {"ok": true}', async (kind) => {
    const reply = await api.post(path, bodies[kind])
    expect(reply.status).toBe(201)
    expect(reply.body).toEqual({ ok: true })
  })

  it.each(broken)(
    'refuses a %s body with a bad field with 400 and the field named',
    async (kind, change, field) => {
      const reply = await api.post(path, { ...bodies[kind], ...change })
      expect(reply.status).toBe(400)
      expect(reply.body).toEqual({
        error: expect.any(String),
        fields: { [field]: expect.any(String) },
      })
    },
  )

  it('takes appraisal figures as text or as JSON numbers, but not negative ones', async () => {
    const numbers = {
      ...bodies.appraisal,
      rooms_amount: 3,
      roofed_surface: 70,
      total_surface: 75.5,
    }
    expect((await api.post(path, numbers)).status).toBe(201)
    const negative = await api.post<ErrorBody>(path, { ...bodies.appraisal, rooms_amount: -2 })
    expect(negative.status).toBe(400)
    expect(negative.body.fields).toEqual({ rooms_amount: expect.any(String) })
  })

  it('takes an application without a date of birth or a gender, not a malformed date', async () => {
    const untold = { ...bodies.application, gender: '', date: '' }
    expect((await api.post(path, untold)).status).toBe(201)
    const malformed = await api.post<ErrorBody>(path, { ...bodies.application, date: '17/05/1990' })
    expect(malformed.status).toBe(400)
    expect(malformed.body.fields).toEqual({ date: expect.any(String) })
    const missing = await api.post<ErrorBody>(path, { ...bodies.application, date: undefined })
    expect(missing.body.fields).toEqual({ date: expect.any(String) })
  })

  it('checks the CV: Word is fine, more than 5 MB or not base64 is not', async () => {
    const word = `data:application/vnd.openxmlformats-officedocument.wordprocessingml.document;base64,${Buffer.from('docx').toString('base64')}`
    expect((await api.post(path, { ...bodies.application, cv: word })).status).toBe(201)
    const big = `data:application/pdf;base64,${Buffer.alloc(5 * 1024 * 1024 + 1).toString('base64')}`
    const tooBig = await api.post<ErrorBody>(path, { ...bodies.application, cv: big })
    expect(tooBig.status).toBe(400)
    expect(tooBig.body.fields!.cv).toMatch(/5 MB/)
    expect(
      (await api.post(path, { ...bodies.application, cv: 'data:application/pdf,%PDF' })).status,
    ).toBe(400)
  })

  it('refuses an unknown status, a missing field and a body that is not JSON', async () => {
    expect((await api.post<ErrorBody>(path, { status: 'otro' })).body.fields!.status).toEqual(
      expect.any(String),
    )
    const { message: _message, ...withoutMessage } = bodies.contact!
    expect((await api.post<ErrorBody>(path, withoutMessage)).body.fields).toEqual({
      message: expect.any(String),
    })
    expect((await api.post(path, 'hola')).status).toBe(400)
  })
})

describe('settings without keys', () => {
  it('leave `keys` out when told to, as a backend that stopped serving the broker key', async () => {
    const api = await startHarness({ settingsKeys: false })
    try {
      const settings = (await api.get<RawSiteSettings>(`/api/site/configuracion/?client=${CLIENT}`))
        .body
      expect(settings).not.toHaveProperty('keys')
      expect(settings.name).toBeTruthy()
    } finally {
      await api.stop()
    }
  })
})
