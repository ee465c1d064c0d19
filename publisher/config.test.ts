/** @jest-environment node */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { readPublisherConfig } from './config'

const root = path.resolve(__dirname, '..')
const REAL_SERVICES = {
  GATSBY_API_PROXY: 'https://proxy.inmobiliaria.test',
  GATSBY_BROKER_API: 'https://www.tokkobroker.com/api/v1',
  GATSBY_BACKEND_API: 'https://backend.inmobiliaria.test',
}
const SECRETS = {
  SITE_URL: 'https://www.inmobiliaria.test',
  TOKKO_KEY: 'clave-de-tokko-de-la-inmobiliaria',
  LEAD_TOKEN_SECRET: 'l'.repeat(32),
  PUBLISH_WEBHOOK_SECRET: 'w'.repeat(32),
}

const read = (env: NodeJS.ProcessEnv) => () => readPublisherConfig(env, root)

describe('readPublisherConfig', () => {
  it('caps connections at 512 unless PUBLISH_MAX_CONNECTIONS says otherwise', () => {
    expect(read({})().maxConnections).toBe(512)
    expect(read({ PUBLISH_MAX_CONNECTIONS: ' 64 ' })().maxConnections).toBe(64)
    for (const value of ['0', '-1', '1.5', 'muchas'])
      expect(read({ PUBLISH_MAX_CONNECTIONS: value })).toThrow(
        `PUBLISH_MAX_CONNECTIONS="${value}" no es válido: se espera un número entero ≥ 1.`,
      )
  })

  it('takes a status token of 32 characters or more, and no shorter one', () => {
    expect(read({})().statusToken).toBe('')
    expect(read({ PUBLISH_STATUS_TOKEN: 's'.repeat(32) })().statusToken).toBe('s'.repeat(32))
    expect(read({ PUBLISH_STATUS_TOKEN: 's'.repeat(31) })).toThrow(
      /^PUBLISH_STATUS_TOKEN es demasiado corto: debe tener al menos 32 caracteres/,
    )
  })

  it('starts without secrets when every service is the emulator on this machine', () => {
    expect(
      read({
        GATSBY_API_PROXY: 'http://127.0.0.1:4010',
        GATSBY_BROKER_API: 'http://localhost:4010',
      })().webhookSecret,
    ).toBe('')
  })

  it('refuses real services without each secret, naming the variable', () => {
    const cases: [NodeJS.ProcessEnv, RegExp][] = [
      [{ TOKKO_KEY: undefined }, /^Falta TOKKO_KEY/],
      [{ TOKKO_KEY: 'demo-tokko-key' }, /^Falta TOKKO_KEY/],
      [{ LEAD_TOKEN_SECRET: undefined }, /^Falta LEAD_TOKEN_SECRET/],
      [{ LEAD_TOKEN_SECRET: 'corto' }, /^LEAD_TOKEN_SECRET es demasiado corto/],
      [{ SITE_URL: undefined }, /^Falta SITE_URL/],
      [
        { PUBLISH_WEBHOOK_SECRET: undefined },
        /^Falta PUBLISH_WEBHOOK_SECRET: con servicios reales/,
      ],
      [{ PUBLISH_WEBHOOK_SECRET: 'w'.repeat(31) }, /^PUBLISH_WEBHOOK_SECRET es demasiado corto/],
    ]
    for (const [change, message] of cases)
      expect(read({ ...REAL_SERVICES, ...SECRETS, ...change })).toThrow(message)
    // One real service is enough to need them.
    expect(read({ GATSBY_BACKEND_API: REAL_SERVICES.GATSBY_BACKEND_API })).toThrow(
      /^Falta TOKKO_KEY/,
    )
    expect(read({ ...REAL_SERVICES, ...SECRETS })().webhookSecret).toBe(
      SECRETS.PUBLISH_WEBHOOK_SECRET,
    )
  })
})

describe('npm run publish', () => {
  it('refuses to start with real services and no hooks secret, saying which, exit 1', async () => {
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME }
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['publisher/server.ts'], {
      cwd: root,
      env: {
        ...env,
        ...REAL_SERVICES,
        SITE_URL: SECRETS.SITE_URL,
        TOKKO_KEY: SECRETS.TOKKO_KEY,
        LEAD_TOKEN_SECRET: SECRETS.LEAD_TOKEN_SECRET,
        PUBLISH_PORT: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (data) => (output += data))
    child.stderr.on('data', (data) => (output += data))
    const code = await new Promise((resolve) => child.on('exit', resolve))
    expect(code).toBe(1)
    expect(output.trim()).toMatch(
      /^Publicador: Falta PUBLISH_WEBHOOK_SECRET: con servicios reales los hooks necesitan un secreto de al menos 32 caracteres/,
    )
  }, 30_000)
})
