/** @jest-environment node */
import path from 'node:path'
import { DEFAULT_CLIENT_ID, DEMO_TOKKO_KEY } from '../src/config'
import { readEmulatorEnv } from './config'

describe('readEmulatorEnv', () => {
  it('defaults to what the site expects', () => {
    expect(readEmulatorEnv({}, '/repo')).toEqual({
      port: 4010,
      host: '127.0.0.1',
      publicUrl: undefined,
      tokkoKey: DEMO_TOKKO_KEY,
      clientId: DEFAULT_CLIENT_ID,
      listingSource: 'tokko',
      settingsKeys: true,
      properties: 180,
      seed: 1,
      dataDir: path.resolve('/repo', '.emulator-data'),
      faults: undefined,
      faultsSeed: undefined,
    })
  })

  it('reads every variable', () => {
    const settings = readEmulatorEnv(
      {
        PORT: '4011',
        EMULATOR_PUBLIC_URL: 'http://demo.local',
        EMULATOR_TOKKO_KEY: 'k',
        EMULATOR_CLIENT_ID: '9',
        EMULATOR_LISTING_SOURCE: 'backend',
        DEMO_PROPERTIES: '20000',
        DEMO_SEED: '7',
        DEMO_PHOTOS: '30',
        EMULATOR_DATA_DIR: 'tmp/data',
        EMULATOR_FAULTS: '500:0.1',
        EMULATOR_FAULTS_SEED: '42',
      },
      '/repo',
    )
    expect(settings).toEqual(
      expect.objectContaining({
        port: 4011,
        clientId: 9,
        properties: 20000,
        seed: 7,
        photosPerListing: 30,
        faultsSeed: 42,
        dataDir: '/repo/tmp/data',
      }),
    )
  })

  it.each([
    ['PORT', 'x'],
    ['DEMO_PROPERTIES', '20001'],
    ['EMULATOR_CLIENT_ID', '0'],
    ['EMULATOR_LISTING_SOURCE', 'crm'],
    ['EMULATOR_FAULTS', '500:7'],
    ['DEMO_SEED', '0'],
    ['DEMO_PHOTOS', '61'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => readEmulatorEnv({ [name]: value })).toThrow()
  })
})
