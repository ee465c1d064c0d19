import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Provider } from 'react-redux'
import { render } from '@testing-library/react'
import { queryOf, setupMswServer } from '../../__tests__/support/msw'
import { demoSoldFor, serviceHandlers, TEST_CONFIG } from '../../__tests__/support/services'
import { SITE_ORIGIN } from '../../__tests__/support/siteApi'
import { createLiveClient } from '../live/client'
import { selectLiveCounts, summaryRequested } from '../state/countersSlice'
import { makeStore } from '../state/store'
import { Layout } from './Layout'

const { server, requests } = setupMswServer(...serviceHandlers())
const SUMMARY = `${TEST_CONFIG.brokerUrl}/api/v1/property/get_search_summary/`

/** A store as a visit starts: no live summary yet. */
function renderFreshVisit() {
  const api = createLiveClient({ baseUrl: SITE_ORIGIN })
  const store = makeStore({ loadApi: async () => api })
  render(
    <Provider store={store}>
      <Layout>
        <p>x</p>
      </Layout>
    </Provider>,
  )
  return store
}

const menuLabels = () =>
  within(screen.getByRole('navigation', { name: 'Menú principal' }))
    .getAllByRole('link')
    .map((link) => link.textContent)

describe('SiteSync', () => {
  it('asks for the summary once per visit, even when two pages ask at once', async () => {
    const store = renderFreshVisit()
    // A second ask while the first request is in flight sends nothing.
    expect(store.getState().loading.totalFilters).toBe(1)
    void store.dispatch(summaryRequested())
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await waitFor(() => expect(store.getState().counters.summary).not.toBeNull())
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toHaveAttribute(
      'aria-busy',
      'false',
    )
    const summaries = requests.filter((request) => request.url.href.startsWith(SUMMARY))
    expect(summaries).toHaveLength(1)
    expect(queryOf(summaries[0]!)).toMatchObject({
      lang: 'es_ar',
      format: 'json',
      key: TEST_CONFIG.tokkoKey,
    })
  })

  it('lets the menu follow the live counts: an operation left without properties disappears', async () => {
    server.use(
      http.get(SUMMARY, () =>
        HttpResponse.json({
          meta: { total_count: 12 },
          objects: {
            operation_types: [
              { operation_type: 1, count: 10 },
              { operation_type: 2, count: 2 },
            ],
          },
        }),
      ),
    )
    const store = renderFreshVisit()
    expect(menuLabels()).toContain('Temporario')
    await waitFor(() => expect(selectLiveCounts(store.getState())).not.toBeNull())
    // Less the demo's sold units, which the broker counts and the site's server does not.
    expect(selectLiveCounts(store.getState())).toEqual({
      venta: 10 - demoSoldFor(1),
      alquiler: 2 - demoSoldFor(2),
      temporario: 0,
    })
    expect(menuLabels()).not.toContain('Temporario')
  })

  it('keeps the build counts when the summary fails', async () => {
    server.use(http.get(SUMMARY, () => new HttpResponse(null, { status: 500 })))
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const store = renderFreshVisit()
    await waitFor(() => expect(store.getState().loading.totalFilters).toBe(0))
    await waitFor(() => expect(spy).toHaveBeenCalled())
    spy.mockRestore()
    expect(selectLiveCounts(store.getState())).toBeNull()
    expect(menuLabels()).toContain('Temporario')
  })

  it('asks again on the next page after a failure, and only once per visit after a success', async () => {
    server.use(http.get(SUMMARY, () => new HttpResponse(null, { status: 500 }), { once: true }))
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const api = createLiveClient({ baseUrl: SITE_ORIGIN })
    const store = makeStore({ loadApi: async () => api })
    const page = (text: string) => (
      <Provider store={store}>
        <Layout>
          <p>{text}</p>
        </Layout>
      </Provider>
    )
    const view = render(page('primera'))
    await waitFor(() => expect(store.getState().counters.status).toBe('failed'))
    spy.mockRestore()
    view.unmount()
    const next = render(page('segunda'))
    await waitFor(() => expect(store.getState().counters.status).toBe('succeeded'))
    next.unmount()
    render(page('tercera'))
    const summaries = requests.filter((request) => request.url.href.startsWith(SUMMARY))
    expect(summaries).toHaveLength(2)
  })
})
