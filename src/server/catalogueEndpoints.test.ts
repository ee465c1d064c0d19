import { http, HttpResponse } from 'msw'
import { emulatorHandlers } from '../../emulator/msw'
import { propertySearches, queryOf, setupMswServer } from '../../__tests__/support/msw'
import { demoData, serviceHandlers, TEST_CONFIG } from '../../__tests__/support/services'
import { SITE_ORIGIN, testServerContext } from '../../__tests__/support/siteApi'
import { normaliseTokkoProperty } from '../broker/normalise'
import { listingSearchParams } from '../broker/searchQuery'
import { defaultSearchFilters } from '../domain/listing/search'
import type { SearchFilters } from '../domain/types'
import { propertyQueryString } from '../domain/contracts/liveApi'
import { createServerCatalogue } from './catalogue'
import { catalogueEndpoints } from './catalogueEndpoints'
import { CATALOGUE_CACHE, type ApiRequest } from './apiAnswers'
import { createRateLimiter } from './rateLimit'
import { createReadBudget } from './readBudget'

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
  const searches = () => propertySearches(requests)

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
    expect(counted.body).toEqual({ total: listed.body.offered })
    expect(listed.body.offered).toBeGreaterThan(0)
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
  const searches = () => propertySearches(requests)
  const ids = (items: readonly { id?: unknown }[]) => items.map((item) => Number(item.id))
  const sold = new Set(ids(demoData().properties.filter((property) => property.status === 4)))
  const forSale = demoData()
    .properties.filter((property) => property.operations?.some((op) => op.operation_id === 1))
    .sort((a, b) => Number(b.id) - Number(a.id))
  const onOffer = forSale.filter(({ id }) => !sold.has(Number(id)))

  it('drops them from each listing page, says how many, keeps the broker positions, counts the rest', async () => {
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
      expect(answer.offered).toBe(onOffer.length)
    }
    // Not vacuous: the demo has sold units among the newest for sale.
    expect(first.body.withheld).toBeGreaterThan(0)
  })

  it('counts a search without them', async () => {
    expect((await get('/api/properties?vista=total&operacion=1')).body).toEqual({
      total: onOffer.length,
    })
    const flatsInPalermo = (property: (typeof forSale)[number]) =>
      property.type?.id === 2 && property.location?.id === 24728
    const total = (await get('/api/properties?vista=total&operacion=1&tipo=2&ubicacion=24728')).body
      .total
    expect(total).toBe(onOffer.filter(flatsInPalermo).length)
    // Not vacuous: the broker counts sold flats there too.
    expect(forSale.filter(flatsInPalermo).length).toBeGreaterThan(total)
  })

  it('counts each search as the rows the broker answers on offer, whatever the filters', async () => {
    // The proxy's every row for the search (limit 0), read here to count what is on offer.
    const rowsOnOffer = async (filters: SearchFilters) => {
      const query = Object.entries(listingSearchParams(filters, { offset: 0, limit: 0 }))
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
        .join('&')
      const response = await fetch(
        `${TEST_CONFIG.proxyUrl}/api/v1/tokko/properties/search?${query}`,
        {
          headers: { 'X-TOKKO-KEY': TEST_CONFIG.tokkoKey },
        },
      )
      const { objects } = (await response.json()) as { objects: { status?: number }[] }
      return objects.filter((row) => row.status !== 4).length
    }
    const sale = defaultSearchFilters(1)
    const range = (min: number | null, max: number | null) => ({ min, max })
    const cases: SearchFilters[] = [
      { ...sale, location: [24728] },
      { ...sale, type: [2], environments: range(3, null) },
      { ...sale, bedrooms: range(null, 1) },
      { ...sale, price: { type: 'USD', priceMin: null, priceMax: 150_000, is_off: false } },
      { ...sale, surface: { type: 'roofed', surfaceMin: 60, surfaceMax: 120 } },
      { ...sale, age: range(-1, 0) },
      { ...sale, address: 'av' },
      defaultSearchFilters(2),
    ]
    let sold = 0
    for (const filters of cases) {
      const query = propertyQueryString({ view: 'total', filters })
      const { body } = await get(`/api/properties?${query}`)
      const offered = await rowsOnOffer(filters)
      expect([query, body.total]).toEqual([query, offered])
      const positions = (
        await get(`/api/properties?${propertyQueryString({ view: 'listing', filters, offset: 0 })}`)
      ).body.total
      sold += positions - offered
    }
    // Not vacuous: these searches match sold units.
    expect(sold).toBeGreaterThan(0)
  })

  it('leaves them out of the summary: its total, operations, types, places, tags and bedrooms', async () => {
    const { body } = await get('/api/summary?operacion=1')
    expect(body.total).toBe(onOffer.length)
    expect(body.operations.venta).toBe(onOffer.length)
    const flats = onOffer.filter((property) => property.type?.id === 2).length
    expect(body.property_types.find((type: { id: number }) => type.id === 2).count).toBe(flats)
    const inPalermo = onOffer.filter((property) => property.location?.id === 24728).length
    expect(body.locations.find((place: { id: number }) => place.id === 24728).count).toBe(inPalermo)
    const withTag = (id: number) =>
      onOffer.filter((property) => property.tags?.some((tag) => tag.id === id)).length
    for (const tag of body.tags as { id: number; count: number }[])
      expect(tag.count).toBe(withTag(tag.id))
    // Bedrooms as the normaliser reads them: the broker sends some as text.
    const withBedrooms = (amount: number) =>
      onOffer.map(normaliseTokkoProperty).filter((property) => property.suite_amount === amount)
        .length
    for (const entry of body.bedrooms as { amount: number; count: number }[])
      expect(entry.count).toBe(withBedrooms(entry.amount))
  })

  it('counts as the broker does when the units cannot be read, and says so in the log', async () => {
    server.use(
      http.get(`${TEST_CONFIG.proxyUrl}/api/v1/tokko/developments/search`, () =>
        HttpResponse.json({ error: 'caído' }, { status: 503 }),
      ),
    )
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    expect((await get('/api/properties?vista=total&operacion=1')).body).toEqual({
      total: forSale.length,
    })
    expect(errors).toHaveBeenCalledWith(
      'Catálogo: no se pudieron leer las unidades vendidas',
      expect.anything(),
    )
    errors.mockRestore()
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

describe('the read budget of one address', () => {
  /** The catalogue as the server keeps it (a minute), and a budget of 5 uncached reads. */
  function endpoints() {
    const context = testServerContext(TEST_CONFIG)
    const readBudget = createReadBudget(createRateLimiter([{ max: 5, windowMs: 60_000 }]), () =>
      Date.now(),
    )
    const catalogue = createServerCatalogue(context.api, {
      ttlMs: { settings: 60_000, catalogue: 60_000 },
      beforeLoad: readBudget.spend,
    })
    return catalogueEndpoints({ ...context, catalogue, readBudget })
  }
  const read = (search: string, remoteAddress = '198.51.100.9'): ApiRequest => ({
    method: 'GET',
    params: {},
    search,
    headers: {},
    body: undefined,
    remoteAddress,
  })

  it('stops a walk through offsets before it reaches the services, and not a visitor reading what is cached', async () => {
    const { properties } = endpoints()
    const pages = [0, 12, 24, 36, 48].map((offset) => `operacion=1&desde=${offset}`)
    for (const page of pages) expect((await properties(read(page))).status).toBe(200)
    const before = requests.length
    const walked = await properties(read('operacion=1&desde=60'))
    expect(walked).toMatchObject({
      status: 429,
      headers: { 'Retry-After': expect.stringMatching(/^\d+$/), 'Cache-Control': 'no-store' },
      body: { code: 'read-budget', error: expect.stringMatching(/demasiadas búsquedas/) },
    })
    expect(requests.length).toBe(before)
    // What the cache holds still answers; another address has its own budget.
    expect((await properties(read(pages[2]!))).status).toBe(200)
    expect((await properties(read('operacion=1&desde=60', '198.51.100.10'))).status).toBe(200)
  })
})
