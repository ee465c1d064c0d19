/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { privatePartsOf, secretsOf, serverSecretsOf } from './private'
import { scanForSecrets } from './scan'

const masked = {
  id: 7104123,
  address: 'Thames 812',
  fake_address: 'Thames al 800',
  real_address: 'Thames 812 3ºB',
  geo_lat: '-34.5869210',
  geo_long: '-58.4312007',
}

describe('private parts of raw records', () => {
  it('are the exact address, the flat and the exact point of a masked listing', () => {
    expect(privatePartsOf(masked, 'la propiedad').map((secret) => secret.text)).toEqual([
      'Thames 812',
      'Thames 812 3ºB',
      '-34.5869210',
      '-34.586921',
      '-58.4312007',
      '-58.431201',
    ])
  })

  it('leave out a point no more exact than the public rounding', () => {
    const texts = privatePartsOf({ ...masked, geo_lat: '-34.5820004' }, 'x').map((s) => s.text)
    expect(texts).toContain('-34.5820004')
    expect(texts).not.toContain('-34.582000')
    expect(texts).toContain('-58.4312007')
  })

  it('are none for an unmasked listing, and a unit designation is public', () => {
    expect(privatePartsOf({ ...masked, fake_address: '' }, 'x')).toEqual([])
    expect(
      privatePartsOf({ ...masked, real_address: 'Piso 3 - 3B' }, 'x').map((secret) => secret.text),
    ).not.toContain('Piso 3 - 3B')
  })

  it('leave out what another listing shows as its public address, and keep the key', () => {
    const other = { id: 2, address: 'Thames 812', fake_address: '' }
    const texts = secretsOf(
      [
        { record: masked, kind: 'a' },
        { record: other, kind: 'b' },
      ],
      ['clave-secreta'],
    ).map((secret) => secret.text)
    expect(texts).toContain('clave-secreta')
    expect(texts).toContain('Thames 812 3ºB')
    expect(texts).not.toContain('Thames 812')
  })
})

describe('scanForSecrets', () => {
  let root: string
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'fugas-'))
    mkdirSync(path.join(root, 'page-data/propiedad'), { recursive: true })
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('finds each secret in any file, as written, JSON-escaped or HTML-escaped', () => {
    const secrets = secretsOf([{ record: masked, kind: 'la propiedad 7104123' }], ['clave-secreta'])
    writeFileSync(path.join(root, 'index.html'), '<p>Thames al 800</p><p>-34.587</p>')
    writeFileSync(
      path.join(root, 'page-data/propiedad/page-data.json'),
      JSON.stringify({ real_address: 'Thames 812 3ºB', lat: -34.586921 }),
    )
    writeFileSync(path.join(root, 'app.js'), 'x="Thames 812 3\\u00baB";k="clave-secreta"')
    writeFileSync(path.join(root, 'photo.jpg'), 'clave-secreta')
    const leaks = scanForSecrets(root, secrets)
    expect(leaks.map((leak) => `${leak.file}: ${leak.text}`).sort()).toEqual([
      'app.js: Thames 812 3ºB',
      'app.js: clave-secreta',
      'page-data/propiedad/page-data.json: -34.586921',
      'page-data/propiedad/page-data.json: Thames 812 3ºB',
    ])
  })

  it('finds nothing in a clean site', () => {
    writeFileSync(path.join(root, 'index.html'), '<p>Thames al 800</p><p>-34.587, -58.431</p>')
    expect(scanForSecrets(root, secretsOf([{ record: masked, kind: 'x' }], ['clave']))).toEqual([])
  })
})

describe('serverSecretsOf', () => {
  it("lists the server's secrets set in the environment, not the public demo key", () => {
    const secrets = serverSecretsOf(
      {
        TOKKO_KEY: 'demo-tokko-key',
        LEAD_TOKEN_SECRET: 'x'.repeat(40),
        PUBLISH_WEBHOOK_SECRET: '',
        REDIS_URL: 'redis://:contrase%C3%B1a-larga@cache:6379',
      },
      'demo-tokko-key',
    )
    expect(secrets).toEqual([
      { text: 'x'.repeat(40), what: 'el secreto de los formularios (LEAD_TOKEN_SECRET)' },
      { text: 'contraseña-larga', what: 'la contraseña de Redis (REDIS_URL)' },
    ])
    expect(serverSecretsOf({ TOKKO_KEY: 'clave-real-123' }, 'demo-tokko-key')).toEqual([
      { text: 'clave-real-123', what: 'la clave de Tokko (TOKKO_KEY)' },
    ])
  })
})
