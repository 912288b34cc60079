import { mantineStableIds } from '@dilemma/design-system/vite/mantineStableIds'
import { federationRuntimeVersionOnly } from '@dilemma/design-system/vite/federationRuntimeVersionOnly'
import { precompileMessages } from '@dilemma/design-system/vite/precompileMessages'
import { sharedSingletons } from '@dilemma/design-system/vite/sharedSingletons'
import { federation } from '@module-federation/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig, loadEnv } from 'vite'
import packageJson from './package.json' with { type: 'json' }
import { pageMetaFile } from './vite/pageMetaFile'
import { installableApp } from './vite/installableApp'
import { firstPagePreloads } from './vite/firstPagePreloads'
import { federationAfterFirstPaint } from './vite/federationAfterFirstPaint'
import { shellChunkGroups } from './vite/chunkGroups'

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * NO_FEDERATION=1 builds the same shell with the remotes' route modules bundled in
 * (to `dist-no-federation`): the baseline for the first-page JavaScript budget.
 */
const withoutFederation = process.env.NO_FEDERATION === '1'

/**
 * React Router publishes its production build (no development warnings) without an export condition
 * that selects it: the browser build takes it by path (the same version's files).
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fromHere('../node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: fromHere('../node_modules/react-router/dist/production/dom-export.mjs') },
]

const remoteRouteModules = {
  'member/routes': fromHere('../member-app/src/routes.tsx'),
  'admin/routes': fromHere('../admin-app/src/routes.tsx'),
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, fromHere('.'), 'VITE_')
  const memberRemoteEntry = env.VITE_MEMBER_REMOTE ?? '/apps/member/remoteEntry.js'
  return {
    base: '/',
    resolve: {
      conditions: ['source', ...defaultClientConditions],
      alias: [
        ...reactRouterProduction,
        ...(withoutFederation
          ? Object.entries(remoteRouteModules).map(([find, replacement]) => ({ find, replacement }))
          : []),
      ],
    },
    plugins: [
      react(),
      mantineStableIds(),
      // The shell bundles the page's react-intl: all messages arrive precompiled, so drop the parser.
      precompileMessages({ dropParser: true }),
      // The landing page's title and description are with the first page's messages, the others apart.
      pageMetaFile([
        new URL('./src/i18n/', import.meta.url),
        new URL('./src/features/i18n/page-meta/', import.meta.url),
      ]),
      !withoutFederation && federationRuntimeVersionOnly(),
      !withoutFederation &&
        federation({
          name: 'shell',
          // Hashed, so with the other hashed files: cached for a year, sent with a script's headers only.
          filename: 'assets/remoteEntry-[hash].js',
          remotes: {
            member: {
              type: 'module',
              name: 'member',
              entry: memberRemoteEntry,
            },
            admin: {
              type: 'module',
              name: 'admin',
              entry: env.VITE_ADMIN_REMOTE ?? '/apps/admin/remoteEntry.js',
            },
          },
          shareStrategy: 'loaded-first',
          dts: false,
          // One federation runtime on the page: the remotes use the shell's (externalRuntime).
          experiments: { provideExternalRuntime: true },
          // Plain remoteEntry.js remotes: no manifest snapshots, preloading or devtools hooks needed.
          disableSnapshot: true,
          shared: sharedSingletons(packageJson, 'host'),
        }),
      // The budget baseline has no service worker (its build has no remotes to precache either).
      !withoutFederation && installableApp(fromHere('../member-app/dist')),
      // The federation starts once the server's first screen is painted.
      !withoutFederation && federationAfterFirstPaint(),
      // Every page but /madmin… starts with the member remote.
      !withoutFederation &&
        firstPagePreloads({
          bootstrapModule: fromHere('src/bootstrap.tsx'),
          remoteEntries: [memberRemoteEntry],
          font: 'nunito-latin-wght-normal.woff2',
        }),
    ],
    build: {
      outDir: withoutFederation ? 'dist-no-federation' : 'dist',
      target: 'es2022',
      // Every es2022 browser supports <link rel="modulepreload">: no polyfill on the first page.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        preserveEntrySignatures: 'allow-extension',
        output: { codeSplitting: { groups: shellChunkGroups } },
      },
    },
    server: {
      port: 5173,
      strictPort: true,
      proxy: {
        '/api': 'http://localhost:3333',
        '/uploads': 'http://localhost:3333',
        '/apps/member': { target: 'http://localhost:5174', ws: true },
        '/apps/admin': { target: 'http://localhost:5175', ws: true },
      },
    },
  }
})
