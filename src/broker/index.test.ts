import { setupMswServer } from '../../__tests__/support/msw'
import { demoData, serviceHandlers, TEST_CONFIG } from '../../__tests__/support/services'
import { createBrokerApi } from '.'

const { requests } = setupMswServer(...serviceHandlers())
const api = createBrokerApi(TEST_CONFIG)
const id = Number(demoData().properties[5]!.id)

describe('createBrokerApi', () => {
  it('fetches a favourite from the proxy when listings come from Tokko', async () => {
    const property = await api.propertyById(id, 'tokko')
    expect(requests[0]!.url.href).toBe(`http://proxy.test/mh/api/v1/tokko/properties/${id}?cache=0`)
    expect(property.id).toBe(id)
  })

  it('fetches a favourite from the backend ficha when listings come from the backend', async () => {
    const property = await api.propertyById(id, 'backend')
    expect(requests[0]!.url.href).toBe(
      `http://backend.test/site/api/site/propiedades/${id}/ficha/?client=6`,
    )
    expect(property.id).toBe(id)
  })

  it('runs the home search against the source of the settings', async () => {
    await api.homeSearch({ operation: 1, location: [], type: [], address: 'Gorriti' }, 'tokko')
    await api.homeSearch({ operation: 1, location: [], type: [], address: 'Gorriti' }, 'backend')
    expect(requests.map((request) => request.url.pathname)).toEqual([
      '/mh/api/v1/tokko/properties/search',
      '/site/api/site/propiedades/template/',
    ])
  })
})
