import type { Config } from 'jest'

// msw 2 and its helpers ship ESM only; Jest runs CommonJS, so these packages are transformed too.
const esmPackages = [
  'rettime',
  'until-async',
  '@open-draft',
  '@mswjs',
  'msw',
  'headers-polyfill',
  'outvariant',
  'strict-event-emitter',
]

// Babel options live here, not in a babel.config.js, so that Gatsby keeps its own Babel preset.
const babelOptions = {
  babelrc: false,
  configFile: false,
  presets: [
    ['@babel/preset-env', { targets: { node: 'current' } }],
    ['@babel/preset-react', { runtime: 'automatic' }],
    '@babel/preset-typescript',
  ],
}

const config: Config = {
  // A worker per core: Jest's default keeps one core for its main process, which mostly waits,
  // and on CI's two cores that halves the suite's speed.
  maxWorkers: '100%',
  // A form journey types dozens of keys through jsdom: about 3 s alone, and more than Jest's
  // default 5 s when every core runs a suite, as on CI.
  testTimeout: 20_000,
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  roots: [
    '<rootDir>/src',
    '<rootDir>/gatsby',
    '<rootDir>/__tests__',
    '<rootDir>/emulator',
    '<rootDir>/scripts',
    '<rootDir>/publisher',
    '<rootDir>/server',
  ],
  testMatch: ['**/?(*.)test.ts?(x)'],
  testPathIgnorePatterns: [
    '/node_modules/',
    '/public/',
    '/.cache/',
    '/.publish/',
    '<rootDir>/__tests__/e2e/',
  ],
  transform: {
    '^.+\\.(t|j)sx?$': ['babel-jest', babelOptions],
    '^.+\\.mjs$': ['babel-jest', babelOptions],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/__tests__/support/styleMock.ts',
    '\\.(jpg|jpeg|png|gif|svg|webp)$': '<rootDir>/__tests__/support/fileMock.ts',
    '^gatsby$': '<rootDir>/__tests__/support/gatsbyMock.tsx',
  },
  setupFilesAfterEnv: ['<rootDir>/__tests__/support/setupTests.ts'],
  clearMocks: true,
}

export default config
