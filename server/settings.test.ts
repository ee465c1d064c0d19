import path from 'node:path'
import { ConfigError } from '../src/config'
import { readServerSettings } from './settings'

describe('readServerSettings', () => {
  it('serves the checkout on localhost:9000 with a worker per core, trusting no proxy', () => {
    const settings = readServerSettings({}, [], '/sitio')
    expect(settings).toMatchObject({
      root: '/sitio',
      host: 'localhost',
      port: 9000,
      trustProxy: [],
      clientIpHeader: null,
      redisUrl: null,
      redisPrefix: 'sitio:',
      readLimit: { max: 300, timeWindow: 60_000 },
    })
    expect(settings.workers).toBeGreaterThanOrEqual(1)
    expect(readServerSettings({ READ_LIMIT_PER_MINUTE: '1200' }, [], '/').readLimit.max).toBe(1200)
  })

  it('takes the command line over the environment', () => {
    const settings = readServerSettings(
      { PORT: '8080', HOST: '0.0.0.0', WEB_CONCURRENCY: '3' },
      ['--port', '9100', '--root', 'releases/actual'],
      '/sitio',
    )
    expect(settings).toMatchObject({
      port: 9100,
      host: '0.0.0.0',
      workers: 3,
      root: path.resolve('/sitio', 'releases/actual'),
    })
  })

  it('reads the trusted proxies, the header and Redis', () => {
    const settings = readServerSettings(
      {
        TRUST_PROXY: 'loopback, 10.0.0.0/8',
        CLIENT_IP_HEADER: 'CF-Connecting-IP',
        REDIS_URL: 'redis://cache:6379',
        REDIS_PREFIX: 'agencia:',
      },
      [],
      '/sitio',
    )
    expect(settings).toMatchObject({
      trustProxy: ['loopback', '10.0.0.0/8'],
      clientIpHeader: 'CF-Connecting-IP',
      redisUrl: 'redis://cache:6379',
      redisPrefix: 'agencia:',
    })
  })

  it.each([
    [{ WEB_CONCURRENCY: '0' }, /WEB_CONCURRENCY debe ser un número entero mayor o igual a 1/],
    [{ PORT: 'ochenta' }, /PORT debe ser un número entero/],
    [{ TRUST_PROXY: 'mi-balanceador' }, /TRUST_PROXY debe ser una lista de direcciones/],
    [{ REDIS_URL: 'cache:6379' }, /REDIS_URL debe empezar con redis:\/\//],
    [{ STAFF_TOKEN: 'corta' }, /STAFF_TOKEN debe tener al menos 24 caracteres/],
  ])('refuses %o naming it, in Spanish', (env, message) => {
    expect(() => readServerSettings(env, [], '/sitio')).toThrow(ConfigError)
    expect(() => readServerSettings(env, [], '/sitio')).toThrow(message)
  })
})
