import { http, HttpResponse } from 'msw'
import { queryOf, setupMswServer } from '../../__tests__/support/msw'
import { demoData, serviceHandlers, TEST_CONFIG } from '../../__tests__/support/services'
import { contactWebContactBody, newsletterWebContactBody } from './leadBodies'
import { ServiceError } from './transport'
import { createTokkoApi, summaryData } from './tokko'

const { server, requests } = setupMswServer(...serviceHandlers())
const tokko = createTokkoApi(TEST_CONFIG)

describe('tokko: search summary', () => {
  it('sends key, lang=es_ar, format=json and the data of spec §7.2', async () => {
    await tokko.getSearchSummary({ locationIds: [24728], propertyTypes: [2] })
    expect(requests).toHaveLength(1)
    const request = requests[0]!
    expect(request.method).toBe('GET')
    expect(request.url.origin + request.url.pathname).toBe(
      'http://tokko.test/api/v1/property/get_search_summary/',
    )
    const { data, ...rest } = queryOf(request)
    expect(rest).toEqual({ key: TEST_CONFIG.tokkoKey, lang: 'es_ar', format: 'json' })
    expect(JSON.parse(data!)).toEqual({
      current_localization_id: [24728],
      current_localization_type: 'division',
      price_from: 0,
      price_to: 999999999,
      operation_types: [1, 2, 3],
      property_types: [2],
    })
  })

  it('counts the whole catalogue by operation when nothing narrows it', async () => {
    const summary = await tokko.getSearchSummary()
    const published = demoData().properties
    const withOperation = (id: number) =>
      published.filter((property) =>
        property.operations?.some((operation) => operation.operation_id === id),
      ).length
    expect(summary.operations).toEqual({
      venta: withOperation(1),
      alquiler: withOperation(2),
      temporario: withOperation(3),
    })
    expect(summary.total).toBe(published.length)
    expect(summary.locations.length).toBeGreaterThan(5)
    expect(summary.property_types.find((type) => type.id === 2)?.name).toBe('Departamento')
  })

  it('writes empty lists for "all" in the data', () => {
    expect(JSON.parse(summaryData())).toMatchObject({
      current_localization_id: [],
      property_types: [],
    })
  })

  it('rejects a wrong key with a 401 ServiceError', async () => {
    const error = (await createTokkoApi({ ...TEST_CONFIG, tokkoKey: 'x' })
      .getSearchSummary()
      .catch((e: unknown) => e)) as ServiceError
    expect(error).toMatchObject({ service: 'broker', status: 401 })
  })
})

describe('tokko: webcontact', () => {
  const form = {
    nombre: 'Ana',
    apellido: 'Gómez',
    email: 'ana@example.com',
    phone: '',
    cellphone: '11 5555 0101',
    work_name: '',
    text: 'Hola',
    tags: ['Contacto'],
  }

  it('posts the lead as JSON with the key in the query', async () => {
    const body = contactWebContactBody(form, { properties: 7104123 })
    await expect(tokko.sendWebContact(body)).resolves.toBeUndefined()
    const request = requests[0]!
    expect(request.method).toBe('POST')
    expect(request.url.pathname).toBe('/api/v1/webcontact/')
    expect(queryOf(request)).toEqual({ key: TEST_CONFIG.tokkoKey })
    expect(request.headers.get('content-type')).toContain('application/json')
    expect(request.body).toEqual(body)
  })

  it('is accepted by the broker for the newsletter too', async () => {
    await expect(
      tokko.sendWebContact(newsletterWebContactBody('ana@example.com')),
    ).resolves.toBeUndefined()
    expect(requests[0]!.body).toEqual({
      name: 'ana@example.com',
      email: 'ana@example.com',
      tags: ['Newsletter', 'Sitio Web'],
    })
  })

  it('rejects a refused lead with the server error in the ServiceError body', async () => {
    const error = (await tokko
      .sendWebContact({ tags: ['Sitio Web'] })
      .catch((e: unknown) => e)) as ServiceError
    expect(error).toBeInstanceOf(ServiceError)
    expect(error.status).toBe(400)
    expect(error.body).toEqual({ error: expect.any(String) })
  })

  it('treats any 2xx without a body as filed', async () => {
    server.use(
      http.post(
        'http://tokko.test/api/v1/webcontact/',
        () => new HttpResponse(null, { status: 200 }),
      ),
    )
    await expect(tokko.sendWebContact(newsletterWebContactBody('a@b.co'))).resolves.toBeUndefined()
  })
})
