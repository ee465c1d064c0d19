import type { Config } from 'jest'
import base from '../../jest.config'

// The real-browser suite: Node environment, the built site served as `npm start` serves it
// (the production server with its functions and a real Redis; support/globalSetup.ts).
const config: Config = {
  rootDir: '../..',
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__/e2e'],
  testMatch: ['**/*.e2e.ts'],
  transform: base.transform,
  globalSetup: '<rootDir>/__tests__/e2e/support/globalSetup.ts',
  globalTeardown: '<rootDir>/__tests__/e2e/support/globalTeardown.ts',
  testTimeout: 60_000,
  maxWorkers: 1,
}

export default config
