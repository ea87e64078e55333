import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/**
 * Import boundaries (DESIGN.md): ui/lib → api → features → app.
 * Each layer may import only from the layers before it; features never import each other;
 * mocks never import the app or features; production code never imports mocks, except the
 * app's mock-mode entry points.
 */
const restrict = (forbidden, message) => ({
  'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [group], message })) }],
})

/** Tests, test helpers and stories run against the mock backend, so they may import it (and tests/support). */
const TEST_SUFFIXES = ['*.test.ts', '*.test.tsx', '*.testing.ts', '*.testing.tsx', '*.stories.tsx']

const layer = (files, forbidden, message) => [
  { files, rules: restrict(forbidden, message) },
  {
    files: files.flatMap((glob) => TEST_SUFFIXES.map((suffix) => glob.replace(/\*\*$/, `**/${suffix}`))),
    rules: restrict(
      forbidden.filter((group) => group !== '@mocks/*'),
      message,
    ),
  },
]

const featureFolders = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

export default tseslint.config(
  { ignores: ['dist', 'dist-api', 'storybook-static', 'public/mockServiceWorker.js', 'node_modules', 'test-results', 'playwright-report', '.mock-data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...layer(['src/ui/**', 'src/lib/**'], ['@/api/*', '@/features/*', '@/app/*', '@mocks/*', '../*api/*'], 'ui and lib are the base layer: they import nothing above them.'),
  ...layer(['src/api/**'], ['@/features/*', '@/app/*', '@/ui/*', '@mocks/*'], 'api imports only lib.'),
  ...layer(['src/offline/**'], ['@/features/*', '@/app/*', '@mocks/*'], 'offline sits beside api: it imports only ui, lib and api.'),
  ...featureFolders.flatMap((feature) =>
    layer(
      [`src/features/${feature}/**`],
      ['@/app/*', '@mocks/*', ...featureFolders.filter((other) => other !== feature).map((other) => `@/features/${other}/*`)],
      'A feature imports ui, lib, api and offline only; never another feature or the app.',
    ),
  ),
  ...layer(['src/app/**'], ['@mocks/*'], 'The app reaches the mock only through src/main.tsx in mock mode.'),
  ...layer(['mocks/**'], ['@/app/*', '@/features/*', '@/ui/*'], 'mocks may use api types and lib, never the app, features or ui.'),
)
