/** @jest-environment node */
import type {
  BackendDevelopment,
  BackendProperty,
  RawNewsEntry,
  RawSearchSummary,
  RawSiteSettings,
  TastypieList,
  TokkoProperty,
} from '../../src/broker/wireTypes'
import { DEFAULT_CLIENT_ID, DEMO_TOKKO_KEY } from '../../src/config'
import { generateDemo } from '../data'
import { createEmulator, type Emulator } from '.'

const data = generateDemo({ properties: 120, publicUrl: 'http://emulador.test' })

function call(emulator: Emulator, method: string, pathAndQuery: string, body?: unknown) {
  const url = new URL(pathAndQuery, 'http://emulador.test')
  return emulator.handle({
    method,
    path: url.pathname,
    query: url.searchParams,
    headers: { 'x-tokko-key': DEMO_TOKKO_KEY },
    body,
  })
}

/** Reads of every service, as the site makes them; each names the wire shape it answers. */
function reads(emulator: Emulator) {
  const get = async <T>(path: string) => (await call(emulator, 'GET', path)).body as T
  const client = `client=${DEFAULT_CLIENT_ID}`
  return {
    get,
    status: async (path: string) => (await call(emulator, 'GET', path)).status,
    search: (query = '') =>
      get<TastypieList<TokkoProperty>>(`/api/v1/tokko/properties/search?limit=0&${query}`),
    property: (id: number) => get<TokkoProperty>(`/api/v1/tokko/properties/${id}`),
    ficha: (id: number) => get<BackendProperty>(`/api/site/propiedades/${id}/ficha?${client}`),
    template: () => get<BackendProperty[]>(`/api/site/propiedades/template?${client}`),
    summary: () =>
      get<RawSearchSummary>(
        `/api/v1/property/get_search_summary?key=${DEMO_TOKKO_KEY}&lang=es_ar&format=json&data={}`,
      ),
    developments: () => get<BackendDevelopment[]>(`/api/site/emprendimientos?${client}`),
    news: () => get<RawNewsEntry[]>(`/api/site/novedades?${client}`),
    settings: () => get<RawSiteSettings>(`/api/site/configuracion?${client}`),
  }
}

/** What a property route of /__admin answers: a summary of the record, in Tokko's fields. */
type PropertyAnswer = Pick<TokkoProperty, 'id' | 'operations'>

const listing = data.properties.find((raw) => !raw.development && raw.operations?.length === 1)!
const unit = data.properties.find((raw) => raw.development)!
const admin = (emulator: Emulator, route: string, body?: unknown) =>
  call(emulator, 'POST', `/__admin/${route}`, body)

describe('POST /__admin/properties/:id/price', () => {
  it('changes the price everywhere a listing is read', async () => {
    const emulator = createEmulator({ data })
    const read = reads(emulator)
    const answer = await admin(emulator, `properties/${listing.id}/price`, { price: 123_456 })
    expect(answer.status).toBe(200)
    expect((answer.body as PropertyAnswer).operations![0]!.prices![0]!.price).toBe(123_456)
    expect((await read.property(Number(listing.id))).operations![0]!.prices![0]!.price).toBe(
      123_456,
    )
    expect((await read.ficha(Number(listing.id))).operations![0]!.prices![0]!.price).toBe(123_456)
    const currency = listing.operations![0]!.prices![0]!.currency!.toLowerCase()
    const found = await read.search(`price=123456-123456&currency=${currency}`)
    expect(found.objects!.map((raw) => raw.id)).toContain(listing.id)
  })

  it('does not show in another emulator over the same agency', async () => {
    const changed = createEmulator({ data })
    await admin(changed, `properties/${listing.id}/price`, { price: 1 })
    const other = reads(createEmulator({ data }))
    expect((await other.property(Number(listing.id))).operations![0]!.prices![0]!.price).toBe(
      listing.operations![0]!.prices![0]!.price,
    )
    expect(listing.operations![0]!.prices![0]!.price).not.toBe(1)
  })

  it('refuses an unknown property, a bad price or an operation it is not offered for', async () => {
    const emulator = createEmulator({ data })
    expect((await admin(emulator, 'properties/1/price', { price: 5 })).status).toBe(404)
    expect((await admin(emulator, `properties/${listing.id}/price`, { price: -5 })).status).toBe(
      400,
    )
    expect((await admin(emulator, `properties/${listing.id}/price`, {})).status).toBe(400)
    const other = listing.operations![0]!.operation_id === 1 ? 3 : 1
    const refused = await admin(emulator, `properties/${listing.id}/price`, {
      price: 5,
      operation: other,
    })
    expect(refused).toMatchObject({ status: 400 })
  })
})

describe('POST /__admin/properties/:id/withdraw', () => {
  it('takes a listing out of searches, counts, by-id reads and both shapes', async () => {
    const emulator = createEmulator({ data })
    const read = reads(emulator)
    const before = await read.search()
    const summaryBefore = (await read.summary()).meta!.total_count as number
    const templateBefore = (await read.template()).length
    expect((await admin(emulator, `properties/${listing.id}/withdraw`)).status).toBe(200)
    const after = await read.search()
    expect(after.meta!.total_count).toBe((before.meta!.total_count as number) - 1)
    expect(after.objects!.map((raw) => raw.id)).not.toContain(listing.id)
    expect((await read.summary()).meta!.total_count).toBe(summaryBefore - 1)
    expect((await read.template()).length).toBe(templateBefore - 1)
    expect(await read.status(`/api/v1/tokko/properties/${listing.id}`)).toBe(404)
    expect(
      await read.status(`/api/site/propiedades/${listing.id}/ficha?client=${DEFAULT_CLIENT_ID}`),
    ).toBe(404)
  })

  it("takes a unit off its development's board", async () => {
    const emulator = createEmulator({ data })
    const read = reads(emulator)
    const developmentId = Number(unit.development!.id)
    const unitsOf = async () =>
      (await read.developments()).find((development) => development.id === developmentId)!.units!
    const before = await unitsOf()
    await admin(emulator, `properties/${unit.id}/withdraw`)
    const after = await unitsOf()
    expect(after).toHaveLength(before.length - 1)
    expect(after.map((item) => item.id)).not.toContain(unit.id)
    const tokkoUnits = await read.search(`development=${developmentId}`)
    expect(tokkoUnits.objects!.map((raw) => raw.id)).not.toContain(unit.id)
  })
})

describe('POST /__admin/properties/:id/status', () => {
  it("sets a unit's status as the services show it", async () => {
    const emulator = createEmulator({ data })
    await admin(emulator, `properties/${unit.id}/status`, { status: 4 })
    expect((await reads(emulator).property(Number(unit.id))).status).toBe(4)
    expect((await admin(emulator, `properties/${unit.id}/status`, { status: 1 })).status).toBe(400)
  })
})

describe('POST /__admin/properties', () => {
  it('publishes a new listing, newest of all, with the operation and price asked for', async () => {
    const emulator = createEmulator({ data })
    const read = reads(emulator)
    const answer = await admin(emulator, 'properties', {
      operation: 2,
      price: 950_000,
      featured: true,
    })
    const { id } = answer.body as { id: number }
    expect(id).toBeGreaterThan(Math.max(...data.properties.map((raw) => Number(raw.id))))
    const record = await read.property(id)
    expect(record.operations).toEqual([
      expect.objectContaining({
        operation_id: 2,
        prices: [expect.objectContaining({ price: 950_000 })],
      }),
    ])
    expect(record.is_starred_on_web).toBe(true)
    expect(record.photos!.length).toBeGreaterThan(0)
    // Listed now on Argentina's clock, as Tokko's zone-less timestamps are.
    const age = Date.now() - Date.parse(`${record.created_at}-03:00`)
    expect(age).toBeGreaterThanOrEqual(0)
    expect(age).toBeLessThan(60_000)
    expect((await read.search('order-by=id&order=desc&limit=1')).objects![0]!.id).toBe(id)
    expect((await read.ficha(id)).id).toBe(id)
    expect((await read.summary()).meta!.total_count).toBe(data.properties.length + 1)
  })
})

describe('POST /__admin/news, /__admin/news/:id/withdraw and /__admin/settings', () => {
  it('publishes a news entry first in the list and readable by id', async () => {
    const emulator = createEmulator({ data })
    const read = reads(emulator)
    const answer = await admin(emulator, 'news', { title: 'Llegó el crédito UVA' })
    const { id, slug } = answer.body as { id: number; slug: string }
    expect(slug).toBe('llego-el-credito-uva')
    const list = await read.news()
    expect(list[0]).toMatchObject({ id, title: 'Llegó el crédito UVA' })
    expect(list[0]!.date_published).toBe(new Date().toISOString().slice(0, 10))
    expect(
      (await read.get<RawNewsEntry>(`/api/site/novedades/${id}?client=${DEFAULT_CLIENT_ID}`)).id,
    ).toBe(id)
  })

  it('withdraws a news entry from the list and from reads by id', async () => {
    const emulator = createEmulator({ data })
    const read = reads(emulator)
    const [entry] = await read.news()
    const answer = await admin(emulator, `news/${entry!.id}/withdraw`)
    expect(answer.body).toEqual({ id: Number(entry!.id), withdrawn: true })
    expect((await read.news()).map((other) => other.id)).not.toContain(entry!.id)
    expect(await read.status(`/api/site/novedades/${entry!.id}?client=${DEFAULT_CLIENT_ID}`)).toBe(
      404,
    )
    expect((await admin(emulator, `news/${entry!.id}/withdraw`)).status).toBe(404)
    expect(data.news.map((other) => other.id)).toContain(entry!.id)
  })

  it('merges a change into the settings and refuses keys they do not have', async () => {
    const emulator = createEmulator({ data })
    const read = reads(emulator)
    await admin(emulator, 'settings', { contact: { phone: '+54 11 5555-0000' } })
    const settings = await read.settings()
    expect(settings.contact!.phone).toBe('+54 11 5555-0000')
    expect(settings.contact!.mail).toBe(data.settings.contact!.mail)
    expect((await admin(emulator, 'settings', { contact: { telefono: 'x' } })).status).toBe(400)
    expect((await admin(emulator, 'settings', [])).status).toBe(400)
    expect(data.settings.contact!.phone).not.toBe('+54 11 5555-0000')
  })
})
