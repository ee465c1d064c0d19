import type { Config } from 'jest'
import base from '../../jest.config'

// Page addresses from hostile broker data served by three hosts (`npm test`'s `slugs` suite): the
// production server and a real nginx as processes, and Cloudflare's asset rules as a function.
const config: Config = {
  rootDir: '../..',
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__/slugs'],
  testMatch: ['**/*.integration.ts'],
  transform: base.transform,
  testTimeout: 60_000,
  maxWorkers: 1,
}

export default config
