import type { Config } from 'jest'
import base from '../../jest.config'

// The publisher end to end (`npm test`'s `publish` suite): real builds of a copy of the site,
// published and served by `npm run publish`, against an emulator the tests change.
const config: Config = {
  rootDir: '../..',
  testEnvironment: 'node',
  roots: ['<rootDir>/publisher/integration'],
  testMatch: ['**/*.integration.ts'],
  transform: base.transform,
  testTimeout: 15 * 60_000,
  maxWorkers: 1,
}

export default config
