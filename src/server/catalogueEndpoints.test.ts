import { http, HttpResponse } from 'msw'
import { setupMswServer } from '../../__tests__/support/msw'
import { demoData, serviceHandlers, TEST_CONFIG } from '../../__tests__/support/services'
import { SITE_ORIGIN } from '../../__tests__/support/siteApi'

const { server, requests } = setupMswServer(...serviceHandlers())
const DEVELOPMENT = `${TEST_CONFIG.proxyUrl}/api/v1/tokko/developments/:id`

async function get(path: string) {
  const response = await fetch(`${SITE_ORIGIN}${path}`)
  return { status: response.status, body: await response.json() }
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
    expect(await get(`/api/developments/${raw.id}`)).toEqual({
      status: 404,
      body: { error: 'No encontramos lo que buscabas.' },
    })
    server.resetHandlers()
    expect((await get('/api/developments/999999999')).status).toBe(404)
    expect((await get('/api/developments/abc')).status).toBe(404)
  })
})
