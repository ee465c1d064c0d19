import { queryOf, setupMswServer, withoutSettings } from '../../__tests__/support/msw'
import { makeTestStore } from '../../__tests__/support/render'
import { serviceHandlers, TEST_CONFIG } from '../../__tests__/support/services'
import {
  homePropertiesCleared,
  homePropertiesRequested,
  selectHomeProperties,
  selectHomePropertiesStatus,
} from './homePropertiesSlice'
import { selectIsLoading } from './loadingSlice'

const { server, requests: recorded, siteRequests } = setupMswServer(...serviceHandlers())
const requests = {
  get all() {
    return withoutSettings(recorded)
  },
}
const search = { operation: 1 as const, location: [], type: [], address: 'San' }

describe('homePropertiesSlice', () => {
  it('runs the home search on the proxy with limit 24, raising the dynamic flag', async () => {
    const store = makeTestStore()
    const request = store.dispatch(homePropertiesRequested({ ...search, type: [2] }))
    // The browser asks the site; the site asks the proxy, with the key the browser never sees.
    expect(selectIsLoading(store.getState(), 'dynamic')).toBe(true)
    await request

    expect(selectIsLoading(store.getState(), 'dynamic')).toBe(false)
    expect(siteRequests.map((request) => request.url.search)).toEqual([
      '?vista=inicio&operacion=1&tipo=2&q=San',
    ])
    expect(requests.all).toHaveLength(1)
    expect(requests.all[0]!.url.pathname).toBe('/mh/api/v1/tokko/properties/search')
    expect(requests.all[0]!.headers.get('x-tokko-key')).toBe(TEST_CONFIG.tokkoKey)
    expect(queryOf(requests.all[0]!)).toEqual({
      cache: '1',
      save: '1',
      limit: '24',
      offset: '0',
      operation: '1',
      tipo: '2',
      fake_address: 'San',
    })
    const cards = selectHomeProperties(store.getState())
    expect(cards.length).toBeGreaterThan(0)
    for (const card of cards) {
      expect(card.address).toMatch(/san/i)
      expect(card.path).toMatch(/^\/propiedad\/venta\//)
    }
    expect(selectHomePropertiesStatus(store.getState())).toBe('succeeded')
  })

  it('uses the backend variant when the settings say listings come from the backend', async () => {
    server.use(...serviceHandlers(TEST_CONFIG, { listingSource: 'backend' }))
    const store = makeTestStore()
    await store.dispatch(homePropertiesRequested({ ...search, address: 'av.' }))
    expect(requests.all).toHaveLength(1)
    expect(requests.all[0]!.url.origin + requests.all[0]!.url.pathname).toBe(
      `${TEST_CONFIG.backendUrl}/api/site/propiedades/template/`,
    )
    expect(queryOf(requests.all[0]!)).toEqual({
      client: String(TEST_CONFIG.clientId),
      operation_type: '1',
      address: 'av.',
    })
    const cards = selectHomeProperties(store.getState())
    expect(cards.length).toBeGreaterThan(0)
    expect(cards.length).toBeLessThanOrEqual(24)
  })

  it('keeps only the answer of the newest search, and cancels the older one', async () => {
    const store = makeTestStore()
    const older = store.dispatch(homePropertiesRequested({ ...search, address: 'av.' }))
    const newer = store.dispatch(homePropertiesRequested(search))
    older.abort()
    await Promise.allSettled([older, newer])
    const cards = selectHomeProperties(store.getState())
    expect(cards.length).toBeGreaterThan(0)
    expect(cards.every((card) => /san/i.test(card.address))).toBe(true)
    expect(selectIsLoading(store.getState(), 'dynamic')).toBe(false)
  })

  it('drops the suggestions when the address is cleared, and ignores a late answer', async () => {
    const store = makeTestStore()
    const request = store.dispatch(homePropertiesRequested(search))
    store.dispatch(homePropertiesCleared())
    await request
    expect(selectHomeProperties(store.getState())).toEqual([])
    expect(selectHomePropertiesStatus(store.getState())).toBe('idle')
  })
})
