import { http, HttpResponse } from 'msw'
import { queryOf, setupMswServer } from '../../__tests__/support/msw'
import { demoData, serviceHandlers, TEST_CONFIG } from '../../__tests__/support/services'
import { createBackendApi } from './backend'
import { contactEmailBody, subscriptionEmailBody } from './leadBodies'
import { ServiceError } from './transport'

const { server, requests } = setupMswServer(...serviceHandlers())
const backend = createBackendApi(TEST_CONFIG)

function onlyRequest(path: string) {
  expect(requests).toHaveLength(1)
  const request = requests[0]!
  expect(request.url.origin + request.url.pathname).toBe(`http://backend.test/site${path}`)
  return request
}

describe('backend', () => {
  it('reads the settings for the configured client', async () => {
    const settings = await backend.getSettings()
    expect(queryOf(onlyRequest('/api/site/configuracion/'))).toEqual({ client: '6' })
    expect(settings.name).toBe(demoData().settings.name)
    expect(settings.client_id).toBe(6)
  })

  it('runs the backend variant of the home search with its own parameter names', async () => {
    const location = Number(demoData().properties[0]!.location!.id)
    const result = await backend.searchProperties({
      operation: 1,
      location: [location],
      type: [2],
      address: '',
    })
    expect(queryOf(onlyRequest('/api/site/propiedades/template/'))).toEqual({
      client: '6',
      operation_type: '1',
      neighborhood: String(location),
      tipo: '2',
    })
    for (const property of result.items) {
      expect(property.type.name).toBe('Departamento')
      expect(property.operations.map((operation) => operation.operation_id)).toContain(1)
    }
  })

  it('reads the home search as a bare array or an envelope, setting bad records aside', async () => {
    const template = 'http://backend.test/site/api/site/propiedades/template/'
    const good = { id: 7104200, address: 'Soler 4100', operations: [] }
    const search = { operation: 1 as const, location: [], type: [], address: '' }
    server.use(http.get(template, () => HttpResponse.json([good, { id: 'x' }])))
    const fromArray = await backend.searchProperties(search)
    expect(fromArray.items.map((property) => property.id)).toEqual([7104200])
    expect(fromArray.rejected).toEqual([expect.objectContaining({ index: 1, id: 'x' })])
    server.use(http.get(template, () => HttpResponse.json({ objects: [good] })))
    expect((await backend.searchProperties(search)).items).toHaveLength(1)
  })

  it('reads the whole catalogue from the template endpoint without filters', async () => {
    const result = await backend.allProperties()
    expect(queryOf(onlyRequest('/api/site/propiedades/template/'))).toEqual({ client: '6' })
    expect(result.items).toHaveLength(demoData().properties.length)
    expect(result.total).toBe(demoData().properties.length)
  })

  it('gets a property ficha, normalised like a Tokko property', async () => {
    const raw = demoData().properties[3]!
    const property = await backend.getProperty(Number(raw.id))
    expect(queryOf(onlyRequest(`/api/site/propiedades/${raw.id}/ficha/`))).toEqual({ client: '6' })
    expect(property.id).toBe(Number(raw.id))
    expect(property.fake_address).toBe(raw.fake_address)
  })

  it('lists developments with their units', async () => {
    const result = await backend.getDevelopments()
    onlyRequest('/api/site/emprendimientos/')
    expect(result.items).toHaveLength(demoData().developments.length)
    expect(result.items.some((development) => development.units.length > 0)).toBe(true)
  })

  it('lists the news and gets one entry', async () => {
    const list = await backend.getNews()
    onlyRequest('/api/site/novedades/')
    expect(list.items.length).toBeGreaterThanOrEqual(10)
    requests.length = 0
    const entry = await backend.getNewsEntry(list.items[0]!.id)
    onlyRequest(`/api/site/novedades/${list.items[0]!.id}/`)
    expect(entry.title).toBe(list.items[0]!.title)
  })

  it('posts a lead body as JSON with the client in the query', async () => {
    const body = contactEmailBody({
      nombre: 'Ana',
      apellido: 'Gómez',
      email: 'ana@example.com',
      phone: '11 5555 0101',
      cellphone: '',
      work_name: '',
      text: 'Quisiera vender mi departamento.',
      tags: [],
    })
    await expect(backend.sendEmail(body)).resolves.toBeUndefined()
    const request = onlyRequest('/api/site/email/contact/')
    expect(request.method).toBe('POST')
    expect(queryOf(request)).toEqual({ client: '6' })
    expect(request.body).toEqual(body)
  })

  it('rejects a malformed body with the field errors in the ServiceError body', async () => {
    const error = (await backend
      .sendEmail(subscriptionEmailBody('no-es-un-email'))
      .catch((e: unknown) => e)) as ServiceError
    expect(error.status).toBe(400)
    expect(error.body).toMatchObject({ fields: { email: expect.any(String) } })
  })

  it('reports an unknown client as not found', async () => {
    const error = (await createBackendApi({ ...TEST_CONFIG, clientId: 99 })
      .getSettings()
      .catch((e: unknown) => e)) as ServiceError
    expect(error).toBeInstanceOf(ServiceError)
    expect(error.notFound).toBe(true)
  })
})
