import { http, HttpResponse } from 'msw'
import { queryOf, setupMswServer, withoutSettings } from '../../__tests__/support/msw'
import { makeTestStore } from '../../__tests__/support/render'
import { demoData, serviceHandlers, TEST_CONFIG } from '../../__tests__/support/services'
import {
  developmentFiltersRequested,
  developmentUnitsRequested,
  initialDevelopmentsState,
} from './developmentsSlice'

const { server, requests } = setupMswServer(...serviceHandlers())

describe('development filters', () => {
  it('start empty', () => {
    expect(initialDevelopmentsState.constructionStatus).toBeNull()
    expect(initialDevelopmentsState.cards).toBeNull()
  })

  it('fetch the developments of a construction status uncached, raising the developments flag', async () => {
    const store = makeTestStore()
    const pending = store.dispatch(developmentFiltersRequested(4))
    expect(store.getState().loading.developments).toBe(1)
    await pending
    const [search] = withoutSettings(requests)
    expect(search!.url.pathname).toBe('/mh/api/v1/tokko/developments/search')
    expect(queryOf(search!)).toEqual({ cache: '0', construction_status: '4', limit: '0' })
    expect(search!.headers.get('x-tokko-key')).toBe(TEST_CONFIG.tokkoKey)
    const { cards, status, constructionStatus } = store.getState().developments!
    expect(status).toBe('succeeded')
    expect(constructionStatus).toBe(4)
    expect(cards!.length).toBeGreaterThan(0)
    expect(cards!.every((card) => card.status === 4)).toBe(true)
  })

  it('ask the backend when the settings say listings come from it', async () => {
    server.use(...serviceHandlers(TEST_CONFIG, { listingSource: 'backend' }))
    const store = makeTestStore()
    await store.dispatch(developmentFiltersRequested(6))
    expect(withoutSettings(requests)[0]!.url.pathname).toBe('/site/api/site/emprendimientos/')
    expect(store.getState().developments!.cards!.every((card) => card.status === 6)).toBe(true)
  })

  it('keep only the answer for the status asked last, and explain a failure', async () => {
    const store = makeTestStore()
    await store.dispatch(developmentFiltersRequested(3))
    server.use(
      http.get(
        `${TEST_CONFIG.proxyUrl}/api/v1/tokko/developments/search`,
        () => new HttpResponse(null, { status: 502 }),
      ),
    )
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    await store.dispatch(developmentFiltersRequested(6))
    spy.mockRestore()
    const state = store.getState().developments!
    expect(state.status).toBe('failed')
    expect(state.error).toMatch(/no está disponible/)
    expect(state.cards!.every((card) => card.status === 3)).toBe(true)
  })
})

describe('development units', () => {
  it('are fetched live by development, raising unities', async () => {
    const store = makeTestStore()
    const development = demoData().developments[0]!
    const pending = store.dispatch(developmentUnitsRequested(Number(development.id)))
    expect(store.getState().loading.unities).toBe(1)
    await pending
    expect(queryOf(withoutSettings(requests)[0]!)).toMatchObject({
      development: String(development.id),
    })
    const units = store.getState().developments!.units[Number(development.id)]
    expect(units?.status).toBe('succeeded')
    expect(units?.units.length).toBeGreaterThan(0)
  })
})
