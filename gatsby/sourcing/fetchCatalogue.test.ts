import { http, HttpResponse } from 'msw'
import { generateDemo } from '../../emulator/data'
import { emulatorHandlers } from '../../emulator/msw'
import { queryOf, setupMswServer } from '../../__tests__/support/msw'
import { demoData, TEST_CONFIG } from '../../__tests__/support/services'
import { createBrokerApi } from '../../src/broker'
import { inspect } from 'node:util'
import { fetchCatalogue, SourcingError, type SourcingLog } from './fetchCatalogue'

const { server, requests } = setupMswServer()
const noWait = { sleep: async () => undefined }
const PROXY_SEARCH = `${TEST_CONFIG.proxyUrl}/api/v1/tokko/properties/search`

/** A log that keeps what sourcing said. */
function recordingLog() {
  const lines: { level: 'info' | 'warn'; message: string }[] = []
  const progress: { label: string; total: number; ticked: number; done: boolean }[] = []
  const log: SourcingLog = {
    info: (message) => lines.push({ level: 'info', message }),
    warn: (message) => lines.push({ level: 'warn', message }),
    progress(label, total) {
      const bar = { label, total, ticked: 0, done: false }
      progress.push(bar)
      return { tick: (amount) => (bar.ticked += amount), done: () => (bar.done = true) }
    },
  }
  return { log, lines, progress, warnings: () => lines.filter((line) => line.level === 'warn') }
}

/** The three services of TEST_CONFIG, answered by the emulator with these options. */
function useServices(options: Parameters<typeof emulatorHandlers>[1] = {}) {
  const data = options.data ?? demoData()
  server.use(
    ...[TEST_CONFIG.proxyUrl, TEST_CONFIG.brokerUrl, TEST_CONFIG.backendUrl].flatMap((base) =>
      emulatorHandlers(base, { data, ...options }),
    ),
  )
  return data
}

describe('fetchCatalogue from Tokko', () => {
  it('gets settings, every property, developments with their units, and the news', async () => {
    const data = useServices()
    const { log, progress } = recordingLog()
    const catalogue = await fetchCatalogue(createBrokerApi(TEST_CONFIG), log, noWait)
    expect(catalogue.settings.name).toBe(data.settings.name)
    expect(catalogue.properties).toHaveLength(data.properties.length)
    expect(catalogue.developments).toHaveLength(data.developments.length)
    expect(catalogue.news).toHaveLength(data.news.length)
    for (const development of catalogue.developments) {
      const expected = data.properties.filter(
        (raw) => Number(raw.development?.id) === development.id,
      )
      expect(development.units.map((unit) => unit.id).sort()).toEqual(
        expected.map((raw) => Number(raw.id)).sort(),
      )
    }
    expect(catalogue.developments.flatMap((d) => d.units).some((unit) => unit.floor !== null)).toBe(
      true,
    )
    expect(progress[0]).toMatchObject({
      label: 'las propiedades',
      total: data.properties.length,
      done: true,
    })
    expect(progress[0]?.ticked).toBe(data.properties.length)
  })

  it('pages through a larger catalogue by the rows received', async () => {
    const data = useServices({
      data: generateDemo({ properties: 450, publicUrl: 'http://media.test' }),
    })
    const catalogue = await fetchCatalogue(createBrokerApi(TEST_CONFIG), recordingLog().log, noWait)
    expect(catalogue.properties).toHaveLength(450)
    expect(new Set(catalogue.properties.map((property) => property.id)).size).toBe(450)
    const offsets = requests
      .filter((request) => request.url.pathname.endsWith('/properties/search'))
      .map((request) => queryOf(request).offset)
    expect(offsets.sort()).toEqual(['0', '200', '400'])
    expect(catalogue.developments).toHaveLength(data.developments.length)
  })

  it('retries a 503 and a 429 with Retry-After, and says so in the log', async () => {
    useServices()
    let searches = 0
    let settingsCalls = 0
    server.use(
      http.get(PROXY_SEARCH, () =>
        searches++ === 0 ? HttpResponse.json({ error: 'busy' }, { status: 503 }) : undefined,
      ),
      http.get(`${TEST_CONFIG.backendUrl}/api/site/configuracion/`, () =>
        settingsCalls++ === 0
          ? HttpResponse.json({}, { status: 429, headers: { 'Retry-After': '2' } })
          : undefined,
      ),
    )
    const sleeps: number[] = []
    const { log, warnings } = recordingLog()
    const catalogue = await fetchCatalogue(createBrokerApi(TEST_CONFIG), log, {
      sleep: async (ms) => {
        sleeps.push(ms)
      },
    })
    expect(catalogue.properties).toHaveLength(demoData().properties.length)
    expect(sleeps[0]).toBe(2000)
    expect(warnings().map((line) => line.message)).toEqual([
      expect.stringMatching(
        /^la configuración del sitio: intento 1 fallido \(el backend del sitio respondió 429/,
      ),
      expect.stringMatching(
        /^las propiedades: intento 1 fallido \(el proxy de Tokko respondió 503/,
      ),
    ])
  })

  it("completes under the emulator's injected faults (EMULATOR_FAULTS)", async () => {
    useServices({ faults: '500:0.3,429:0.2', faultsSeed: 3 })
    const { log, warnings } = recordingLog()
    const catalogue = await fetchCatalogue(createBrokerApi(TEST_CONFIG), log, noWait)
    expect(catalogue.properties).toHaveLength(demoData().properties.length)
    expect(catalogue.news).toHaveLength(demoData().news.length)
    expect(warnings().length).toBeGreaterThan(0)
  })

  it('stops with one message naming the service and address when a service stays down', async () => {
    useServices()
    server.use(http.get(PROXY_SEARCH, () => HttpResponse.json({ error: 'down' }, { status: 503 })))
    const error = await fetchCatalogue(
      createBrokerApi(TEST_CONFIG),
      recordingLog().log,
      noWait,
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SourcingError)
    expect((error as Error).message).toMatch(
      /^No se pudo obtener las propiedades: el proxy de Tokko respondió 503 \(GET http:\/\/proxy\.test\/mh\/api\/v1\/tokko\/properties\/search\?/,
    )
    expect(
      requests.filter((request) => request.url.pathname.endsWith('/properties/search')),
    ).toHaveLength(4)
  })

  it('keeps the broker key out of every warning and of the error that stops the build', async () => {
    const key = 'sk-live-5b8e1d40'
    const config = { ...TEST_CONFIG, tokkoKey: key }
    useServices({ tokkoKey: key })
    server.use(
      http.get(PROXY_SEARCH, ({ request }) =>
        HttpResponse.json(
          { error: `key ${request.headers.get('x-tokko-key')} over quota` },
          { status: 503 },
        ),
      ),
    )
    const { log, lines } = recordingLog()
    const error = await fetchCatalogue(createBrokerApi(config), log, noWait).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(SourcingError)
    expect(lines.filter((line) => line.level === 'warn')).toHaveLength(3)
    const shown = [
      ...lines.map((line) => line.message),
      inspect(error, { depth: null, showHidden: true }),
      JSON.stringify(error),
    ].join('\n')
    expect(shown).toContain('el proxy de Tokko respondió 503')
    expect(shown).not.toContain(key)
    // The request did carry it.
    expect(requests.some((request) => request.headers.get('x-tokko-key') === key)).toBe(true)
  })

  it('skips a record it cannot use, naming it, and keeps the rest', async () => {
    const data = useServices()
    server.use(
      http.get(PROXY_SEARCH, () =>
        HttpResponse.json({
          meta: { total_count: 3, limit: 200, offset: 0 },
          objects: [data.properties[0], { id: 'abc' }, data.properties[1]],
        }),
      ),
    )
    const { log, warnings } = recordingLog()
    const catalogue = await fetchCatalogue(createBrokerApi(TEST_CONFIG), log, noWait)
    expect(catalogue.properties).toHaveLength(2)
    expect(warnings().map((line) => line.message)).toContain(
      'las propiedades: registro omitido (Propiedad sin id válido (id: "abc"))',
    )
  })
})

describe('fetchCatalogue from the backend', () => {
  it('reads listings and developments from the backend when the settings say so', async () => {
    const data = useServices({ listingSource: 'backend' })
    const catalogue = await fetchCatalogue(createBrokerApi(TEST_CONFIG), recordingLog().log, noWait)
    expect(catalogue.settings.listing_source).toBe('backend')
    expect(catalogue.properties).toHaveLength(data.properties.length)
    expect(catalogue.developments).toHaveLength(data.developments.length)
    expect(
      catalogue.developments.some((development) =>
        development.units.some((unit) => unit.subdivision !== ''),
      ),
    ).toBe(true)
    const paths = new Set(requests.map((request) => request.url.pathname))
    expect(paths.has('/site/api/site/propiedades/template/')).toBe(true)
    expect(paths.has('/mh/api/v1/tokko/properties/search')).toBe(false)
  })

  it('leaves out developments the agency does not publish', async () => {
    useServices({ listingSource: 'backend' })
    server.use(
      http.get(`${TEST_CONFIG.backendUrl}/api/site/emprendimientos/`, () =>
        HttpResponse.json([
          { id: 1, name: 'Visible', is_active: true, units: [] },
          { id: 2, name: 'Oculto', is_active: false, units: [] },
        ]),
      ),
    )
    const catalogue = await fetchCatalogue(createBrokerApi(TEST_CONFIG), recordingLog().log, noWait)
    expect(catalogue.developments.map((development) => development.name)).toEqual(['Visible'])
  })
})
