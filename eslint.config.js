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
    // Backend layers (issue 32): models import nothing above them, so no circle through the
    // caches can return; services do not call up into actions, controllers, serializers or
    // validators (a type may flow down: it leaves no import at runtime).
    files: ['backend/app/models/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^#(services|actions|controllers|serializers|validators|middleware|policies|guards|start|bench)/',
              message: 'Models import nothing above them (see docs/decisions.md, issue 32).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['backend/app/rules/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^#(?!exceptions/)',
              message: 'Rules are pure: they import no app module but exceptions (see docs/decisions.md, issue 32).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['backend/app/services/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^#(actions|controllers|serializers|validators|middleware)/',
              allowTypeImports: true,
              message: 'Services do not call up into the layers that use them (see docs/decisions.md, issue 32).',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'shell/**/*.{ts,tsx}',
      'member-app/**/*.{ts,tsx}',
      'admin-app/**/*.{ts,tsx}',
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
)
