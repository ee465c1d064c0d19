// @ts-check
/**
 * ESLint (flat config): the recommended rules of JavaScript, typescript-eslint, React's hooks
 * (including the React Compiler's rules of v7) and jsx-a11y. `npm test` runs it with zero
 * warnings allowed; Prettier owns the formatting, so no rule here is about layout.
 */
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

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
    files: ['**/*.test.{ts,tsx}', '__tests__/**/*.{ts,tsx}', '**/__mocks__/**'],
    languageOptions: { globals: globals.jest },
  },
)
