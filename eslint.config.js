import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import layers from './eslint-rules/layer-boundaries.js'

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
  {
    // Import boundaries (docs/architecture.md "Layers and the direction of imports"), judged by the file an import reaches, so
    // relative and alias imports are held to the same rule. The zones are in the rule's module.
    files: ['src/**/*.{ts,tsx,js,jsx,mjs}', 'mocks/**/*.{ts,tsx,js,jsx,mjs}'],
    plugins: { layers },
    rules: { 'layers/layer-boundaries': 'error' },
  },
  {
    // react-router's links carry its framework mode's prefetching into the router chunk every page loads (src/ui/link/Link.tsx).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        ...['react-router', 'react-router-dom'].map((name) => ({
          name,
          importNames: ['Link', 'NavLink', 'LinkProps', 'NavLinkProps'],
          message: 'Use Link or NavLink from src/ui/link: react-router’s own carry its route prefetching into the router chunk that every page loads.',
        })),
      ],
    },
  },
  {
    // Say it once: a link that looks like a button is ButtonLink.
    files: ['src/**/*.tsx'],
    ignores: ['src/ui/button/ButtonLink.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name=/^(Nav)?Link$/] > JSXAttribute[name.name='className'] CallExpression[callee.name='buttonClassName']",
          message: 'Use ButtonLink (src/ui/button/ButtonLink.tsx) for a link with a button’s look.',
        },
      ],
    },
  },
)
