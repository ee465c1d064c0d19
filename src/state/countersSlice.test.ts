import { http, HttpResponse } from 'msw'
import { setupMswServer } from '../../__tests__/support/msw'
import { makeTestStore } from '../../__tests__/support/render'
import { demoSoldFor, serviceHandlers, TEST_CONFIG } from '../../__tests__/support/services'
import {
  initialCountersState,
  selectLiveCounts,
  selectSummary,
  selectSummaryError,
  summaryRequested,
} from './countersSlice'
import { selectIsLoading } from './loadingSlice'

const { server } = setupMswServer(...serviceHandlers())
const SUMMARY = `${TEST_CONFIG.brokerUrl}/api/v1/property/get_search_summary/`

const freshStore = () => makeTestStore({ counters: initialCountersState })

describe('countersSlice', () => {
  it('keeps the live counts per operation and the summary, raising totalFilters meanwhile', async () => {
    server.use(
      http.get(SUMMARY, () =>
        HttpResponse.json({
          meta: { total_count: 14 },
          objects: {
            operation_types: [
              { operation_type: 1, count: '9' },
              { operation_type: 3, count: 5 },
            ],
          },
        }),
      ),
    )
    const store = freshStore()
    expect(store.getState().counters.status).toBe('idle')
    const request = store.dispatch(summaryRequested())
    expect(selectIsLoading(store.getState(), 'totalFilters')).toBe(true)
    // In flight is the flag's fact alone: the slice keeps what came back.
    expect(store.getState().counters.status).toBe('idle')
    await request
    expect(selectIsLoading(store.getState(), 'totalFilters')).toBe(false)
    expect(store.getState().counters.status).toBe('succeeded')
    // The broker's figures less the demo's sold units, which the site's server takes out.
    const sold = { venta: demoSoldFor(1), alquiler: demoSoldFor(2), temporario: demoSoldFor(3) }
    expect(sold.venta).toBeGreaterThan(0)
    expect(selectLiveCounts(store.getState())).toEqual({
      venta: 9 - sold.venta,
      alquiler: 0,
      temporario: 5 - sold.temporario,
    })
    expect(selectSummary(store.getState())?.total).toBe(14 - demoSoldFor())
    expect(selectSummaryError(store.getState())).toBeNull()
  })

  it('keeps the visitor’s message when the summary fails, and clears it on the next try', async () => {
    server.use(http.get(SUMMARY, () => new HttpResponse(null, { status: 502 }), { once: true }))
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const store = freshStore()
    await store.dispatch(summaryRequested())
    spy.mockRestore()
    expect(store.getState().counters).toMatchObject({ status: 'failed', summary: null })
    expect(selectLiveCounts(store.getState())).toBeNull()
    expect(selectSummaryError(store.getState())).toMatch(/^El servicio no está disponible/)

    const retry = store.dispatch(summaryRequested())
    expect(selectSummaryError(store.getState())).toBeNull()
    await retry
    expect(store.getState().counters.status).toBe('succeeded')
    expect(selectLiveCounts(store.getState())).not.toBeNull()
  })
})
