import { mantineStableIds } from '@dilemma/design-system/vite/mantineStableIds'
import { precompileMessages } from '@dilemma/design-system/vite/precompileMessages'
import { sharedSingletons } from '@dilemma/design-system/vite/sharedSingletons'
import { federation } from '@module-federation/vite'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'
import packageJson from './package.json' with { type: 'json' }

/** Shell dev origin: hot reload of this remote inside the shell needs it (see ARCHITECTURE.md). */
const shellDevOrigin = 'http://localhost:5173'

const resolve = { conditions: ['source', ...defaultClientConditions] }

/** The remote the shell loads under /apps/admin/ (the only entry is the plugin's remoteEntry.js). */
const remoteConfig = defineConfig({
  base: '/apps/admin/',
  resolve,
  plugins: [
    react({ reactRefreshHost: shellDevOrigin }),
    mantineStableIds(),
    precompileMessages(),
    federation({
      name: 'admin',
      filename: 'remoteEntry.js',
      exposes: { './routes': './src/routes.tsx' },
      shareStrategy: 'loaded-first',
      dts: false,
      // mf-manifest.json beside the entry (served `no-cache`): what the remote exposes and shares, for tools.
      manifest: true,
      // Use the federation runtime the shell provides instead of bundling a second copy.
      experiments: { externalRuntime: true },
      shared: sharedSingletons(packageJson),
    }),
  ],
  build: { outDir: 'dist', target: 'es2022', rolldownOptions: { input: {} } },
  server: { port: 5175, strictPort: true },
})

/**
 * `vite build --mode standalone`: a site of its own (index.html) for any static host. The API's
 * address is read at run time from config.json, copied from public-standalone/ as a template.
 */
const standaloneConfig = defineConfig({
  base: '/',
  publicDir: 'public-standalone',
  resolve,
  plugins: [react(), mantineStableIds(), precompileMessages({ dropParser: true })],
  build: { outDir: 'dist-standalone', target: 'es2022' },
  server: { port: 5176, strictPort: true },
})

export default defineConfig(({ mode }) => (mode === 'standalone' ? standaloneConfig : remoteConfig))
