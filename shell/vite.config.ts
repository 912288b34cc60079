import { mantineStableIds } from '@dilemma/design-system/vite/mantineStableIds'
import { precompileMessages } from '@dilemma/design-system/vite/precompileMessages'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig } from 'vite'
import { pageMetaFile } from './vite/pageMetaFile'
import { installableApp } from './vite/installableApp'
import { firstPagePreloads } from './vite/firstPagePreloads'
import { shellChunkGroups } from './vite/chunkGroups'
import { withoutRemoteSource } from './vite/withoutRemoteSource'
import { federationRuntimeVersionOnly } from './vite/federationRuntimeVersionOnly'

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** The member remote's entry (stable address, `no-cache`), as `loadRemotes.ts` loads it. */
const MEMBER_REMOTE_ENTRY = '/apps/member/remoteEntry.js'

/**
 * React Router publishes its production build (no development warnings) without an export condition
 * that selects it: the browser build takes it by path (the same version's files).
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fromHere('../node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: fromHere('../node_modules/react-router/dist/production/dom-export.mjs') },
]

/**
 * Module federation's runtime without the parts this page never runs (its own build flags): the
 * Node loader (the shell runs in browsers), and the snapshot plugin (remotes are given by their
 * entry's address, never by a manifest snapshot). About a third of the runtime.
 */
const federationRuntimeFlags = {
  ENV_TARGET: JSON.stringify('web'),
  FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
  FEDERATION_DEBUG: 'false',
}

export default defineConfig({
  base: '/',
  define: federationRuntimeFlags,
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: reactRouterProduction,
  },
  plugins: [
    react(),
    mantineStableIds(),
    federationRuntimeVersionOnly(),
    // The shell bundles the page's react-intl: all messages arrive precompiled, so drop the parser.
    precompileMessages({ dropParser: true }),
    // The landing page's title and description are with the first page's messages, the others apart.
    pageMetaFile([new URL('./src/i18n/', import.meta.url), new URL('./src/features/i18n/page-meta/', import.meta.url)]),
    // The member remote is built first (scripts/build.mjs): its files join the service worker's precache.
    installableApp(fromHere('../member-app/dist')),
    firstPagePreloads({
      bootstrapModule: fromHere('src/bootstrap.tsx'),
      federationModule: fromHere('src/features/remotes/loadRemotes.ts'),
      remoteEntries: [MEMBER_REMOTE_ENTRY],
      font: 'nunito-latin-wght-normal.woff2',
    }),
    // The member app is a remote (member-app/dist, /apps/member/): none of its source in this build.
    withoutRemoteSource(fromHere('../member-app/src')),
  ],
  build: {
    outDir: 'dist',
    target: 'es2022',
    // Every es2022 browser supports <link rel="modulepreload">: no polyfill on the first page.
    modulePreload: { polyfill: false },
    // One stylesheet, the page's first: a lazy chunk's own stylesheet added later (the member's
    // notification centre, 0.3 KB) had the browser restyle the whole page.
    cssCodeSplit: false,
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
})
