/**
 * The handlers in the project's default test environment (jest-fixed-jsdom), where the site's
 * component and client tests will use them.
 */
import { setupServer } from 'msw/node'
import { DEMO_TOKKO_KEY, EMULATOR_ORIGIN } from '../src/config'
import { emulatorHandlers } from './msw'

const BASE = EMULATOR_ORIGIN
const server = setupServer(...emulatorHandlers(BASE))
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

it('answers searches, auth errors and photos under jsdom', async () => {
  const r = await fetch(`${BASE}/api/v1/tokko/properties/search?limit=2`, {
    headers: { 'X-TOKKO-KEY': DEMO_TOKKO_KEY },
  })
  expect(r.status).toBe(200)
  expect((await r.json()).objects).toHaveLength(2)
  const e = await fetch(`${BASE}/api/v1/property/get_search_summary/?key=x`)
  expect(e.status).toBe(401)
  const p = await fetch(`${BASE}/demo-media/facade/1-0/thumb.jpg`)
  expect(p.status).toBe(200)
})
