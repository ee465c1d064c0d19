import { http, HttpResponse } from 'msw'
import { queryOf, setupMswServer } from '../../__tests__/support/msw'
import { demoData, serviceHandlers, TEST_CONFIG } from '../../__tests__/support/services'
import { defaultSearchFilters } from '../domain/listing/search'
import { ServiceError } from './transport'
import { createProxyApi } from './proxy'

const { server, requests } = setupMswServer(...serviceHandlers())
const proxy = createProxyApi(TEST_CONFIG)
const PROXY = 'http://proxy.test/mh/api/v1/tokko'

function onlyRequest() {
  expect(requests).toHaveLength(1)
  const [request] = requests
  expect(request?.headers.get('x-tokko-key')).toBe(TEST_CONFIG.tokkoKey)
  return request!
}

describe('proxy: properties', () => {
  it('gets one property by id, uncached, and normalises it', async () => {
    const raw = demoData().properties[0]!
    const property = await proxy.getProperty(Number(raw.id))
    const request = onlyRequest()
    expect(request.method).toBe('GET')
    expect(request.url.pathname).toBe(`/mh/api/v1/tokko/properties/${raw.id}`)
    expect(queryOf(request)).toEqual({ cache: '0' })
    expect(property.id).toBe(Number(raw.id))
    expect(property.title).toBe(raw.publication_title)
  })

  it('rejects an unknown id with a not-found ServiceError', async () => {
    const error = await proxy.getProperty(1).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ServiceError)
    expect((error as ServiceError).notFound).toBe(true)
  })

  it('searches listings with the exact filter parameters and reads the total', async () => {
    const filters = { ...defaultSearchFilters(1), type: [2], environments: { min: 2, max: null } }
    const result = await proxy.searchProperties(filters, { offset: 0 })
    const request = onlyRequest()
    expect(request.url.pathname).toBe('/mh/api/v1/tokko/properties/search')
    expect(queryOf(request)).toEqual({
      limit: '50',
      offset: '0',
      operation: '1',
      tipo: '2',
      rooms: '2-',
      'order-by': 'id',
      order: 'desc',
    })
    expect(result.total).toBeGreaterThan(0)
    expect(result.items.length).toBe(Math.min(50, result.total))
    for (const property of result.items) {
      expect(property.type.name).toBe('Departamento')
      expect(property.operations.map((operation) => operation.operation_id)).toContain(1)
      expect(property.room_amount).toBeGreaterThanOrEqual(2)
    }
    const ids = result.items.map((property) => property.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
  })

  it('pages with offset: the next page continues where the first ended', async () => {
    const filters = defaultSearchFilters(1)
    const first = await proxy.searchProperties(filters, { offset: 0, limit: 5 })
    const second = await proxy.searchProperties(filters, { offset: 5, limit: 5 })
    expect(second.offset).toBe(5)
    expect(second.items[0]!.id).toBeLessThan(first.items[4]!.id)
  })

  it('passes the signal on, so a newer search can cancel an older one', async () => {
    const controller = new AbortController()
    const search = proxy.searchProperties(
      defaultSearchFilters(1),
      { offset: 0 },
      { signal: controller.signal },
    )
    controller.abort()
    await expect(search).rejects.toBeInstanceOf(ServiceError)
  })

  it('runs the home quick search with cache, save, limit 24 and offset 0', async () => {
    const [location] = demoData().properties[0]!.location?.id
      ? [Number(demoData().properties[0]!.location!.id)]
      : []
    const result = await proxy.homeSearch({
      operation: 2,
      location: [location!],
      type: [],
      address: '',
    })
    expect(queryOf(onlyRequest())).toEqual({
      cache: '1',
      save: '1',
      limit: '24',
      offset: '0',
      operation: '2',
      'localization-divisions': String(location),
      'localization-type': 'division',
    })
    expect(result.items.length).toBeLessThanOrEqual(24)
    for (const property of result.items) {
      expect(property.operations.map((operation) => operation.operation_id)).toContain(2)
    }
  })

  it('asks for featured properties only', async () => {
    const result = await proxy.featuredProperties(8)
    expect(queryOf(onlyRequest())).toEqual({ destacados: 'true', limit: '8', offset: '0' })
    expect(result.items.length).toBeGreaterThan(0)
    expect(result.items.every((property) => property.is_starred_on_web)).toBe(true)
  })

  it('pages through the whole catalogue for sourcing', async () => {
    const page = await proxy.propertyPage({ offset: 0 })
    expect(queryOf(onlyRequest())).toEqual({
      limit: '200',
      offset: '0',
      'order-by': 'id',
      order: 'desc',
    })
    expect(page.total).toBe(demoData().properties.length)
    expect(page.items).toHaveLength(demoData().properties.length)
  })

  it('keeps the good records of a page and reports the ones without a valid id', async () => {
    server.use(
      http.get(`${PROXY}/properties/search`, () =>
        HttpResponse.json({
          meta: { total_count: '3', limit: 50, offset: 0 },
          objects: [
            demoData().properties[0],
            { id: 'abc', address: 'Roto 1' },
            demoData().properties[1],
          ],
        }),
      ),
    )
    const result = await proxy.searchProperties(defaultSearchFilters(1), { offset: 0 })
    expect(result.items).toHaveLength(2)
    expect(result.total).toBe(3)
    expect(result.rejected).toEqual([expect.objectContaining({ index: 1, id: 'abc' })])
  })

  it('surfaces a wrong key as a 401 ServiceError that is not worth retrying', async () => {
    const error = (await createProxyApi({ ...TEST_CONFIG, tokkoKey: 'wrong' })
      .getProperty(Number(demoData().properties[0]!.id))
      .catch((e: unknown) => e)) as ServiceError
    expect(error).toBeInstanceOf(ServiceError)
    expect(error).toMatchObject({ service: 'proxy', kind: 'http', status: 401 })
    expect(error.retryable).toBe(false)
  })

  it('surfaces a network failure as a retryable ServiceError', async () => {
    server.use(http.get(`${PROXY}/properties/search`, () => HttpResponse.error()))
    const error = (await proxy.featuredProperties(4).catch((e: unknown) => e)) as ServiceError
    expect(error).toBeInstanceOf(ServiceError)
    expect(error.kind).toBe('network')
    expect(error.retryable).toBe(true)
    expect(error.message).toContain('el proxy de Tokko no se pudo contactar')
  })
})

describe('proxy: developments', () => {
  it('fetches the development filters uncached, every status by default', async () => {
    const result = await proxy.searchDevelopments()
    expect(queryOf(onlyRequest())).toEqual({ cache: '0' })
    expect(result.total).toBe(demoData().developments.length)
  })

  it('narrows the development filters by construction status', async () => {
    const result = await proxy.searchDevelopments({ constructionStatus: 4 })
    const request = onlyRequest()
    expect(request.url.pathname).toBe('/mh/api/v1/tokko/developments/search')
    expect(queryOf(request)).toEqual({ cache: '0', construction_status: '4' })
    expect(result.items.length).toBeGreaterThan(0)
    expect(result.items.every((development) => development.construction_status === 4)).toBe(true)
  })

  it('gets one development by id', async () => {
    const raw = demoData().developments[0]!
    const development = await proxy.getDevelopment(Number(raw.id))
    expect(onlyRequest().url.pathname).toBe(`/mh/api/v1/tokko/developments/${raw.id}`)
    expect(development.name).toBe(raw.name)
  })

  it('collects every unit of a development with their floors', async () => {
    const raw = demoData().developments[0]!
    const expected = demoData().properties.filter((property) => property.development?.id === raw.id)
    const units = await proxy.developmentUnits(Number(raw.id))
    expect(queryOf(onlyRequest())).toEqual({
      development: String(raw.id),
      limit: '200',
      offset: '0',
      'order-by': 'id',
      order: 'asc',
    })
    expect(units.items.map((unit) => unit.id).sort()).toEqual(
      expected.map((unit) => Number(unit.id)).sort(),
    )
    expect(units.items.some((unit) => unit.floor !== null)).toBe(true)
  })

  it('advances by the rows received when the proxy pages the units', async () => {
    const all = demoData().properties.slice(0, 5)
    server.use(
      http.get(`${PROXY}/properties/search`, ({ request }) => {
        const offset = Number(new URL(request.url).searchParams.get('offset'))
        // Answers 2 rows a time whatever limit was asked, as a capped server would.
        return HttpResponse.json({
          meta: { total_count: 5, limit: 200, offset },
          objects: all.slice(offset, offset + 2),
        })
      }),
    )
    const units = await proxy.developmentUnits(41877)
    expect(requests.map((request) => queryOf(request).offset)).toEqual(['0', '2', '4'])
    expect(units.items).toHaveLength(5)
    expect(units.total).toBe(5)
  })
})
