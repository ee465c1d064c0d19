import type { Config } from 'jest'
import base from '../../jest.config'

// The site built for Netlify (`npm test`'s `netlify` suite): a real build of a copy of the site,
// its functions called as Netlify calls them. Gatsby's compiled functions and the adapter's
// wrappers are loaded as they are, without Babel.
const config: Config = {
  rootDir: '../..',
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__/netlify'],
  testMatch: ['**/*.integration.ts'],
  transform: base.transform,
  transformIgnorePatterns: ['/node_modules/', '/\\.netlify/', '/\\.cache/'],
  testTimeout: 60_000,
  maxWorkers: 1,
}

export default config
