import { precompileMessages } from '@dilemma/design-system/vite/precompileMessages'
import { sharedSingletons } from '@dilemma/design-system/vite/sharedSingletons'
import { federation } from '@module-federation/vite'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'
import packageJson from './package.json' with { type: 'json' }

/** Shell dev origin: hot reload of this remote inside the shell needs it (see ARCHITECTURE.md). */
const shellDevOrigin = 'http://localhost:5173'

// Same base in dev and build: the shell (dev proxy or backend) serves this remote under /apps/member/.
export default defineConfig({
  base: '/apps/member/',
  resolve: { conditions: ['source', ...defaultClientConditions] },
  plugins: [
    react({ reactRefreshHost: shellDevOrigin }),
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
  build: { outDir: 'dist', target: 'es2022', rolldownOptions: { input: {} } },
  server: { port: 5174, strictPort: true },
})
