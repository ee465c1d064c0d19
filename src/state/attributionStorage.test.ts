import { ATTRIBUTION_STORAGE_KEY, recordVisit, storedAttribution } from './attributionStorage'

const DAY = 24 * 60 * 60 * 1000
const NOW = Date.parse('2026-12-07T15:00:00Z')

function arrive(address: string, referrer = '') {
  window.history.replaceState(null, '', address)
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true })
}

describe('attributionStorage', () => {
  beforeEach(() => window.localStorage.clear())
  afterAll(() => arrive('/'))

  it('keeps the first and the last touch of the device', () => {
    arrive('/venta/?utm_source=instagram&utm_medium=social')
    recordVisit(NOW - 3 * DAY)
    arrive('/propiedad/venta/x/1/?gclid=abc', 'https://www.google.com/')
    recordVisit(NOW)
    expect(storedAttribution(NOW)).toMatchObject({
      first: { source: 'instagram', medium: 'social', landing: '/venta/' },
      last: { gclid: 'abc', referrer: 'www.google.com', landing: '/propiedad/venta/x/1/' },
    })
  })

  it("takes no touch from the site's own links, and forgets all after 90 days", () => {
    arrive('/venta/?utm_source=newsletter')
    recordVisit(NOW)
    arrive('/contacto/', `${window.location.origin}/venta/`)
    recordVisit(NOW + DAY)
    expect(storedAttribution(NOW + DAY)?.last).toMatchObject({ source: 'newsletter' })
    expect(storedAttribution(NOW + 91 * DAY)).toBeNull()
  })

  it('reads nothing from a value it did not write, and survives storage that throws', () => {
    window.localStorage.setItem(ATTRIBUTION_STORAGE_KEY, '{"first":')
    expect(storedAttribution(NOW)).toBeNull()
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    arrive('/')
    expect(() => recordVisit(NOW)).not.toThrow()
    jest.restoreAllMocks()
  })
})
