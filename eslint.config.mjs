// @ts-check
/**
 * ESLint (flat config): the recommended rules of JavaScript, typescript-eslint, React's hooks
 * (including the React Compiler's rules of v7) and jsx-a11y. `npm test` runs it with zero
 * warnings allowed; Prettier owns the formatting, so no rule here is about layout.
 */
import js from '@eslint/js'
import importPlugin from 'eslint-plugin-import'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The layers, each importing only those after it in its chain (docs/architecture.md):
 * screens → components → hooks → state → live → domain, and build or server → broker → domain.
 * Every layer may import src/domain; none imports a layer before it.
 */
const SCREENS = [
  'src/pages',
  'src/templates',
  'src/components',
  'src/hooks',
  'src/state',
  'src/live',
]
const SERVER_SIDE = ['src/api', 'src/server', 'src/broker', 'gatsby', 'server', 'publisher']
const layerZones = [
  ...SCREENS.map((layer, index) => ({
    target: `./${layer}`,
    from: [...SCREENS.slice(0, index), ...SERVER_SIDE].map((from) => `./${from}`),
  })),
  { target: './src/domain', from: [...SCREENS, ...SERVER_SIDE].map((from) => `./${from}`) },
  {
    target: './src/broker',
    from: [...SCREENS, 'src/api', 'src/server', 'gatsby', 'server', 'publisher'].map(
      (f) => `./${f}`,
    ),
  },
  { target: './src/server', from: [...SCREENS, 'src/api', 'gatsby'].map((from) => `./${from}`) },
  {
    target: './src/api',
    from: [...SCREENS, 'gatsby'].map((from) => `./${from}`),
    // Gatsby reads every `config` export under src/ as a page's; the lead function takes its
    // own from outside src/ (gatsby/leadFunctionConfig.ts says why).
    except: ['./leadFunctionConfig.ts', './whatsappFunctionConfig.ts'],
  },
].map((zone) => ({
  ...zone,
  message: 'Layers import one way (docs/architecture.md).',
}))

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'public/',
      '.cache/',
      'coverage/',
      'test-results/',
      '.emulator-data/',
      '.publish/',
      '.build-state/',
      '.netlify/',
      '.deploy/',
      'src/gatsby-types.d.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A binding a closure reads before its single assignment (a server's handler) stays `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // Redux Toolkit's lazy slices declare themselves by merging into this interface.
      '@typescript-eslint/no-empty-object-type': ['error', { allowWithName: '^LazyLoadedSlices$' }],
      // An argument or binding named with a leading underscore is unused on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'gatsby/**/*.ts', 'server/**/*.ts', 'publisher/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/__mocks__/**'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mjs', '.js'] } } },
    rules: { 'import/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.integration.ts', '__tests__/**', '**/__mocks__/**'],
    // Units a reader can hold: a longer function is split along its seams.
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '__tests__/**/*.{ts,tsx}', '**/__mocks__/**'],
    languageOptions: { globals: globals.jest },
  },
)
