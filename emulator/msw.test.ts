/** @jest-environment node */
/** The msw handlers answer from the same core as the server: same data, same filters, same errors. */
import { setupServer } from 'msw/node'
import { DEFAULT_CLIENT_ID, DEMO_TOKKO_KEY } from '../src/config'
import { startHarness, type Harness } from './contract/harness'
import { emulatorHandlers } from './msw'

const BASE = 'http://servicios.test/prefijo'
const msw = setupServer(...emulatorHandlers(BASE))
let api: Harness

beforeAll(async () => {
  // Same public URL, so photo addresses in both answers are identical.
  api = await startHarness({ publicUrl: BASE })
  msw.listen({ onUnhandledRequest: 'bypass' })
})
afterAll(async () => {
  msw.close()
  await api.stop()
})

const headers = { 'X-TOKKO-KEY': DEMO_TOKKO_KEY }

describe('emulatorHandlers', () => {
  it('answers a search exactly like the HTTP server', async () => {
    const query =
      '/api/v1/tokko/properties/search?operation=1&tipo=2,13&rooms=2-&order-by=price&order=asc&limit=10'
    const viaMsw = await fetch(`${BASE}${query}`, { headers })
    const viaHttp = await fetch(`${api.url}${query}`, { headers })
    expect(viaMsw.status).toBe(200)
    expect(await viaMsw.json()).toEqual(await viaHttp.json())
  })

  it('answers errors, the broker and the backend the same way', async () => {
    const paths = [
      '/api/v1/tokko/properties/search?limit=-5',
      `/api/v1/property/get_search_summary/?key=${DEMO_TOKKO_KEY}&lang=es_ar`,
      `/api/site/emprendimientos/?client=${DEFAULT_CLIENT_ID}`,
      '/api/site/configuracion/?client=99',
    ]
    for (const path of paths) {
      const viaMsw = await fetch(`${BASE}${path}`, { headers })
      const viaHttp = await fetch(`${api.url}${path}`, { headers })
      expect([path, viaMsw.status]).toEqual([path, viaHttp.status])
      expect(await viaMsw.json()).toEqual(await viaHttp.json())
    }
    const unauthorised = await fetch(`${BASE}/api/v1/property/get_search_summary/?key=mala`)
    expect(unauthorised.status).toBe(401)
    expect(await unauthorised.text()).toBe('')
  })

  it('keeps submissions in memory and serves photos', async () => {
    const lead = { name: 'Ana', email: 'ana@example.com', tags: ['Sitio Web'] }
    const posted = await fetch(`${BASE}/api/v1/webcontact/?key=${DEMO_TOKKO_KEY}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(lead),
    })
    expect(posted.status).toBe(201)
    const listed = await (await fetch(`${BASE}/__submissions`)).json()
    expect(listed).toEqual([expect.objectContaining({ kind: 'webcontact', body: lead })])
    const photo = await fetch(`${BASE}/demo-media/facade/1-0/thumb.jpg`)
    expect(photo.headers.get('content-type')).toBe('image/jpeg')
    expect((await photo.arrayBuffer()).byteLength).toBeGreaterThan(1000)
  })
})
