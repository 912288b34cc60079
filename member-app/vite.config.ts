import { mantineStableIds } from '@dilemma/design-system/vite/mantineStableIds'
import { precompileMessages } from '@dilemma/design-system/vite/precompileMessages'
import { sharedSingletons } from '@dilemma/design-system/vite/sharedSingletons'
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
 * The remote's chunk rules (docs/decisions.md, issue 27, chunk layout). Rolldown's automatic chunks
 * gave every set of modules two screens share a file of its own: `/login` loaded 23 of the remote's
 * files, a dozen of them under 1 KB. A group takes the modules it names and what they import (not
 * what another group took first); a rule that no longer matches costs files again, not correctness.
 */
const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  // The share wrappers of the host-provided entries (widgets, pickers) each stay a file of their own:
  // running one asks the host for its entry, which only the screens that import it may do. The
  // app-runtime's wrapper goes with the routes, which import it first.
  {
    name: (id) => (id.includes('__loadShare__') && !id.includes('app_mf_2_runtime') ? /[^/\\]+$/.exec(id)![0] : null),
    priority: 40,
  },
  // The routes with the helpers nearly every screen uses (texts, error texts, the Google button of
  // the landing page and the sign-in forms): a few hundred bytes each, one file.
  {
    name: 'routes',
    priority: 30,
    test: (id) =>
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

// Same base in dev and build: the shell (dev proxy or backend) serves this remote under /apps/member/.
export default defineConfig({
  base: '/apps/member/',
  resolve: { conditions: ['source', ...defaultClientConditions] },
  plugins: [
    react({ reactRefreshHost: shellDevOrigin }),
    mantineStableIds(),
    precompileMessages(),
    federation({
      name: 'member',
      filename: 'remoteEntry.js',
      exposes: { './routes': './src/routes.tsx' },
      shareStrategy: 'loaded-first',
      dts: false,
      // Use the federation runtime the shell provides instead of bundling a second copy.
      experiments: { externalRuntime: true },
      shared: sharedSingletons(packageJson, 'remote'),
    }),
  ],
  // No index.html: the only entry is the remoteEntry.js the federation plugin emits.
  build: {
    outDir: 'dist',
    target: 'es2022',
    rolldownOptions: {
      input: {},
      // The exposed routes module joins its group's chunk instead of re-exporting it from a file of its own.
      preserveEntrySignatures: 'allow-extension',
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
  server: { port: 5174, strictPort: true },
})
