import { mantineStableIds } from '@dilemma/design-system/vite/mantineStableIds'
import { precompileMessages } from '@dilemma/design-system/vite/precompileMessages'
import { hostProvidedShares } from '@dilemma/design-system/vite/sharedSingletons'
import { federation } from '@module-federation/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig } from 'vite'
import type { Rolldown } from 'vite'
import packageJson from './package.json' with { type: 'json' }

/** Shell dev origin: hot reload of this remote inside the shell needs it (see ARCHITECTURE.md). */
const shellDevOrigin = 'http://localhost:5173'

const source = (path: string) => fileURLToPath(new URL(`src/${path}`, import.meta.url))

/**
 * The remote's chunk rules (docs/adr/0035-chunks-and-budgets.md, docs/adr/0031-module-federation.md):
 * fewer, larger scripts on the first pages. A group takes the modules it names and what
 * they import (not what another group took first); a rule that no longer matches costs files
 * again, not correctness.
 */
const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  // The federation's share wrappers of the entries only later screens import (widgets, extras,
  // forms, pickers) each stay a file of their own: running one asks the shell for its entry, which
  // only the screens that import it may do. The first pages' wrappers (React, the design system's
  // main entry, app-runtime, api-client) go with the routes, which import them first: one file.
  {
    name: (id) =>
      id.includes('__loadShare__') && /design_mf_2_system_mf_1_\w/.test(id) ? /[^/\\]+$/.exec(id)![0] : null,
    priority: 40,
  },
  // The routes with the helpers nearly every screen uses (texts, error texts, the Google button of
  // the landing page and the sign-in forms) and the first pages' share wrappers: one file.
  {
    name: 'routes',
    priority: 30,
    test: (id) =>
      id.includes('__loadShare__') ||
      [
        'routes.tsx',
        'components/FeatureTexts.tsx',
        'components/FormError.tsx',
        'components/registration/GoogleSignInButton.tsx',
        'lib/currentLanguage.ts',
        'lib/isValidEmail.ts',
        'lib/useApiErrorText.ts',
        'lib/useDelayedAction.ts',
      ].some((path) => id === source(path)),
  },
  // A first page's screen with the parts it shares with the screens opened from it (the sign-in
  // form's frame, password field and registration steps; the poll card, its pages and buttons; the
  // plan cards).
  { name: 'LoginPage', priority: 20, test: (id) => id === source('features/auth/LoginPage.tsx') },
  { name: 'FeedPage', priority: 20, test: (id) => id === source('pages/FeedPage.tsx') },
  { name: 'PremiumPage', priority: 20, test: (id) => id === source('features/premium/PremiumPage.tsx') },
  // The sign-in screens' texts with the forms' texts, one file per language (a visitor loads hers).
  {
    name: (id) => {
      const language = /[\\/]src[\\/](?:features[\\/]auth|components)[\\/]i18n[\\/](\w+)\.json$/.exec(id)?.[1]
      return language ? `auth.${language}` : null
    },
    priority: 20,
  },
]

/**
 * The member remote: built on its own into dist/, served by the backend under /apps/member/ and
 * loaded by the shell through module federation (shell/src/features/remotes/loadRemotes.ts). The
 * server's first screens render this app's source (shell/vite.firstScreen.config.ts); the browser
 * runs this build. Same base in dev and build: the shell (dev proxy or backend) serves it there.
 */
export default defineConfig({
  base: '/apps/member/',
  // `@/x` is src/x, as in vitest.config.ts and tsconfig.json's `paths`.
  resolve: { conditions: ['source', ...defaultClientConditions], alias: [{ find: /^@\//, replacement: source('') }] },
  plugins: [
    react({ reactRefreshHost: shellDevOrigin }),
    mantineStableIds(),
    // The shell's react-intl has no message parser: every message arrives precompiled.
    precompileMessages(),
    federation({
      name: 'member',
      filename: 'remoteEntry.js',
      exposes: { './routes': './src/routes.tsx' },
      shareStrategy: 'loaded-first',
      dts: false,
      // mf-manifest.json beside the entry (served `no-cache`): what the remote exposes and shares, for tools.
      manifest: true,
      // Use the federation runtime the shell provides instead of bundling a second copy.
      experiments: { externalRuntime: true },
      // Every singleton from the shell, none bundled here: this remote only ever runs in the shell.
      shared: hostProvidedShares(packageJson),
    }),
  ],
  // No index.html: the only entry is the remoteEntry.js the federation plugin emits.
  build: {
    outDir: 'dist',
    target: 'es2022',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: {},
      // The exposed routes module joins its group's chunk instead of re-exporting it from a file of its own.
      preserveEntrySignatures: 'allow-extension',
      // An entity's modules run nothing when imported, so what a chunk takes through an entity's
      // entry (`entities/<entity>/index.ts`) is only what it uses of it, not the whole entity.
      treeshake: { moduleSideEffects: [{ test: /[\\/]member-app[\\/]src[\\/]entities[\\/]/, sideEffects: false }] },
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
  server: { port: 5174, strictPort: true },
})
