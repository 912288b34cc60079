import js from '@eslint/js'
import importPlugin from 'eslint-plugin-import'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The front ends' layers, as in bulletproof-react: imports flow shared → entities → features → app.
 * A feature imports no other feature (what several share lives in an entity or the shared folders),
 * an entity (`src/entities/<entity>`: a poll's card and list, badges) is imported only through its
 * entry (`index.ts`) and imports no other entity, feature or app module, no shared module imports
 * an entity, a feature or the app, and no feature imports the app that composes it. Test harnesses
 * (`src/testing`) render whole apps and stay outside the layers.
 */
const frontEndLayers = [
  {
    src: 'member-app/src',
    shared: ['components', 'lib'],
    app: ['pages', 'i18n', 'routes.tsx', 'firstScreenQueries.ts'],
  },
  { src: 'admin-app/src', shared: ['lib'], app: ['app', 'standalone', 'routes.tsx'] },
  { src: 'shell/src', shared: ['lib'], app: ['app', 'server', 'bootstrap.tsx', 'main.tsx'] },
]

/** The front ends whose `@/x` means `<front end>/src/x` (their vite, vitest and tsconfig settings). */
const sourceAliasRoots = ['member-app']

const foldersOf = (path) => (existsSync(path) ? readdirSync(path) : [])

function layerZones({ src, shared, app }) {
  const features = foldersOf(`${src}/features`)
  const entities = foldersOf(`${src}/entities`)
  const inSrc = (paths) => paths.map((path) => `./${src}/${path}`)
  return [
    ...features.map((feature) => ({
      target: `./${src}/features/${feature}`,
      from: `./${src}/features`,
      except: [`./${feature}`],
      message:
        'A feature imports no other feature: move what both need to an entity or the shared folder, or compose them in the app.',
    })),
    {
      target: `./${src}/features`,
      from: inSrc(app),
      message: 'A feature imports nothing of the app that composes it.',
    },
    ...entities.flatMap((entity) => [
      {
        target: inSrc(['features', ...app]),
        from: `./${src}/entities/${entity}`,
        except: ['./index.ts'],
        message: `Import the ${entity} entity through its entry, '@/entities/${entity}'.`,
      },
      {
        target: `./${src}/entities/${entity}`,
        from: inSrc(['features', ...app]),
        message: 'An entity imports no feature and nothing of the app: features and pages compose entities.',
      },
      {
        target: `./${src}/entities/${entity}`,
        from: `./${src}/entities`,
        except: [`./${entity}`],
        message: 'An entity imports no other entity: move what both need to the shared folder.',
      },
    ]),
    {
      target: inSrc(shared),
      from: inSrc(['features', 'entities', ...app]),
      message: 'Shared code imports no entity, no feature and nothing of the app.',
    },
  ]
}

/**
 * The backend's rooms (docs/adr/0003-backend-layers.md): what code in each room of backend/app may
 * not import, by its `#room/` alias (backend/app imports by alias only, so the alias is the room).
 * Use cases (actions) sit above queries and sweeps, which sit above services; models and rules sit
 * at the bottom. Where `types` is set, a type may still flow up: it leaves no import at run time.
 */
const backendRooms = [
  {
    room: 'models',
    forbidden: [
      'services',
      'queries',
      'sweeps',
      'actions',
      'controllers',
      'middleware',
      'serializers',
      'validators',
      'policies',
      'guards',
      'start',
      'bench',
    ],
    message: 'Models import nothing above them',
  },
  {
    room: 'rules',
    forbidden: ['(?!exceptions/)\\w+'],
    message: 'Rules are pure: they import no app module but exceptions',
  },
  {
    room: 'services',
    forbidden: ['actions', 'controllers', 'middleware', 'serializers', 'validators'],
    types: true,
    message: 'Services do not call up into the layers that use them',
  },
  {
    room: 'queries',
    forbidden: ['actions', 'controllers', 'middleware', 'validators'],
    types: true,
    message: 'Queries only read: they call no use case and nothing of HTTP',
  },
  {
    room: 'sweeps',
    forbidden: ['controllers', 'middleware', 'validators'],
    message: 'Sweeps run from timers and jobs, not from HTTP',
  },
  {
    room: 'policies',
    forbidden: ['actions', 'controllers', 'middleware', 'validators'],
    message: 'Policies decide, they do not act',
  },
  {
    room: 'validators',
    forbidden: ['services', 'queries', 'sweeps', 'actions', 'controllers', 'middleware'],
    message: 'Validators check shapes: the facts they need come from the contract or app/rules',
  },
  {
    room: 'middleware',
    forbidden: ['actions', 'controllers'],
    message: 'Middleware calls no use case: what a request needs answered is a query',
  },
  {
    room: 'actions',
    forbidden: ['controllers', 'middleware'],
    message: 'Use cases take plain data and know no controller',
  },
  {
    room: 'serializers',
    forbidden: ['actions', 'controllers', 'middleware', 'validators'],
    types: true,
    message: 'Serializers shape answers; they call no use case',
  },
]

function roomZone({ room, forbidden, types = false, message }) {
  return {
    files: [`backend/app/${room}/**/*.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^#(${forbidden.join('|')})/`,
              allowTypeImports: types,
              message: `${message} (docs/adr/0003-backend-layers.md).`,
            },
            { regex: '^\\.\\.?/', message: 'Import app modules by their #room/ alias: the alias names the room.' },
          ],
        },
      ],
    },
  }
}

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
    // CommonJS where a tool requires it: eslint-plugin-import loads its resolvers with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // AdonisJS config files widen library types by declaration merging: `interface X extends Y {}`.
    files: ['backend/config/**/*.ts'],
    rules: { '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }] },
  },
  ...backendRooms.map(roomZone),
  {
    // A use case, as adocasts writes them: one default-exported class whose static handle() takes
    // plain data; next to it only the types its callers need (docs/adr/0003-backend-layers.md).
    files: ['backend/app/actions/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program:not(:has(ExportDefaultDeclaration > ClassDeclaration))',
          message: 'An action file holds one use case: `export default class X { static async handle(input) }`.',
        },
        {
          selector:
            "ExportDefaultDeclaration > ClassDeclaration:not(:has(MethodDefinition[static=true][key.name='handle']))",
          message: 'A use case runs through its `static async handle(input)`.',
        },
        {
          selector: 'ExportNamedDeclaration > :matches(FunctionDeclaration, VariableDeclaration, ClassDeclaration)',
          message: 'An action file exports its use case and types only: shared code belongs in services/ or queries/.',
        },
      ],
    },
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
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: {
      'import/resolver': {
        [join(import.meta.dirname, 'scripts/eslint/sourceAliasResolver.cjs')]: {
          roots: sourceAliasRoots,
          node: { extensions: ['.ts', '.tsx', '.js', '.json'] },
        },
      },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: frontEndLayers.flatMap(layerZones) },
      ],
      // An icon button's only name for screen readers is its label.
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
    // The visual design system builds on the app runtime, never the other way round.
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
