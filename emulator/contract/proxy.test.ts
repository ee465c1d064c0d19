/** @jest-environment node */
/**
 * Contract tests of the proxy (api-contract.md, Proxy) against the real HTTP server.
 */
import type { TastypieList, TokkoDevelopment, TokkoProperty } from '../../src/broker/wireTypes'
import { KEY, startHarness, type ErrorBody, type Harness } from './harness'

type Properties = TastypieList<TokkoProperty>
type Developments = TastypieList<TokkoDevelopment>

let api: Harness
let all: TokkoProperty[]

beforeAll(async () => {
  api = await startHarness()
  all = (await api.proxy<Properties>('/api/v1/tokko/properties/search?limit=0')).body.objects!
})
afterAll(() => api.stop())

const SEARCH = '/api/v1/tokko/properties/search'
const num = (value: unknown) => Number(value)
/** Surface filters and orders work in square metres; land may be listed in hectares. */
const sqm = (item: TokkoProperty, field: 'total_surface' | 'roofed_surface') =>
  num(item[field]) * (item.surface_measurement === 'Ha' ? 10_000 : 1)
const search = async (query: string) => {
  const reply = await api.proxy<Properties>(`${SEARCH}?limit=0&${query}`)
  expect(reply.status).toBe(200)
  return reply.body.objects!
}
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

describe('auth', () => {
  it('answers 401 with {"error"} without the X-TOKKO-KEY header or with a wrong one', async () => {
    for (const headers of [{}, { 'X-TOKKO-KEY': 'otra-clave' }] as Record<string, string>[]) {
      const reply = await api.get<ErrorBody>(SEARCH, headers)
      expect(reply.status).toBe(401)
      expect(typeof reply.body.error).toBe('string')
    }
    expect((await api.get('/api/v1/tokko/properties/7104136')).status).toBe(401)
    expect((await api.get('/api/v1/tokko/developments/search')).status).toBe(401)
  })
})

describe('methods', () => {
  it('answers 405 with {"error"} to a POST on the read-only proxy paths', async () => {
    for (const pathname of [SEARCH, '/api/v1/tokko/developments/search']) {
      const response = await fetch(`${api.url}${pathname}`, {
        method: 'POST',
        headers: { 'X-TOKKO-KEY': KEY, 'content-type': 'application/json' },
        body: '{}',
      })
      expect(response.status).toBe(405)
      expect(typeof ((await response.json()) as { error?: unknown }).error).toBe('string')
    }
  })
})

describe('properties/search paging', () => {
  it('defaults to 24 items from offset 0, newest id first, with a relative next link', async () => {
    const reply = await api.proxy<Properties>(SEARCH)
    expect(reply.status).toBe(200)
    const { meta, objects } = reply.body
    expect(meta).toEqual({
      limit: 24,
      offset: 0,
      total_count: all.length,
      next: expect.stringMatching(/^\/api\/v1\/tokko\/properties\/search\?/),
      previous: null,
    })
    expect(all.length).toBeGreaterThanOrEqual(150)
    expect(objects).toHaveLength(24)
    const ids = objects!.map((item) => item.id as number)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    const next = new URL(meta!.next!, api.url)
    expect(next.searchParams.get('offset')).toBe('24')
    expect(next.searchParams.get('limit')).toBe('24')
  })

  it('echoes the other params in next and previous, and follows them', async () => {
    const first = await api.proxy<Properties>(
      `${SEARCH}?operation=1&limit=10&offset=10&order-by=price`,
    )
    const { next, previous } = first.body.meta!
    expect(new URL(previous!, api.url).searchParams.get('offset')).toBe('0')
    const nextUrl = new URL(next!, api.url)
    expect(nextUrl.searchParams.get('operation')).toBe('1')
    expect(nextUrl.searchParams.get('order-by')).toBe('price')
    const second = await api.proxy<Properties>(next!)
    expect(second.body.meta!.offset).toBe(20)
  })

  it('returns everything with limit=0 and nothing past the end', async () => {
    const everything = await api.proxy<Properties>(`${SEARCH}?limit=0`)
    expect(everything.body.objects).toHaveLength(everything.body.meta!.total_count as number)
    expect(everything.body.meta!.next).toBeNull()
    const past = await api.proxy<Properties>(`${SEARCH}?offset=100000`)
    expect(past.status).toBe(200)
    expect(past.body.objects).toEqual([])
    expect(past.body.meta!.total_count).toBe(all.length)
  })

  it('answers one item with limit=1 and the total of every match (the site counts with it)', async () => {
    const query = 'operation=1&tipo=3&rooms=3-'
    const one = await api.proxy<Properties>(`${SEARCH}?limit=1&${query}`)
    const matching = await search(query)
    expect(matching.length).toBeGreaterThan(1)
    expect(one.body.objects).toHaveLength(1)
    expect(one.body.meta!.total_count).toBe(matching.length)
  })

  it.each([
    ['limit=-5', "Invalid limit '-5' provided"],
    ['limit=abc', "Invalid limit 'abc' provided"],
    ['offset=-1', "Invalid offset '-1' provided"],
    ['order-by=nombre', "Invalid order-by 'nombre'"],
    ['order=arriba', "Invalid order 'arriba'"],
    ['rooms=tres', "Invalid rooms 'tres'"],
    ['price=1-2-3', "Invalid price '1-2-3'"],
    ['surface=200-100', "Invalid surface '200-100'"],
    ['age=x-1', "Invalid age 'x-1'"],
    ['operation=4', "Invalid operation '4'"],
    ['tipo=2,casa', "Invalid tipo '2,casa'"],
    ['surface-type=semi', "Invalid surface-type 'semi'"],
    ['currency=eur', "Invalid currency 'eur'"],
    ['development=abc', "Invalid development 'abc'"],
    ['cache=quizas', "Invalid cache 'quizas'"],
  ])('answers 400 {"error"} for %s', async (query, message) => {
    const reply = await api.proxy<ErrorBody>(`${SEARCH}?${query}`)
    expect(reply.status).toBe(400)
    expect(reply.body.error).toContain(message)
  })

  it('accepts and ignores unknown params, cache and save', async () => {
    const reply = await api.proxy<Properties>(`${SEARCH}?cache=1&save=0&whatever=1`)
    expect(reply.status).toBe(200)
    expect(reply.body.meta!.total_count).toBe(all.length)
  })
})

describe('properties/search filters', () => {
  it('filters by operation, with properties for sale and rent in both lists', async () => {
    const sale = await search('operation=1')
    const rent = await search('operation=2')
    const temporary = await search('operation=3')
    for (const [list, id] of [
      [sale, 1],
      [rent, 2],
      [temporary, 3],
    ] as const) {
      expect(list.length).toBeGreaterThan(0)
      for (const item of list) expect(item.operations!.map((op) => op.operation_id)).toContain(id)
    }
    const saleIds = new Set(sale.map((item) => item.id))
    expect(rent.some((item) => saleIds.has(item.id))).toBe(true)
    for (const item of temporary) {
      const price = item.operations!.find((op) => op.operation_id === 3)!.prices![0]!
      expect(price.period === '' || num(price.period) > 0).toBe(true)
    }
  })

  it('filters by property types (tipo) and location with its ancestors', async () => {
    const types = await search('tipo=2,13')
    expect(types.length).toBeGreaterThan(0)
    for (const item of types) expect([2, 13]).toContain(item.type!.id)
    const palermo = await search('localization-divisions=24728&localization-type=division')
    expect(palermo.length).toBeGreaterThan(0)
    for (const item of palermo) expect(item.location!.id).toBe(24728)
    // San Isidro the partido holds San Isidro the town and Martínez.
    const partido = await search('localization-divisions=26520&localization-type=division')
    expect(new Set(partido.map((item) => item.location!.name))).toEqual(
      new Set(['San Isidro', 'Martínez']),
    )
    const capital = await search('localization-divisions=24665')
    expect(capital.length).toBe(
      all.filter((item) => item.location!.full_location!.includes('Capital Federal')).length,
    )
  })

  it('matches fake_address accent- and case-insensitively against fake_address or address', async () => {
    const accented = all.find(
      (item) => fold(item.fake_address!) !== item.fake_address!.toLowerCase(),
    )
    expect(accented).toBeDefined()
    const street = fold(accented!.fake_address!.split(' al ')[0]!).toUpperCase()
    const found = await search(`fake_address=${encodeURIComponent(street)}`)
    const expected = all.filter(
      (item) =>
        fold(item.fake_address!).includes(fold(street)) ||
        fold(item.address!).includes(fold(street)),
    )
    expect(found.map((item) => item.id).sort()).toEqual(expected.map((item) => item.id).sort())
    expect(found.map((item) => item.id)).toContain(accented!.id)
  })

  it('applies rooms, bedrooms and age ranges, open at either end and negative', async () => {
    for (const item of await search('rooms=2-3'))
      expect(num(item.room_amount)).toBeGreaterThanOrEqual(2)
    for (const item of await search('rooms=2-3'))
      expect(num(item.room_amount)).toBeLessThanOrEqual(3)
    for (const item of await search('rooms=-2'))
      expect(num(item.room_amount)).toBeLessThanOrEqual(2)
    for (const item of await search('bedrooms=3-'))
      expect(num(item.suite_amount)).toBeGreaterThanOrEqual(3)
    const fresh = await search('age=-1-0')
    expect(new Set(fresh.map((item) => item.age))).toEqual(new Set([-1, 0]))
    expect(fresh.length).toBe(all.filter((item) => item.age === -1 || item.age === 0).length)
    const exact = await search('rooms=3')
    expect(exact.length).toBe(all.filter((item) => num(item.room_amount) === 3).length)
  })

  it('applies surface to total or roofed surface, in square metres', async () => {
    const total = await search('surface=100-200')
    expect(total.length).toBeGreaterThan(0)
    for (const item of total) expect(sqm(item, 'total_surface')).toBeGreaterThanOrEqual(100)
    for (const item of total) expect(sqm(item, 'total_surface')).toBeLessThanOrEqual(200)
    const roofed = await search('surface=100-200&surface-type=roofed')
    for (const item of roofed) expect(sqm(item, 'roofed_surface')).toBeLessThanOrEqual(200)
    expect(roofed.map((item) => item.id)).not.toEqual(total.map((item) => item.id))
  })

  it('compares land listed in hectares by its size in square metres', async () => {
    const hectares = all.filter((item) => item.surface_measurement === 'Ha')
    expect(hectares.length).toBeGreaterThan(0)
    const large = await search('surface=10000-')
    for (const item of hectares) expect(large.map((found) => found.id)).toContain(item.id)
    const small = await search('surface=-300')
    expect(small.some((item) => item.surface_measurement === 'Ha')).toBe(false)
  })

  it('applies price to the prices of the chosen currency and operation', async () => {
    const found = await search('operation=1&currency=usd&price=100000-200000')
    expect(found.length).toBeGreaterThan(0)
    for (const item of found) {
      const prices = item
        .operations!.filter((op) => op.operation_id === 1)
        .flatMap((op) => op.prices!)
        .filter((price) => price.currency === 'USD')
        .map((price) => num(price.price))
      expect(prices.some((price: number) => price >= 100000 && price <= 200000)).toBe(true)
    }
    const pesos = await search('operation=2&currency=ars&price=-500000')
    for (const item of pesos) {
      const price = item.operations!.find((op) => op.operation_id === 2)!.prices![0]!
      expect(price.currency).toBe('ARS')
    }
  })

  it('requires every tag and custom tag, and filters by producer and featured', async () => {
    const tagged = await search('tags=36,37')
    expect(tagged.length).toBeGreaterThan(0)
    for (const item of tagged)
      expect(item.tags!.map((tag) => tag.id)).toEqual(expect.arrayContaining([36, 37]))
    const custom = await search('custom_tags=881')
    for (const item of custom) expect(item.custom_tags!.map((tag) => tag.id)).toContain(881)
    const producer = await search('producer_id=5021')
    expect(producer.length).toBeGreaterThan(0)
    for (const item of producer) expect(item.producer!.id).toBe(5021)
    const featured = await search('destacados=true')
    expect(featured.length).toBeGreaterThan(0)
    expect(featured.length).toBe(all.filter((item) => item.is_starred_on_web === true).length)
  })

  it('lists the units of a development with development=<id>, which also appear in general search', async () => {
    const developments = (
      await api.proxy<Developments>('/api/v1/tokko/developments/search?limit=0')
    ).body.objects!
    for (const development of developments) {
      const units = await search(`development=${development.id}`)
      expect(units.length).toBeGreaterThan(0)
      for (const unit of units) expect(unit.development!.id).toBe(development.id)
      expect(all.filter((item) => item.development?.id === development.id)).toHaveLength(
        units.length,
      )
    }
  })
})

describe('properties/search order', () => {
  const isSorted = (values: number[], order: 'asc' | 'desc') =>
    values.every(
      (value, i) =>
        i === 0 || (order === 'asc' ? values[i - 1]! <= value : values[i - 1]! >= value),
    )

  it.each(['asc', 'desc'] as const)('orders by price %s, in the chosen currency', async (order) => {
    // Without a price range, currency only says which price orders; others go last.
    const found = await search(`operation=1&currency=usd&order-by=price&order=${order}`)
    const usd = found.map((item) => {
      const price = item.operations!.find((op) => op.operation_id === 1)!.prices![0]!
      return price.currency === 'USD' ? num(price.price) : null
    })
    const firstMissing = usd.indexOf(null)
    expect(firstMissing).toBeGreaterThan(0)
    expect(usd.slice(firstMissing).every((price) => price === null)).toBe(true)
    expect(isSorted(usd.slice(0, firstMissing) as number[], order)).toBe(true)
  })

  it.each([
    ['total_surface', (item: TokkoProperty) => sqm(item, 'total_surface')],
    ['roofed_surface', (item: TokkoProperty) => sqm(item, 'roofed_surface')],
    ['room_amount', (item: TokkoProperty) => num(item.room_amount)],
    ['created_at', (item: TokkoProperty) => Date.parse(item.created_at!)],
    ['id', (item: TokkoProperty) => item.id as number],
  ])('orders by %s', async (field, key) => {
    expect(isSorted((await search(`order-by=${field}&order=asc`)).map(key), 'asc')).toBe(true)
    expect(isSorted((await search(`order-by=${field}`)).map(key), 'desc')).toBe(true)
  })
})

describe('properties/{id}', () => {
  it('returns one property, in English with lang=en', async () => {
    const sample = all.find((item) => item.type?.id === 2)
    const reply = await api.proxy<TokkoProperty>(`/api/v1/tokko/properties/${sample!.id}?cache=0`)
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual(sample)
    expect(reply.body.type!.name).toBe('Departamento')
    const english = await api.proxy<TokkoProperty>(`/api/v1/tokko/properties/${sample!.id}?lang=en`)
    expect(english.body.type!.name).toBe('Apartment')
    expect(['Sale', 'Rent', 'Temporary rent']).toContain(
      english.body.operations![0]!.operation_type,
    )
  })

  it('answers 404 {"error"} for an unknown id', async () => {
    for (const id of ['1', 'abc']) {
      const reply = await api.proxy<ErrorBody>(`/api/v1/tokko/properties/${id}`)
      expect(reply.status).toBe(404)
      expect(typeof reply.body.error).toBe('string')
    }
  })

  it('serves Tokko-typed fields: string surfaces and coordinates, int ids, status', async () => {
    const item = all[0]!
    expect(item.total_surface).toMatch(/^\d+\.\d\d$/)
    expect(typeof item.geo_lat).toBe('string')
    expect(typeof item.id).toBe('number')
    expect([2, 3]).toContain(item.status)
    expect(item.photos![0]).toEqual({
      image: expect.stringMatching(new RegExp(`^${api.url}/demo-media/`)),
      original: expect.any(String),
      thumb: expect.any(String),
      description: expect.any(String),
      is_front_cover: true,
      is_blueprint: false,
      order: 0,
    })
  })
})

describe('developments', () => {
  it('lists developments in statuses 3, 4 and 6 with meta, and filters by status', async () => {
    const reply = await api.proxy<Developments>('/api/v1/tokko/developments/search?cache=0')
    expect(reply.status).toBe(200)
    expect(reply.body.meta!.total_count).toBeGreaterThanOrEqual(6)
    const statuses = new Set(reply.body.objects!.map((item) => item.construction_status))
    expect(statuses).toEqual(new Set([3, 4, 6]))
    for (const status of [3, 4, 6]) {
      const filtered = await api.proxy<Developments>(
        `/api/v1/tokko/developments/search?construction_status=${status}`,
      )
      expect(filtered.body.objects!.length).toBeGreaterThan(0)
      for (const item of filtered.body.objects!) expect(item.construction_status).toBe(status)
    }
    const paged = await api.proxy<Developments>(
      '/api/v1/tokko/developments/search?limit=2&offset=2',
    )
    expect(paged.body.objects).toHaveLength(2)
    expect(paged.body.meta!.previous).toContain('offset=0')
  })

  it('answers 400 for another construction status or a malformed limit', async () => {
    expect(
      (await api.proxy('/api/v1/tokko/developments/search?construction_status=5')).status,
    ).toBe(400)
    expect(
      (await api.proxy('/api/v1/tokko/developments/search?construction_status=x')).status,
    ).toBe(400)
    expect(
      (await api.proxy<ErrorBody>('/api/v1/tokko/developments/search?limit=-1')).body.error,
    ).toContain('limit')
  })

  it('returns one development by id, 404 when unknown', async () => {
    const [first] = (await api.proxy<Developments>('/api/v1/tokko/developments/search')).body
      .objects!
    const reply = await api.proxy<TokkoDevelopment>(
      `/api/v1/tokko/developments/${first!.id}?cache=1`,
    )
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual(first)
    expect(reply.body).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        construction_date: expect.any(String),
        display_on_web: true,
      }),
    )
    expect((await api.proxy('/api/v1/tokko/developments/999999')).status).toBe(404)
  })
})
