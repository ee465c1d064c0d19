import type { Config } from 'jest'
import base from '../../jest.config'

// Generated hostile requests against the built site on its production server (`npm test`'s
// `hostile` suite): HOSTILE_ROOT names the built site, the checkout by default.
const config: Config = {
  rootDir: '../..',
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__/hostile'],
  testMatch: ['**/*.integration.ts'],
  transform: base.transform,
  testTimeout: 60_000,
  maxWorkers: 1,
}

export default config
