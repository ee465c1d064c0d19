import { http, HttpResponse } from 'msw'
import { emulatorHandlers } from '../../emulator/msw'
import { queryOf, setupMswServer } from '../../__tests__/support/msw'
import { demoData, serviceHandlers, TEST_CONFIG } from '../../__tests__/support/services'
import { SITE_ORIGIN, testServerContext } from '../../__tests__/support/siteApi'
import { defaultSearchFilters } from '../domain/search'
import { createServerCatalogue } from './catalogue'
import { CATALOGUE_CACHE } from './http'

const { server, requests } = setupMswServer(...serviceHandlers())
const DEVELOPMENT = `${TEST_CONFIG.proxyUrl}/api/v1/tokko/developments/:id`

async function get(path: string) {
  const response = await fetch(`${SITE_ORIGIN}${path}`)
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    body: await response.json(),
  }
}

describe('GET /api/developments/{id}', () => {
  const raw = demoData().developments.find((development) => development.display_on_web)!

  it('answers the development with its units, as public records', async () => {
    const { status, body } = await get(`/api/developments/${raw.id}`)
    expect(status).toBe(200)
    expect(body).toMatchObject({ id: raw.id, name: raw.name })
    expect(Array.isArray(body.units)).toBe(true)
    // Public records: the development's exact address stays on the server (units keep only
    // their designation, publicRecord.ts).
    expect(body).not.toHaveProperty('real_address')
    const asked = requests.map((request) => request.url.pathname)
    expect(asked).toContain(`/mh/api/v1/tokko/developments/${raw.id}`)
    expect(asked).toContain('/mh/api/v1/tokko/properties/search')
  })

  it('answers 404 for a development the agency keeps off the web, and for an unknown one', async () => {
    server.use(http.get(DEVELOPMENT, () => HttpResponse.json({ ...raw, display_on_web: false })))
    expect(await get(`/api/developments/${raw.id}`)).toMatchObject({
      status: 404,
      body: { error: 'No encontramos lo que buscabas.' },
    })
    server.resetHandlers()
    expect((await get('/api/developments/999999999')).status).toBe(404)
    expect((await get('/api/developments/abc')).status).toBe(404)
  })
})

describe('GET /api/properties?vista=total', () => {
  const SEARCH = '/mh/api/v1/tokko/properties/search'
  const searches = () => requests.filter((request) => request.url.pathname === SEARCH)

  it('answers only the total of the search, read from the smallest page of the proxy', async () => {
    const filters = 'operacion=1&ubicacion=24728&ambMin=3'
    const counted = await get(`/api/properties?vista=total&${filters}`)
    expect(counted).toEqual({
      status: 200,
      cacheControl: CATALOGUE_CACHE,
      body: expect.any(Object),
    })
    expect(queryOf(searches()[0]!)).toEqual({
      limit: '1',
      offset: '0',
      operation: '1',
      'localization-divisions': '24728',
      'localization-type': 'division',
      rooms: '3-',
      'order-by': 'id',
      order: 'desc',
    })
    const listed = await get(`/api/properties?${filters}`)
    expect(counted.body).toEqual({ total: listed.body.total })
    expect(listed.body.total).toBeGreaterThan(0)
  })

  it('counts 0 for a search that finds nothing', async () => {
    expect((await get('/api/properties?vista=total&operacion=1&q=zzzz')).body).toEqual({ total: 0 })
  })

  it('refuses a total without a valid operation', async () => {
    expect(await get('/api/properties?vista=total&operacion=7')).toMatchObject({
      status: 400,
      body: { error: 'La búsqueda no es válida: revisá los filtros elegidos.' },
    })
    expect(searches()).toEqual([])
  })

  it('keeps a total a minute, as the rest of the catalogue', async () => {
    const catalogue = createServerCatalogue(testServerContext(TEST_CONFIG).api)
    const filters = { ...defaultSearchFilters(1), type: [3] }
    const first = await catalogue.countProperties(filters)
    expect(await catalogue.countProperties(filters)).toEqual(first)
    expect(searches()).toHaveLength(1)
  })
})

describe('GET /api/properties: sold or rented units (status 4) never reach a visitor', () => {
  const SEARCH = '/mh/api/v1/tokko/properties/search'
  const searches = () => requests.filter((request) => request.url.pathname === SEARCH)
  const ids = (items: readonly { id?: unknown }[]) => items.map((item) => Number(item.id))
  const sold = new Set(ids(demoData().properties.filter((property) => property.status === 4)))
  const forSale = demoData()
    .properties.filter((property) => property.operations?.some((op) => op.operation_id === 1))
    .sort((a, b) => Number(b.id) - Number(a.id))

  it('drops them from each listing page, says how many, and keeps the broker total of positions', async () => {
    const first = await get('/api/properties?operacion=1')
    const second = await get('/api/properties?operacion=1&desde=50')
    expect(searches().map(queryOf)).toEqual([
      { limit: '50', offset: '0', operation: '1', 'order-by': 'id', order: 'desc' },
      { limit: '50', offset: '50', operation: '1', 'order-by': 'id', order: 'desc' },
    ])
    for (const [answer, positions] of [
      [first.body, forSale.slice(0, 50)],
      [second.body, forSale.slice(50, 100)],
    ] as const) {
      expect(ids(answer.items)).toEqual(ids(positions.filter(({ id }) => !sold.has(Number(id)))))
      expect(answer.withheld).toBe(positions.filter(({ id }) => sold.has(Number(id))).length)
      expect(answer.total).toBe(forSale.length)
    }
    // Not vacuous: the demo has sold units among the newest for sale.
    expect(first.body.withheld).toBeGreaterThan(0)
  })

  it('counts a search as the broker does, sold units included', async () => {
    expect((await get('/api/properties?vista=total&operacion=1')).body).toEqual({
      total: forSale.length,
    })
  })

  it('drops them from the home search', async () => {
    const unit = forSale.find(({ id }) => sold.has(Number(id)))!
    const address = unit.fake_address!
    const { body } = await get(
      `/api/properties?vista=inicio&operacion=1&q=${encodeURIComponent(address)}`,
    )
    expect(searches().map(queryOf)).toEqual([
      {
        cache: '1',
        save: '1',
        limit: '24',
        offset: '0',
        operation: '1',
        fake_address: address,
      },
    ])
    const atAddress = forSale.filter((property) => property.fake_address === address)
    expect(atAddress.length).toBeGreaterThan(body.items.length)
    expect(ids(body.items).sort()).toEqual(
      ids(atAddress.filter(({ id }) => !sold.has(Number(id)))).sort(),
    )
  })

  it('drops them from the featured', async () => {
    // The demo stars none of its sold units: here the newest featured one was just sold.
    const demo = demoData()
    const starred = demo.properties
      .filter((property) => property.is_starred_on_web)
      .sort((a, b) => Number(b.id) - Number(a.id))
    const justSold = starred[0]!.id
    server.use(
      ...emulatorHandlers(TEST_CONFIG.proxyUrl, {
        data: {
          ...demo,
          properties: demo.properties.map((property) =>
            property.id === justSold ? { ...property, status: 4 } : property,
          ),
        },
        tokkoKey: TEST_CONFIG.tokkoKey,
        clientId: TEST_CONFIG.clientId,
      }),
    )
    const { body } = await get('/api/properties?vista=destacadas&limite=8')
    expect(searches().map(queryOf)).toEqual([{ destacados: 'true', limit: '8', offset: '0' }])
    expect(ids(body.items)).toEqual(ids(starred.slice(1, 8)))
  })
})
