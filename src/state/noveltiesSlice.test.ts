import { http, HttpResponse } from 'msw'
import { setupMswServer } from '../../__tests__/support/msw'
import { makeTestStore } from '../../__tests__/support/render'
import { demoData, serviceHandlers, TEST_CONFIG } from '../../__tests__/support/services'
import {
  gridNoveltiesRequested,
  GRID_SIZE,
  noveltiesRequested,
  noveltyRequested,
} from './noveltiesSlice'

const { server, requests } = setupMswServer(...serviceHandlers())

describe('novelties', () => {
  it('keeps the list and the tags it uses from one answer, raising the novelties flag', async () => {
    const store = makeTestStore()
    const pending = store.dispatch(noveltiesRequested())
    expect(store.getState().loading.novelties).toBe(1)
    await pending
    const state = store.getState().novelties!
    expect(state.novelties).toHaveLength(demoData().news.length)
    expect(state.tags!.length).toBeGreaterThan(0)
    expect(state.tags).toEqual([...state.tags!].sort((a, b) => a.localeCompare(b, 'es')))
    expect(requests[0]!.url.pathname).toBe('/site/api/site/novedades/')
  })

  it('keeps the newest entries for the home grid', async () => {
    const store = makeTestStore()
    await store.dispatch(gridNoveltiesRequested())
    expect(store.getState().novelties!.grid_novelties).toHaveLength(GRID_SIZE)
    expect(store.getState().loading.grid).toBe(0)
    expect(store.getState().novelties!.gridError).toBeNull()
  })

  it('keeps why the home grid could not be fetched, until it is asked again', async () => {
    server.use(
      http.get(
        `${TEST_CONFIG.backendUrl}/api/site/novedades/`,
        () => new HttpResponse(null, { status: 503 }),
        { once: true },
      ),
    )
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const store = makeTestStore()
    await store.dispatch(gridNoveltiesRequested())
    spy.mockRestore()
    expect(store.getState().novelties!.grid_novelties).toBeNull()
    expect(store.getState().novelties!.gridError).toMatch(/^El servicio no está disponible/)
    expect(store.getState().loading.grid).toBe(0)
    const retry = store.dispatch(gridNoveltiesRequested())
    expect(store.getState().novelties!.gridError).toBeNull()
    await retry
    expect(store.getState().novelties!.grid_novelties).toHaveLength(GRID_SIZE)
  })

  it('fetches one entry, and tells a missing one from a failure', async () => {
    const store = makeTestStore()
    const id = Number(demoData().news[0]!.id)
    await store.dispatch(noveltyRequested(id))
    expect(store.getState().novelties!.novelty).toMatchObject({ status: 'found', entry: { id } })
    await store.dispatch(noveltyRequested(999_999))
    expect(store.getState().novelties!.novelty).toEqual({ status: 'missing' })
    server.use(
      http.get(
        `${TEST_CONFIG.backendUrl}/api/site/novedades/:id/`,
        () => new HttpResponse(null, { status: 500 }),
      ),
    )
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    // Another entry: the site's server keeps the first a minute, as any visitor would get it.
    await store.dispatch(noveltyRequested(Number(demoData().news[1]!.id)))
    spy.mockRestore()
    expect(store.getState().novelties!.novelty).toMatchObject({ status: 'failed' })
  })
})
