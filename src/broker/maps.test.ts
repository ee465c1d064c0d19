import { http, HttpResponse } from 'msw'
import { queryOf, setupMswServer } from '../../__tests__/support/msw'
import { checkMapsKey } from './maps'

const GEOCODE = 'https://maps.googleapis.com/maps/api/geocode/json'
const { server, requests } = setupMswServer()

describe('checkMapsKey', () => {
  it('asks the geocoder with the address and the key', async () => {
    server.use(http.get(GEOCODE, () => HttpResponse.json({ status: 'OK', results: [] })))
    await expect(checkMapsKey('AIza-demo', 'Av. Demo 1234, Buenos Aires')).resolves.toEqual({
      key: 'AIza-demo',
      outcome: 'OK',
      verdict: 'valid',
    })
    expect(requests[0]!.method).toBe('GET')
    expect(queryOf(requests[0]!)).toEqual({
      address: 'Av. Demo 1234, Buenos Aires',
      key: 'AIza-demo',
    })
  })

  it('accepts the key when the geocoder refuses it (spec §5)', async () => {
    server.use(http.get(GEOCODE, () => HttpResponse.json({ status: 'REQUEST_DENIED' })))
    await expect(checkMapsKey('bad', 'x')).resolves.toEqual({
      key: 'bad',
      outcome: 'REQUEST_DENIED',
      verdict: 'refused',
    })
  })

  it('accepts the key when the geocoder cannot be reached or fails', async () => {
    server.use(http.get(GEOCODE, () => HttpResponse.error()))
    const offline = await checkMapsKey('k', 'x')
    expect(offline.key).toBe('k')
    expect(offline.outcome).toContain('no se pudo contactar')
    expect(offline.verdict).toBe('unverified')
    server.use(http.get(GEOCODE, () => new HttpResponse('oops', { status: 500 })))
    await expect(checkMapsKey('k', 'x')).resolves.toMatchObject({ key: 'k', verdict: 'unverified' })
    server.use(http.get(GEOCODE, () => new HttpResponse('no', { status: 403 })))
    await expect(checkMapsKey('k', 'x')).resolves.toMatchObject({ verdict: 'refused' })
  })
})
