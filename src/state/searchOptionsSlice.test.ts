import { http, HttpResponse } from 'msw'
import { queryOf, setupMswServer } from '../../__tests__/support/msw'
import { makeTestStore } from '../../__tests__/support/render'
import { serviceHandlers, TEST_CONFIG } from '../../__tests__/support/services'
import { selectIsLoading } from './loadingSlice'
import {
  searchOptionsRequested,
  selectLiveOptions,
  selectLiveOptionsError,
} from './searchOptionsSlice'

const { server, requests } = setupMswServer(...serviceHandlers())
const SUMMARY = `${TEST_CONFIG.brokerUrl}/api/v1/property/get_search_summary/`

describe('searchOptionsSlice', () => {
  it('asks the summary of one operation, raising the locations flag while it runs', async () => {
    const store = makeTestStore()
    const request = store.dispatch(searchOptionsRequested(2))
    expect(selectIsLoading(store.getState(), 'locations')).toBe(true)
    await request

    expect(selectIsLoading(store.getState(), 'locations')).toBe(false)
    // One summary; the server's reads of the sold units to take out are not the slice's.
    const summaries = requests.filter((request) => request.url.href.startsWith(SUMMARY))
    expect(summaries).toHaveLength(1)
    const query = queryOf(summaries[0]!)
    expect(query).toMatchObject({ key: TEST_CONFIG.tokkoKey, lang: 'es_ar', format: 'json' })
    expect(JSON.parse(query.data ?? '')).toEqual({
      current_localization_id: [],
      current_localization_type: 'division',
      price_from: 0,
      price_to: 999_999_999,
      operation_types: [2],
      property_types: [],
    })
  })

  it('keeps the options of that operation, by name and with live counts', async () => {
    const store = makeTestStore()
    await store.dispatch(searchOptionsRequested(1))
    const options = selectLiveOptions(store.getState(), 1)
    expect(options?.locations.length).toBeGreaterThan(0)
    expect(options?.types.map((type) => type.name)).toContain('Departamento')
    expect(options?.tags.some((tag) => tag.name === 'Balcón' && tag.tag_type === 2)).toBe(true)
    for (const list of [options!.locations, options!.types, options!.tags]) {
      expect(list.every((option) => option.count > 0)).toBe(true)
    }
    expect(selectLiveOptions(store.getState(), 3)).toBeNull()
  })

  it('leaves the build options standing when the summary fails', async () => {
    server.use(http.get(SUMMARY, () => new HttpResponse(null, { status: 503 })))
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const store = makeTestStore()
    const result = await store.dispatch(searchOptionsRequested(1))
    expect(result.meta.requestStatus).toBe('rejected')
    expect(selectLiveOptions(store.getState(), 1)).toBeNull()
    expect(selectIsLoading(store.getState(), 'locations')).toBe(false)
    // Logged by the site's server (with the cause) and by the page.
    expect(errors).toHaveBeenCalledTimes(2)
    expect(selectLiveOptionsError(store.getState(), 1)).toMatch(/^El servicio no está disponible/)
    expect(selectLiveOptionsError(store.getState(), 2)).toBeNull()

    server.resetHandlers()
    const retry = store.dispatch(searchOptionsRequested(1))
    expect(selectLiveOptionsError(store.getState(), 1)).toBeNull()
    await retry
    expect(selectLiveOptions(store.getState(), 1)).not.toBeNull()
  })
})
