import { mantineStableIds } from '@dilemma/design-system/vite/mantineStableIds'
import { precompileMessages } from '@dilemma/design-system/vite/precompileMessages'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig } from 'vite'
import { pageMetaFile } from './vite/pageMetaFile'
import { installableApp } from './vite/installableApp'
import { firstPagePreloads } from './vite/firstPagePreloads'
import { shellChunkGroups } from './vite/chunkGroups'

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * React Router publishes its production build (no development warnings) without an export condition
 * that selects it: the browser build takes it by path (the same version's files).
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fromHere('../node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: fromHere('../node_modules/react-router/dist/production/dom-export.mjs') },
]

/**
 * The member app's routes (`member/routes`, as the server's first screen imports them): part of the
 * shell's build, loaded with its start (docs/decisions.md, "The member app in the shell's build").
 */
const memberRoutes = { find: 'member/routes', replacement: fromHere('../member-app/src/routes.tsx') }

export default defineConfig({
  base: '/',
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: [...reactRouterProduction, memberRoutes],
  },
  plugins: [
    react(),
    mantineStableIds(),
    // The shell bundles the page's react-intl: all messages arrive precompiled, so drop the parser.
    precompileMessages({ dropParser: true }),
    // The landing page's title and description are with the first page's messages, the others apart.
    pageMetaFile([new URL('./src/i18n/', import.meta.url), new URL('./src/features/i18n/page-meta/', import.meta.url)]),
    installableApp(),
    firstPagePreloads({ bootstrapModule: fromHere('src/bootstrap.tsx'), font: 'nunito-latin-wght-normal.woff2' }),
  ],
  build: {
    outDir: 'dist',
    target: 'es2022',
    // Every es2022 browser supports <link rel="modulepreload">: no polyfill on the first page.
    modulePreload: { polyfill: false },
    // One stylesheet, the page's first: a lazy chunk's own stylesheet added later (the member's
    // notification centre, 0.3 KB) had the browser restyle the whole page (issue 27).
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
      '/apps/admin': { target: 'http://localhost:5175', ws: true },
    },
  },
})
