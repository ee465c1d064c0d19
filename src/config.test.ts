import {
  checkProductionSecrets,
  ConfigError,
  DEFAULT_CLIENT_ID,
  DEMO_TOKKO_KEY,
  EMULATOR_ORIGIN,
  MIN_TOKEN_SECRET_LENGTH,
  parseBaseUrl,
  readConfig,
  readEnv,
  readMapTilesConfig,
  usesRealServices,
} from './config'

describe('readConfig', () => {
  it('points every service at the local emulator by default', () => {
    expect(readConfig({})).toEqual({
      proxyUrl: EMULATOR_ORIGIN,
      brokerUrl: EMULATOR_ORIGIN,
      backendUrl: EMULATOR_ORIGIN,
      tokkoKey: DEMO_TOKKO_KEY,
      clientId: DEFAULT_CLIENT_ID,
    })
    expect(DEFAULT_CLIENT_ID).toBe(6)
  })

  it('reads each variable, keeping a path prefix and dropping trailing slashes', () => {
    expect(
      readConfig({
        GATSBY_API_PROXY: 'https://api-mh.example.com/',
        GATSBY_BROKER_API: 'https://www.tokkobroker.com',
        GATSBY_BACKEND_API: ' https://backend.example.com/prefix/ ',
        TOKKO_KEY: ' abc123 ',
        GATSBY_CLIENT_ID: '42',
      }),
    ).toEqual({
      proxyUrl: 'https://api-mh.example.com',
      brokerUrl: 'https://www.tokkobroker.com',
      backendUrl: 'https://backend.example.com/prefix',
      tokkoKey: 'abc123',
      clientId: 42,
    })
  })

  it('treats empty values as unset', () => {
    expect(
      readConfig({ GATSBY_API_PROXY: '  ', GATSBY_CLIENT_ID: '', TOKKO_KEY: '' }),
    ).toMatchObject({
      proxyUrl: EMULATOR_ORIGIN,
      clientId: 6,
      tokkoKey: DEMO_TOKKO_KEY,
    })
  })

  it.each([
    ['GATSBY_API_PROXY', 'not a url', /GATSBY_API_PROXY no es una URL válida/],
    ['GATSBY_BROKER_API', 'ftp://host', /GATSBY_BROKER_API debe empezar con http/],
    [
      'GATSBY_BACKEND_API',
      'http://host/?client=6',
      /GATSBY_BACKEND_API no puede llevar query string/,
    ],
    ['GATSBY_CLIENT_ID', 'seis', /GATSBY_CLIENT_ID debe ser un número entero positivo/],
    ['GATSBY_CLIENT_ID', '0', /GATSBY_CLIENT_ID/],
    ['GATSBY_CLIENT_ID', '-3', /GATSBY_CLIENT_ID/],
  ])('rejects a malformed %s with a message naming it', (name, value, message) => {
    expect(() => readConfig({ [name]: value })).toThrow(ConfigError)
    expect(() => readConfig({ [name]: value })).toThrow(message)
  })
})

describe('configuration messages', () => {
  it('quote a malformed address without a key or password written into it', () => {
    const attempt = () =>
      readConfig({ GATSBY_BROKER_API: 'https://ana:s3creto@tokko.example/?key=sk-live-5b8e1d40' })
    expect(attempt).toThrow(
      'GATSBY_BROKER_API no puede llevar query string ni fragmento (se recibió "https://ana:[oculta]@tokko.example/?key=[oculta]")',
    )
  })
})

describe('readMapTilesConfig', () => {
  it("is OpenStreetMap's tiles unless the environment names others", () => {
    expect(readMapTilesConfig({}).imgSource).toBe('https://tile.openstreetmap.org')
    expect(
      readMapTilesConfig({
        GATSBY_MAP_TILES: 'http://127.0.0.1:4011/tiles/{z}/{x}/{y}.png',
        GATSBY_MAP_ATTRIBUTION: 'Teselas de prueba',
      }),
    ).toMatchObject({
      imgSource: 'http://127.0.0.1:4011',
      attribution: { text: 'Teselas de prueba' },
    })
  })

  it('stops the build with a ConfigError, without the key of the tile service', () => {
    const attempt = () =>
      readMapTilesConfig({
        GATSBY_MAP_TILES: 'https://tiles.example/{z}/{x}.png?api_key=sk-9f8e7d6c',
        GATSBY_MAP_ATTRIBUTION: 'Ejemplo',
      })
    expect(attempt).toThrow(ConfigError)
    expect(attempt).toThrow(
      'GATSBY_MAP_TILES debe llevar {z}, {x} e {y} (se recibió "https://tiles.example/{z}/{x}.png?api_key=[oculta]")',
    )
  })
})

describe('parseBaseUrl', () => {
  it('keeps the origin and the prefix only', () => {
    expect(parseBaseUrl('X', 'http://127.0.0.1:4010/a/b//', 'http://fallback')).toBe(
      'http://127.0.0.1:4010/a/b',
    )
    expect(parseBaseUrl('X', undefined, 'http://fallback/')).toBe('http://fallback')
  })
})

describe('checkProductionSecrets', () => {
  const real = {
    GATSBY_API_PROXY: 'https://proxy.example.com',
    GATSBY_BROKER_API: 'https://www.tokkobroker.com',
    GATSBY_BACKEND_API: 'https://backend.example.com',
  }
  const secret = 'x'.repeat(MIN_TOKEN_SECRET_LENGTH)

  it('lets the demo emulator run on the demo key and without a token secret', () => {
    expect(() => checkProductionSecrets({})).not.toThrow()
    expect(() =>
      checkProductionSecrets({ GATSBY_API_PROXY: 'http://localhost:4011' }),
    ).not.toThrow()
    expect(usesRealServices(readConfig({ GATSBY_BACKEND_API: 'http://[::1]:4010' }))).toBe(false)
  })

  it('refuses real services on the demo key, naming TOKKO_KEY', () => {
    expect(() => checkProductionSecrets({ ...real, LEAD_TOKEN_SECRET: secret })).toThrow(
      /Falta TOKKO_KEY/,
    )
    // One real service is enough: the key would be sent to it.
    expect(() =>
      checkProductionSecrets({ GATSBY_BACKEND_API: 'https://backend.example.com' }),
    ).toThrow(ConfigError)
  })

  it('refuses real services without a LEAD_TOKEN_SECRET of its own, or with a short one', () => {
    expect(() => checkProductionSecrets({ ...real, TOKKO_KEY: 'clave-real' })).toThrow(
      /Falta LEAD_TOKEN_SECRET/,
    )
    expect(() =>
      checkProductionSecrets({ ...real, TOKKO_KEY: 'clave-real', LEAD_TOKEN_SECRET: 'corto' }),
    ).toThrow(/LEAD_TOKEN_SECRET es demasiado corto/)
    const site = { SITE_URL: 'https://www.inmobiliaria.test' }
    expect(() =>
      checkProductionSecrets({
        ...real,
        ...site,
        TOKKO_KEY: 'clave-real',
        LEAD_TOKEN_SECRET: secret,
      }),
    ).not.toThrow()
  })

  it('refuses real services without a public SITE_URL', () => {
    const secrets = { ...real, TOKKO_KEY: 'clave-real', LEAD_TOKEN_SECRET: secret }
    expect(() => checkProductionSecrets(secrets)).toThrow(/^Falta SITE_URL: .*dirección pública/)
    expect(() => checkProductionSecrets({ ...secrets, SITE_URL: 'inmobiliaria.test' })).toThrow(
      /SITE_URL no es una dirección http\(s\)/,
    )
  })
})

describe('readEnv', () => {
  it('reads the environment of the running process, not values fixed when it was built', () => {
    const before = process.env.TOKKO_KEY
    process.env.TOKKO_KEY = 'clave-del-servidor'
    try {
      expect(readEnv().TOKKO_KEY).toBe('clave-del-servidor')
    } finally {
      if (before === undefined) delete process.env.TOKKO_KEY
      else process.env.TOKKO_KEY = before
    }
  })
})
