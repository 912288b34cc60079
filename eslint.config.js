import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/build/**',
      '**/tmp/**',
      '**/.__mf__temp/**',
      '**/__mf__temp/**',
      '**/coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // AdonisJS config files widen library types by declaration merging: `interface X extends Y {}`.
    files: ['backend/config/**/*.ts'],
    rules: { '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }] },
  },
  {
    files: [
      'shell/**/*.{ts,tsx}',
      'member-app/**/*.{ts,tsx}',
      'admin-app/**/*.{ts,tsx}',
      'app-runtime/**/*.{ts,tsx}',
      'design-system/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // An icon button's only name for screen readers is its label (issue 16).
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name='ActionIcon']:not(:has(JSXAttribute[name.name=/^aria-label(ledby)?$/])):not(:has(JSXSpreadAttribute))",
          message: 'Give every ActionIcon a translated aria-label: it is its only name for screen readers.',
        },
      ],
    },
  },
  {
    // Issue 32: the visual design system builds on the app runtime, never the other way round.
    files: ['app-runtime/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@dilemma/design-system', '@dilemma/design-system/*', '**/design-system/**'],
              message: 'app-runtime does not use design-system (it is the other way round): take a prop instead.',
            },
          ],
        },
      ],
    },
  },
  {
    // Router and intl reach design-system through app-runtime's entry: one shared instance of each.
    files: ['design-system/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router/dom', 'react-intl'].map((name) => ({
            name,
            message: `Import ${name} through '@dilemma/app-runtime' (one shared instance).`,
          })),
          patterns: [
            {
              group: ['**/app-runtime/src/**'],
              message: 'Import app-runtime by its package exports, not its source files.',
            },
          ],
        },
      ],
    },
  },
)
