import type { Config } from 'jest'
import base from '../../jest.config'

// `npm run develop` as a developer starts it (`npm test`'s `develop` suite): a copy of the site,
// an emulator of its own, Gatsby's development server's output read and its pages loaded.
const config: Config = {
  rootDir: '../..',
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__/develop'],
  testMatch: ['**/*.integration.ts'],
  transform: base.transform,
  testTimeout: 60_000,
  maxWorkers: 1,
}

export default config
