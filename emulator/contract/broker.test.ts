/** @jest-environment node */
/**
 * Contract tests of the broker (api-contract.md, Broker): the search summary and webcontact.
 */
import type {
  Loose,
  RawSearchSummary,
  TastypieList,
  TokkoProperty,
} from '../../src/broker/wireTypes'
import { KEY, startHarness, summaryPath, type ErrorBody, type Harness } from './harness'

let api: Harness

beforeAll(async () => {
  api = await startHarness()
})
afterAll(() => api.stop())

const total = async (query: string) =>
  (await api.proxy<TastypieList<TokkoProperty>>(`/api/v1/tokko/properties/search?limit=1&${query}`))
    .body.meta!.total_count as number
const sum = (items: { count?: Loose<number> }[]) =>
  items.reduce((acc, item) => acc + (item.count as number), 0)

describe('get_search_summary', () => {
  it('answers 401 with an empty body for a missing or wrong key', async () => {
    for (const query of ['', '?key=otra', `?key=${KEY}x`]) {
      const reply = await api.get(`/api/v1/property/get_search_summary/${query}`)
      expect(reply.status).toBe(401)
      expect(reply.text).toBe('')
    }
  })

  it('counts every published property per operation, matching the proxy search totals', async () => {
    const reply = await api.get<RawSearchSummary>(
      summaryPath({
        current_localization_id: [],
        current_localization_type: 'country',
        price_from: 0,
        price_to: 999999999,
        operation_types: [1, 2, 3],
        property_types: [],
      }),
    )
    expect(reply.status).toBe(200)
    const meta = reply.body.meta!
    const objects = reply.body.objects!
    expect(meta.total_count).toBe(await total(''))
    for (const operation of [1, 2, 3]) {
      const facet = objects.operation_types!.find((item) => item.operation_type === operation)
      expect(facet!.count).toBe(await total(`operation=${operation}`))
    }
    // A property for sale and for rent counts once in each operation.
    expect(sum(objects.operation_types!)).toBeGreaterThan(meta.total_count as number)
    expect(sum(objects.locations!)).toBe(meta.total_count)
    expect(sum(objects.suite_amount!)).toBe(meta.total_count)
  })

  it('computes every facet from the same filtered set as the search', async () => {
    const reply = await api.get<RawSearchSummary>(
      summaryPath({
        current_localization_id: [24665],
        current_localization_type: 'division',
        price_from: 50000,
        price_to: 400000,
        currency: 'USD',
        operation_types: [1],
        property_types: [2, 13],
      }),
    )
    const meta = reply.body.meta!
    const objects = reply.body.objects!
    const query =
      'localization-divisions=24665&operation=1&tipo=2,13&currency=usd&price=50000-400000'
    expect(meta.total_count).toBe(await total(query))
    expect(meta.total_count).toBeGreaterThan(0)
    expect(objects.operation_types).toEqual([{ operation_type: 1, count: meta.total_count }])
    for (const type of objects.property_types!) {
      expect(type.count).toBe(await total(`${query.replace('tipo=2,13', `tipo=${type.id}`)}`))
    }
    for (const location of objects.locations!) {
      expect(location.parent_name).toBe('Capital Federal')
      expect(location.count).toBe(await total(query.replace('24665', String(location.location_id))))
    }
    const [firstTag] = objects.tags!
    expect(firstTag).toEqual({
      tag_id: expect.any(Number),
      tag_name: expect.any(String),
      tag_type: expect.any(Number),
      count: expect.any(Number),
    })
    expect(firstTag!.count).toBe(await total(`${query}&tags=${firstTag!.tag_id}`))
    for (const suites of objects.suite_amount!) {
      expect(suites.count).toBe(await total(`${query}&bedrooms=${suites.amount}-${suites.amount}`))
    }
  })

  it('names types in English by default and in Spanish with lang=es_ar', async () => {
    const english = await api.get<RawSearchSummary>(
      `/api/v1/property/get_search_summary/?key=${KEY}&format=json`,
    )
    const names = english.body.objects!.property_types!.map((item) => item.type)
    expect(names).toEqual(expect.arrayContaining(['Apartment', 'House', 'Condo', 'Land']))
    const spanish = await api.get<RawSearchSummary>(
      summaryPath({ operation_types: [], property_types: [] }),
    )
    const spanishNames = spanish.body.objects!.property_types!.map((item) => item.type)
    expect(spanishNames).toEqual(
      expect.arrayContaining(['Departamento', 'Casa', 'PH', 'Terreno', 'Campo', 'Cochera']),
    )
    expect(spanish.body.meta!.total_count).toBe(english.body.meta!.total_count)
  })

  it.each([
    ['data that is not JSON', `/api/v1/property/get_search_summary/?key=${KEY}&data=%7Bnope`],
    ['data that is a list', `/api/v1/property/get_search_summary/?key=${KEY}&data=%5B1%5D`],
    ['a bad localization type', summaryPath({ current_localization_type: 'location' })],
    ['operation types that are not ids', summaryPath({ operation_types: ['venta'] })],
    ['a price that is not a number', summaryPath({ price_from: 'mucho' })],
    ['an unknown lang', `/api/v1/property/get_search_summary/?key=${KEY}&lang=fr`],
  ])('answers 400 {"error"} for %s', async (_label, path) => {
    const reply = await api.get<ErrorBody>(path)
    expect(reply.status).toBe(400)
    expect(typeof reply.body.error).toBe('string')
  })
})

describe('webcontact', () => {
  const path = `/api/v1/webcontact/?key=${KEY}`
  const lead = {
    name: 'Martín Ejemplo',
    email: 'martin@example.com',
    phone: '',
    cellphone: '',
    work_name: '',
    text: 'Teléfono: -\nMensaje: Quisiera coordinar una visita.',
    tags: ['Sitio Web', 'Propiedad'],
    properties: [7104136],
  }

  it('accepts a lead with 201 {"result":"success"}', async () => {
    const reply = await api.post(path, lead)
    expect(reply.status).toBe(201)
    expect(reply.body).toEqual({ result: 'success' })
    const newsletter = await api.post(path, {
      email: 'x@example.com',
      name: 'Newsletter',
      tags: ['Newsletter', 'Sitio Web'],
    })
    expect(newsletter.status).toBe(201)
  })

  it('answers 405 to GET', async () => {
    expect((await api.get(path)).status).toBe(405)
  })

  it('answers 401 with an empty body for a bad key', async () => {
    const reply = await api.post('/api/v1/webcontact/?key=mala', lead)
    expect(reply.status).toBe(401)
    expect(reply.text).toBe('')
  })

  it('answers 400 {"error"} without a name or without any contact channel', async () => {
    for (const body of [
      { ...lead, name: '  ' },
      { ...lead, email: '', phone: '', cellphone: '' },
      'not json',
    ]) {
      const reply = await api.post<ErrorBody>(path, body)
      expect(reply.status).toBe(400)
      expect(typeof reply.body.error).toBe('string')
    }
  })
})
